import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation, useRevalidator, useSearchParams } from 'react-router';
import { PageSpinner } from '../components/Spinner';
import { LiveNotifications } from '../notifications/LiveNotifications';
import { NotificationBanner } from '../notifications/NotificationBanner';
import { hidesAppChrome, showsTopBar } from './navigation';
import { usePageTitle } from './pageTitle';
import { BottomNav, DesktopNav } from './NavLinks';
import { PortalHeader } from './PortalHeader';
import { TopBar } from './TopBar';
import { useViewer } from '../viewer/ViewerProvider';
import { useDropErrorToast, useToast } from '../toast/ToastProvider';
import { afterFirstScreen, withTheRest } from '../pwa/firstScreen';

// A request named in the address (`?request=`) opens over any page: its query and dialogs load
// when an address names one, not with the first page.
const LinkedRequest = lazy(
  withTheRest(() => import('../pickups/LinkedRequest').then((module) => ({ default: module.LinkedRequest }))),
);

/** The frame of every page: top bar, desktop nav, bottom nav on phones, and the page. */
export function AppLayout() {
  const { pathname } = useLocation();
  const linkedRequest = useSearchParams()[0].has('request');
  const viewer = useViewer();
  const { t } = useTranslation();
  // An admin or a transporter on a page all roles share (account, developers, notifications)
  // keeps their portal's header, not the returner's navigation.
  const staff = viewer?.role === 'admin' || viewer?.role === 'transporter';
  const chrome = !hidesAppChrome(pathname);
  const staffChrome = chrome && staff;
  const returnerChrome = chrome && !staff;
  const topBar = returnerChrome && showsTopBar(pathname);
  usePageTitle();
  // An error toast belongs to the page it was raised on.
  const dropErrorToast = useDropErrorToast();
  useEffect(dropErrorToast, [pathname, dropErrorToast]);
  // The layout shows with the first screen (the splash stands in until then).
  useEffect(afterFirstScreen, []);
  // A signed-in person's start: what waits in the outbox goes now if it can, and whenever the
  // connection comes back (docs/offline.md); its code loads after the first screen has shown.
  // What arrives says so here, on whichever page is showing: its card may have left the board by
  // then, and a booking often goes while the person signs in, before My Returns has loaded. The
  // page's data loads again, so a sent booking shows as the request the server made of it even
  // when the list was fetched just before it arrived.
  const viewerId = viewer?.id;
  const toast = useToast();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!viewerId) return;
    let unsubscribe: (() => void) | null = null;
    let current = true;
    void import('../outbox/app').then(({ appOutbox, hearWorker }) => {
      if (!current) return;
      const outbox = appOutbox(viewerId);
      unsubscribe = outbox.subscribe((event) => {
        if (event.sent?.kind === 'collection')
          toast({ title: t('operations.collect.sent'), description: t('operations.collect.sentDescription') });
        if (event.sent?.kind === 'booking' && event.sent.databaseId !== undefined) {
          toast({ title: t('returns.outbox.sent'), description: t('returns.outbox.sentDescription') });
          void revalidate();
        }
      });
      hearWorker();
      void outbox.flush();
    });
    return () => {
      current = false;
      unsubscribe?.();
    };
  }, [viewerId, toast, t, revalidate]);
  return (
    <LiveNotifications>
      {linkedRequest ? (
        <Suspense fallback={null}>
          <LinkedRequest />
        </Suspense>
      ) : null}
      <div className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-slate-900"
        >
          {t('shell.skipToContent')}
        </a>
        {topBar ? <TopBar /> : null}
        {staffChrome ? <StaffHeader admin={viewer?.role === 'admin'} /> : null}
        {returnerChrome && !topBar ? (
          // /login has no top bar (its card shows the mark and name): the desktop nav gets a bar of its own.
          <div className="hidden border-b border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900">
            <div className="mx-auto flex h-14 max-w-5xl items-center justify-center px-4">
              <DesktopNav />
            </div>
          </div>
        ) : null}
        {chrome ? (
          <main id="main" className={staffChrome ? 'pb-10' : 'pb-24 md:pb-10'}>
            {/* The staff header shows the banner under itself. */}
            {staffChrome ? null : <NotificationBanner />}
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
        ) : (
          // Pages without the app chrome (admin, transporter) bring their own <header> (the banner)
          // and <main id="main">: a wrapping <main> would swallow the banner. Their PortalHeader
          // shows the notification banner under itself.
          <div>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </div>
        )}
        {returnerChrome ? <BottomNav /> : null}
        <ScrollRestoration />
      </div>
    </LiveNotifications>
  );
}

/** The admin's or transporter's header on a shared page, with the way back to their portal. */
function StaffHeader({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  return (
    <PortalHeader title={admin ? t('shell.staff.admin') : t('shell.staff.transporter')}>
      <Link
        to={admin ? '/admin' : '/transport-dashboard'}
        className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-slate-100 dark:text-brand-500 dark:hover:bg-slate-800"
      >
        {admin ? t('shell.staff.adminPanel') : t('shell.staff.dashboard')}
      </Link>
    </PortalHeader>
  );
}
