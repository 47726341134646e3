import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import { notificationPath } from '../../../../domain/notifications';
import { useViewerRole } from '../../viewer/ViewerProvider';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Page, PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../format';
import { useMarkAllNotificationsReadMutation } from '../../mutations/MarkAllNotificationsReadMutation';
import { useNotificationsKey } from '../../notifications/LiveNotifications';
import { useDismissNotification } from '../../notifications/useDismissNotification';
import { errorToast, useToast } from '../../toast/ToastProvider';
import type { NotificationsRouteQuery } from './__generated__/NotificationsRouteQuery.graphql';

/**
 * Every notification of the signed-in user, read or not, newest first (the query's 100): where
 * the approval notice lives after the banner showed it once, and where a dismissed banner can be
 * read again.
 */
export function Component() {
  const fetchKey = useNotificationsKey();
  const { notifications } = useLazyLoadQuery<NotificationsRouteQuery>(
    graphql`
      query NotificationsRouteQuery {
        notifications {
          id
          kind
          message
          isRead
          createdAt
          pickupRequestGlobalId
          pickupRequestStatus
          aboutUserId
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const { dismiss: read, dismissing: marking } = useDismissNotification();
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const toast = useToast();
  const { t } = useTranslation();

  async function readAll() {
    try {
      await markAll({});
      toast({ title: t('notifications.list.cleared') });
    } catch {
      toast(errorToast(t('common.error'), t('notifications.list.clearFailed')));
    }
  }

  const unread = notifications.some((notification) => !notification.isRead);
  const role = useViewerRole();
  const path = (notification: (typeof notifications)[number]) => notificationPath(notification, role);
  return (
    <Page>
      <PageHeader
        title={t('notifications.list.title')}
        subtitle={t('notifications.list.subtitle')}
        actions={
          unread ? (
            <Button variant="secondary" disabled={markingAll} onClick={() => void readAll()}>
              {t('notifications.list.markAllRead')}
            </Button>
          ) : null
        }
      />
      {notifications.length === 0 ? (
        <Card>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('notifications.list.empty')}</p>
        </Card>
      ) : (
        <ul className="space-y-2" aria-label={t('notifications.list.label')}>
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
                {path(notification) ? (
                  // Opening a notification leads to what it is about (its request, or the user).
                  <Link
                    to={path(notification)!}
                    className={`underline-offset-2 hover:underline ${notification.isRead ? '' : 'font-semibold'}`}
                  >
                    {notification.message}
                  </Link>
                ) : (
                  <p className={notification.isRead ? '' : 'font-semibold'}>{notification.message}</p>
                )}
                <p className="mt-1 text-slate-600 dark:text-slate-400">
                  {formatDateTime(String(notification.createdAt))}
                  {notification.isRead ? null : <span className="sr-only"> {t('notifications.list.unread')}</span>}
                </p>
              </div>
              {notification.isRead ? null : (
                <Button
                  variant="secondary"
                  disabled={marking === notification.id}
                  onClick={() => void read(notification.id)}
                >
                  {t('notifications.list.markRead')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
