// A per-user limit over several instances: slots counted in Redis (which runs beside PostgreSQL
// in the PostgreSQL pass), freed by their release or, for an instance that died, by their lease.
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisSlots, type UserSlots } from './userSlots';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const clients: Redis[] = [];
const slotSets: UserSlots[] = [];
afterAll(() => {
  for (const slots of slotSets) slots.close();
  for (const client of clients) client.disconnect();
});

/** One instance's slots: its own client, as each instance has. */
function instance(prefix: string, cap: number, options: { url?: string; leaseMs?: number } = {}) {
  const client = new Redis(options.url ?? REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  clients.push(client);
  const errors: string[] = [];
  const slots = redisSlots(client, { prefix, cap, leaseMs: options.leaseMs, onError: (reason) => errors.push(reason) });
  slotSets.push(slots);
  return { slots, errors, ready: new Promise((resolve) => client.once('ready', resolve)) };
}

describe('redisSlots', () => {
  it('holds one cap over two instances, and a released slot is free again on the other', async () => {
    const prefix = `test:${randomUUID()}:`;
    const a = instance(prefix, 3);
    const b = instance(prefix, 3);
    await Promise.all([a.ready, b.ready]);
    const taken = await Promise.all([a.slots.take(7), a.slots.take(7), b.slots.take(7), b.slots.take(7)]);
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(await a.slots.take(7)).toBeNull();
    // Another user has slots of their own.
    expect(await b.slots.take(8)).not.toBeNull();
    taken.find((release) => release)!();
    await expect.poll(async () => (await b.slots.take(7)) !== null).toBe(true);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('frees the slots of an instance that died when their lease ends', async () => {
    const prefix = `test:${randomUUID()}:`;
    const dead = instance(prefix, 2, { leaseMs: 300 });
    const alive = instance(prefix, 2, { leaseMs: 300 });
    await Promise.all([dead.ready, alive.ready]);
    expect(await dead.slots.take(5)).not.toBeNull();
    expect(await dead.slots.take(5)).not.toBeNull();
    dead.slots.close(); // no more renewals, no releases: as after a SIGKILL
    expect(await alive.slots.take(5)).toBeNull();
    await expect.poll(async () => (await alive.slots.take(5)) !== null, { timeout: 5_000 }).toBe(true);
  });

  it('counts in this instance alone while Redis is away, and says why', async () => {
    const away = instance(`test:${randomUUID()}:`, 2, { url: 'redis://127.0.0.1:1' });
    const taken = [await away.slots.take(1), await away.slots.take(1), await away.slots.take(1)];
    expect(taken.map((release) => release !== null)).toEqual([true, true, false]);
    expect(away.errors.length).toBeGreaterThan(0);
  });
});
