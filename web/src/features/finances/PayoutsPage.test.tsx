import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MyPayoutsDocument } from '../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../test/render';
import { PayoutsPage } from './PayoutsPage';

const payout = {
  __typename: 'Payout' as const,
  id: '11',
  contractId: '7',
  dueDate: '2026-11-02',
  ibanMasked: '••••••••••••••••••••1234',
  grossAmount: 250_000,
  feeAmount: 7_500,
  amount: 242_500,
  currency: 'ISK',
  status: 'BOOKED',
  transferId: 't-1',
  rejectionCode: null,
  createdAt: '2026-11-03T10:00:00Z',
  bookedAt: '2026-11-03T10:00:00Z',
  reversedAt: null,
};

function page(
  filter: Record<string, string | null>,
  items: (typeof payout)[],
  seen: Record<string, unknown>[] = [],
): MockedResponse {
  const totals = items.reduce(
    (sum, p) => ({
      grossAmount: sum.grossAmount + p.grossAmount,
      feeAmount: sum.feeAmount + p.feeAmount,
      amount: sum.amount + p.amount,
    }),
    { grossAmount: 0, feeAmount: 0, amount: 0 },
  );
  return {
    request: {
      query: MyPayoutsDocument,
      variables: (v: Record<string, unknown>) => {
        const f = v['filter'] as Record<string, string | null>;
        const match = Object.entries(filter).every(([k, value]) => f[k] === value);
        if (match) seen.push(f);
        return match;
      },
    },
    maxUsageCount: 5,
    result: {
      data: {
        __typename: 'Query',
        myPayouts: {
          __typename: 'PayoutPage',
          count: items.length,
          page: 1,
          pageSize: 20,
          hasNextPage: false,
          totals: { __typename: 'PayoutTotals', ...totals },
          items,
        },
      },
    },
  };
}

const render = (mocks: MockedResponse[]) =>
  renderWithApp(<PayoutsPage />, { user: LANDLORD, path: '/en/landlords/finances/payouts', mocks });

describe('PayoutsPage', () => {
  it('lists payouts with totals and links each to its transfer page', async () => {
    await render([page({ status: null }, [payout])]);
    const [row] = await screen.findAllByTestId('payout-row');
    expect(within(row!).getByText('Paid out')).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: '02.11.2026' })).toHaveAttribute(
      'href',
      '/en/landlords/payout-transfer/11',
    );
    expect(screen.getByTestId('payout-totals')).toHaveTextContent('Paid out in total');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('filters by status and says when nothing matches; refuses a period that ends first', async () => {
    const user = userEvent.setup();
    const seen: Record<string, unknown>[] = [];
    await render([page({ status: null }, [payout]), page({ status: 'REVERSED' }, [], seen)]);
    await screen.findAllByTestId('payout-row');
    await user.selectOptions(screen.getByLabelText('Status'), 'Reversed');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No payouts match these filters.')).toBeInTheDocument();
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    await user.type(screen.getByLabelText('From'), '2026-05-01');
    await user.type(screen.getByLabelText('To'), '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(
      await screen.findByText('The end of the period must not be before its start.'),
    ).toBeInTheDocument();
  });
});
