import type { ReactNode } from 'react';

const TONES = {
  /** Muted headers on the page's own background (a card's figures). */
  plain: { head: 'text-ink-muted', cell: 'font-medium' },
  /** Headers on a sunken band (a table in its own bordered box). */
  boxed: { head: 'bg-surface-sunken text-ink', cell: 'font-semibold' },
};

/**
 * A full-width table: a caption for screen readers, one header a column (those from
 * `alignRightFrom` on hold numbers, right-aligned), then its rows.
 */
export function Table({
  caption,
  columns,
  alignRightFrom = columns.length,
  tone = 'plain',
  padding,
  className = '',
  children,
}: {
  caption?: string;
  columns: readonly ReactNode[];
  alignRightFrom?: number;
  tone?: keyof typeof TONES;
  /** A header cell's padding, the same as the rows' cells. */
  padding: string;
  /** More classes of the table (a minimum width, to scroll rather than squeeze). */
  className?: string;
  /** The rows (`<tr>`). */
  children: ReactNode;
}) {
  const { head, cell } = TONES[tone];
  return (
    <table className={`w-full text-left text-sm ${className}`}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className={head}>
        <tr>
          {columns.map((label, i) => (
            <th
              key={i}
              scope="col"
              className={`${padding} ${i >= alignRightFrom ? 'text-right ' : ''}${cell}`}
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
