import { lazy, Suspense } from 'react';
import { withTheRest } from '../pwa/firstScreen';
import { useViewer, useViewerRole } from '../viewer/ViewerProvider';

// Only signed-in, approved people see it: its query, mutation and rendering load with it, not
// with the first page (/login's JavaScript), and with the whole catalogue.
const UnreadNotifications = lazy(
  withTheRest(() => import('./UnreadNotifications').then((module) => ({ default: module.UnreadNotifications }))),
);

/** docs/specification.md section 2, Notification banner: shown to signed-in users with unread notifications. */
export function NotificationBanner() {
  const viewer = useViewer();
  const role = useViewerRole();
  if (!viewer || !(viewer.approved || viewer.role === 'admin')) return null;
  return (
    <Suspense fallback={null}>
      <UnreadNotifications role={role} />
    </Suspense>
  );
}
