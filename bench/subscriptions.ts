// 1,000 graphql-ws sockets subscribed to one request's thread (messageAdded), then to the
// company's pickup changes with My Returns' own selection (pickupRequestChanged, the returner
// editing a draft, every socket a different person of the company, in a session of their own):
// the time from the server's publish to each socket's receipt (median, p99) and the memory the
// process holds with them open, next to
// the baseline in the same run: a plain `ws` server broadcasting the same payload to 1,000 sockets.
// Each case runs in a process of its own, so its memory figure starts from a fresh process; the
// server and its clients share that process, so the figures include the client sockets on both
// sides alike.
// With TEST_DATABASE_URL (PostgreSQL) the pickup change runs again on three instances sharing the
// database and Redis (REDIS_URL, or 127.0.0.1:6379): a third of the sockets on each, the change
// made through the first (within 1.5 s).
// Run: npx tsx bench/subscriptions.ts [sockets] [rounds]   (TEST_DATABASE_URL selects PostgreSQL;
// BENCH_CPU_PROF=<file> writes a CPU profile of the measured rounds of the one-instance change)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import WebSocket, { WebSocketServer } from 'ws';
import { postBatch, requestGlobalId, setUpPickupWorld, validBatch } from '../test/support/pickups';
import { createTestApp, TEST_ORIGIN } from '../test/support/harness';
import { freePort } from '../test/support/freePort';
import { listenOnce, socketClient } from '../test/support/subscriptions';
import { MAX_SUBSCRIPTIONS_PER_USER } from '../server/subscriptionGuard';
import { createSession } from '../services/auth/sessions';
import { SESSION_COOKIE } from '../services/auth/cookies';
import { countQueries } from '../test/support/countQueries';
import { users } from '../db/schema';
import { ratioOf, summaryRow } from './report';

const SOCKETS = Number(process.argv[2] ?? 1000);
const ROUNDS = Number(process.argv[3] ?? 10);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
};
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const settle = async () => {
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  globalThis.gc?.();
  return process.memoryUsage();
};
async function until(check: () => boolean, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Result = {
  median: number;
  p99: number;
  max: number;
  rssMb: string;
  heapMb: string;
  statements?: number;
  /** One delivery's `data`, as the socket got it: the baseline broadcasts the same bytes. */
  sample?: unknown;
};

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** My Returns' own subscription, as the web app sends it (its persisted document). */
const RETURNS_SUBSCRIPTION = Object.values(
  JSON.parse(readFileSync('web/persisted-documents.json', 'utf8')) as Record<string, string>,
).find((text) => text.startsWith('subscription useReturnsSubscription'))!;

type Delivery = {
  messageAdded?: { databaseId: number };
  pickupRequestChanged?: { pickupRequest: { transporterComments: string | null } | null };
};
/** Which round a delivery answers: the message's id, or the number the edited comment ends with. */
const roundOf = (data: Delivery) =>
  data.messageAdded?.databaseId ??
  Number(/#(\d+)$/.exec(data.pickupRequestChanged?.pickupRequest?.transporterComments ?? '')?.[1] ?? -1);

/** Another server process on the same PostgreSQL database and Redis, ready on /healthz. */
async function startInstance(databaseUrl: string, smtpUrl: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      PORT: String(port),
      APP_URL: TEST_ORIGIN,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'secret123',
      SMTP_URL: smtpUrl,
      DATA_DIR: `/tmp/drum-bench-instance-${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { port, child };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('an instance did not start');
  }
}

/**
 * Ours: the app with SOCKETS subscriptions spread over users (50 each at most): to messageAdded,
 * one session per user; or to pickupRequestChanged, one user and session per socket (a browser each). With
 * `instances` > 1, the sockets are spread over that many processes and the change goes through Redis.
 */
async function measureApp(what: 'message' | 'change', instances = 1): Promise<Result> {
  const t = await createTestApp(instances > 1 ? { REDIS_URL } : {});
  const others: ChildProcess[] = [];
  try {
    const world = await setUpPickupWorld(t);
    const port = await listenOnce(t.app);
    const ports = [port];
    for (let i = 1; i < instances; i += 1) {
      const started = await startInstance(t.app.services.config.databaseUrl!, t.sink.url);
      others.push(started.child);
      ports.push(started.port);
    }
    const alice = await t.signIn(world.alice.email);
    const created = await postBatch(alice, await validBatch(world.woodSpec.id));
    const id = created.body.pickupRequest.id as number;
    if (what === 'message') await alice.rest('POST', `/api/drums/${id}/finalize`);
    const cookies: string[] = [];
    if (what === 'message')
      for (let i = 0; i < Math.ceil(SOCKETS / MAX_SUBSCRIPTIONS_PER_USER); i += 1) {
        const user = await t.createUser({ returnerCompanyId: world.firstCompany.id });
        cookies.push((await t.signIn(user.email)).sessionCookie);
      }
    else {
      // SOCKETS different people of one company, each in a browser session of their own.
      const template = await t.createUser({ returnerCompanyId: world.firstCompany.id });
      const people = await t.app.services.db
        .insert(users)
        .values(
          Array.from({ length: SOCKETS }, (_, index) => ({
            name: `Returner ${index}`,
            email: `returner-${index}@example.com`,
            role: template.role,
            approved: true,
            emailVerifiedAt: template.emailVerifiedAt,
            passwordHash: template.passwordHash,
            returnerCompanyId: world.firstCompany.id,
          })),
        )
        .returning({ id: users.id });
      for (const person of people)
        cookies.push(`${SESSION_COOKIE}=${(await createSession(t.app.services.db, person.id)).token}`);
    }
    const cookieOf = (index: number) =>
      what === 'message' ? cookies[Math.floor(index / MAX_SUBSCRIPTIONS_PER_USER)] : cookies[index];
    const before = await settle();

    // The publish time of each message, read where the server publishes it.
    const published = new Map<number, number>();
    const pubsub = t.app.services.pubsub as unknown as { publish: (...args: unknown[]) => void };
    const publish = pubsub.publish.bind(pubsub);
    pubsub.publish = (...args: unknown[]) => {
      if (args[0] === 'message:added') published.set((args[2] as { messageId: number }).messageId, performance.now());
      if (args[0] === 'pickupRequest:changed') published.set(-1, performance.now());
      publish(...args);
    };

    const receipts = new Map<number, number[]>();
    const heard = new Set<number>();
    let sample: unknown;
    const query =
      what === 'message'
        ? `subscription { messageAdded(pickupRequestId: "${requestGlobalId(id)}") { databaseId messageText senderName createdAt } }`
        : RETURNS_SUBSCRIPTION;
    const clients = Array.from({ length: SOCKETS }, (_, index) => {
      const client = socketClient(ports[index % ports.length], cookieOf(index));
      client.subscribe<Delivery>(
        { query },
        {
          next: (value) => {
            const at = performance.now();
            sample ??= value.data;
            const messageId = roundOf(value.data!);
            heard.add(index);
            const list = receipts.get(messageId) ?? [];
            list.push(at);
            receipts.set(messageId, list);
          },
          error: (error) => console.error('subscription error', error),
          complete: () => {},
        },
      );
      return client;
    });
    let changes = 0;
    const send = async (text: string) => {
      if (what === 'change') {
        // The returner edits the draft's comment: a change of a request the whole company sees.
        changes += 1;
        await alice.rest('PATCH', `/api/pickup-requests/${id}`, { transporterComments: `${text} #${changes}` });
        published.set(changes, published.get(-1)!);
        return changes;
      }
      const form = new FormData();
      form.set('messageText', text);
      const response = await alice.raw('POST', `/api/pickup-requests/${id}/messages`, { body: form });
      return ((await response.json()) as { message: { id: number } }).message.id;
    };
    // Every socket registers after its session read: probe until each has heard one.
    const probes: number[] = [];
    const deadline = Date.now() + 120_000;
    while (heard.size < SOCKETS) {
      if (Date.now() > deadline) throw new Error(`only ${heard.size} of ${SOCKETS} sockets listen`);
      probes.push(await send('probe'));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const open = await settle();

    const latencies: number[] = [];
    let statements = 0;
    const profiler = what === 'change' && instances === 1 && process.env.BENCH_CPU_PROF ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      // Every SQL statement of the round: the POST's own and the delivery's to every subscriber.
      const { result: messageId, queries } = await countQueries(t.app.services.db, async () => {
        const sent = await send(`round ${round}`);
        await until(() => (receipts.get(sent)?.length ?? 0) >= SOCKETS, `round ${round}`);
        return sent;
      });
      statements = Math.max(statements, queries);
      const start = published.get(messageId)!;
      latencies.push(...receipts.get(messageId)!.map((at) => at - start));
    }
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(process.env.BENCH_CPU_PROF!, JSON.stringify(profile));
      profiler.disconnect();
    }
    await Promise.all(clients.map((client) => client.dispose()));
    return {
      median: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      max: Math.max(...latencies),
      rssMb: megabytes(open.rss - before.rss),
      heapMb: megabytes(open.heapUsed - before.heapUsed),
      statements: instances > 1 ? undefined : statements,
      sample,
    };
  } finally {
    for (const child of others) child.kill('SIGTERM');
    await t.close();
  }
}

/**
 * Baseline: a bare `ws` server sending `data` (what our sockets received) to SOCKETS plain sockets
 * as graphql-ws frames it, the round in the frame's id.
 */
async function measurePlainWs(data: unknown): Promise<Result> {
  const before = await settle();
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const receipts = new Map<number, number[]>();
  const sockets = await Promise.all(
    Array.from(
      { length: SOCKETS },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`ws://127.0.0.1:${port}`);
          socket.on('message', (frame) => {
            const at = performance.now();
            const round = Number((JSON.parse(String(frame)) as { id: string }).id);
            const list = receipts.get(round) ?? [];
            list.push(at);
            receipts.set(round, list);
          });
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  await until(() => server.clients.size >= SOCKETS, 'plain sockets');
  const open = await settle();
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const message = { id: String(round), type: 'next', payload: { data } };
    const start = performance.now();
    // What a hand-written broadcaster does: serialise per socket (as a per-subscriber server must) and send.
    for (const client of server.clients) client.send(JSON.stringify(message));
    await until(() => (receipts.get(round)?.length ?? 0) >= SOCKETS, `plain round ${round}`);
    latencies.push(...receipts.get(round)!.map((at) => at - start));
  }
  for (const socket of sockets) socket.close();
  await new Promise((resolve) => server.close(resolve));
  return {
    median: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: Math.max(...latencies),
    rssMb: megabytes(open.rss - before.rss),
    heapMb: megabytes(open.heapUsed - before.heapUsed),
  };
}

type Case = 'plain' | 'message' | 'change' | 'change on three instances';
const CASE = process.env.BENCH_SUBSCRIPTIONS_CASE as Case | undefined;
const RESULT_PREFIX = 'SUBSCRIPTIONS-RESULT ';
if (CASE) {
  const result =
    CASE === 'plain'
      ? await measurePlainWs(JSON.parse(process.env.BENCH_PLAIN_DATA!))
      : await measureApp(CASE === 'message' ? 'message' : 'change', CASE === 'change' || CASE === 'message' ? 1 : 3);
  console.log(RESULT_PREFIX + JSON.stringify(result));
  process.exit(0);
}

/** One case in a fresh process (with --expose-gc), so its memory figure is its own. */
function inOwnProcess(which: Case, env: Record<string, string> = {}): Result {
  const output = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/subscriptions.ts', String(SOCKETS), String(ROUNDS)],
    {
      env: { ...process.env, ...env, BENCH_SUBSCRIPTIONS_CASE: which },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = output.split('\n').find((text) => text.startsWith(RESULT_PREFIX));
  if (!line) throw new Error(`the ${which} case gave no result:\n${output}`);
  return JSON.parse(line.slice(RESULT_PREFIX.length)) as Result;
}

const ours = inOwnProcess('message');
const changed = inOwnProcess('change');
// Each against a plain broadcast of the bytes its sockets got.
const baseline = inOwnProcess('plain', { BENCH_PLAIN_DATA: JSON.stringify(ours.sample) });
const changeBaseline = inOwnProcess('plain', { BENCH_PLAIN_DATA: JSON.stringify(changed.sample) });
// Processes cannot share PGlite: the three-instance run needs PostgreSQL (and Redis).
const spread = process.env.TEST_DATABASE_URL ? inOwnProcess('change on three instances') : undefined;
const row = (name: string, result: Result) => ({
  run: name,
  'median ms': result.median.toFixed(1),
  'p99 ms': result.p99.toFixed(1),
  'max ms': result.max.toFixed(1),
  'RSS +MB with sockets open': result.rssMb,
  'heap +MB with sockets open': result.heapMb,
  'SQL per message (most)': result.statements ?? '-',
});
console.log(`${SOCKETS} sockets, ${ROUNDS} messages each\n`);
console.table([
  row("plain ws broadcast of messageAdded's bytes (baseline)", baseline),
  row('messageAdded subscription', ours),
  row("plain ws broadcast of pickupRequestChanged's bytes (baseline)", changeBaseline),
  row("pickupRequestChanged, My Returns' selection, a person per socket", changed),
  ...(spread ? [row('the same on three instances and Redis', spread)] : []),
]);
summaryRow({
  figure: `one message to ${SOCKETS} graphql-ws subscribers: p99 delivery`,
  ours: `${ours.p99.toFixed(0)} ms (median ${ours.median.toFixed(0)}), ${ours.statements} SQL statements`,
  baseline: `${baseline.p99.toFixed(0)} ms (median ${baseline.median.toFixed(0)})`,
  ratio: ratioOf(ours.p99, baseline.p99),
  target: '<= 1 s and <= 5x',
  met: ours.p99 <= 1000 && ours.p99 <= 5 * baseline.p99,
});
summaryRow({
  figure: `one pickup change to ${SOCKETS} subscribers (each a different person) with My Returns' selection: p99 delivery`,
  ours: `${changed.p99.toFixed(0)} ms (median ${changed.median.toFixed(0)}), ${changed.statements} SQL statements, heap +${changed.heapMb} MB`,
  baseline: `${changeBaseline.p99.toFixed(0)} ms (median ${changeBaseline.median.toFixed(0)}), heap +${changeBaseline.heapMb} MB`,
  ratio: ratioOf(changed.p99, changeBaseline.p99),
  // Memory: the heap after collecting garbage (RSS keeps the deliveries' high-water mark). Both
  // processes hold their clients too, so the target is what ours holds beyond the plain one.
  target: '<= 5x, < +50 MB per 1,000 sockets beyond the plain broadcast',
  met:
    changed.p99 <= 5 * changeBaseline.p99 &&
    Number(changed.heapMb) - Number(changeBaseline.heapMb) < (50 * SOCKETS) / 1000,
});
if (spread)
  summaryRow({
    figure: `one pickup change to ${SOCKETS} subscribers on three instances and Redis: p99 delivery`,
    ours: `${spread.p99.toFixed(0)} ms (median ${spread.median.toFixed(0)})`,
    baseline: `${changeBaseline.p99.toFixed(0)} ms (median ${changeBaseline.median.toFixed(0)})`,
    ratio: ratioOf(spread.p99, changeBaseline.p99),
    target: '<= 1.5 s',
    met: spread.p99 <= 1500,
  });
process.exit(0);
