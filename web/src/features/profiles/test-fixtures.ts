import type { Profile } from './model';

/** A profile with only what a test needs; the rest of the page's query left out. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    __typename: 'RentalProfile',
    id: '11',
    profileUsername: 'anna',
    fullName: 'Anna Sigurðardóttir',
    children: [],
    pets: [],
    employers: [],
    educations: [],
    corenters: [],
    reviewsCount: 0,
    averageRating: null,
    completion: { __typename: 'ProfileCompletion', percentage: 0, missingFields: [] },
    viewer: {
      __typename: 'ProfileViewer',
      relation: 'OWNER',
      canEdit: true,
      canDownloadProtected: true,
    },
    ...overrides,
  } as Profile;
}
