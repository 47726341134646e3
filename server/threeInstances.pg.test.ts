// Three server processes started at the same moment on an empty database, sharing PostgreSQL,
// Redis and an S3-compatible bucket (s3rver, started here), each with its own DATA_DIR: what an
// operator's rollout does. Runs in the PostgreSQL pass, where Redis runs too.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { messages, pickupRequestImages } from '../db/schema';
import { MAX_SUBSCRIPTIONS_PER_USER } from './subscriptionGuard';
import { onServer } from '../test/support/database';
import { freePort } from '../test/support/freePort';
import { TEST_ORIGIN } from '../test/support/harness';
import { batchForm, requestGlobalId, validBatch } from '../test/support/pickups';
import { startS3Server, type TestBucket } from '../test/support/s3Server';
import { startSmtpSink } from '../test/support/smtpSink';
import { subscribeOverSocket } from '../test/support/subscriptions';
import { untilListening } from '../test/support/untilListening';
import { S3Storage } from '../services/uploads/s3Storage';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'admin@example.com', password: 'secret123' };

type Instance = { port: number; process: ChildProcess; log: string; dataDir: string };
const instances: Instance[] = [];
let bucket: TestBucket;
let databaseUrl: string;
let database: DatabaseHandle;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const databaseName = `drum_three_${Math.random().toString(36).slice(2, 10)}`;

function start(env: Record<string, string>, port: number): Instance {
  const dataDir = mkdtempSync(join(tmpdir(), 'drum-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { port, process: child, log: '', dataDir };
  child.stdout!.on('data', (chunk) => (instance.log += chunk));
  child.stderr!.on('data', (chunk) => (instance.log += chunk));
  return instance;
}

async function ready(instance: Instance): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${instance.port}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (instance.process.exitCode !== null || Date.now() > deadline)
      throw new Error(`instance on ${instance.port} did not become ready:\n${instance.log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A browser's session on one instance: its cookie works on every instance. */
async function signIn(instance: Instance, email: string, password: string): Promise<string> {
  const response = await call(instance, '', 'POST', '/api/auth/login', { email, password });
  return response.headers.get('set-cookie')!.split(';')[0];
}

async function call(instance: Instance, cookie: string, method: string, path: string, body?: unknown) {
  const form = body instanceof FormData;
  return fetch(`http://127.0.0.1:${instance.port}${path}`, {
    method,
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(body && !form ? { 'content-type': 'application/json' } : {}),
    },
    body: form ? body : body === undefined ? undefined : JSON.stringify(body),
  });
}

async function json(instance: Instance, cookie: string, method: string, path: string, body?: unknown) {
  const response = await call(instance, cookie, method, path, body);
  const answer = await response.json();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  await onServer(serverUrl, `CREATE DATABASE ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  [bucket, sink] = await Promise.all([startS3Server(), startSmtpSink()]);
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    SMTP_URL: sink.url,
    APP_URL: TEST_ORIGIN,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SHUTDOWN_DRAIN_MS: '0',
    ...bucket.env,
  };
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  // At the same moment, on an empty database: one migrates, the others wait for its lock.
  instances.push(...ports.map((port) => start(env, port)));
  await Promise.all(instances.map(ready));
  database = await openDatabase({ databaseUrl, dataDir: '' });
}, 120_000);

afterAll(async () => {
  for (const instance of instances) {
    instance.process.kill('SIGKILL');
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
  await database?.close();
  await bucket?.close();
  await sink?.close();
  await onServer(process.env.TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

describe('three instances on one database, Redis and bucket', () => {
  let admin: string;
  let returner: string;
  let requestId: number;

  it('all start on an empty database at once; a photo uploaded through one is served by the others', async () => {
    const [a, b, c] = instances;
    admin = await signIn(a, ADMIN.email, ADMIN.password);
    const type = await json(a, admin, 'POST', '/api/drum-types', { name: 'three-instance type' });
    const spec = await json(a, admin, 'POST', '/api/drum-specs', {
      name: 'Three-instance K12',
      drumTypeId: type.drumType.id,
      weight: 120,
      flangeDiameter: 1200,
      widthBetweenFlanges: 800,
      transportVolume: 1.1,
      buybackPrice: 50,
      scrapHandlingFee: 10,
      availableFor: 'returner',
    });
    const company = await json(a, admin, 'POST', '/api/returner-companies', {
      name: 'Cable Crew AB',
      organizationNumber: '556677-8899',
    });
    await json(a, admin, 'POST', '/api/users', {
      name: 'Rita Returner',
      email: 'rita@example.com',
      password: 'secret123',
      role: 'returner',
      approved: true,
      returnerCompanyId: company.company.id,
    });
    returner = await signIn(b, 'rita@example.com', 'secret123');
    const created = await json(b, returner, 'POST', '/api/drums/batch', batchForm(await validBatch(spec.drumSpec.id)));
    requestId = created.pickupRequest.id;
    const image = created.pickupRequest.images[0];
    const through = async (instance: Instance) => {
      const response = await call(instance, returner, 'GET', `/api/images/${image.id}`);
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const fromB = await through(b);
    expect(fromB.status).toBe(200);
    for (const other of [a, c]) {
      const answer = await through(other);
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(fromB.bytes)).toBe(true);
    }
    // In the bucket, not on B's disk.
    const [row] = await database.db
      .select({ storageKey: pickupRequestImages.storageKey })
      .from(pickupRequestImages)
      .where(eq(pickupRequestImages.id, image.id));
    expect((await new S3Storage(bucket.settings).get(row.storageKey))?.equals(fromB.bytes)).toBe(true);
  }, 60_000);

  it('a subscriber on one hears a message posted through another', async () => {
    const [a, , c] = instances;
    await call(instances[1], returner, 'POST', `/api/drums/${requestId}/finalize`);
    const listener = subscribeOverSocket<{ messageText: string }>(
      c.port,
      admin,
      `subscription { messageAdded(pickupRequestId: "${requestGlobalId(requestId)}") { messageText } }`,
      'messageAdded',
    );
    await listener.ready;
    const send = async (text: string) => {
      const form = new FormData();
      form.set('messageText', text);
      expect((await call(a, returner, 'POST', `/api/pickup-requests/${requestId}/messages`, form)).status).toBe(201);
    };
    await untilListening(listener.received, () => send('probe'));
    await send('Across instances');
    await expect.poll(() => listener.received.map((m) => m.messageText)).toContain('Across instances');
    await listener.client.dispose();
  });

  it('stops one user at the subscription cap over all three instances', async () => {
    const query = `subscription { messageAdded(pickupRequestId: "${requestGlobalId(requestId)}") { messageText } }`;
    // 60 asked for, 20 through each instance.
    const listeners = instances.flatMap((instance) =>
      Array.from({ length: 20 }, () =>
        subscribeOverSocket<{ messageText: string }>(instance.port, returner, query, 'messageAdded'),
      ),
    );
    const refused = () => listeners.filter((listener) => listener.state.errors.length > 0);
    const open = () => listeners.filter((listener) => listener.state.errors.length === 0);
    await expect.poll(() => refused().length, { timeout: 15_000 }).toBe(60 - MAX_SUBSCRIPTIONS_PER_USER);
    // The sentinel: a message reaches every subscription left open, so each of them was taken.
    const form = new FormData();
    form.set('messageText', 'sentinel');
    await expect
      .poll(
        async () => {
          await call(instances[0], returner, 'POST', `/api/pickup-requests/${requestId}/messages`, form);
          return open().every((listener) => listener.received.some((m) => m.messageText === 'sentinel'));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(open()).toHaveLength(MAX_SUBSCRIPTIONS_PER_USER);
    expect(new Set(refused().flatMap((listener) => listener.state.errors.map((e) => (e as Error).message)))).toEqual(
      new Set([`Too many subscriptions: at most ${MAX_SUBSCRIPTIONS_PER_USER} per user`]),
    );
    await Promise.all(listeners.map((listener) => listener.client.dispose()));
  }, 60_000);

  it('loses no acknowledged write when one instance is killed under write load', async () => {
    const victim = instances[2];
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        const text = `load ${n}-${i}`;
        const form = new FormData();
        form.set('messageText', text);
        try {
          const response = await call(victim, returner, 'POST', `/api/pickup-requests/${requestId}/messages`, form);
          if (response.status === 201) acknowledged.push(text);
        } catch {
          return; // the instance is gone
        }
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    await expect.poll(() => acknowledged.length, { timeout: 15_000 }).toBeGreaterThan(30);
    victim.process.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    const stored = new Set(
      (await database.db.select({ text: messages.messageText }).from(messages)).map((row) => row.text),
    );
    expect(acknowledged.filter((text) => !stored.has(text))).toEqual([]);
  }, 60_000);
});
