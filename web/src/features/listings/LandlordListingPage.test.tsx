import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandlordListingDocument } from '../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../test/render';
import { LandlordListingPage } from './LandlordListingPage';

function listing(status: 'PUBLISHED' | 'DRAFT') {
  return {
    __typename: 'Listing',
    id: '7',
    status,
    title: 'Björt þriggja herbergja íbúð',
    street: 'Grettisgata',
    houseNumber: '12',
    unit: null,
    postalCode: '101',
    municipality: 'Reykjavík',
    price: 320000,
    currency: 'ISK',
    likesCount: 4,
    viewsCount: 120,
    updatedAt: '2026-11-20T10:00:00Z',
    coverPhoto: null,
    listingType: 'APARTMENT',
    rooms: 3,
    sizeM2: 82,
    availableFrom: '2026-12-01',
    publishedAt: status === 'PUBLISHED' ? '2026-11-10T10:00:00Z' : null,
    createdAt: '2026-11-01T10:00:00Z',
    verification: status === 'PUBLISHED' ? 'NEEDS_REVIEW' : 'PENDING_CHECK',
    steps: [],
    publishRequest: null,
    priceHistory: [],
  };
}

async function renderListing(status: 'PUBLISHED' | 'DRAFT') {
  return renderWithApp(<p>other page</p>, {
    path: '/landlords/listings/7',
    user: LANDLORD,
    routes: [{ path: '/landlords/listings/:id', element: <LandlordListingPage /> }],
    mocks: [
      {
        request: { query: LandlordListingDocument, variables: { id: '7' } },
        result: { data: { listing: listing(status) } },
      },
    ],
  });
}

describe('LandlordListingPage', () => {
  it('links to the landlord’s applications for this listing', async () => {
    await renderListing('PUBLISHED');
    const link = await screen.findByRole('link', { name: 'Applications for this listing' });
    expect(link).toHaveAttribute('href', '/en/landlords/rental-applications?listing=7');
  });

  it('tells the landlord in general terms why the listing is not verified', async () => {
    await renderListing('PUBLISHED');
    expect(await screen.findByTestId('listing-verification')).toHaveTextContent(
      'Our automatic check found something our staff will look at.',
    );
  });

  it('has no applications link for a draft, which no one can apply for', async () => {
    await renderListing('DRAFT');
    expect(await screen.findByRole('link', { name: 'Continue the draft' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Applications for this listing' })).toBeNull();
  });
});
