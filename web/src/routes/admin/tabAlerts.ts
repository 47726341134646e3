import { useEffect, useRef } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useMarkNotificationReadMutation } from '../../mutations/MarkNotificationReadMutation';
import { useToast } from '../../toast/ToastProvider';
import type { tabAlertsQuery } from './__generated__/tabAlertsQuery.graphql';
import { ALERT_CLEAR_DELAY_MS, alertTab } from './tabAlertRules';

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
    { fetchPolicy: 'store-and-network' },
  );
  const unread = data.notifications.filter((n) => !n.isRead);
  const tabs = new Set(unread.map((n) => alertTab(n, department)).filter((tab): tab is string => tab !== null));
  const toClear = unread.filter((n) => alertTab(n, department) === selectedTab).map((n) => n.id);
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
