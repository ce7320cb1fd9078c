import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../__generated__';
import { PageInfoFragmentDoc } from '../__generated__/graphql';
import { withFragment } from '../lib/fragments';
import { Button, type ButtonSize } from './Button';

export type PaginationProps = {
  page: number;
  /** Pages the count allows; the api caps counts, so next follows hasNextPage. */
  pages: number;
  hasNextPage: boolean;
  onPage: (page: number) => void;
  /** The navigation's accessible name; "Pages" unless told. */
  label?: string;
  size?: ButtonSize;
};

/** Previous / next with "page 2 of 40"; nothing when everything fits on one page. */
export function Pagination({ page, pages, hasNextPage, onPage, label, size }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1 && !hasNextPage && page <= 1) return null;
  return (
    <nav
      aria-label={label ?? t('common.pagination.label')}
      className="mt-6 flex items-center justify-between gap-3"
    >
      <Button
        variant="secondary"
        size={size}
        isDisabled={page <= 1}
        onPress={() => onPage(page - 1)}
      >
        {t('common.pagination.previous')}
      </Button>
      <span className="text-sm text-ink-muted" aria-current="page">
        {t('common.pagination.page', { page, pages: Math.max(pages, page) })}
      </span>
      <Button
        variant="secondary"
        size={size}
        isDisabled={!hasNextPage}
        onPress={() => onPage(page + 1)}
      >
        {t('common.pagination.next')}
      </Button>
    </nav>
  );
}

/** How many pages `count` items fill at `pageSize` a page (at least one). */
export const pageCount = (count: number, pageSize: number) =>
  Math.max(1, Math.ceil(count / Math.max(1, pageSize)));

/** A list the graph answered with `...PageInfo` (its count, page size and whether more follow). */
export type PagedList = FragmentType<typeof PageInfoFragmentDoc>;

export function getPageInfo(list: PagedList) {
  return getFragmentData(PageInfoFragmentDoc, list);
}

/** The list with its paging fields readable (see withFragment); undefined while there is none. */
export function withPageInfo<T extends PagedList>(list: T | null | undefined) {
  return list ? withFragment(PageInfoFragmentDoc, list) : undefined;
}

/** The small pager under a list: its pages and "next" from the list's own paging fields. */
export function ListPagination({
  list,
  ...props
}: Omit<PaginationProps, 'pages' | 'hasNextPage' | 'size'> & { list: PagedList }) {
  const { count, pageSize, hasNextPage } = getPageInfo(list);
  return (
    <Pagination size="sm" pages={pageCount(count, pageSize)} hasNextPage={hasNextPage} {...props} />
  );
}
