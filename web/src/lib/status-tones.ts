import type { ListingStatus } from '../__generated__/graphql';
import type { BadgeTone } from '../ui/Card';

/** The badge colour of each listing state, the same on the landlord's and the staff's screens. */
export const LISTING_STATUS_TONES: Readonly<Record<ListingStatus, BadgeTone>> = {
  DRAFT: 'neutral',
  AWAITING_REVIEW: 'warning',
  PUBLISHED: 'success',
  PAUSED: 'warning',
  RENTED: 'brand',
  ARCHIVED: 'neutral',
};
