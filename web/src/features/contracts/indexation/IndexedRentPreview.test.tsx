import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContractIndexedRentDocument } from '../../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../../test/render';
import { toDomainContract } from '../model';
import { contractFixture } from '../wizard/test-fixtures';
import { IndexedRentPreview } from './IndexedRentPreview';

const month = (key: string, status: string, rent: number | null, indexValue: number | null) => ({
  __typename: 'IndexedRentMonth' as const,
  month: key,
  status,
  rent,
  indexValue,
});

const scheduleMock: MockedResponse = {
  request: { query: ContractIndexedRentDocument, variables: { id: '7', months: 12 } },
  result: {
    data: {
      contract: {
        __typename: 'Contract',
        id: '7',
        indexedRent: {
          __typename: 'IndexedRentSchedule',
          isIndexed: true,
          baseRent: 300000,
          currency: 'ISK',
          baseMonth: '2026M02',
          baseValue: 665.8,
          months: [
            month('2027M03', 'OK', 302073, 670.4),
            month('2027M04', 'MISSING_INDEX', null, null),
          ],
        },
      },
    },
  },
};

describe('IndexedRentPreview', () => {
  it('lists the coming months’ rent and says which month’s index is not published yet', async () => {
    const contract = contractFixture({ isIndexed: true, indexBaseMonth: '2026M02', price: 300000 });
    await renderWithApp(<IndexedRentPreview contractId="7" domain={toDomainContract(contract)} />, {
      user: LANDLORD,
      path: '/en/rental-contracts/7',
      mocks: [scheduleMock],
    });
    const rows = await screen.findAllByTestId('indexed-rent-month');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('March 2027')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('670.4')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/302,073/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Index not yet published')).toBeInTheDocument();
    expect(screen.getByText(/at the index of February 2026 \(665\.8 points\)/)).toBeInTheDocument();
  });

  it('shows nothing for a fixed term the law forbids indexing', async () => {
    const contract = contractFixture({
      isIndexed: true,
      indexBaseMonth: '2026M02',
      isDefinite: true,
      startDate: '2027-03-01',
      endDate: '2028-02-28',
    });
    await renderWithApp(<IndexedRentPreview contractId="7" domain={toDomainContract(contract)} />, {
      user: LANDLORD,
      path: '/en/rental-contracts/7',
      mocks: [scheduleMock],
    });
    expect(screen.queryByTestId('indexed-rent')).not.toBeInTheDocument();
  });
});
