import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  InvoicePaymentScheduleItemDocument,
  PaymentScheduleDocument,
  RevertPaymentScheduleItemInvoiceDocument,
  type PaymentScheduleItemRef,
} from '../../__generated__/graphql';
import { LANDLORD, renderWithApp, TENANT } from '../../test/render';
import { PaymentSchedulePage } from './PaymentSchedulePage';

const item = (dueDate: string, over: Record<string, unknown> = {}) => ({
  __typename: 'PaymentScheduleItem' as const,
  id: dueDate,
  dueDate,
  finalDueDate: `${dueDate.slice(0, 8)}07`,
  periodStart: `${dueDate.slice(0, 8)}01`,
  periodEnd: `${dueDate.slice(0, 8)}28`,
  rentAmount: 250_000,
  indexMonthKey: null,
  indexValue: null,
  utilities: [],
  amount: 250_000,
  currency: 'ISK',
  paymentFee: 390,
  paymentFeeRemovedAt: null,
  amountDue: 250_390,
  isManual: false,
  status: 'UPCOMING',
  lockedReason: null,
  claim: { __typename: 'PaymentClaim' as const, id: null, status: null },
  paidAmount: 0,
  paidAt: null,
  ...over,
});

const ITEMS = [
  item('2026-11-02', {
    status: 'DUE',
    lockedReason: 'ITEM_INVOICED',
    claim: { __typename: 'PaymentClaim', id: 'c1', status: 'UNPAID' },
  }),
  item('2026-12-01'),
];

const schedule = (canEdit: boolean): MockedResponse => ({
  request: { query: PaymentScheduleDocument, variables: { id: '7' } },
  maxUsageCount: 5,
  result: {
    data: {
      __typename: 'Query',
      contract: {
        __typename: 'Contract',
        id: '7',
        status: 'SIGNED',
        paymentSchedule: {
          __typename: 'PaymentSchedule',
          contractId: '7',
          currency: 'ISK',
          canEdit,
          totals: {
            __typename: 'PaymentScheduleTotals',
            amount: 500_000,
            fees: 780,
            amountDue: 500_780,
            paid: 0,
            outstanding: 500_780,
            late: 0,
          },
          items: ITEMS,
        },
      },
    },
  },
});

function capture(
  query:
    typeof InvoicePaymentScheduleItemDocument | typeof RevertPaymentScheduleItemInvoiceDocument,
  field: string,
  sent: PaymentScheduleItemRef[],
  claimStatus: string,
): MockedResponse {
  return {
    request: {
      query,
      variables: (v: Record<string, unknown>) => {
        sent.push(v['input'] as PaymentScheduleItemRef);
        return true;
      },
    },
    result: () => ({
      data: {
        __typename: 'Mutation',
        [field]: { __typename: 'Bill', dueDate: sent[0]?.date, claimId: 'c2', claimStatus },
      },
    }),
  };
}

const render = (path: string, mocks: MockedResponse[], user = LANDLORD) =>
  renderWithApp(<PaymentSchedulePage />, {
    user,
    path,
    mocks,
    routes: [
      {
        path: '/:locale/landlords/rental-contracts/:id/payments',
        element: <PaymentSchedulePage />,
      },
      { path: '/:locale/tenants/rental-contracts/:id/payments', element: <PaymentSchedulePage /> },
    ],
  });

describe('claims on the payments page', () => {
  it('sends a claim for an uninvoiced item after the landlord confirms', async () => {
    const user = userEvent.setup();
    const sent: PaymentScheduleItemRef[] = [];
    await render('/en/landlords/rental-contracts/7/payments', [
      schedule(true),
      capture(InvoicePaymentScheduleItemDocument, 'invoicePaymentScheduleItem', sent, 'UNPAID'),
    ]);
    const rows = await screen.findAllByTestId('schedule-item');
    expect(within(rows[0]!).queryByRole('button', { name: /Send the claim/ })).toBeNull();
    await user.click(
      within(rows[1]!).getByRole('button', {
        name: 'Send the claim for the payment due 01.12.2026',
      }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Send the claim for 01.12.2026?');
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(sent).toEqual([{ contractId: '7', date: '2026-12-01' }]));
  });

  it('cancels an unpaid claim after the landlord confirms', async () => {
    const user = userEvent.setup();
    const sent: PaymentScheduleItemRef[] = [];
    await render('/en/landlords/rental-contracts/7/payments', [
      schedule(true),
      capture(
        RevertPaymentScheduleItemInvoiceDocument,
        'revertPaymentScheduleItemInvoice',
        sent,
        'CANCELLED',
      ),
    ]);
    await user.click(
      await screen.findByRole('button', {
        name: 'Cancel the claim for the payment due 02.11.2026',
      }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel claim' }));
    await waitFor(() => expect(sent).toEqual([{ contractId: '7', date: '2026-11-02' }]));
  });

  it('tells the tenant the claim is in their online bank, with the test bank’s link', async () => {
    await render('/en/tenants/rental-contracts/7/payments', [schedule(false)], TENANT);
    expect(await screen.findByTestId('claim-in-bank')).toHaveTextContent(
      'The claim for your rent is in your online bank',
    );
    expect(screen.getByRole('link', { name: 'Open the test bank' })).toHaveAttribute(
      'href',
      '/en/sandbox/bank',
    );
    expect(screen.queryByRole('button', { name: /Send the claim/ })).toBeNull();
  });
});
