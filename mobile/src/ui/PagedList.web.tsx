import { FlatList } from 'react-native';
import { pagedListProps, type PagedListProps } from './paged-list-props';

/**
 * The web export's PagedList: React Native Web's FlatList (already in the entry bundle) in place
 * of FlashList, whose recycler would add about 20 KB gzipped to the first screen's scripts.
 * Same props and behaviour as PagedList.tsx.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  return <FlatList {...pagedListProps(props)} />;
}
