import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LandlordApplicationsDocument } from '../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../test/render';
import { LandlordApplicationsPage } from './LandlordApplicationsPage';

function application(id: string, fullName: string, status: 'PENDING' | 'ACCEPTED') {
  return {
    __typename: 'RentalApplication',
    id,
    status,
    active: true,
    isConsidered: false,
    isReadByLandlord: false,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    listingSummary: {
      __typename: 'RentalApplicationListing',
      id: '7',
      title: 'Björt þriggja herbergja íbúð',
      street: 'Grettisgata',
      houseNumber: '12',
      postalCode: '101',
      municipality: 'Reykjavík',
      price: 320000,
      currency: 'ISK',
      coverPhoto: null,
    },
    tenant: { __typename: 'User', id: `u${id}`, fullName },
  };
}

type Filter = { listingId?: string | null; listingAddress?: string | null };

/** Answers the page's query for any filter and records the filters it was asked for. */
function listMock(filters: Filter[]): MockedResponse {
  return {
    request: {
      query: LandlordApplicationsDocument,
      variables: (v: Record<string, unknown>) => {
        filters.push(v['filter'] as Filter);
        return true;
      },
    },
    maxUsageCount: 10,
    result: {
      data: {
        landlordApplications: {
          __typename: 'RentalApplicationPage',
          count: 2,
          page: 1,
          pageSize: 12,
          hasNextPage: false,
          items: [
            application('31', 'Anna Sigurðardóttir', 'PENDING'),
            application('32', 'Kristín Þórsdóttir', 'ACCEPTED'),
          ],
        },
      },
    },
  };
}

describe('LandlordApplicationsPage', () => {
  it('keeps "reject selected" disabled until a pending application is chosen', async () => {
    const user = userEvent.setup();
    await renderWithApp(<LandlordApplicationsPage />, {
      path: '/landlords/rental-applications',
      user: LANDLORD,
      mocks: [listMock([])],
    });

    const reject = await screen.findByRole('button', { name: 'Reject selected (0)' });
    expect(reject).toBeDisabled();
    // Only the pending application can be chosen.
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);

    await user.click(
      screen.getByRole('checkbox', { name: 'Select the application of Anna Sigurðardóttir' }),
    );
    const enabled = screen.getByRole('button', { name: 'Reject selected (1)' });
    expect(enabled).toBeEnabled();

    await user.click(enabled);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Reject 1 application?')).toBeVisible();
  });

  it('shows one listing’s applications from ?listing= and can show all again', async () => {
    const user = userEvent.setup();
    const filters: Filter[] = [];
    const view = await renderWithApp(<LandlordApplicationsPage />, {
      path: '/landlords/rental-applications?listing=7',
      user: LANDLORD,
      mocks: [listMock(filters)],
    });

    expect(await screen.findByText('Showing the applications for one listing only.')).toBeVisible();
    expect(filters[0]).toMatchObject({ listingId: '7' });

    await user.click(screen.getByRole('button', { name: 'Show all applications' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(screen.queryByText('Showing the applications for one listing only.')).toBeNull();
    await waitFor(() => expect(filters.at(-1)).toMatchObject({ listingId: null }));
  });
});
