import { FlashList } from '@shopify/flash-list';
import { pagedListProps, type PagedListProps } from './paged-list-props';

export type { PagedListProps } from './paged-list-props';

/**
 * A list that grows as it scrolls, with pull to refresh: the contracts, the guarantees and the
 * inbox. Pages come from Apollo's fetchMore, so their status is the query's networkStatus.
 * The web export uses PagedList.web.tsx (FlatList) instead.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  return <FlashList {...pagedListProps(props)} />;
}
