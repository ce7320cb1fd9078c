import type { ListingStatus } from '../../__generated__/graphql';
import { toGraphEnum } from '../../lib/enums';

export const STATUS_FILTERS = [
  'all',
  'draft',
  'awaiting_review',
  'published',
  'paused',
  'rented',
  'archived',
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function toGraphStatus(filter: StatusFilter): ListingStatus | null {
  return filter === 'all' ? null : toGraphEnum(filter);
}
