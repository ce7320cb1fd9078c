import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyInvoicesDocument } from '../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../test/render';
import { InvoicesPage } from './InvoicesPage';

const invoice = (dueDate: string, over: Record<string, unknown> = {}) => ({
  __typename: 'Invoice' as const,
  contractId: '7',
  dueDate,
  finalDueDate: `${dueDate.slice(0, 8)}07`,
  claimAmount: 250_390,
  claimStatus: 'UNPAID',
  paidAmount: 0,
  interestAmount: 0,
  paidAt: null,
  currency: 'ISK',
  overdue: false,
  ...over,
});

const list = (items: ReturnType<typeof invoice>[]): MockedResponse => ({
  request: { query: MyInvoicesDocument, variables: () => true },
  maxUsageCount: 5,
  result: {
    data: {
      __typename: 'Query',
      myInvoices: {
        __typename: 'InvoicePage',
        count: items.length,
        page: 1,
        pageSize: 20,
        hasNextPage: false,
        totals: {
          __typename: 'InvoiceTotals',
          claimAmount: 500_780,
          paidAmount: 250_390,
          outstanding: 250_390,
        },
        items,
      },
    },
  },
});

const render = (mocks: MockedResponse[]) =>
  renderWithApp(<InvoicesPage />, {
    user: LANDLORD,
    path: '/en/landlords/finances/invoices',
    mocks,
  });

describe('InvoicesPage', () => {
  it('lists claims with their status, overdue ones marked, and the totals', async () => {
    await render([
      list([
        invoice('2026-12-01'),
        invoice('2026-11-02', { claimStatus: 'PAID', paidAmount: 250_390 }),
        invoice('2026-10-01', { overdue: true }),
      ]),
    ]);
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Unpaid')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-totals')).toHaveTextContent('Outstanding');
  });

  it('says when no claim matches', async () => {
    await render([list([])]);
    expect(await screen.findByText('No claims match these filters.')).toBeInTheDocument();
  });
});
