import type { ListingStatus } from '../../__generated__/graphql';

export const STATUS_TONES: Record<ListingStatus, 'neutral' | 'success' | 'warning' | 'brand'> = {
  DRAFT: 'neutral',
  AWAITING_REVIEW: 'warning',
  PUBLISHED: 'success',
  PAUSED: 'warning',
  RENTED: 'brand',
  ARCHIVED: 'neutral',
};

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
  return filter === 'all' ? null : (filter.toUpperCase() as ListingStatus);
}
