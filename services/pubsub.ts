import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import type { Config } from './config';

export type NotificationEvent = { notificationId: number };

/** A pickup request was created, changed or deleted; see services/pickupEvents.ts for audiences. */
export type PickupRequestEvent = { pickupRequestId: number; deleted: boolean };

export type PubSubChannels = {
  /** A notification for one user was created or changed. */
  'notification:changed': [userId: number, event: NotificationEvent];
  /** Keyed by audience: 'admins', 'company:{id}', 'user:{id}', 'transport:{id}'. */
  'pickupRequest:changed': [audience: string, event: PickupRequestEvent];
};

export type PubSub = ReturnType<typeof createPubSub<PubSubChannels>> & { close: () => Promise<void> };

/** In memory by default; over Redis when REDIS_URL is set, so several instances share events. */
export async function createAppPubSub(config: Pick<Config, 'redisUrl'>): Promise<PubSub> {
  if (!config.redisUrl) {
    // Every open subscription of an audience listens on one topic (all users of a company, all
    // admins): many listeners there are expected, not a leak (subscriptions are capped per user).
    const eventTarget = new EventTarget();
    setMaxListeners(100_000, eventTarget);
    return Object.assign(createPubSub<PubSubChannels>({ eventTarget }), { close: async () => {} });
  }
  const { default: Redis } = await import('ioredis');
  const { createRedisEventTarget } = await import('@graphql-yoga/redis-event-target');
  const publishClient = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  const pubsub = createPubSub<PubSubChannels>({ eventTarget });
  return Object.assign(pubsub, {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
