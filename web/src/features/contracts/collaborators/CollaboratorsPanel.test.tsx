import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ContractCollaboratorsDocument,
  InviteContractCollaboratorDocument,
  RetractContractInvitationDocument,
  type ContractAccess,
} from '../../../__generated__/graphql';
import { LANDLORD, TENANT, renderWithApp } from '../../../test/render';
import { CollaboratorsPanel } from './CollaboratorsPanel';

const invitation = {
  __typename: 'ContractCollaboratorInvitation' as const,
  id: '31',
  email: 'gudrun@example.is',
  accessType: 'W' as const,
  status: 'PENDING' as const,
  sentAt: '2026-11-20T10:00:00Z',
};

function contract(viewerAccess: ContractAccess, invitations = [invitation]) {
  return {
    __typename: 'Contract' as const,
    id: '7',
    viewerAccess,
    collaborators: [
      {
        __typename: 'ContractCollaborator' as const,
        id: '11',
        userId: '5',
        fullName: 'Sigrún Helgadóttir',
        email: 'sigrun@example.is',
        accessType: 'R' as const,
      },
    ],
    collaboratorInvitations: viewerAccess === 'EDIT' ? invitations : [],
  };
}

const load = (viewerAccess: ContractAccess): MockedResponse => ({
  request: { query: ContractCollaboratorsDocument, variables: { id: '7' } },
  result: { data: { contract: contract(viewerAccess) } },
});

describe('CollaboratorsPanel', () => {
  it('shows an editor the collaborators, the pending invitations and the invite form', async () => {
    await renderWithApp(<CollaboratorsPanel contractId="7" />, {
      user: LANDLORD,
      mocks: [load('EDIT')],
    });
    const list = await screen.findByRole('list', { name: 'The contract’s collaborators' });
    expect(list).toHaveTextContent('Sigrún Helgadóttir');
    expect(list).toHaveTextContent('sigrun@example.is');
    expect(within(list).getByLabelText('Access of Sigrún Helgadóttir')).toHaveValue('R');
    const pending = screen.getByRole('list', { name: 'Pending invitations' });
    expect(pending).toHaveTextContent('gudrun@example.is');
    expect(pending).toHaveTextContent('Can edit · Sent 20.11.2026');
    expect(screen.getByRole('form', { name: 'Invite a collaborator' })).toBeInTheDocument();
  });

  it('shows a reader the collaborators and nothing to change', async () => {
    await renderWithApp(<CollaboratorsPanel contractId="7" />, {
      user: TENANT,
      mocks: [load('READ')],
    });
    const list = await screen.findByRole('list', { name: 'The contract’s collaborators' });
    expect(list).toHaveTextContent('Can view');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('checks the e-mail before sending, then invites with the chosen access', async () => {
    const sent: unknown[] = [];
    const invite: MockedResponse = {
      request: {
        query: InviteContractCollaboratorDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input']);
          return true;
        },
      },
      result: { data: { inviteContractCollaborator: contract('EDIT') } },
    };
    await renderWithApp(<CollaboratorsPanel contractId="7" />, {
      user: LANDLORD,
      mocks: [load('EDIT'), invite],
    });
    const form = await screen.findByRole('form', { name: 'Invite a collaborator' });
    const email = within(form).getByLabelText(/E-mail/);
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(email);
    await userEvent.type(email, 'Gudrun@Example.is');
    await userEvent.selectOptions(within(form).getByLabelText('Access'), 'W');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(sent).toEqual([{ contractId: '7', email: 'gudrun@example.is', accessType: 'W' }]),
    );
  });

  it('retracts an invitation only after the confirmation', async () => {
    let retracted = 0;
    const retract: MockedResponse = {
      request: { query: RetractContractInvitationDocument, variables: { id: '31' } },
      result: () => {
        retracted += 1;
        return { data: { retractContractInvitation: contract('EDIT', []) } };
      },
    };
    await renderWithApp(<CollaboratorsPanel contractId="7" />, {
      user: LANDLORD,
      mocks: [load('EDIT'), retract],
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retract the invitation to gudrun@example.is' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The link sent to gudrun@example.is will stop working.');
    expect(retracted).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retract' }));
    await waitFor(() => expect(retracted).toBe(1));
    expect(
      await screen.findByText('No invitations are waiting for an answer.'),
    ).toBeInTheDocument();
  });
});
