import type { ReactNode, Ref } from 'react';

/**
 * A tab's title row: heading, then its buttons. With headingRef the heading can take focus (the
 * place to land when the focused card has been removed).
 */
export function TabHeader({
  title,
  description,
  headingRef,
  children,
}: {
  title: string;
  description?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-xl font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  );
}
