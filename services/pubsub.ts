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
    return Object.assign(createPubSub<PubSubChannels>(), { close: async () => {} });
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
