/** One row of a card's details: label, value, and classes for the value (e.g. break-all). */
export type DetailRow = readonly [label: string, value: string | null | undefined, className?: string];

/**
 * The label/value list of the admin cards (users, returner and transport companies); rows
 * without a value are left out.
 */
export function DetailList({ rows, className = 'mt-2' }: { rows: readonly DetailRow[]; className?: string }) {
  return (
    <dl className={`${className} grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm`}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value, valueClass = '']) => (
          <div key={label} className="contents">
            <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className={valueClass}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
