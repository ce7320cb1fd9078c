import type { SessionUser } from '../../app/session';
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

export const LANDLORD: SessionUser = {
  __typename: 'User',
  id: '2',
  fullName: 'Jón Guðmundsson',
  email: 'jon@leiga.is',
  isStaff: false,
  userType: 'LANDLORD',
  primaryLanguage: { __typename: 'PrimaryLanguage', code: 'IS' },
};
