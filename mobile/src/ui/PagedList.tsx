import { NetworkStatus } from '@apollo/client';
import { FlashList } from '@shopify/flash-list';
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
 * A list that grows as it scrolls, with pull to refresh: the contracts, the guarantees and the
 * inbox. Pages come from Apollo's fetchMore, so their status is the query's networkStatus.
 * The web export uses PagedList.web.tsx (FlatList) instead.
 */
export function PagedList<T>({
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

  function loadMore() {
    if (!page?.hasNextPage || isLoadingMore) return;
    onLoadMore(page.page + 1);
  }

  return (
    <FlashList
      data={items}
      keyExtractor={keyOf}
      renderItem={({ item }) => renderItem(item)}
      contentContainerStyle={styles.list}
      onEndReached={loadMore}
      onEndReachedThreshold={0.5}
      refreshing={networkStatus === NetworkStatus.refetch}
      onRefresh={onRefresh}
      ListEmptyComponent={emptyState}
      ListFooterComponent={isLoadingMore ? <Message busy text={loadingMoreText} /> : null}
    />
  );
}

const styles = StyleSheet.create({
  list: { paddingHorizontal: 16, paddingBottom: 16 },
});
