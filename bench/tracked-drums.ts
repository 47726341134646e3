// Tracked drums at pool size: 100,000 drums over 2,000 returner companies (one user each), seeded
// set-based into drums, drum_deliveries and drum_stints as deliveries write them (a stint's terms
// copied from its specification: rent-free days, monthly rent, forfeit). Measured in-process
// through the app (session, GraphQL, drizzle):
// (a) a returner's Drums on site, the web's own persisted query (its first page of 100, on site
//     and booked, with totalCount), signed in as that returner;
// (b) Query.drums as the admin, first 100: every drum, the on-site drums due within 30 days, and a
//     search by number;
// (c) the reminder job (runDrumReminders) over the whole pool, two weeks of reminders and rent
//     starts waiting (the state after two weeks without a run): mails, notifications, claims.
// Baselines in the same run: for (a) and (b) the same job done by hand (bench/drums/sameJob.ts:
// the same HTTP request through a bare handler that checks the session and answers the same JSON
// from one hand-written statement, the page and its count), and for (c) one select of the stints due. Targets: (a) and (b) within 2x of their SQL (p50s),
// (c) under 5 s; exits 1 on a miss at 100,000 drums.
// Run: npx tsx bench/tracked-drums.ts [drums] [companies] [rounds]   (TEST_DATABASE_URL selects
// PostgreSQL; BENCH_EXPLAIN=1 also prints each statement the lists send, its time alone and its plan;
// BENCH_CPU_PROF=<folder> then profiles 200 more requests of ours per list, one .cpuprofile each)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { isDeepStrictEqual } from 'node:util';
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { drumSpecs, NEVER } from '../db/schema';
import { stintTerms } from '../domain/drumClock';
import { hashPassword } from '../services/auth/passwords';
import { runDrumReminders } from '../services/trackedDrums/reminders';
import { createTestApp, type TestClient, TEST_ORIGIN, TEST_PASSWORD } from '../test/support/harness';
import { type SameJobPage, sameJobHandler } from './drums/sameJob';
import { ratioOf, summaryRow } from './report';

const count = Number(process.argv[2] ?? 100_000);
const companyCount = Number(process.argv[3] ?? 2000);
const rounds = Number(process.argv[4] ?? 30);
/**
 * Unmeasured rounds of each side before the measured ones. A server in use answers this list
 * all day; timed from one warm-up, ours read 6.8-8.0 ms where the same code, warm, reads 3-4 ms
 * (V8 still compiling the app's resolvers), while the bare handler has little to compile.
 */
const WARM_UP_ROUNDS = 200;
/** The reminder job claims what it sends: each run starts from the seeded state again, so a few runs. */
const jobRuns = Math.max(1, Math.min(rounds, 3));
/** The size the targets are set for. */
const TARGET_COUNT = 100_000;
const TARGET_RATIO = 2;
const TARGET_JOB_MS = 5000;
/** Drums per delivery note; each company's deliveries go to three sites. */
const PER_DELIVERY = 10;
const SITES = 3;
/** Deliveries spread over the last 420 days: some drums rent-free, some renting, some charged in full. */
const SPREAD_DAYS = 420;
/** DRUM_REMINDER_DAYS' default. */
const REMINDER_DAYS = 14;

/** Drums on site as the web asks for it: its persisted document (web/persisted-documents.json). */
const DRUMS_ON_SITE = Object.values(
  JSON.parse(readFileSync('web/persisted-documents.json', 'utf8')) as Record<string, string>,
).find((text) => text.startsWith('query DrumsOnSiteRouteQuery'))!;

/** The admin's page of drums: what a list of them shows. */
const ADMIN_PAGE = `query BenchDrums($search: String, $status: DrumStatus, $dueBefore: DateTime) {
  drums(first: 100, search: $search, status: $status, dueBefore: $dueBefore) {
    totalCount
    edges { node { id number status holder { name } site { address } deliveredAt rentFreeUntil forfeitsOn
      rentCentsSoFar drumSpec { name } pickupRequest { referenceNumberFormatted } } } } }`;

type Rows = { rows?: Record<string, unknown>[] };
const rowsOf = (result: unknown) =>
  ((result as Rows).rows ?? (result as Record<string, unknown>[])) as Record<string, unknown>[];

const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
const ms = (value: number) => `${value.toFixed(1)} ms`;

// The seed's set-based statements write 100,000 rows each: on a loaded PostgreSQL one took longer
// than the app's 15 s statement limit. The measured reads are the same with any limit.
const t = await createTestApp({ DB_STATEMENT_TIMEOUT_MS: '600000' });
let failed = false;
try {
  const db = t.app.services.db;
  const now = new Date();
  const at = now.toISOString();
  const seedStarted = performance.now();

  const types = await db.query.drumTypes.findMany();
  const wood = types.find((type) => type.name === 'wood')!;
  const steel = types.find((type) => type.name === 'steel')!;
  const rentTerms = { buybackPrice: 1000, rentFreeDays: 180, monthlyRentPercent: 15, forfeitAfterDays: 365 };
  const [renting, free] = await db
    .insert(drumSpecs)
    .values([
      { name: 'Bench K16 pool drum', drumTypeId: wood.id, ...rentTerms },
      { name: 'Bench S12 own drum', drumTypeId: steel.id },
    ])
    .returning();
  // The terms a delivery copies, from the domain's own rules (stints differ only by their dates).
  const terms = stintTerms(new Date(0), rentTerms);

  const first = async (statement: SQL) => Number(rowsOf(await db.execute(statement))[0].first);
  /** The first id of rows inserted by one statement, checked to run without a gap. */
  const contiguous = async (table: string, first: number, expected: number) => {
    const [row] = rowsOf(
      await db.execute(
        sql`select count(*)::int as n, max(id) as last from ${sql.identifier(table)} where id >= ${first}`,
      ),
    );
    if (Number(row.n) !== expected || Number(row.last) !== first + expected - 1)
      throw new Error(`${table}: ids not contiguous`);
    return first;
  };
  const company0 = await contiguous(
    'returner_companies',
    await first(sql`with c as (insert into returner_companies (name, organization_number)
      select 'Bench Cables ' || k, '556677-' || lpad(k::text, 4, '0') from generate_series(1, ${companyCount}) k
      returning id) select min(id) as first from c`),
    companyCount,
  );
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const user0 = await contiguous(
    'users',
    await first(sql`with u as (insert into users (name, email, password_hash, role, approved, reviewed, email_verified_at, returner_company_id)
      select 'Bench Returner ' || k, 'bench-returner-' || k || '@example.com', ${passwordHash}, 'returner', true, true, now(), ${company0}::int + k - 1
      from generate_series(1, ${companyCount}) k returning id) select min(id) as first from u`),
    companyCount,
  );
  // A request per company that some of its drums are booked on.
  const request0 = await contiguous(
    'pickup_requests',
    await first(sql`with r as (insert into pickup_requests (status, address, latitude, longitude, user_id, returner_company_id, confirmed_at)
      select 'ready_for_pickup', 'Bench site 0 of company ' || k || ', Stockholm', 59.33, 18.07, ${user0}::int + k - 1, ${company0}::int + k - 1, now()
      from generate_series(1, ${companyCount}) k returning id) select min(id) as first from r`),
    companyCount,
  );
  const deliveryCount = Math.ceil(count / PER_DELIVERY);
  // Delivery j goes to company (j - 1) % companies, at one of its sites, on a day of the spread.
  const delivery0 = await contiguous(
    'drum_deliveries',
    await first(sql`with d as (insert into drum_deliveries (returner_company_id, delivery_note, delivered_at, address, latitude, longitude, recorded_by_user_id)
      select ${company0}::int + (j - 1) % ${companyCount}, 'DN-' || j,
        ${at}::timestamptz - make_interval(days => (j * 7919) % ${SPREAD_DAYS}, hours => j % 24),
        'Bench site ' || ((j - 1) / ${companyCount}) % ${SITES} || ' of company ' || ((j - 1) % ${companyCount} + 1) || ', Stockholm',
        59.33 + (j % 100) * 0.001, 18.07 + (j % 77) * 0.001, null
      from generate_series(1, ${deliveryCount}) j returning id) select min(id) as first from d`),
    deliveryCount,
  );
  // Four in five drums carry rent and a forfeit; the rest cost nothing.
  const drum0 = await contiguous(
    'drums',
    await first(sql`with d as (insert into drums (number, number_key, drum_spec_id)
      select 'BD-' || lpad(i::text, 6, '0'), 'BD-' || lpad(i::text, 6, '0'),
        case when i % 5 = 0 then ${free.id}::int else ${renting.id}::int end
      from generate_series(1, ${count}) i returning id) select min(id) as first from d`),
    count,
  );
  // One stint per drum: a tenth returned, one in 25 booked on its company's request, the rest on site.
  // The reminders and rent-start events of the last two weeks wait; those before went out then.
  await db.execute(sql`
    insert into drum_stints (drum_id, delivery_id, returner_company_id, drum_spec_id, status, delivered_at, address,
      latitude, longitude, rent_free_until, forfeits_on, monthly_rent_cents, forfeit_cents, costs_from,
      pickup_request_id, returned_at, return_condition, rent_reminder_sent_at, forfeit_reminder_sent_at,
      rent_started_event_at)
    select x.drum_id, dd.id, dd.returner_company_id, x.spec_id, x.status, dd.delivered_at, dd.address,
      dd.latitude, dd.longitude, x.rent_free_until, x.forfeits_on, x.monthly_rent_cents, x.forfeit_cents,
      least(case when x.monthly_rent_cents > 0 then x.rent_free_until end, case when x.forfeit_cents > 0 then x.forfeits_on end),
      case when x.status <> 'on_site' then ${request0}::int + dd.returner_company_id - ${company0}::int end,
      x.returned_at, case when x.status = 'returned' then 'full' end,
      case when x.rent_free_until <= ${at}::timestamptz then x.rent_free_until - make_interval(days => ${REMINDER_DAYS}) end,
      case when x.forfeits_on <= ${at}::timestamptz then x.forfeits_on - make_interval(days => ${REMINDER_DAYS}) end,
      case when x.rent_free_until <= ${at}::timestamptz - make_interval(days => ${REMINDER_DAYS}) then x.rent_free_until end
    from (
      select ${drum0}::int + i - 1 as drum_id, ${delivery0}::int + (i - 1) / ${PER_DELIVERY} as delivery_id,
        case when i % 5 = 0 then ${free.id}::int else ${renting.id}::int end as spec_id,
        case when i % 10 = 3 then 'returned' when i % 25 = 7 then 'booked' else 'on_site' end as status,
        i, i % 5 = 0 as costs_nothing
      from generate_series(1, ${count}) i
    ) g
    join drum_deliveries dd on dd.id = g.delivery_id
    cross join lateral (select g.drum_id, g.spec_id, g.status,
      case when g.costs_nothing then null else dd.delivered_at + make_interval(days => ${rentTerms.rentFreeDays}) end as rent_free_until,
      case when g.costs_nothing then null else dd.delivered_at + make_interval(days => ${rentTerms.forfeitAfterDays}) end as forfeits_on,
      case when g.costs_nothing then 0 else ${terms.monthlyRentCents}::bigint end as monthly_rent_cents,
      case when g.costs_nothing then 0 else ${terms.forfeitCents}::bigint end as forfeit_cents,
      case when g.status = 'returned'
        then least(${at}::timestamptz, dd.delivered_at + make_interval(days => 10 + g.i % 200)) end as returned_at) x`);
  // What syncDrums copies onto each drum, for all of them at once.
  await db.execute(sql`
    update drums d set current_stint_id = s.id, holder_company_id = s.returner_company_id, status = s.status,
      pickup_request_id = s.pickup_request_id,
      urgency_at = case when s.status = 'returned' then ${NEVER} else coalesce(s.costs_from, ${NEVER}) end
    from drum_stints s where s.drum_id = d.id and d.id >= ${drum0}`);
  await db.execute(sql`VACUUM ANALYZE`);
  console.log(
    `seeded ${count} drums, ${deliveryCount} deliveries, ${companyCount} companies in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  /** A POST /graphql as the client sends it, with its session cookie, to the app or to the baseline. */
  const post = (client: TestClient, query: string, variables: Record<string, unknown>) =>
    new Request(`${TEST_ORIGIN}/graphql`, {
      method: 'POST',
      headers: { cookie: client.sessionCookie, 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ query, variables }),
    });

  /** Ours against the same job by hand, alternating, after WARM_UP_ROUNDS of each; the answers checked equal. */
  async function compare({ name, client, query, variables, page }: (typeof cases)[number], target = TARGET_RATIO) {
    const handler = sameJobHandler(db, page);
    const ours = async () => (await t.app.fetch(post(client, query, variables))).json() as Promise<Answer>;
    const baseline = async () => (await handler(post(client, query, variables))).json() as Promise<Answer>;
    const [first, theirs] = [await ours(), await baseline()];
    if (first.errors || !first.data) throw new Error(`${name}: ${JSON.stringify(first.errors)}`);
    if (!isDeepStrictEqual(first, theirs))
      throw new Error(
        `${name}: the answers differ. Ours: ${JSON.stringify(first).slice(0, 600)}… The baseline: ${JSON.stringify(theirs).slice(0, 600)}…`,
      );
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      await ours();
      await baseline();
    }
    const oursTimes: number[] = [];
    const baselineTimes: number[] = [];
    for (let round = 0; round < rounds; round++) {
      let started = performance.now();
      await ours();
      oursTimes.push(performance.now() - started);
      started = performance.now();
      await baseline();
      baselineTimes.push(performance.now() - started);
    }
    const [oursMs, baselineMs] = [p50(oursTimes), p50(baselineTimes)];
    const met = oursMs <= baselineMs * target;
    if (!met && count >= TARGET_COUNT) failed = true;
    const { drums } = first.data;
    console.log(
      `${name} (${drums.edges.length} rows of ${drums.totalCount}): p50 ${ms(oursMs)}, the same job by hand ${ms(baselineMs)}`,
    );
    if (process.env.BENCH_CPU_PROF) await profile(name, ours);
    summaryRow({
      figure: `${name}, p50 (${count} drums)`,
      ours: ms(oursMs),
      baseline: ms(baselineMs),
      ratio: ratioOf(oursMs, baselineMs),
      target: `<= ${target}x`,
      met,
    });
  }

  /** Our side alone under the CPU profiler, so the profile holds no baseline and no seed. */
  async function profile(name: string, ours: () => Promise<unknown>) {
    const folder = process.env.BENCH_CPU_PROF!;
    mkdirSync(folder, { recursive: true });
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    for (let round = 0; round < 200; round++) await ours();
    const { profile: result } = await session.post('Profiler.stop');
    session.disconnect();
    const file = `${folder}/${name.replace(/\W+/g, '-')}.cpuprofile`;
    writeFileSync(file, JSON.stringify(result));
    console.log(`profile of ours: ${file}`);
  }

  type Answer = { data?: { drums: { totalCount: number; edges: unknown[] } }; errors?: unknown[] };

  // (a) A company in the middle of the pool, signed in as its user.
  const k = Math.ceil(companyCount / 2);
  const returner = await t.signIn(`bench-returner-${k}@example.com`);
  const admin = await t.signIn('admin@example.com');
  const cases: {
    name: string;
    client: TestClient;
    query: string;
    variables: Record<string, unknown>;
    page: SameJobPage;
  }[] = [
    {
      name: 'Drums on site (a returner, first 100)',
      client: returner,
      query: DRUMS_ON_SITE,
      variables: {},
      page: 'drums-on-site',
    },
    ...[
      { name: 'Query.drums as admin, first 100', variables: {} },
      {
        name: 'Query.drums as admin, on site, due within 30 days',
        variables: { status: 'ON_SITE', dueBefore: new Date(+now + 30 * 86_400_000).toISOString() },
      },
      { name: 'Query.drums as admin, search "04242"', variables: { search: '04242' } },
    ].map(({ name, variables }) => ({ name, client: admin, query: ADMIN_PAGE, variables, page: 'admin' as const })),
  ];

  if (process.env.BENCH_EXPLAIN) {
    const { countQueries } = await import('../test/support/countQueries');
    for (const { name, client, query, variables } of cases) {
      const { statements } = await countQueries(db, () => client.gql(query, variables));
      console.log(`== ${name}: ${statements.length} statements`);
      for (const statement of statements) {
        const client = (db as any).$client;
        const times: number[] = [];
        for (let round = 0; round < 10; round++) {
          const started = performance.now();
          await client.query(statement.text, statement.params);
          times.push(performance.now() - started);
        }
        console.log(`${ms(p50(times))} alone, p50 of 10: ${statement.text.slice(0, 400)}`);
        if (!/"drums"/.test(statement.text)) continue;
        const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params);
        console.log(plan.rows.map((r: any) => r['QUERY PLAN']).join('\n'));
      }
    }
  }

  for (const testCase of cases) await compare(testCase);

  // (c) The reminder job over the whole pool, from the seeded state each run.
  const dueSql = sql`
    select s.id, s.returner_company_id, s.address, d.number, s.rent_free_until, s.forfeits_on
    from drum_stints s join drums d on d.id = s.drum_id
    where s.status <> 'returned' and s.costs_from <= ${at}::timestamptz + make_interval(days => ${REMINDER_DAYS + 1}) and (
      (s.status = 'on_site' and s.rent_reminder_sent_at is null and s.monthly_rent_cents > 0
        and s.rent_free_until > ${at}::timestamptz and s.rent_free_until <= ${at}::timestamptz + make_interval(days => ${REMINDER_DAYS}))
      or (s.status = 'on_site' and s.forfeit_reminder_sent_at is null and s.forfeit_cents > 0
        and s.forfeits_on > ${at}::timestamptz and s.forfeits_on <= ${at}::timestamptz + make_interval(days => ${REMINDER_DAYS}))
      or (s.rent_started_event_at is null and s.monthly_rent_cents > 0 and s.rent_free_until <= ${at}::timestamptz))`;
  const reset = async () => {
    await db.execute(sql`update drum_stints set
        rent_reminder_sent_at = case when rent_reminder_sent_at = ${at}::timestamptz then null else rent_reminder_sent_at end,
        forfeit_reminder_sent_at = case when forfeit_reminder_sent_at = ${at}::timestamptz then null else forfeit_reminder_sent_at end,
        rent_started_event_at = case when rent_started_event_at = ${at}::timestamptz then null else rent_started_event_at end
      where ${at}::timestamptz in (rent_reminder_sent_at, forfeit_reminder_sent_at, rent_started_event_at)`);
    await db.execute(sql`delete from drum_reminder_mails`);
    await db.execute(sql`delete from mail_outbox`);
    await db.execute(sql`delete from notifications`);
    await db.execute(sql`VACUUM ANALYZE drum_stints`);
  };
  const jobTimes: number[] = [];
  const dueTimes: number[] = [];
  let due = 0;
  let done = { mails: 0, rentStarted: 0, notifications: 0 };
  for (let run = 0; run < jobRuns; run++) {
    let started = performance.now();
    due = rowsOf(await db.execute(dueSql)).length;
    dueTimes.push(performance.now() - started);
    started = performance.now();
    const result = await runDrumReminders(db, { appUrl: TEST_ORIGIN, days: REMINDER_DAYS }, now);
    jobTimes.push(performance.now() - started);
    done = { mails: result.mails, rentStarted: result.rentStarted, notifications: result.notifications.length };
    if (!result.mails) throw new Error('the reminder job sent no mail');
    await reset();
  }
  const [jobMs, dueMs] = [p50(jobTimes), p50(dueTimes)];
  const jobMet = jobMs < TARGET_JOB_MS;
  if (!jobMet && count >= TARGET_COUNT) failed = true;
  console.log(
    `reminder job over ${count} drums (${due} stints due): ${jobTimes.map(ms).join(', ')}; ` +
      `${done.mails} mails, ${done.notifications} notifications, ${done.rentStarted} rent starts; ` +
      `the due stints' select ${dueTimes.map(ms).join(', ')}`,
  );
  summaryRow({
    figure: `reminder job, ${due} of ${count} drums due, ${done.mails} mails (median of ${jobRuns})`,
    ours: ms(jobMs),
    baseline: ms(dueMs),
    ratio: ratioOf(jobMs, dueMs),
    target: `< ${TARGET_JOB_MS / 1000} s`,
    met: jobMet,
  });
} finally {
  await t.close();
}
process.exit(failed ? 1 : 0);
