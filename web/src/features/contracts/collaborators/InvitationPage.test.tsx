import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AcceptContractInvitationDocument,
  ContractInvitationDocument,
  DeclineContractInvitationDocument,
} from '../../../__generated__/graphql';
import { TENANT, renderWithApp } from '../../../test/render';
import { InvitationPage } from './InvitationPage';

const TOKEN = 'a'.repeat(43);

const invitation = {
  __typename: 'ContractInvitation' as const,
  id: '31',
  contractId: '7',
  email: 'anna@leiga.is',
  accessType: 'W' as const,
  status: 'PENDING' as const,
  sentAt: '2026-11-20T10:00:00Z',
  inviter: { __typename: 'ContractEventActor' as const, id: '2', fullName: 'Jón Guðmundsson' },
  address: { __typename: 'ContractAddress' as const, street: 'Laugavegur 12', postalCode: '101' },
};

const preview = (result: MockedResponse['result'], token = TOKEN): MockedResponse => ({
  request: { query: ContractInvitationDocument, variables: { id: '31', token } },
  result,
});

function renderPage(mocks: MockedResponse[], search = `?token=${TOKEN}`) {
  return renderWithApp(<p>elsewhere</p>, {
    user: TENANT,
    path: `/invitations/rental-contracts/31${search}`,
    mocks,
    routes: [
      { path: '/invitations/rental-contracts/:id', element: <InvitationPage /> },
      // The page adds the locale prefix of every non-Icelandic path.
      { path: '/en/tenants/rental-contracts/:id', element: <p>the contract page</p> },
    ],
  });
}

describe('InvitationPage', () => {
  it('shows the home, the inviter and the access, and opens the contract on accepting', async () => {
    const accept: MockedResponse = {
      request: {
        query: AcceptContractInvitationDocument,
        variables: { input: { id: '31', token: TOKEN } },
      },
      result: {
        data: {
          acceptContractInvitation: { __typename: 'Contract', id: '7', viewerAccess: 'EDIT' },
        },
      },
    };
    const { router } = await renderPage([
      preview({ data: { contractInvitation: invitation } }),
      accept,
    ]);
    expect(
      await screen.findByText(
        'Jón Guðmundsson has invited you to collaborate on a rental contract.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('invitation-address')).toHaveTextContent('Laugavegur 12, 101');
    expect(screen.getByText('Can edit')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('the contract page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/tenants/rental-contracts/7');
  });

  it('says clearly when the link is wrong or was replaced', async () => {
    await renderPage([
      preview({
        errors: [new GraphQLError('No such invitation.', { extensions: { code: 'NOT_FOUND' } })],
      }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link is not valid.',
    );
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });

  it('treats a link without a token as not valid, without asking the graph', async () => {
    await renderPage([], '');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link is not valid.',
    );
  });

  it('tells that an invitation was already answered', async () => {
    await renderPage([
      preview({ data: { contractInvitation: { ...invitation, status: 'RETRACTED' } } }),
    ]);
    expect(await screen.findByText('This invitation has been retracted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });

  it('declines only after the confirmation', async () => {
    let declined = 0;
    const decline: MockedResponse = {
      request: {
        query: DeclineContractInvitationDocument,
        variables: { input: { id: '31', token: TOKEN } },
      },
      result: () => {
        declined += 1;
        return {
          data: {
            declineContractInvitation: {
              __typename: 'ContractInvitation',
              id: '31',
              status: 'DECLINED',
            },
          },
        };
      },
    };
    await renderPage([preview({ data: { contractInvitation: invitation } }), decline]);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(declined).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(declined).toBe(1));
    expect(
      await screen.findByText('You declined the invitation.', { selector: 'div' }),
    ).toBeInTheDocument();
  });
});
