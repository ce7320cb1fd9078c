import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AnswerRentalGuaranteeCancellationDocument,
  CommitRentalGuaranteeDocument,
  GuaranteeLifecycleDocument,
} from '../../../__generated__/graphql';
import { LANDLORD, TENANT, renderWithApp } from '../../../test/render';
import { GuaranteeLifecycleSection } from './GuaranteeLifecycleSection';
import { lifecycleStatusKey } from './model';

const lifecycle = (over: Record<string, unknown> = {}) => ({
  __typename: 'RentalGuaranteeLifecycle' as const,
  id: '7',
  guaranteeId: '7',
  contractId: '3',
  tenantName: 'Anna Sigurðardóttir',
  amount: 300_000,
  monthlyRent: 200_000,
  status: 'APPROVED',
  currentUserRole: 'PRINCIPAL',
  signing: null,
  statement: null,
  cancellationRequests: [],
  viewerCanCommit: true,
  viewerCanSign: false,
  viewerCanUncommit: false,
  viewerCanRequestCancellation: false,
  viewerCanAnswerRequestId: null,
  ...over,
});

const query = (data: unknown) => ({
  request: { query: GuaranteeLifecycleDocument, variables: { id: '7' } },
  result: { data: { rentalGuaranteeLifecycle: data } },
});

describe('lifecycle status words', () => {
  it.each([
    ['ACTIVE', 'guarantee-lifecycle.status.active'],
    ['CANCELLATION_REQUESTED', 'guarantee-lifecycle.status.cancellation_requested'],
    ['DRAFT', 'guarantee-lifecycle.status.other'],
  ] as const)('%s -> %s', (status, key) => {
    expect(lifecycleStatusKey(status)).toBe(key);
  });
});

describe('the guarantee lifecycle section', () => {
  it('the tenant commits after confirming, then sees the sign button', async () => {
    const committed = lifecycle({
      status: 'COMMITTED',
      viewerCanCommit: false,
      viewerCanSign: true,
      viewerCanUncommit: true,
      signing: {
        __typename: 'GuaranteeSigning',
        status: 'pending',
        invitedAt: '2026-11-24T12:00:00.000Z',
        signedAt: null,
        documentHash: 'a'.repeat(64),
      },
    });
    await renderWithApp(<GuaranteeLifecycleSection id="7" />, {
      user: TENANT,
      path: '/rental-guarantees/7',
      mocks: [
        query(lifecycle()),
        {
          request: { query: CommitRentalGuaranteeDocument, variables: { id: '7' } },
          result: { data: { commitRentalGuarantee: committed } },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Commit and sign' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Commit to the guarantee?' });
    expect(dialog).toHaveTextContent('The terms will be sent to you for electronic signing.');
    await user.click(screen.getByRole('button', { name: 'Yes, commit' }));
    expect(await screen.findByRole('button', { name: 'Sign the terms' })).toBeInTheDocument();
    expect(screen.getByTestId('guarantee-lifecycle-status')).toHaveTextContent(
      'Committed, awaiting signature',
    );
  });

  it('the landlord sees the statement and answers a cancellation: a rejection needs a reason', async () => {
    const request = {
      __typename: 'GuaranteeCancellationRequest',
      id: '4',
      requestedBy: 'PRINCIPAL',
      reason: 'Ég flyt út',
      status: 'PENDING',
      answerReason: null,
      createdAt: '2026-11-24T12:00:00.000Z',
      answeredAt: null,
    };
    const pending = lifecycle({
      status: 'CANCELLATION_REQUESTED',
      currentUserRole: 'OBLIGEE',
      viewerCanCommit: false,
      statement: {
        __typename: 'GuaranteeStatementInfo',
        sha256: 'b'.repeat(64),
        issuedAt: '2026-11-20T12:00:00.000Z',
      },
      cancellationRequests: [request],
      viewerCanAnswerRequestId: '4',
    });
    const rejected = lifecycle({
      ...pending,
      status: 'ACTIVE',
      cancellationRequests: [
        { ...request, status: 'REJECTED', answerReason: 'Leigan stendur', answeredAt: null },
      ],
      viewerCanAnswerRequestId: null,
      viewerCanRequestCancellation: true,
    });
    await renderWithApp(<GuaranteeLifecycleSection id="7" />, {
      user: LANDLORD,
      path: '/landlords/rental-contracts/3/rental-guarantee',
      mocks: [
        query(pending),
        {
          request: {
            query: AnswerRentalGuaranteeCancellationDocument,
            variables: {
              input: { guaranteeId: '7', requestId: '4', accept: false, reason: 'Leigan stendur' },
            },
          },
          result: { data: { answerRentalGuaranteeCancellation: rejected } },
        },
      ],
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('button', { name: 'Download the guarantee statement (PDF)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('cancellation-pending')).toHaveTextContent(
      'The tenant asked to cancel: Ég flyt út',
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject the request?' });
    await user.click(dialog.querySelector('button:last-of-type')!);
    expect(await screen.findByText('Give a reason.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'Leigan stendur');
    await user.click(dialog.querySelector('button:last-of-type')!);
    expect(await screen.findByRole('button', { name: 'Request cancellation' })).toBeInTheDocument();
    expect(screen.getByTestId('guarantee-lifecycle-status')).toHaveTextContent('Active');
  });
});
