import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContractsDocument } from '../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../test/render';
import { LandlordContractsPage } from './ContractsListPage';
import { contractFixture } from './wizard/test-fixtures';

type Filter = { search?: string | null; fromDate?: string | null; toDate?: string | null };

function listMock(filters: Filter[], items: ReturnType<typeof contractFixture>[]): MockedResponse {
  return {
    request: {
      query: ContractsDocument,
      variables: (v: Record<string, unknown>) => {
        filters.push(v['filter'] as Filter);
        return true;
      },
    },
    maxUsageCount: 10,
    result: {
      data: {
        contracts: {
          __typename: 'ContractPage',
          count: items.length,
          page: 1,
          pageSize: 25,
          hasNextPage: false,
          items,
        },
      },
    },
  };
}

describe('LandlordContractsPage', () => {
  it('lists contracts with their state, parties and rent, linked to their pages', async () => {
    const filters: Filter[] = [];
    const signed = contractFixture({ id: '8', status: 'SIGNED', committed: true, price: 250000 });
    await renderWithApp(<LandlordContractsPage />, {
      user: LANDLORD,
      path: '/landlords/rental-contracts',
      mocks: [listMock(filters, [contractFixture(), signed])],
    });
    const rows = await screen.findAllByTestId('contract-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByText('2 contracts')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Signed')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Grettisgata 12, 101' })).toHaveAttribute(
      'href',
      '/en/landlords/rental-contracts/8',
    );
    expect(rows[0]).toHaveTextContent('Landlord: Jón Guðmundsson · Tenant: Kristín Þórsdóttir');
    expect(filters[0]).toEqual({ search: null, fromDate: null, toDate: null });
  });

  it('searches by name and period, and refuses a period that ends before it starts', async () => {
    const user = userEvent.setup();
    const filters: Filter[] = [];
    await renderWithApp(<LandlordContractsPage />, {
      user: LANDLORD,
      path: '/landlords/rental-contracts',
      mocks: [listMock(filters, [])],
    });
    expect(await screen.findByText('No rental contracts yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2027-05-01');
    await user.type(screen.getByLabelText('To'), '2027-01-01');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The end of the period must not be before its start.',
    );
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2027-12-31');
    await user.type(screen.getByLabelText('Search (name, kennitala or address)'), 'Kristín');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No contract matches the search.')).toBeInTheDocument();
    expect(filters.at(-1)).toEqual({
      search: 'Kristín',
      fromDate: '2027-05-01',
      toDate: '2027-12-31',
    });
  });
});
