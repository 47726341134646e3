import type { ReactNode } from 'react';
import { Logo, PRODUCT_NAME } from '../components/Logo';
import { UserMenu } from './UserMenu';

/**
 * The header of the admin panel and the transporter portal, which have no app navigation:
 * product, title, an optional control (the admin's department switch) and the user menu.
 */
export function PortalHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
        <div className="flex min-w-0 items-center gap-2 font-semibold">
          <Logo className="size-8 shrink-0" />
          <span className="truncate">
            {PRODUCT_NAME} <span className="font-normal text-slate-500 dark:text-slate-400">· {title}</span>
          </span>
        </div>
        <div className="flex items-center gap-3">
          {children}
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
