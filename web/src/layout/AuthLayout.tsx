import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Logo, PRODUCT_NAME } from '../components/Logo';
import { showsTopBar } from './navigation';

/**
 * The centred card of the sign-in screens: the mark and name (only where no top bar shows them
 * already: /login and the admin pages), the page's h1, then the form.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const brand = !showsTopBar(useLocation().pathname);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-8 sm:py-12">
      {brand ? (
        <div className="mb-6 flex items-center justify-center gap-2 text-lg font-semibold">
          <Logo className="size-9" />
          <span>{PRODUCT_NAME}</span>
        </div>
      ) : null}
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
