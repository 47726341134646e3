// The notification banner's content (NotificationBanner.tsx decides whether it shows).
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { bannerNotifications, highlightRuns } from '../../../domain/notifications';
import { XIcon } from '../components/icons';
import { useMarkNotificationReadMutation } from '../mutations/MarkNotificationReadMutation';
import { useToast } from '../toast/ToastProvider';
import type { UnreadNotificationsQuery } from './__generated__/UnreadNotificationsQuery.graphql';
import { useNotificationsKey } from './LiveNotifications';

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
  const [markRead] = useMarkNotificationReadMutation();
  const [dismissing, setDismissing] = useState<string | null>(null);
  const reserveSpace = useBannerSpace();
  const toast = useToast();
  const shown = bannerNotifications(data.notifications);
  if (shown.length === 0) return null;

  async function dismiss(id: string) {
    setDismissing(id);
    try {
      await markRead({ id });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to dismiss notification. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setDismissing(null);
    }
  }

  return (
    // Fixed at the bottom (above the phone's nav), below dialogs: a notification arriving while
    // someone works never moves the page under their finger or pointer.
    <section
      ref={reserveSpace}
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-2 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-30 space-y-2 md:inset-x-auto md:right-4 md:bottom-4 md:w-96"
    >
      {shown.map((notification) => (
        <div
          key={notification.id}
          role="status"
          className="pointer-events-auto flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950 shadow-lg dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
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

/**
 * The banner floats over the page's end: the page gets that much room below its last row
 * (body padding from --notification-space, index.css), so nothing stays hidden behind it.
 */
function useBannerSpace() {
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback((section: HTMLElement | null) => {
    observer.current?.disconnect();
    const root = document.documentElement;
    if (!section) {
      root.style.removeProperty('--notification-space');
      return;
    }
    observer.current = new ResizeObserver(() => {
      const height = section.getBoundingClientRect().height;
      root.style.setProperty('--notification-space', height ? `${Math.ceil(height) + 16}px` : '0px');
    });
    observer.current.observe(section);
  }, []);
}
