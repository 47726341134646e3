import { useEffect, useRef } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { t } from '../../i18n';
import { useMarkNotificationReadMutation } from '../../mutations/MarkNotificationReadMutation';
import { useNotificationsKey } from '../../notifications/LiveNotifications';
import { errorToast, useToast } from '../../toast/ToastProvider';
import type { tabAlertsQuery } from './__generated__/tabAlertsQuery.graphql';
import { ALERT_CLEAR_DELAY_MS, alertTabOf } from '../../../../domain/notifications';

/**
 * The tabs with unread notifications (a dot each; a message's dot on the tab that lists its
 * request). Opening a highlighted tab marks its notifications read after 1.5 s, quietly: the
 * dot going out says so, and 'Alerts cleared' is for when the user clears them (the
 * notifications page's Mark all as read).
 */
export function useTabAlerts(department: 'pickup' | 'admin', selectedTab: string): Set<string> {
  const data = useLazyLoadQuery<tabAlertsQuery>(
    graphql`
      query tabAlertsQuery {
        notifications(unreadOnly: true) {
          id
          kind
          message
          isRead
          pickupRequestStatus
        }
      }
    `,
    {},
    // Refetched when a notification arrives or the socket reconnects (LiveNotifications).
    { fetchPolicy: 'store-and-network', fetchKey: useNotificationsKey() },
  );
  const unread = data.notifications.filter((n) => !n.isRead);
  const tabOf = (n: (typeof unread)[number]) => alertTabOf(n.kind, department, n.pickupRequestStatus);
  const tabs = new Set(unread.map(tabOf).filter((tab): tab is string => tab !== null));
  const toClear = unread.filter((n) => tabOf(n) === selectedTab).map((n) => n.id);
  const key = toClear.join(',');

  const [markRead] = useMarkNotificationReadMutation();
  const toast = useToast();
  const clearing = useRef(false);
  useEffect(() => {
    if (!key || clearing.current) return;
    const timer = setTimeout(async () => {
      clearing.current = true;
      try {
        await Promise.all(key.split(',').map((id) => markRead({ id })));
      } catch {
        toast(errorToast(t('common.error'), t('admin.panel.alertsClearFailed')));
      } finally {
        clearing.current = false;
      }
    }, ALERT_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, markRead, toast]);

  return tabs;
}
