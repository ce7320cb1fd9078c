import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  LoanAgreementPdfDocument,
  LoanDetailDocument,
  RetryLoanPayoutDocument,
  SignLoanDocument,
  type RetryLoanPayoutInput,
} from '../../__generated__/graphql';
import { TENANT, renderWithApp } from '../../test/render';
import { LoanDetailPage } from './LoanDetailPage';

const schedule = {
  __typename: 'LoanPaymentSchedule' as const,
  yearlyInterestPercent: 15.65,
  noticeFee: 322,
  annuity: 100_000,
  totalInterest: 7_800,
  totalFees: 966,
  totalPaid: 300_966,
  aprcPercent: 17.1,
  rows: [1, 2, 3].map((n) => ({
    __typename: 'LoanPaymentRow' as const,
    number: n,
    dueDate: `2027-0${n}-04`,
    principal: 97_000,
    interest: 3_000,
    noticeFee: 322,
    total: 100_322,
    balance: 300_000 - n * 100_000,
  })),
};

type Lifecycle = {
  status: string;
  signingExpiresAt?: string | null;
  signing: { status: string; signingUrl: string | null; signedAt: string | null } | null;
  disbursement: { status: string; amount: number; bookedAt: string | null } | null;
  repayments: { number: number; state: string; paidAt: string | null }[];
  payoutAttempts?: {
    attempt: number;
    status: string;
    rejectionCode: string | null;
    reason: string | null;
    bookedAt: string | null;
  }[];
};

const lifecycleOf = (l: Lifecycle) => ({
  __typename: 'LoanLifecycle' as const,
  id: '7',
  status: l.status,
  signingExpiresAt: l.signingExpiresAt ?? null,
  signing: l.signing && { __typename: 'LoanSigning' as const, ...l.signing },
  disbursement: l.disbursement && { __typename: 'LoanDisbursement' as const, ...l.disbursement },
  payoutAttempts: (l.payoutAttempts ?? []).map((a) => ({
    __typename: 'LoanPayoutAttempt' as const,
    amount: 300_000,
    createdAt: '2026-12-01T10:00:00.000Z',
    ...a,
  })),
  repayments: l.repayments.map((r) => ({
    __typename: 'LoanRepayment' as const,
    dueDate: `2027-0${r.number}-04`,
    finalDueDate: `2027-0${r.number}-11`,
    amount: 100_322,
    ...r,
  })),
});

const detailMock = (l: Lifecycle, role = 'OWNER') => ({
  request: { query: LoanDetailDocument, variables: { id: '7' } },
  result: {
    data: {
      __typename: 'Query' as const,
      loan: {
        __typename: 'Loan' as const,
        id: '7',
        status: l.status,
        currentUserRole: role,
        contractId: '3',
        amount: 300_000,
        months: 3,
        borrowers: 1,
        firstDueDate: '2027-01-04',
        monthlyPayment: 100_322,
        paymentAssessmentRequired: false,
        isEditable: false,
        createdAt: '2026-11-24T12:00:00.000Z',
        household: null,
        personalDetails: null,
        creditAssessment: null,
        paymentSchedule: schedule,
        lifecycle: lifecycleOf(l),
      },
    },
  },
});

const STAFF = { ...TENANT, id: '9', fullName: 'Starfsmaður Leigu', isStaff: true };

const render = (mocks: unknown[], user = TENANT) =>
  renderWithApp(<div />, {
    user,
    path: '/loans/7',
    mocks: mocks as never,
    routes: [{ path: '/loans/:id', element: <LoanDetailPage /> }],
  });

describe('the loan page', () => {
  it('an approved loan: the borrower starts signing and is sent to the signing page', async () => {
    const user = userEvent.setup();
    const approved = { status: 'APPROVED', signing: null, disbursement: null, repayments: [] };
    const { router } = await render([
      detailMock(approved),
      {
        request: { query: SignLoanDocument, variables: { loanId: '7' } },
        result: {
          data: {
            __typename: 'Mutation',
            signLoan: lifecycleOf({
              ...approved,
              signing: {
                status: 'pending',
                signingUrl: '/sandbox/e-sign/tok123/',
                signedAt: null,
              },
            }),
          },
        },
      },
    ]);
    expect(
      await screen.findByText(
        'Your loan is approved. Sign the loan agreement with your electronic ID to have it paid out.',
      ),
    ).toBeInTheDocument();
    // Not yet repaid: the schedule has no state column.
    expect(screen.queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign the loan agreement' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toMatch(/\/sandbox\/e-sign\/tok123$/),
    );
  });

  it('a pending signature offers the link and a status check', async () => {
    await render([
      detailMock({
        status: 'APPROVED',
        signing: { status: 'pending', signingUrl: '/sandbox/e-sign/tok123/', signedAt: null },
        disbursement: null,
        repayments: [],
      }),
    ]);
    expect(await screen.findByText('Waiting for your signature')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open signing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check signing status' })).toBeInTheDocument();
  });

  it('a loan being repaid shows the payout and each payment paid, due or late', async () => {
    await render([
      detailMock({
        status: 'IN_ARREARS',
        signing: { status: 'signed', signingUrl: null, signedAt: '2026-12-01T10:00:00.000Z' },
        disbursement: { status: 'BOOKED', amount: 300_000, bookedAt: '2026-12-01T10:01:00.000Z' },
        repayments: [
          { number: 1, state: 'PAID', paidAt: '2027-01-04T10:00:00.000Z' },
          { number: 2, state: 'LATE', paidAt: null },
          { number: 3, state: 'DUE', paidAt: null },
        ],
      }),
    ]);
    expect(await screen.findByTestId('loan-signed')).toHaveTextContent('Signed');
    expect(screen.getByTestId('loan-disbursement')).toHaveTextContent('paid out');
    expect(screen.queryByRole('button', { name: 'Sign the loan agreement' })).toBeNull();
    expect(screen.getByTestId('loan-paid-count')).toHaveTextContent('1 of 3 payments paid');
    const table = screen.getByTestId('loan-schedule');
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getAllByTestId('loan-repayment-state').map((c) => c.textContent)).toEqual([
      'Paid',
      'Late',
      'Due',
    ]);
  });
});

describe('the loan agreement on the loan page', () => {
  const signed: Lifecycle = {
    status: 'DISBURSED',
    signing: { status: 'signed', signingUrl: null, signedAt: '2026-12-01T10:00:00.000Z' },
    disbursement: { status: 'BOOKED', amount: 300_000, bookedAt: '2026-12-01T10:01:00.000Z' },
    repayments: [],
  };
  const agreementMock = (result: MockedResponse['result']): MockedResponse => ({
    request: { query: LoanAgreementPdfDocument, variables: { loanId: '7' } },
    result,
  });

  it('downloads the signed agreement as a PDF file', async () => {
    const user = userEvent.setup();
    const saved: { name: string; type: string }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', type: blob.type });
      return 'blob:agreement';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1]!.name = this.download;
    });
    await render([
      detailMock(signed),
      agreementMock({
        data: {
          __typename: 'Query',
          loanAgreementPdf: {
            __typename: 'LoanAgreementPdf',
            filename: 'lanssamningur-7-undirritadur.pdf',
            contentType: 'application/pdf',
            signed: true,
            base64: btoa('%PDF-1.7'),
          },
        },
      }),
    ]);
    const button = await screen.findByRole('button', {
      name: 'Download the signed loan agreement (PDF)',
    });
    await user.click(button);
    await waitFor(() =>
      expect(saved).toEqual([
        { name: 'lanssamningur-7-undirritadur.pdf', type: 'application/pdf' },
      ]),
    );
    click.mockRestore();
  });

  it('an approved loan shows when it lapses; a lapsed one says so; a failed download is explained', async () => {
    const user = userEvent.setup();
    await render([
      detailMock({
        status: 'APPROVED',
        signingExpiresAt: '2026-12-15T10:00:00.000Z',
        signing: null,
        disbursement: null,
        repayments: [],
      }),
      agreementMock({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] as never }),
    ]);
    expect(await screen.findByTestId('loan-signing-deadline')).toHaveTextContent('Sign by');
    await user.click(screen.getByRole('button', { name: 'Download the loan agreement (PDF)' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('a lapsed approval with no signing started has nothing to download', async () => {
    await render([
      detailMock({ status: 'EXPIRED', signing: null, disbursement: null, repayments: [] }),
    ]);
    expect(await screen.findByTestId('loan-expired')).toHaveTextContent(
      'The approval lapsed because the loan agreement was not signed in time.',
    );
    expect(screen.queryByRole('button', { name: /Download the/ })).toBeNull();
  });
});

describe('the staff side of a loan payout', () => {
  const rejected = {
    attempt: 1,
    status: 'REJECTED',
    rejectionCode: 'unknown_account',
    reason: null,
    bookedAt: null,
  };
  const signedRejected: Lifecycle = {
    status: 'SIGNED',
    signing: { status: 'signed', signingUrl: null, signedAt: '2026-12-01T10:00:00.000Z' },
    disbursement: { status: 'REJECTED', amount: 300_000, bookedAt: null },
    repayments: [],
    payoutAttempts: [rejected],
  };

  it('the borrower sees neither the attempts nor a retry', async () => {
    await render([detailMock(signedRejected)]);
    expect(await screen.findByTestId('loan-disbursement')).toHaveTextContent(
      'The bank refused the payout',
    );
    expect(screen.queryByTestId('loan-payout-attempts')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the payout again' })).toBeNull();
  });

  it('staff retry a rejected payout only after a confirmation with a reason', async () => {
    const user = userEvent.setup();
    const sent: RetryLoanPayoutInput[] = [];
    const booked = {
      attempt: 2,
      status: 'BOOKED',
      rejectionCode: null,
      reason: 'Account corrected',
      bookedAt: '2026-12-02T10:00:00.000Z',
    };
    const retry: MockedResponse = {
      request: {
        query: RetryLoanPayoutDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input'] as RetryLoanPayoutInput);
          return true;
        },
      },
      result: {
        data: {
          __typename: 'Mutation',
          retryLoanPayout: lifecycleOf({
            ...signedRejected,
            status: 'DISBURSED',
            disbursement: { status: 'BOOKED', amount: 300_000, bookedAt: booked.bookedAt },
            payoutAttempts: [rejected, booked],
          }),
        },
      },
    };
    await render([detailMock(signedRejected, 'STAFF'), retry], STAFF);
    const section = await screen.findByTestId('loan-payout-attempts');
    expect(within(section).getByTestId('loan-payout-attempt')).toHaveTextContent(
      'Attempt 1: ISK 300,000, rejected',
    );
    expect(section).toHaveTextContent("The bank's reason for rejecting it: unknown account");

    await user.click(within(section).getByRole('button', { name: 'Send the payout again' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Send the payout again?');
    await user.click(within(dialog).getByRole('button', { name: 'Send the payout again' }));
    expect(await within(dialog).findByText('Give a reason (3 to 500 characters).')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(
      within(dialog).getByLabelText('Reason (recorded with your name)'),
      'Account corrected',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the payout again' }));
    await waitFor(() => expect(sent).toEqual([{ loanId: '7', reason: 'Account corrected' }]));
    await waitFor(() => expect(screen.getAllByTestId('loan-payout-attempt')).toHaveLength(2));
    expect(screen.getByText('Reason for sending again: Account corrected')).toBeInTheDocument();
    // The dialog closes once the mutation has settled, which can come a render after the cache
    // has the new attempt; booked, nothing is left to retry.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Send the payout again' })).toBeNull();
  });

  it('staff cannot retry a payout the bank has not rejected', async () => {
    await render(
      [
        detailMock(
          {
            ...signedRejected,
            disbursement: { status: 'PENDING', amount: 300_000, bookedAt: null },
            payoutAttempts: [{ ...rejected, status: 'PENDING', rejectionCode: null }],
          },
          'STAFF',
        ),
      ],
      STAFF,
    );
    expect(await screen.findByTestId('loan-payout-attempts')).toHaveTextContent('in progress');
    expect(screen.queryByRole('button', { name: 'Send the payout again' })).toBeNull();
  });
});
