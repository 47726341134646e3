import {
  createContext,
  lazy,
  type ReactNode,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useState,
} from 'react';
import { useReconnectKey } from '../relay/reconnect';
import { withTheRest } from '../pwa/firstScreen';
import { useViewer } from '../viewer/ViewerProvider';

// Loaded for signed-in people only, not with the first page (/login's JavaScript), and with the
// whole catalogue (the notifications' words are not in the first bundle).
const NotificationSubscriptions = lazy(
  withTheRest(() =>
    import('./NotificationSubscriptions').then((module) => ({ default: module.NotificationSubscriptions })),
  ),
);

const NotificationsKey = createContext(0);

/**
 * The signed-in user's live notifications and unread message counts (docs/decisions.md: no
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
      {live ? (
        <Suspense fallback={null}>
          <NotificationSubscriptions onNotification={onNotification} />
        </Suspense>
      ) : null}
      {children}
    </NotificationsKey.Provider>
  );
}

/** Changes whenever a notification arrived or the socket reconnected: a fetchKey. */
export const useNotificationsKey = () => useContext(NotificationsKey);
