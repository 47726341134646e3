import { createPubSub } from 'graphql-yoga';
import type { Config } from './config';

export type NotificationEvent = { notificationId: number };

/** A pickup request was created, changed or deleted; see services/pickupEvents.ts for audiences. */
export type PickupRequestEvent = { pickupRequestId: number; deleted: boolean };

/** A message was added to a request's thread. */
export type MessageEvent = { pickupRequestId: number; messageId: number };

/** Someone's unread count of a request's thread may have changed. */
export type UnreadEvent = { pickupRequestId: number };

export type PubSubChannels = {
  /** A notification for one user was created or changed. */
  'notification:changed': [userId: number, event: NotificationEvent];
  /** Keyed by audience: 'admins', 'company:{id}', 'user:{id}', 'transport:{id}'. */
  'pickupRequest:changed': [audience: string, event: PickupRequestEvent];
  /** Keyed by request: the watchers of one thread. */
  'message:added': [pickupRequestId: number, event: MessageEvent];
  /**
   * Keyed by audience as pickupRequest:changed (a new message), or 'reader:{userId}' (that user
   * read a thread, maybe on another device).
   */
  'unread:changed': [audience: string, event: UnreadEvent];
};

export type PubSub = ReturnType<typeof createPubSub<PubSubChannels>> & { close: () => Promise<void> };

type Listener = EventListenerOrEventListenerObject;

let lastDispatchAt = 0;

/**
 * When this process last handed an event to its subscribers (performance.now()). Whatever an
 * event announces was committed before it was published, so a read started after this moment
 * sees it: the subscription guard shares such reads among the subscribers of one event.
 */
export const lastEventDispatchAt = () => lastDispatchAt;
type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

/**
 * One listener per topic on the underlying target, whatever the number of subscriptions: the
 * open tabs of a company's users, or a thousand sockets on one audience, share one listener
 * (and over Redis one channel subscription), and an event is handed to each of them here.
 */
export function fanOutTarget(inner: Target): Target {
  const listeners = new Map<string, Set<Listener>>();
  const relays = new Map<string, (event: Event) => void>();
  return {
    addEventListener(type: string, listener: Listener | null) {
      if (!listener) return;
      let set = listeners.get(type);
      if (!set) {
        const subscribers = new Set<Listener>();
        set = subscribers;
        listeners.set(type, subscribers);
        const relay = (event: Event) => {
          lastDispatchAt = performance.now();
          // A copy: a listener that unsubscribes while the event is handed out changes no loop.
          for (const each of [...subscribers]) {
            if (typeof each === 'function') each(event);
            else each.handleEvent(event);
          }
        };
        relays.set(type, relay);
        inner.addEventListener(type, relay);
      }
      set.add(listener);
    },
    removeEventListener(type: string, listener: Listener | null) {
      const set = listeners.get(type);
      if (!set || !listener) return;
      set.delete(listener);
      if (set.size > 0) return;
      listeners.delete(type);
      const relay = relays.get(type);
      relays.delete(type);
      if (relay) inner.removeEventListener(type, relay);
    },
    dispatchEvent: (event: Event) => inner.dispatchEvent(event),
  };
}

/** In memory by default; over Redis when REDIS_URL is set, so several instances share events. */
export async function createAppPubSub(config: Pick<Config, 'redisUrl'>): Promise<PubSub> {
  if (!config.redisUrl) {
    const eventTarget = fanOutTarget(new EventTarget());
    return Object.assign(createPubSub<PubSubChannels>({ eventTarget: eventTarget as EventTarget }), {
      close: async () => {},
    });
  }
  const { default: Redis } = await import('ioredis');
  const { createRedisEventTarget } = await import('@graphql-yoga/redis-event-target');
  const publishClient = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = fanOutTarget(createRedisEventTarget({ publishClient, subscribeClient }) as unknown as Target);
  const pubsub = createPubSub<PubSubChannels>({ eventTarget: eventTarget as EventTarget });
  return Object.assign(pubsub, {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
