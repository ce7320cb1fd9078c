import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { LoadState } from './ListState';
import { Pagination, pageCount } from './Pagination';

/** What a paged query answers: the page's items and what the pager needs. */
export type PageOf<Item> = {
  items: readonly Item[];
  count: number;
  pageSize: number;
  hasNextPage: boolean;
};

/**
 * A paged query's list: the error or spinner until its first answer, what it says when empty,
 * then how many there are (read out as it changes) with the list's own buttons beside it, the
 * rows (busy while the next page loads) and the pager under them.
 */
export function PagedList<Item>({
  query: { result, loading: isLoading, error },
  translateError,
  empty,
  countText,
  actions,
  page,
  onPage,
  pagerLabel,
  children,
}: {
  /** The query's last answer (or the one before, while the next page loads) and its state. */
  query: { result: PageOf<Item> | undefined; loading: boolean; error?: unknown };
  translateError?: (t: TFunction, error: unknown) => string;
  /** Shown when the page has no items. */
  empty: ReactNode;
  countText: (count: number) => string;
  /** Buttons at the end of the count's line. */
  actions?: ReactNode;
  page: number;
  onPage: (page: number) => void;
  /** The pager's accessible name; "Pages" unless told. */
  pagerLabel?: string;
  /** The rows, each an `<li>`. */
  children: (items: readonly Item[]) => ReactNode;
}) {
  if (!result)
    return (
      <LoadState
        hasData={false}
        isLoading={isLoading}
        error={error}
        translateError={translateError}
      />
    );
  if (result.items.length === 0) return empty;
  const count = (
    <p className={`${actions ? '' : 'mb-3 '}text-sm text-ink-muted`} aria-live="polite">
      {countText(result.count)}
    </p>
  );
  return (
    <>
      {actions ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          {count}
          {actions}
        </div>
      ) : (
        count
      )}
      <ul className="flex flex-col gap-3" aria-busy={isLoading}>
        {children(result.items)}
      </ul>
      <Pagination
        page={page}
        label={pagerLabel}
        pages={pageCount(result.count, result.pageSize)}
        hasNextPage={result.hasNextPage}
        onPage={onPage}
      />
    </>
  );
}
