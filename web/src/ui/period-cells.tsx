import { formatDate } from '../lib/format';
import { cellClass } from './DataTable';

/**
 * The first cell of a row in a table of periods staff keep (default interest, living costs): the
 * start date, where the period stands (in force, past or planned) and, when so, that it is not
 * yet checked against its published source.
 */
export function PeriodStartCell({
  from,
  isCurrent,
  statusText,
  unverifiedText,
}: {
  from: string;
  isCurrent: boolean;
  statusText: string;
  /** Null for a verified period. */
  unverifiedText: string | null;
}) {
  return (
    <th scope="row" className={`${cellClass} font-medium text-ink`}>
      {formatDate(from)}
      <span className="block text-xs font-normal text-ink-muted">
        <span className={isCurrent ? 'font-semibold text-brand-700 dark:text-brand-300' : ''}>
          {statusText}
        </span>
        {unverifiedText && (
          <span className="block text-xs text-amber-800 dark:text-amber-300">{unverifiedText}</span>
        )}
      </span>
    </th>
  );
}

/** Who recorded a row of such a table (or that it was seeded), and when. */
export function RecordedCell({ name, at }: { name: string; at: string }) {
  return (
    <td className={`${cellClass} hidden text-ink-muted md:table-cell`}>
      {name}
      <span className="block text-xs">{formatDate(at)}</span>
    </td>
  );
}
