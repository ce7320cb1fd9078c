import type { ListingWizard_ListingFragment } from '../../__generated__/graphql';

/** A draft as the api creates it: nothing answered but the currency. */
export function blankDraft(id: string, fields: Partial<ListingWizard_ListingFragment> = {}) {
  const nulls = Object.fromEntries(
    [
      'street',
      'houseNumber',
      'unit',
      'postalCode',
      'municipality',
      'lat',
      'lng',
      'propertyNumber',
      'floor',
      'hasElevator',
      'listingType',
      'title',
      'description',
      'rooms',
      'bedrooms',
      'bathrooms',
      'sizeM2',
      'isFurnished',
      'amenities',
      'heatingIncluded',
      'electricityIncluded',
      'internetIncluded',
      'housefundIncluded',
      'price',
      'securityType',
      'securityMonths',
      'durationType',
      'endDate',
      'minMonths',
      'availableFrom',
      'maxOccupants',
      'requiresPreApproval',
      'minIncome',
      'petsAllowed',
      'smokingAllowed',
      'questions',
      'coverPhoto',
      'publishRequest',
    ].map((k) => [k, null]),
  );
  return {
    __typename: 'Listing' as const,
    id,
    status: 'DRAFT' as const,
    isCommercial: false,
    currency: 'ISK',
    updatedAt: '2026-11-21T12:00:00Z',
    ...nulls,
    photos: [],
    steps: [],
    ...fields,
  } as ListingWizard_ListingFragment;
}

/** The draft with these photos, the first the cover, as the photo mutations answer it. */
export function draftWithPhotos(id: string, photoIds: string[]) {
  return blankDraft(id, {
    photos: photoIds.map((photoId, i) => ({
      __typename: 'ListingPhoto' as const,
      id: photoId,
      key: `listings/${id}/${photoId}.jpg`,
      width: 960,
      height: 640,
      position: i,
      isCover: i === 0,
      placeholder: 'data:image/webp;base64,AAAA',
    })),
    coverPhoto: { __typename: 'ListingPhoto' as const, id: photoIds[0] ?? '' },
  });
}
