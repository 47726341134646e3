// Outages of PostgreSQL and Redis, made by a TCP proxy between the app and the
// machine's services: cut (connections reset, new ones refused), frozen (half-open), or down at
// start. Runs in the PostgreSQL pass (TEST_DATABASE_URL), where Redis runs too.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../services/log';
import { createTestApp, type TestApp } from '../test/support/harness';
import { provisionTestDatabase } from '../test/support/database';
import { listenOnce, subscribeOverSocket } from '../test/support/subscriptions';
import { startTcpProxy, type TcpProxy } from '../test/support/tcpProxy';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

/** A fresh database on the PostgreSQL server, reached through a proxy; its direct URL for checks. */
async function proxiedDatabase() {
  const database = await provisionTestDatabase();
  if (!database.databaseUrl) throw new Error('faults.pg.test.ts needs TEST_DATABASE_URL');
  const direct = new URL(database.databaseUrl);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(direct);
  viaProxy.port = String(proxy.port);
  cleanups.push(
    () => database.drop(),
    () => proxy.close(),
  );
  return { proxy, direct: direct.toString(), viaProxy: viaProxy.toString() };
}

async function appThrough(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp({ DB_STATEMENT_TIMEOUT_MS: '1000', DB_CONNECT_TIMEOUT_MS: '1000', ...env });
  cleanups.push(() => t.close());
  return t;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL outages', () => {
  it('answers 503 while the connections are cut, recovers by itself, and loses no acknowledged write', async () => {
    const { proxy, direct, viaProxy } = await proxiedDatabase();
    const t = await appThrough({ DATABASE_URL: viaProxy });
    const admin = await t.signIn('admin@example.com');
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let running = true;
    let counter = 0;
    const writer = async () => {
      while (running) {
        const name = `type-${(counter += 1)}`;
        const response = await admin.raw('POST', '/api/drum-types', {
          body: JSON.stringify({ name }),
          headers: { 'content-type': 'application/json' },
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 503) {
          expect(response.headers.get('retry-after')).toBe('5');
          expect(await response.json()).toMatchObject({ code: 'UNAVAILABLE' });
          await sleep(50);
        } else if (response.status === 201) acknowledged.push(name);
        else throw new Error(`unexpected ${response.status}: ${await response.text()}`);
      }
    };
    const writers = [writer(), writer(), writer()];
    await expect.poll(() => acknowledged.length, { interval: 20 }).toBeGreaterThan(5);
    proxy.cut();
    // Writes refused while the link is cut: the writers have met the outage.
    await expect.poll(() => statuses.get(503) ?? 0, { interval: 20 }).toBeGreaterThan(5);
    const during = (await t.client().raw('GET', '/readyz')).status;
    proxy.restore();
    // Recovers by itself: writes are acknowledged again, a few of them before the writers stop.
    const before = acknowledged.length;
    await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(before + 5);
    running = false;
    await Promise.all(writers);

    expect(during).toBe(503);
    expect(statuses.get(503)).toBeGreaterThan(0);
    expect([...statuses.keys()].sort()).toEqual([201, 503]);
    expect((await t.client().raw('GET', '/readyz')).status).toBe(200);
    const check = new pg.Client({ connectionString: direct });
    await check.connect();
    const stored = new Set((await check.query('select name from drum_types')).rows.map((row) => row.name as string));
    await check.end();
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  });

  // A frozen link never answers: a 503 at all shows the statement timeout ended the wait (how
  // soon is the configured DB_STATEMENT_TIMEOUT_MS, not something to time here).
  it('fails fast on a frozen link: requests end with 503 on the statement timeout, /readyz 503', async () => {
    const { proxy, viaProxy } = await proxiedDatabase();
    const t = await appThrough({ DATABASE_URL: viaProxy });
    const admin = await t.signIn('admin@example.com');
    proxy.freeze();
    const response = await admin.raw('GET', '/api/drum-types');
    expect(response.status).toBe(503);
    const ready = await t.client().raw('GET', '/readyz');
    expect(ready.status).toBe(503);
    proxy.restore();
    proxy.cut(); // the frozen connections are useless now; fresh ones follow
    proxy.restore();
    await expect
      .poll(async () => (await admin.raw('GET', '/api/drum-types')).status, { timeout: 10_000, interval: 200 })
      .toBe(200);
  });

  it('lets no session stay idle in transaction past its timeout when the app goes quiet mid-transaction', async () => {
    const { proxy, direct, viaProxy } = await proxiedDatabase();
    const t = await appThrough({ DATABASE_URL: viaProxy, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1000' });
    const name = new URL(direct).pathname.slice(1);
    const check = new pg.Client({ connectionString: direct });
    await check.connect();
    cleanups.push(() => check.end());
    // A transaction that began, then its link froze (the app can say nothing more, not even a
    // rollback) until the server has ended it. Its session is followed by its process id: the
    // idle state itself lasts only the timeout, too short to be sure of sampling it on a busy host.
    let release = () => {};
    const ended = new Promise<void>((resolve) => (release = resolve));
    let began = (_pid: number) => {};
    const backend = new Promise<number>((resolve) => (began = resolve));
    const stuck = t.app.services.db
      .transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        proxy.freeze();
        began(Number(rows[0].pid));
        await ended;
      })
      .catch(() => undefined);
    const pid = await backend;
    const sessions = async () =>
      Number(
        (await check.query('select count(*) from pg_stat_activity where datname = $1 and pid = $2', [name, pid]))
          .rows[0].count,
      );
    // The server ends it after DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, releasing its locks.
    await expect.poll(sessions, { timeout: 10_000, interval: 100 }).toBe(0);
    release();
    proxy.restore();
    await stuck;
  });

  it('waits at start for a database that is not there yet, and serves once it is', async () => {
    const { proxy, viaProxy } = await proxiedDatabase();
    proxy.cut();
    const starting = appThrough({ DATABASE_URL: viaProxy });
    // Unreachable for several of the app's attempts, as a database restarting after it would be.
    await expect.poll(() => proxy.refused(), { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(4);
    proxy.restore();
    const t = await starting;
    expect((await t.client().raw('GET', '/readyz')).status).toBe(200);
    expect((await t.signIn('admin@example.com')).sessionCookie).not.toBe('');
  });
});

/** A proxy in front of Redis, closed after the test. */
async function proxiedRedis(): Promise<TcpProxy> {
  const redis = new URL(REDIS_URL);
  const proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
  cleanups.push(() => proxy.close());
  return proxy;
}

/**
 * An admin's pickupRequestChanged subscription on `listener`'s app, and `publish` on `publisher`'s
 * pub/sub (the same app, or another instance); resolves once a probe got through.
 */
async function adminListening(listenerApp: TestApp, publisherApp: TestApp) {
  const port = await listenOnce(listenerApp.app);
  const admin = await listenerApp.signIn('admin@example.com');
  const listener = subscribeOverSocket<{ databaseId: number }>(
    port,
    admin.sessionCookie,
    'subscription { pickupRequestChanged { databaseId deleted } }',
    'pickupRequestChanged',
  );
  cleanups.push(async () => listener.client.dispose());
  await listener.ready;
  const publish = (id: number) =>
    publisherApp.app.services.pubsub.publish('pickupRequest:changed', 'admins', { pickupRequestId: id, deleted: true });
  await expect
    .poll(() => {
      publish(-1);
      return listener.received.length;
    })
    .toBeGreaterThan(0);
  return { listener, publish };
}

describe('Redis outages', () => {
  it('keeps delivering to subscribers of the same instance while Redis is cut, without crashing', async () => {
    const proxy = await proxiedRedis();
    const t = await appThrough({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
    const { listener, publish } = await adminListening(t, t);
    const errors = vi.spyOn(log, 'error');
    cleanups.push(async () => errors.mockRestore());
    proxy.cut();
    listener.received.length = 0;
    // Cut through several reconnect attempts of both Redis clients while this instance keeps
    // publishing (and its subscriber listening).
    let published = 0;
    await expect
      .poll(
        () => {
          publish((published += 1));
          return proxy.refused();
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBeGreaterThanOrEqual(6);
    // Heard on this instance although Redis is away, and nothing crashed.
    await expect.poll(() => listener.received.map((change) => change.databaseId).slice(-1)[0]).toBe(published);
    expect((await t.client().raw('GET', '/readyz')).status).toBe(503);
    // Many reconnect attempts by two clients: one line says Redis is away.
    const outageLines = errors.mock.calls.filter(([message]) => String(message).startsWith('Redis unavailable'));
    expect(outageLines).toHaveLength(1);
    proxy.restore();
    await expect.poll(async () => (await t.client().raw('GET', '/readyz')).status, { timeout: 15_000 }).toBe(200);
  });

  it('resumes delivery to another instance once Redis is back', async () => {
    const proxy = await proxiedRedis();
    const receiver = await appThrough({ REDIS_URL });
    // One deployment: the same database (Redis channels are named after it), Redis through the proxy.
    const sender = await appThrough({
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      DATABASE_URL: receiver.app.services.config.databaseUrl!,
    });
    const { listener, publish } = await adminListening(receiver, sender);
    proxy.cut();
    listener.received.length = 0;
    publish(1); // lost for the other instance: Redis is away
    proxy.restore();
    // The sender's clients reconnect on their own; events flow again.
    await expect
      .poll(
        () => {
          publish(2);
          return listener.received.some((change) => change.databaseId === 2);
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(true);
  });
});

describe('SIGTERM with a frozen database', () => {
  it('exits within 10 s', async () => {
    const { proxy, viaProxy } = await proxiedDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'drum-frozen-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: viaProxy,
        REDIS_URL: '',
      },
      stdio: 'ignore',
    });
    cleanups.push(async () => child.kill('SIGKILL'));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/readyz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000, interval: 250 },
      )
      .toBe(200);
    proxy.freeze();
    // A request now hangs on the frozen database; SIGTERM must still end the process in time.
    void fetch(`http://127.0.0.1:${port}/api/drum-types`).catch(() => undefined);
    await sleep(200);
    const signalled = Date.now();
    child.kill('SIGTERM');
    await exited;
    expect(Date.now() - signalled).toBeLessThan(10_000);
  }, 90_000);
});
