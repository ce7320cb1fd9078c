import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  GiveConsentDocument,
  MyConsentsDocument,
  RevokeConsentDocument,
  TermsStatusDocument,
} from '../../__generated__/graphql';
import { Toaster } from '../../shell/Toaster';
import { TENANT, renderWithApp } from '../../test/render';
import { ConsentsSection } from './ConsentsSection';
import { TermsGate } from './TermsGate';

const consent = (isActive: boolean) => ({
  __typename: 'Consent' as const,
  id: '5',
  type: 'MARKETING' as const,
  version: null,
  givenAt: '2026-11-01T10:00:00Z',
  revokedAt: isActive ? null : '2026-11-20T10:00:00Z',
  isActive,
});

const consents = (isActive: boolean): MockedResponse => ({
  request: { query: MyConsentsDocument },
  result: {
    data: {
      myConsents: {
        __typename: 'ConsentList',
        items: [consent(isActive)],
        terms: {
          __typename: 'TermsStatus',
          currentVersion: '2026-11',
          acceptedVersion: '2026-11',
          mustAccept: false,
        },
      },
    },
  },
});

describe('ConsentsSection', () => {
  it('asks before revoking a consent, then shows it as not given', async () => {
    const user = userEvent.setup();
    let revoked = false;
    const revoke: MockedResponse = {
      request: { query: RevokeConsentDocument, variables: { input: { id: '5' } } },
      result: () => {
        revoked = true;
        return { data: { revokeConsent: consent(false) } };
      },
    };
    await renderWithApp(
      <>
        <ConsentsSection />
        <Toaster />
      </>,
      {
        user: TENANT,
        mocks: [consents(true), revoke, consents(false)],
      },
    );
    expect(await screen.findByText('Given 01.11.2026')).toBeInTheDocument();
    expect(screen.getByText('You accepted version 2026-11 of the user terms.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this consent?' });
    expect(revoked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toBe(true));
    expect(await screen.findByText('Consent revoked.')).toBeInTheDocument();
  });
});

describe('TermsGate', () => {
  const status = (mustAcceptTerms: boolean): MockedResponse => ({
    request: { query: TermsStatusDocument },
    result: {
      data: {
        me: { __typename: 'User', id: '1', mustAcceptTerms },
        myConsents: {
          __typename: 'ConsentList',
          terms: { __typename: 'TermsStatus', currentVersion: '2026-11' },
        },
      },
    },
  });

  it('asks a user whose terms changed to accept them, and closes once they do', async () => {
    const user = userEvent.setup();
    const give: MockedResponse = {
      request: { query: GiveConsentDocument, variables: { input: { type: 'TERMS' } } },
      result: {
        data: {
          giveConsent: { ...consent(true), id: '6', type: 'TERMS', version: '2026-11' },
        },
      },
    };
    await renderWithApp(<TermsGate />, {
      user: TENANT,
      mocks: [status(true), give, status(false)],
    });
    const dialog = await screen.findByRole('alertdialog', {
      name: 'The user terms have changed',
    });
    expect(dialog).toHaveTextContent('version 2026-11');
    await user.click(within(dialog).getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows nothing to a user who accepted the current terms', async () => {
    await renderWithApp(<TermsGate />, { user: TENANT, mocks: [status(false)] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
