import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { formatDateTime } from '../../../../domain/dates';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Page, PageHeader } from '../../components/PageHeader';
import { useMarkAllNotificationsReadMutation } from '../../mutations/MarkAllNotificationsReadMutation';
import { useNotificationsKey } from '../../notifications/LiveNotifications';
import { useDismissNotification } from '../../notifications/useDismissNotification';
import { useToast } from '../../toast/ToastProvider';
import type { NotificationsRouteQuery } from './__generated__/NotificationsRouteQuery.graphql';

/**
 * Every notification of the signed-in user, read or not, newest first (the query's 100): where
 * the approval notice lives after the banner showed it once, and where a dismissed banner can be
 * read again (issue 36).
 */
export function Component() {
  const fetchKey = useNotificationsKey();
  const { notifications } = useLazyLoadQuery<NotificationsRouteQuery>(
    graphql`
      query NotificationsRouteQuery {
        notifications {
          id
          message
          isRead
          createdAt
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const { dismiss: read, dismissing: marking } = useDismissNotification();
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const toast = useToast();

  async function readAll() {
    try {
      await markAll({});
      toast({ title: 'Alerts cleared' });
    } catch {
      toast({ title: 'Error', description: 'Failed to clear alerts. Please try again.', variant: 'destructive' });
    }
  }

  const unread = notifications.some((notification) => !notification.isRead);
  return (
    <Page>
      <PageHeader
        title="Notifications"
        subtitle="What happened to your account and your pickups."
        actions={
          unread ? (
            <Button variant="secondary" disabled={markingAll} onClick={() => void readAll()}>
              Mark all as read
            </Button>
          ) : null
        }
      />
      {notifications.length === 0 ? (
        <Card>
          <p className="text-sm text-slate-600 dark:text-slate-400">No notifications yet.</p>
        </Card>
      ) : (
        <ul className="space-y-2" aria-label="Notifications list">
          {notifications.map((notification) => (
            <li
              key={notification.id}
              className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${
                notification.isRead
                  ? 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
                  : 'border-sky-200 bg-sky-50 dark:border-sky-800 dark:bg-sky-950'
              }`}
            >
              <div className="min-w-0 flex-1">
                <p className={notification.isRead ? '' : 'font-semibold'}>{notification.message}</p>
                <p className="mt-1 text-slate-600 dark:text-slate-400">
                  {formatDateTime(String(notification.createdAt))}
                  {notification.isRead ? null : <span className="sr-only"> (unread)</span>}
                </p>
              </div>
              {notification.isRead ? null : (
                <Button
                  variant="secondary"
                  disabled={marking === notification.id}
                  onClick={() => void read(notification.id)}
                >
                  Mark as read
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
