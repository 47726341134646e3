import { useEffect, useRef } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useMarkNotificationReadMutation } from '../../mutations/MarkNotificationReadMutation';
import { useNotificationsKey } from '../../notifications/LiveNotifications';
import { useToast } from '../../toast/ToastProvider';
import type { tabAlertsQuery } from './__generated__/tabAlertsQuery.graphql';
import { ALERT_CLEAR_DELAY_MS, alertTabOf } from '../../../../domain/notifications';

/**
 * The tabs with unread notifications (a dot each). Opening a highlighted tab marks its
 * notifications read after 1.5 s and toasts 'Alerts cleared'.
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
        }
      }
    `,
    {},
    // Refetched when a notification arrives or the socket reconnects (LiveNotifications).
    { fetchPolicy: 'store-and-network', fetchKey: useNotificationsKey() },
  );
  const unread = data.notifications.filter((n) => !n.isRead);
  const tabs = new Set(unread.map((n) => alertTabOf(n.kind, department)).filter((tab): tab is string => tab !== null));
  const toClear = unread.filter((n) => alertTabOf(n.kind, department) === selectedTab).map((n) => n.id);
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
        toast({ title: 'Alerts cleared' });
      } catch {
        toast({ title: 'Error', description: 'Failed to clear alerts. Please try again.', variant: 'destructive' });
      } finally {
        clearing.current = false;
      }
    }, ALERT_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, markRead, toast]);

  return tabs;
}
