// Register and forgot password must not tell, by how long they take, whether an email has an
// account. Medians of interleaved calls in one run, in-process on a fresh
// PGlite (or TEST_DATABASE_URL's server): known against unknown email for forgot password, taken
// against new email for register. The "baseline" is the other branch; the target is a ratio
// under 1.5 (both wait out the same answer floor, services/auth/answerFloor.ts).
// Run: npx tsx bench/answer-timing.ts [calls]
import { createTestApp } from '../test/support/harness';
import { ratioOf, summaryRow } from './report';
import { registration } from '../test/support/accounts';

const CALLS = Number(process.argv[2] ?? 15);
const MAX_RATIO = 1.5;
// Behind one trusted proxy, each call comes from its own address, so the per-address mail
// throttle never counts more than one call.
const t = await createTestApp({ TRUST_PROXY: '1', LOG_LEVEL: 'warn' });
let address = 0;

async function timed(path: string, body: Record<string, unknown>): Promise<number> {
  address += 1;
  const started = performance.now();
  const response = await t.client().raw('POST', path, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${address >> 8}.${address & 255}` },
  });
  await response.text();
  if (response.status >= 300) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const known = await Promise.all(Array.from({ length: CALLS }, () => t.createUser()));
// Warm-up: the first calls of each kind pay one-time costs.
await timed('/api/auth/forgot-password', { email: 'warm@example.com' });
await timed('/api/auth/register', registration('warm@example.com'));
const times = {
  forgotKnown: [] as number[],
  forgotUnknown: [] as number[],
  registerTaken: [] as number[],
  registerNew: [] as number[],
};
for (let i = 0; i < CALLS; i += 1) {
  times.forgotKnown.push(await timed('/api/auth/forgot-password', { email: known[i].email }));
  times.forgotUnknown.push(await timed('/api/auth/forgot-password', { email: `nobody-${i}@example.com` }));
  times.registerTaken.push(await timed('/api/auth/register', registration(known[i].email)));
  times.registerNew.push(await timed('/api/auth/register', registration(`new-${i}@example.com`)));
}
for (const [figure, a, b] of [
  ['forgot password: known / unknown email (median ms)', times.forgotKnown, times.forgotUnknown],
  ['register: taken / new email (median ms)', times.registerTaken, times.registerNew],
] as const) {
  const [ours, baseline] = [median(a), median(b)];
  const spread = Math.max(ours, baseline) / Math.min(ours, baseline);
  console.log(`${figure}: ${ours.toFixed(1)} vs ${baseline.toFixed(1)}`);
  summaryRow({
    figure,
    ours: `${ours.toFixed(1)} ms`,
    baseline: `${baseline.toFixed(1)} ms`,
    ratio: ratioOf(ours, baseline),
    target: `within ${MAX_RATIO}x either way`,
    met: spread < MAX_RATIO,
  });
}
await t.close();
