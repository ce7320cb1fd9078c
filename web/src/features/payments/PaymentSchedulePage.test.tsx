import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DefaultInterestInForceDocument,
  PaymentScheduleDocument,
  RemovePaymentScheduleItemDocument,
  UpdatePaymentScheduleItemDocument,
  type RemovePaymentScheduleItemInput,
  type UpdatePaymentScheduleItemInput,
} from '../../__generated__/graphql';
import { LANDLORD, renderWithApp, TENANT } from '../../test/render';
import { PaymentSchedulePage } from './PaymentSchedulePage';

const item = (dueDate: string, over: Record<string, unknown> = {}) => ({
  __typename: 'PaymentScheduleItem' as const,
  id: dueDate,
  dueDate,
  finalDueDate: dueDate.replace(/-0[12]$/, '-07'),
  periodStart: `${dueDate.slice(0, 8)}01`,
  periodEnd: `${dueDate.slice(0, 8)}28`,
  rentAmount: 250_000,
  indexMonthKey: null,
  indexValue: null,
  utilities: [
    { __typename: 'PaymentScheduleUtilityLine' as const, tag: 'housefund', amount: 12_000 },
  ],
  amount: 262_000,
  currency: 'ISK',
  paymentFee: 195,
  paymentFeeRemovedAt: null,
  amountDue: 262_195,
  isManual: false,
  status: 'UPCOMING',
  lockedReason: null,
  claim: { __typename: 'PaymentClaim' as const, id: null, status: null },
  paidAmount: 0,
  paidAt: null,
  ...over,
});

function scheduleMock(items: ReturnType<typeof item>[], canEdit = true): MockedResponse {
  return {
    request: { query: PaymentScheduleDocument, variables: { id: '7' } },
    maxUsageCount: 5,
    result: {
      data: {
        __typename: 'Query',
        contract: {
          __typename: 'Contract',
          id: '7',
          status: 'SIGNED',
          paymentSchedule:
            items.length || canEdit
              ? {
                  __typename: 'PaymentSchedule',
                  contractId: '7',
                  currency: 'ISK',
                  canEdit,
                  totals: {
                    __typename: 'PaymentScheduleTotals',
                    amount: 524_000,
                    fees: 390,
                    amountDue: 524_390,
                    paid: 262_000,
                    outstanding: 262_195,
                    late: 0,
                  },
                  items,
                }
              : null,
        },
      },
    },
  };
}

const ITEMS = [
  item('2026-11-02', {
    status: 'PAID',
    lockedReason: 'ITEM_PAID',
    claim: { __typename: 'PaymentClaim', id: 'c1', status: 'PAID' },
    paidAmount: 262_000,
    paidAt: '2026-11-03T10:00:00Z',
  }),
  item('2026-12-01'),
];

/** The period in force, as the placeholder the system is set up with. */
const ratesMock: MockedResponse = {
  request: { query: DefaultInterestInForceDocument },
  result: {
    data: {
      defaultInterestRates: [
        {
          __typename: 'DefaultInterestRate',
          from: '2026-11-24',
          yearlyPercent: 15.25,
          isVerified: false,
          isCurrent: true,
        },
      ],
    },
  },
};

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

describe('PaymentSchedulePage', () => {
  it('shows what is due and paid, with fees, totals and the claim, to the landlord', async () => {
    await render('/en/landlords/rental-contracts/7/payments', [scheduleMock(ITEMS)]);
    const rows = await screen.findAllByTestId('schedule-item');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Claim paid')).toBeInTheDocument();
    expect(
      within(rows[0]!).getByText('A payment was received: this item can no longer change.'),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Upcoming')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Edit the payment due 01.12.2026' }),
    ).toBeInTheDocument();
    const totals = screen.getByTestId('schedule-totals');
    expect(within(totals).getByText('Total due')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a payment' })).toBeInTheDocument();
  });

  it('is read-only to the tenant, and says which default interest late rent carries', async () => {
    await render(
      '/en/tenants/rental-contracts/7/payments',
      [scheduleMock(ITEMS, false), ratesMock],
      TENANT,
    );
    await screen.findAllByTestId('schedule-item');
    expect(await screen.findByTestId('default-interest-notice')).toHaveTextContent(
      'Late rent carries default interest of 15.25 % a year (from 24.11.2026; the figure is not yet verified).',
    );
    expect(screen.getByText('Only the landlord side can change the schedule.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a payment' })).toBeNull();
  });

  it('says when the contract is not committed yet', async () => {
    await render('/en/landlords/rental-contracts/7/payments', [scheduleMock([], false)]);
    expect(
      await screen.findByText('The payment schedule appears once the contract is committed.'),
    ).toBeInTheDocument();
  });

  it('changes an unpaid item and refuses an amount that is not a whole positive number', async () => {
    const user = userEvent.setup();
    const sent: UpdatePaymentScheduleItemInput[] = [];
    const update: MockedResponse = {
      request: {
        query: UpdatePaymentScheduleItemDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input'] as UpdatePaymentScheduleItemInput);
          return true;
        },
      },
      result: () => ({
        data: {
          __typename: 'Mutation',
          updatePaymentScheduleItem: item('2026-12-01', { amount: 270_000 }),
        },
      }),
    };
    await render('/en/landlords/rental-contracts/7/payments', [scheduleMock(ITEMS), update]);
    await user.click(
      await screen.findByRole('button', { name: 'Edit the payment due 01.12.2026' }),
    );
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Amount (ISK)');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter an amount greater than zero.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.tripleClick(amount);
    await user.keyboard('270000');
    expect(amount).toHaveValue('270000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          contractId: '7',
          date: '2026-12-01',
          dueDate: '2026-12-01',
          finalDueDate: '2026-12-07',
          amount: 270_000,
        },
      ]),
    );
  });

  it('asks before deleting an item', async () => {
    const user = userEvent.setup();
    const sent: RemovePaymentScheduleItemInput[] = [];
    const removal: MockedResponse = {
      request: {
        query: RemovePaymentScheduleItemDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input'] as RemovePaymentScheduleItemInput);
          return true;
        },
      },
      result: () => ({
        data: {
          __typename: 'Mutation',
          removePaymentScheduleItem: {
            __typename: 'RemovePaymentScheduleItemPayload',
            contractId: '7',
            date: '2026-12-01',
          },
        },
      }),
    };
    await render('/en/landlords/rental-contracts/7/payments', [scheduleMock(ITEMS), removal]);
    await user.click(
      await screen.findByRole('button', { name: 'Delete the payment due 01.12.2026' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete the payment due 01.12.2026?');
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toEqual([{ contractId: '7', date: '2026-12-01' }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
