import type { ReactNode, TdHTMLAttributes } from 'react';

export type Column = string | { label: string; align: 'right' };

/**
 * The one table of the app. From the md breakpoint up it is a table that scrolls sideways inside
 * its card (the card is a focusable region, so the keyboard reaches what is beyond the edge);
 * below it, every row is a card of "column: value" lines, so a phone never scrolls sideways.
 * Cells name their column (`Cell label`), which the phone layout shows beside the value.
 * Headings wrap, so a dozen numeric columns fit a desktop without the last ones hiding.
 */
export function DataTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    // `relative`: screen-reader-only text inside cells is positioned within the card, not the page.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="data-table relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900"
    >
      <table aria-label={label} className="w-full text-sm">
        <thead className="border-b border-slate-200 dark:border-slate-700">
          <tr>
            {columns.map((column) => {
              const { heading, right } = headingOf(column);
              return (
                <th
                  key={heading}
                  scope="col"
                  className={`px-2 py-2 align-bottom text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400 ${right ? 'text-right' : 'text-left'}`}
                >
                  {heading}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

/** A column's heading, and whether it stands on the right (a number's column). */
const headingOf = (column: Column) =>
  typeof column === 'string'
    ? { heading: column, right: false }
    : { heading: column.label, right: column.align === 'right' };

/** A cell; `label` is its column's name, shown before the value on phones. */
export function Cell({ label, className = '', ...props }: TdHTMLAttributes<HTMLTableCellElement> & { label: string }) {
  return <td data-label={label} className={`whitespace-nowrap px-2 py-2 align-middle ${className}`} {...props} />;
}
