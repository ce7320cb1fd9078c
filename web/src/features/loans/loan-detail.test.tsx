import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoanDetailDocument, SignLoanDocument } from '../../__generated__/graphql';
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
  signing: { status: string; signingUrl: string | null; signedAt: string | null } | null;
  disbursement: { status: string; amount: number; bookedAt: string | null } | null;
  repayments: { number: number; state: string; paidAt: string | null }[];
};

const lifecycleOf = (l: Lifecycle) => ({
  __typename: 'LoanLifecycle' as const,
  id: '7',
  status: l.status,
  signing: l.signing && { __typename: 'LoanSigning' as const, ...l.signing },
  disbursement: l.disbursement && { __typename: 'LoanDisbursement' as const, ...l.disbursement },
  repayments: l.repayments.map((r) => ({
    __typename: 'LoanRepayment' as const,
    dueDate: `2027-0${r.number}-04`,
    finalDueDate: `2027-0${r.number}-11`,
    amount: 100_322,
    ...r,
  })),
});

const detailMock = (l: Lifecycle) => ({
  request: { query: LoanDetailDocument, variables: { id: '7' } },
  result: {
    data: {
      __typename: 'Query' as const,
      loan: {
        __typename: 'Loan' as const,
        id: '7',
        status: l.status,
        currentUserRole: 'OWNER',
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

const render = (mocks: unknown[]) =>
  renderWithApp(<div />, {
    user: TENANT,
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
