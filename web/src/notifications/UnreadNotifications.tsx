// The notification banner's content (NotificationBanner.tsx decides whether it shows).
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import {
  BANNER_LIMIT,
  bannerNotifications,
  highlightRuns,
  isShownOnce,
  notificationPath,
} from '../../../domain/notifications';
import type { Role } from '../../../domain/statuses';
import { XIcon } from '../components/icons';
import type { UnreadNotificationsQuery } from './__generated__/UnreadNotificationsQuery.graphql';
import { useNotificationsKey } from './LiveNotifications';
import { useDismissNotification } from './useDismissNotification';

/** The unread notifications, newest first, each dismissable. */
export function UnreadNotifications({ role }: { role: Role }) {
  const admin = role === 'admin';
  const fetchKey = useNotificationsKey();
  const data = useLazyLoadQuery<UnreadNotificationsQuery>(
    graphql`
      query UnreadNotificationsQuery {
        notifications(unreadOnly: true) {
          id
          kind
          message
          isRead
          pickupRequestGlobalId
          pickupRequestStatus
          aboutUserId
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const { dismiss: markDismissed, dismissing, markRead } = useDismissNotification();
  const { shown, forget } = useShownOnceKept(bannerNotifications(data.notifications), markRead);
  const [folded, setFolded] = useFolded();
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (shown.length === 0) return null;

  async function dismiss(id: string) {
    if (await markDismissed(id)) forget(id);
  }

  return (
    // In the page's flow under its header, never floating: it covers no field, dialog or nav
    //. A notification arriving while someone reads further down is inserted above the
    // screen; the browser's scroll anchoring keeps what they look at in place.
    <section aria-label={t('notifications.banner.label')} className="mx-auto max-w-5xl px-4 pt-3">
      <div className="flex justify-end">
        <button
          type="button"
          aria-expanded={!folded}
          onClick={() => setFolded(!folded)}
          className="min-h-11 rounded-lg px-2 text-xs font-semibold text-sky-900 hover:bg-sky-100 dark:text-sky-100 dark:hover:bg-sky-900"
        >
          {folded ? t('notifications.banner.show', { count: shown.length }) : t('notifications.banner.hide')}
        </button>
      </div>
      {folded ? null : (
        <div className="space-y-2">
          {shown.map((notification) => {
            const path = notificationPath(notification, role);
            const text = admin
              ? notification.message
              : highlightRuns(notification.message).map((run, index) =>
                  run.highlighted ? (
                    <mark key={index} className="rounded bg-amber-200 px-0.5 font-semibold text-slate-900">
                      {run.text}
                    </mark>
                  ) : (
                    <span key={index}>{run.text}</span>
                  ),
                );
            return (
              <div
                key={notification.id}
                role="status"
                className="flex items-center gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-1 text-sm text-sky-950 shadow-lg dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
              >
                {/* One line each, the rest behind an ellipsis: the banner keeps to two short rows. */}
                {path ? (
                  <button
                    type="button"
                    title={notification.message}
                    onClick={() => navigate(path)}
                    className="min-h-11 min-w-0 flex-1 truncate text-left underline-offset-2 hover:underline"
                  >
                    {text}
                  </button>
                ) : (
                  <p title={notification.message} className="min-w-0 flex-1 truncate">
                    {text}
                  </p>
                )}
                <button
                  type="button"
                  aria-label={t('notifications.banner.dismiss')}
                  disabled={dismissing === notification.id}
                  onClick={() => void dismiss(notification.id)}
                  className="-m-2 min-h-11 min-w-11 shrink-0 rounded-lg p-2 text-sky-900 hover:bg-sky-100 disabled:opacity-50 dark:text-sky-100 dark:hover:bg-sky-900"
                >
                  <XIcon className="mx-auto size-4" />
                </button>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

const FOLDED_KEY = 'notificationBannerFolded';

/** Whether the banner is folded away, remembered for the browser tab's session. */
function useFolded(): [boolean, (folded: boolean) => void] {
  const [folded, setFolded] = useState(() => sessionStorage.getItem(FOLDED_KEY) === '1');
  return [
    folded,
    (next) => {
      sessionStorage.setItem(FOLDED_KEY, next ? '1' : '0');
      setFolded(next);
    },
  ];
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
  const firstSeen = useMemo(
    () => fresh.filter((n) => isShownOnce(n.kind) && !kept.items.some((k) => k.id === n.id)),
    [fresh, kept.items],
  );
  useEffect(() => {
    // Kept at once, so the next render sees none of them first: each is marked read once.
    if (!firstSeen.length) return;
    setKept((before) => ({
      pathname,
      items: [...(before.pathname === pathname ? before.items : []), ...firstSeen],
    }));
    // Should it fail, the notice is still unread and greets them once more: nothing to tell.
    for (const { id } of firstSeen) markRead({ id }).catch(() => {});
  }, [firstSeen, pathname, markRead]);
  const stillKept = kept.pathname === pathname ? kept.items : [];
  const unkept = fresh.filter((n) => !stillKept.some((k) => k.id === n.id));
  const forget = (id: string) => setKept((before) => ({ ...before, items: before.items.filter((n) => n.id !== id) }));
  return { shown: [...stillKept, ...unkept].slice(0, BANNER_LIMIT), forget };
}
