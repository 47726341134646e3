import { randomUUID } from 'node:crypto';

/** Slots of a per-user limit (open subscriptions): one is taken before, and given back after. */
export type UserSlots = {
  /** Resolves to the slot's release, or null when the user holds every slot already. */
  take(userId: number): Promise<(() => void) | null>;
  close(): void;
};

/** Counted in this process: one instance, or Redis away. */
export function memorySlots(cap: number): UserSlots {
  const open = new Map<number, number>();
  return {
    // Counted before any await, so parallel takes cannot all pass.
    async take(userId) {
      const held = open.get(userId) ?? 0;
      if (held >= cap) return null;
      open.set(userId, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      };
    },
    close() {},
  };
}

/**
 * How long a slot outlives its instance: each instance renews its slots every third of it, so the
 * slots of an instance that died (SIGKILL, a lost host) free themselves after at most this long.
 */
const SLOT_LEASE_MS = 90_000;

// A slot is a member of the user's sorted set, scored by when its lease ends (Redis's own clock,
// so instances' clocks need not agree); expired members are dropped before counting.
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1`;
const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
return 1`;

type RedisScripts = {
  eval(script: string, keys: number, ...args: (string | number)[]): Promise<unknown>;
  zrem(key: string, member: string): Promise<unknown>;
};

/**
 * Counted in Redis, so the limit holds over every instance. While Redis is away each instance
 * counts alone (the limit then holds per instance); the outage is logged once by `onError`.
 */
export function redisSlots(
  client: RedisScripts,
  options: { prefix: string; cap: number; onError: (reason: string) => void; leaseMs?: number },
): UserSlots {
  const leaseMs = options.leaseMs ?? SLOT_LEASE_MS;
  const instance = randomUUID();
  const alone = memorySlots(options.cap);
  /** This instance's slots, by the key of their user. */
  const held = new Map<string, Set<string>>();
  let next = 0;
  const failed = (error: unknown) => options.onError((error as Error).message);
  const renew = setInterval(() => {
    for (const [key, members] of held) if (members.size) client.eval(RENEW, 1, key, leaseMs, ...members).catch(failed);
  }, leaseMs / 3);
  renew.unref();
  return {
    async take(userId) {
      const key = `${options.prefix}slots:${userId}`;
      const member = `${instance}:${next++}`;
      try {
        if (!(await client.eval(TAKE, 1, key, options.cap, leaseMs, member))) return null;
      } catch (error) {
        failed(error);
        return alone.take(userId);
      }
      const members = held.get(key) ?? new Set<string>();
      held.set(key, members.add(member));
      return () => {
        if (!members.delete(member)) return;
        if (!members.size) held.delete(key);
        client.zrem(key, member).catch(failed);
      };
    },
    close() {
      clearInterval(renew);
    },
  };
}
