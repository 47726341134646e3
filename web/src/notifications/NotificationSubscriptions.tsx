// The subscriptions behind LiveNotifications: notification events and unread message counts.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { NotificationSubscriptionsChangedSubscription } from './__generated__/NotificationSubscriptionsChangedSubscription.graphql';
import type { NotificationSubscriptionsUnreadSubscription } from './__generated__/NotificationSubscriptionsUnreadSubscription.graphql';

export function NotificationSubscriptions({ onNotification }: { onNotification: () => void }) {
  const notifications = useMemo<GraphQLSubscriptionConfig<NotificationSubscriptionsChangedSubscription>>(
    () => ({
      subscription: graphql`
        subscription NotificationSubscriptionsChangedSubscription {
          notificationChanged {
            id
            kind
            message
            isRead
          }
        }
      `,
      variables: {},
      onNext: onNotification,
    }),
    [onNotification],
  );
  const unread = useMemo<GraphQLSubscriptionConfig<NotificationSubscriptionsUnreadSubscription>>(
    () => ({
      subscription: graphql`
        subscription NotificationSubscriptionsUnreadSubscription {
          unreadMessageCountChanged {
            pickupRequestId
            unreadCount
            totalUnread
          }
        }
      `,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('unreadMessageCountChanged');
        const request = change && store.get(String(change.getValue('pickupRequestId')));
        request?.setValue(change!.getValue('unreadCount'), 'unreadMessageCount');
      },
    }),
    [],
  );
  useSubscription<NotificationSubscriptionsChangedSubscription>(notifications);
  useSubscription<NotificationSubscriptionsUnreadSubscription>(unread);
  return null;
}
