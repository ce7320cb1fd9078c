import type { GraphContext } from '../../context.js';
import { forbidden, unauthenticated } from '../../errors.js';
import type { GraphRentalProfile, RestProfileView } from '../../rest/profiles-types.js';

/** A RentalProfile is resolved from a reference, a card or the full view: is it the view? */
export function isProfileView(profile: GraphRentalProfile): profile is RestProfileView {
  return 'viewer' in profile;
}

/** The full view of a profile: the parent itself, or one batch read for all references. */
export function getProfileView(
  profile: GraphRentalProfile,
  { dataSources }: GraphContext,
): Promise<RestProfileView> | RestProfileView {
  return isProfileView(profile) ? profile : dataSources.profiles.profiles.load(profile.id);
}

/** The caller's own profile, read anew after a change (mutations addressed by an item's id). */
export async function getMyProfile({ dataSources }: GraphContext): Promise<RestProfileView> {
  const me = await dataSources.accounts.getMe();
  if (!me) throw unauthenticated();
  if (!me.rentalprofile) throw forbidden('not_a_tenant');
  dataSources.profiles.profiles.clear(me.rentalprofile.id);
  return dataSources.profiles.profiles.load(me.rentalprofile.id);
}

/** The caller's user id, for the routes under /users/{id}/. */
export async function getMyUserId({ dataSources }: GraphContext): Promise<number> {
  const me = await dataSources.accounts.getMe();
  if (!me) throw unauthenticated();
  return me.id;
}
