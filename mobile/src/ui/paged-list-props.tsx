import { NetworkStatus } from '@apollo/client';
import type { ReactElement } from 'react';
import { StyleSheet } from 'react-native';
import { Message } from './Message';

/** What a paged list's GraphQL answer says about itself (`XPage { page, hasNextPage }`). */
type PageInfo = { page: number; hasNextPage: boolean };

export type PagedListProps<T> = {
  items: readonly T[];
  /** The last page's info, undefined until the first answer. */
  page: PageInfo | null | undefined;
  networkStatus: NetworkStatus;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactElement;
  /** Asks for the next page (appended by the field's appendPagesPolicy). */
  onLoadMore: (nextPage: number) => void;
  /** Pull to refresh: page 1 again. */
  onRefresh: () => void;
  /** Loading, error or "nothing here", shown while there are no items. */
  emptyState: ReactElement;
  loadingMoreText: string;
};

/**
 * The list component's props, the same for FlashList (phones, PagedList.tsx) and FlatList (the
 * web export, PagedList.web.tsx): the next page on reaching the end, pull to refresh, and a
 * spinner below while a page loads.
 */
export function pagedListProps<T>({
  items,
  page,
  networkStatus,
  keyOf,
  renderItem,
  onLoadMore,
  onRefresh,
  emptyState,
  loadingMoreText,
}: PagedListProps<T>) {
  const isLoadingMore = networkStatus === NetworkStatus.fetchMore;
  return {
    data: items,
    keyExtractor: keyOf,
    renderItem: ({ item }: { item: T }) => renderItem(item),
    contentContainerStyle: styles.list,
    onEndReached: () => {
      if (!page?.hasNextPage || isLoadingMore) return;
      onLoadMore(page.page + 1);
    },
    onEndReachedThreshold: 0.5,
    refreshing: networkStatus === NetworkStatus.refetch,
    onRefresh,
    ListEmptyComponent: emptyState,
    ListFooterComponent: isLoadingMore ? <Message busy text={loadingMoreText} /> : null,
  };
}

const styles = StyleSheet.create({
  list: { paddingHorizontal: 16, paddingBottom: 16 },
});
