import type { ReactNode } from 'react';
import { Pagination, pageCount } from './Pagination';

/** What a paged query answers about the page it sent. */
export type PageInfo = { count: number; pageSize: number; hasNextPage: boolean };

/**
 * One page of a list: how many there are (read out as it changes), with the list's own buttons
 * beside it, the rows (busy while the next page loads), and the pager under them.
 */
export function PagedList({
  countText,
  actions,
  isBusy,
  page,
  result,
  onPage,
  pagerLabel,
  children,
}: {
  countText: string;
  /** Buttons at the end of the count's line. */
  actions?: ReactNode;
  isBusy: boolean;
  page: number;
  result: PageInfo;
  onPage: (page: number) => void;
  /** The pager's accessible name; "Pages" unless told. */
  pagerLabel?: string;
  children: ReactNode;
}) {
  const count = (
    <p className={`${actions ? '' : 'mb-3 '}text-sm text-ink-muted`} aria-live="polite">
      {countText}
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
      <ul className="flex flex-col gap-3" aria-busy={isBusy}>
        {children}
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
