import type { ReactNode } from 'react';
import { Logo, PRODUCT_NAME } from '../components/Logo';
import { NotificationBanner } from '../notifications/NotificationBanner';
import { UserMenu } from './UserMenu';

/**
 * The header of the admin panel and the transporter portal, which have no app navigation:
 * product, title, an optional control (the admin's department switch) and the user menu; the
 * notification banner under it.
 */
export function PortalHeader({
  title,
  titleIsHeading = false,
  children,
}: {
  title: string;
  /** The title is the page's h1 (the admin panel, whose tabs have only section headings). */
  titleIsHeading?: boolean;
  children?: ReactNode;
}) {
  const Title = titleIsHeading ? 'h1' : 'span';
  return (
    <>
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
          {/* On a phone the mark stands for the product name, so the title is never cut. */}
          <div className="flex min-w-0 items-center gap-2">
            <Logo className="size-8 shrink-0" />
            <span className="hidden font-semibold sm:inline">{PRODUCT_NAME}</span>
            <span className="hidden text-slate-500 sm:inline dark:text-slate-400" aria-hidden="true">
              ·
            </span>
            <Title className="truncate text-base font-semibold sm:font-normal sm:text-slate-500 sm:dark:text-slate-400">
              {title}
            </Title>
          </div>
          <div className="flex items-center gap-3">
            {children}
            <UserMenu />
          </div>
        </div>
      </header>
      <NotificationBanner />
    </>
  );
}
