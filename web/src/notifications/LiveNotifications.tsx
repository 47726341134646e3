import { createContext, type ReactNode, startTransition, useCallback, useContext, useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useReconnectKey } from '../relay/reconnect';
import { useViewer } from '../viewer/ViewerProvider';
import type { LiveNotificationsSubscription } from './__generated__/LiveNotificationsSubscription.graphql';
import type { LiveNotificationsUnreadSubscription } from './__generated__/LiveNotificationsUnreadSubscription.graphql';

const NotificationsKey = createContext(0);

/**
 * The signed-in user's live notifications and unread message counts (ARCHITECTURE.md: no
 * polling). A notification event refreshes the banner and the tab dots (their fetchKey); an
 * unread count lands on the request's record, so every card showing its badge follows. After
 * a reconnect the key changes too, so what was missed is fetched again.
 */
export function LiveNotifications({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const live = !!viewer && (viewer.approved || viewer.role === 'admin');
  const [events, setEvents] = useState(0);
  const reconnectKey = useReconnectKey();
  const onNotification = useCallback(() => startTransition(() => setEvents((n) => n + 1)), []);
  return (
    <NotificationsKey.Provider value={events * 1000 + reconnectKey}>
      {live ? <Subscriptions onNotification={onNotification} /> : null}
      {children}
    </NotificationsKey.Provider>
  );
}

function Subscriptions({ onNotification }: { onNotification: () => void }) {
  const notifications = useMemo<GraphQLSubscriptionConfig<LiveNotificationsSubscription>>(
    () => ({
      subscription: graphql`
        subscription LiveNotificationsSubscription {
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
  const unread = useMemo<GraphQLSubscriptionConfig<LiveNotificationsUnreadSubscription>>(
    () => ({
      subscription: graphql`
        subscription LiveNotificationsUnreadSubscription {
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
  useSubscription<LiveNotificationsSubscription>(notifications);
  useSubscription<LiveNotificationsUnreadSubscription>(unread);
  return null;
}

/** Changes whenever a notification arrived or the socket reconnected: a fetchKey. */
export const useNotificationsKey = () => useContext(NotificationsKey);
