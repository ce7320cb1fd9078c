import type { ReactNode } from 'react';

export type DataColumn = {
  label: string;
  /** Extra classes for the column's header, e.g. `hidden md:table-cell` to drop it on phones. */
  className?: string;
};

export const cellClass = 'px-4 py-3';

/** A table that scrolls sideways on narrow screens, with a header row of `columns`. */
export function DataTable({ columns, children }: { columns: DataColumn[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface-raised">
      <table className="w-full text-left text-sm">
        <thead className="bg-surface-sunken text-ink">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={[cellClass, 'font-semibold', column.className].filter(Boolean).join(' ')}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
