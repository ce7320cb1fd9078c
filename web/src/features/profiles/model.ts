import type { RentalProfilePageQuery } from '../../__generated__/graphql';

export type Profile = NonNullable<RentalProfilePageQuery['rentalProfile']>;

/** Props every section gets: the profile, and whether the reader owns it. */
export type SectionProps = { profile: Profile; isOwner: boolean };
