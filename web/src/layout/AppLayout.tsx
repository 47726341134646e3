import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageSpinner } from '../components/Spinner';
import { LiveNotifications } from '../notifications/LiveNotifications';
import { NotificationBanner } from '../notifications/NotificationBanner';
import { hidesAppChrome, showsTopBar } from './navigation';
import { usePageTitle } from './pageTitle';
import { BottomNav, DesktopNav } from './NavLinks';
import { TopBar } from './TopBar';
import { useDropErrorToast } from '../toast/ToastProvider';

/** The frame of every page: top bar, desktop nav, bottom nav on phones, and the page. */
export function AppLayout() {
  const { pathname } = useLocation();
  const chrome = !hidesAppChrome(pathname);
  const topBar = showsTopBar(pathname);
  usePageTitle();
  // An error toast belongs to the page it was raised on.
  const dropErrorToast = useDropErrorToast();
  useEffect(dropErrorToast, [pathname, dropErrorToast]);
  return (
    <LiveNotifications>
      <div className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-slate-900"
        >
          Skip to content
        </a>
        {topBar ? <TopBar /> : null}
        <NotificationBanner />
        {chrome && !topBar ? (
          // /login has no top bar (its card shows the mark and name): the desktop nav gets a bar of its own.
          <div className="hidden border-b border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900">
            <div className="mx-auto flex h-14 max-w-5xl items-center justify-center px-4">
              <DesktopNav />
            </div>
          </div>
        ) : null}
        {chrome ? (
          <main id="main" className="pb-24 md:pb-10">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
        ) : (
          // Pages without the app chrome (admin, transporter) bring their own <header> (the banner)
          // and <main id="main">: a wrapping <main> would swallow the banner.
          <div>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </div>
        )}
        {chrome ? <BottomNav /> : null}
        <ScrollRestoration />
      </div>
    </LiveNotifications>
  );
}
