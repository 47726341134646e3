// The notification banner's content (NotificationBanner.tsx decides whether it shows).
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { BANNER_LIMIT, bannerNotifications, highlightRuns, isShownOnce } from '../../../domain/notifications';
import { XIcon } from '../components/icons';
import type { UnreadNotificationsQuery } from './__generated__/UnreadNotificationsQuery.graphql';
import { useNotificationsKey } from './LiveNotifications';
import { useDismissNotification } from './useDismissNotification';

/** The unread notifications, newest first, each dismissable. */
export function UnreadNotifications({ admin }: { admin: boolean }) {
  const fetchKey = useNotificationsKey();
  const data = useLazyLoadQuery<UnreadNotificationsQuery>(
    graphql`
      query UnreadNotificationsQuery {
        notifications(unreadOnly: true) {
          id
          kind
          message
          isRead
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const { dismiss: markDismissed, dismissing, markRead } = useDismissNotification();
  const { shown, forget } = useShownOnceKept(bannerNotifications(data.notifications), markRead);
  if (shown.length === 0) return null;

  async function dismiss(id: string) {
    if (await markDismissed(id)) forget(id);
  }

  return (
    // In the page's flow under its header, never floating: it covers no field, dialog or nav
    // (issue 36). A notification arriving while someone reads further down is inserted above the
    // screen; the browser's scroll anchoring keeps what they look at in place.
    <section aria-label="Notifications" className="mx-auto max-w-5xl space-y-2 px-4 pt-3">
      {shown.map((notification) => (
        <div
          key={notification.id}
          role="status"
          className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950 shadow-lg dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
        >
          <p className="flex-1">
            {admin
              ? notification.message
              : highlightRuns(notification.message).map((run, index) =>
                  run.highlighted ? (
                    <mark key={index} className="rounded bg-amber-200 px-0.5 font-semibold text-slate-900">
                      {run.text}
                    </mark>
                  ) : (
                    <span key={index}>{run.text}</span>
                  ),
                )}
          </p>
          <button
            type="button"
            aria-label="Dismiss notification"
            disabled={dismissing === notification.id}
            onClick={() => void dismiss(notification.id)}
            className="-m-2 min-h-11 min-w-11 rounded-lg p-2 text-sky-900 hover:bg-sky-100 disabled:opacity-50 dark:text-sky-100 dark:hover:bg-sky-900"
          >
            <XIcon className="mx-auto size-4" />
          </button>
        </div>
      ))}
    </section>
  );
}

type Shown = UnreadNotificationsQuery['response']['notifications'][number];

/**
 * A notice shown once (domain isShownOnce: the approval) is marked read as it first appears, and
 * stays on this screen until dismissed or the page changes; after that it lives in the
 * notifications list only.
 */
function useShownOnceKept(fresh: Shown[], markRead: (variables: { id: string }) => Promise<unknown>) {
  const { pathname } = useLocation();
  const [kept, setKept] = useState<{ pathname: string; items: Shown[] }>({ pathname, items: [] });
  const firstSeen = fresh.filter((n) => isShownOnce(n.kind) && !kept.items.some((k) => k.id === n.id));
  const firstSeenIds = firstSeen.map((n) => n.id).join(' ');
  useEffect(() => {
    if (!firstSeenIds) return;
    setKept((before) => ({
      pathname,
      items: [...(before.pathname === pathname ? before.items : []), ...firstSeen],
    }));
    // Should it fail, the notice is still unread and greets them once more: nothing to tell.
    for (const id of firstSeenIds.split(' ')) markRead({ id }).catch(() => {});
    // firstSeenIds stands for firstSeen.
  }, [firstSeenIds, pathname, markRead]);
  const stillKept = kept.pathname === pathname ? kept.items : [];
  const unkept = fresh.filter((n) => !stillKept.some((k) => k.id === n.id));
  const forget = (id: string) => setKept((before) => ({ ...before, items: before.items.filter((n) => n.id !== id) }));
  return { shown: [...stillKept, ...unkept].slice(0, BANNER_LIMIT), forget };
}
