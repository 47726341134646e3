import { randomUUID } from 'node:crypto';
import { createPubSub } from 'graphql-yoga';
import type { Config } from './config';
import { TopicStream } from './eventStreams';
import { log } from './log';
import { memorySlots, redisSlots, type UserSlots } from './userSlots';

type NotificationEvent = { notificationId: number };

/** A pickup request was created, changed or deleted; see services/pickupEvents.ts for audiences. */
export type PickupRequestEvent = { pickupRequestId: number; deleted: boolean };

/** A message was added to a request's thread. */
export type MessageEvent = { pickupRequestId: number; messageId: number };

/** Someone's unread count of a request's thread may have changed. */
type UnreadEvent = { pickupRequestId: number };

type PubSubChannels = {
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
  /**
   * Keyed by user: the user's sessions, tokens or rights changed (logout, deactivation, a new
   * role or company, a password change): its open subscriptions re-check at once, on every
   * instance, rather than at their next event or within a minute.
   */
  'access:changed': [userId: number, event: AccessEvent];
};

/** Whose access changed. */
type AccessEvent = { userId: number };

/** Publishes `access:changed` for a user, after the change committed. */
export function announceAccessChange(pubsub: Pick<PubSub, 'publish'>, userId: number): void {
  pubsub.publish('access:changed', userId, { userId });
}

type Channel = keyof PubSubChannels;

export type PubSub = {
  publish<K extends Channel>(channel: K, ...args: PubSubChannels[K]): void;
  /** The events of one key of a channel; ending the stream unsubscribes. */
  subscribe<K extends Channel>(channel: K, key: PubSubChannels[K][0]): TopicStream<PubSubChannels[K][1]>;
  close: () => Promise<void>;
  /** A per-user limit that holds over every instance sharing this pub/sub (in Redis when set). */
  userSlots(cap: number): UserSlots;
  /** Redis only: resolves when Redis answers (readiness). */
  ping?: () => Promise<void>;
};

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
export async function createAppPubSub(config: Pick<Config, 'redisUrl' | 'databaseUrl'>): Promise<PubSub> {
  if (!config.redisUrl) {
    return { ...pubSubOn(fanOutTarget(new EventTarget())), close: async () => {}, userSlots: memorySlots };
  }
  const { default: Redis } = await import('ioredis');
  const outage = outageLog('Redis');
  // Publishing never waits for Redis (no offline queue): while it is away the event still reaches
  // this instance's subscribers and the others miss it. Subscribing waits and is renewed on return.
  const publishClient = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscribeClient = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (error: Error) => outage.down(error.message));
    client.on('ready', () => outage.up());
  }
  // Instances of one deployment share a database; the channels are named after it, so other
  // deployments (or test runs) on the same Redis never hear each other.
  const prefix = `drums:${config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) : 'embedded'}:`;
  const slotSets: UserSlots[] = [];
  return {
    ...pubSubOn(fanOutTarget(redisEventTarget(publishClient, subscribeClient, outage, prefix))),
    close: async () => {
      for (const slots of slotSets) slots.close();
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
    userSlots: (cap) => {
      const slots = redisSlots(publishClient, { prefix, cap, onError: (reason) => outage.down(reason) });
      slotSets.push(slots);
      return slots;
    },
    ping: async () => {
      await publishClient.ping();
    },
  };
}

/**
 * Publishing as graphql-yoga's pubsub does (topic `channel:key`, the event as the detail);
 * subscribing through TopicStream, which costs far less per event and subscriber.
 */
export function pubSubOn(target: Target): Pick<PubSub, 'publish' | 'subscribe'> {
  const { publish } = createPubSub<PubSubChannels>({ eventTarget: target as EventTarget });
  return {
    publish,
    subscribe: (channel, key) => new TopicStream(target, `${channel}:${key}`),
  };
}

type RedisLike = {
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string): Promise<unknown>;
  unsubscribe(channel: string): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
};

/** One line when a dependency goes away and one when it is back, however often its client retries. */
function outageLog(name: string) {
  let down = false;
  return {
    down(reason: string) {
      if (down) return;
      down = true;
      log.error(`${name} unavailable: ${reason}`);
    },
    up() {
      if (!down) return;
      down = false;
      log.info(`${name} is back`);
    },
  };
}

/**
 * Events over Redis, delivered to this instance's own subscribers at once (not by the round trip
 * through Redis), so they keep working while Redis is away; other instances get them over Redis
 * and this instance ignores its own echo. A failed publish or subscribe is logged, never thrown.
 */
function redisEventTarget(
  publishClient: Pick<RedisLike, 'publish'>,
  subscribeClient: Omit<RedisLike, 'publish'>,
  outage: { down(reason: string): void },
  prefix = '',
): Target {
  const instance = randomUUID();
  const local = new EventTarget();
  const topics = new Map<string, number>();
  subscribeClient.on('message', (channel, message) => {
    if (!channel.startsWith(prefix)) return;
    let parsed: { origin?: string; detail?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.origin === instance) return;
    local.dispatchEvent(new CustomEvent(channel.slice(prefix.length), { detail: parsed.detail }));
  });
  return {
    addEventListener(type: string, listener: Listener | null) {
      const count = topics.get(type) ?? 0;
      topics.set(type, count + 1);
      if (count === 0) subscribeClient.subscribe(prefix + type).catch((error: Error) => outage.down(error.message));
      local.addEventListener(type, listener);
    },
    removeEventListener(type: string, listener: Listener | null) {
      local.removeEventListener(type, listener);
      const count = (topics.get(type) ?? 1) - 1;
      if (count > 0) topics.set(type, count);
      else {
        topics.delete(type);
        subscribeClient.unsubscribe(prefix + type).catch(() => {});
      }
    },
    dispatchEvent(event: Event) {
      const detail = (event as CustomEvent).detail;
      local.dispatchEvent(new CustomEvent(event.type, { detail }));
      publishClient
        .publish(prefix + event.type, JSON.stringify({ origin: instance, detail }))
        .catch((error: Error) => outage.down(error.message));
      return true;
    },
  };
}
