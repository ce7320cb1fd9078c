import { NetworkStatus } from '@apollo/client';
import { FlatList, StyleSheet } from 'react-native';
import { Message } from './Message';
import type { PagedListProps } from './PagedList';

/**
 * The web export's PagedList: React Native Web's FlatList (already in the entry bundle) in place
 * of FlashList, whose recycler would add about 20 KB gzipped to the first screen's scripts.
 * Same props and behaviour as PagedList.tsx.
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
    <FlatList
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
