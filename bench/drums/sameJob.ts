// The tracked-drums benchmark's baseline, doing the same job as the app by hand: it takes the same
// HTTP request (POST /graphql with the session cookie and the query's variables), checks the
// session with one statement, reads the page and its count with one hand-written statement, and
// answers the same JSON the GraphQL answer has (global ids, enum values, ISO dates, cursors,
// pageInfo). No framework, no GraphQL, no ORM: what our stack is compared against, as
// bench/lists/rawServer.ts is for the lists. The bench checks that both answers are equal.
import { createHmac } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { formatReferenceNumber } from '../../domain/referenceNumber';
import { cursorKey } from '../../schema/cursors';
import { hashToken } from '../../services/auth/tokens';

type Rows = { rows?: Record<string, unknown>[] };
const rowsOf = (result: unknown) =>
  ((result as Rows).rows ?? (result as Record<string, unknown>[])) as Record<string, any>[];

/** Which page the request asks for: the returner's Drums on site or the admin's list. */
export type SameJobPage = 'drums-on-site' | 'admin';

/** The rent a stint has cost by now, one month's rent per started month (stopped by its return and its forfeit). */
const rentSoFarSql = sql`case when s.monthly_rent_cents > 0 and s.rent_free_until <= now()
    and least(now(), s.returned_at, case when s.forfeit_cents > 0 then s.forfeits_on end) > s.rent_free_until
  then s.monthly_rent_cents * (1 + (
    extract(year from age(least(now(), s.returned_at, case when s.forfeit_cents > 0 then s.forfeits_on end) - interval '1 millisecond', s.rent_free_until)) * 12
    + extract(month from age(least(now(), s.returned_at, case when s.forfeit_cents > 0 then s.forfeits_on end) - interval '1 millisecond', s.rent_free_until)))::int)
  else 0 end`;

/** A page of 100 drums by urgency (one more to know of a next page) with the fields the lists show, and the count. */
const pageSql = (where: SQL) => sql`
  select (select count(*) from drums d where ${where}) as total, d.id, d.number, d.status, c.name as holder,
    s.address, s.delivered_at, s.rent_free_until, s.forfeits_on, s.monthly_rent_cents, s.forfeit_cents,
    ${rentSoFarSql} as rent_cents_so_far, sp.id as spec_id, sp.name as spec, t.id as drum_type_id,
    t.name as drum_type, d.pickup_request_id, d.urgency_at
  from drums d
    left join drum_stints s on s.id = d.current_stint_id
    join drum_specs sp on sp.id = d.drum_spec_id
    left join drum_types t on t.id = sp.drum_type_id
    left join returner_companies c on c.id = d.holder_company_id
  where ${where}
  order by d.urgency_at, d.id
  limit 101`;

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

/** The connection's cursor for a drum, its place in the order (urgency, id), signed for the list as the API signs it. */
function cursorOf(key: Buffer, row: Record<string, any>) {
  const place = [`D:${new Date(row.urgency_at).getTime()}`, `N:${row.id}`];
  const cursor = Buffer.from(`DC:T:${JSON.stringify(place)}`).toString('base64');
  const signature = createHmac('sha256', key).update(`Query.drums\n${cursor}`).digest('base64url').slice(0, 22);
  return `${cursor}.${signature}`;
}

/** The where clause of the request's page, or null when the caller may not read it. */
function whereOf(
  page: SameJobPage,
  viewer: { role: string; returner_company_id: number | null },
  variables: Record<string, any>,
): SQL | null {
  if (page === 'drums-on-site') {
    if (viewer.role !== 'returner') return null;
    return sql`d.holder_company_id = ${viewer.returner_company_id} and d.status in ('on_site', 'booked')`;
  }
  if (viewer.role !== 'admin') return null;
  const parts: SQL[] = [sql`true`];
  if (variables.status) parts.push(sql`d.status = ${String(variables.status).toLowerCase()}`);
  if (variables.dueBefore) parts.push(sql`d.urgency_at < ${variables.dueBefore}::timestamptz`);
  if (variables.search)
    parts.push(sql`d.number_key ilike ${`%${String(variables.search).replace(/\s+/g, '').toUpperCase()}%`}`);
  return sql.join(parts, sql` and `);
}

/** The answer's node for a row, with the fields its page's query asks for, in the query's order. */
function nodeOf(page: SameJobPage, row: Record<string, any>) {
  const request = row.pickup_request_id
    ? { referenceNumberFormatted: formatReferenceNumber(row.pickup_request_id) }
    : null;
  if (page === 'admin')
    return {
      id: encodeGlobalID('Drum', row.id),
      number: row.number,
      status: String(row.status).toUpperCase(),
      holder: row.holder == null ? null : { name: row.holder },
      site: row.address == null ? null : { address: row.address },
      deliveredAt: iso(row.delivered_at),
      rentFreeUntil: iso(row.rent_free_until),
      forfeitsOn: iso(row.forfeits_on),
      rentCentsSoFar: Number(row.rent_cents_so_far),
      drumSpec: { name: row.spec },
      pickupRequest: request,
    };
  return {
    id: encodeGlobalID('Drum', row.id),
    number: row.number,
    status: String(row.status).toUpperCase(),
    site: row.address == null ? null : { address: row.address },
    drumSpec: {
      name: row.spec,
      drumType:
        row.drum_type_id == null ? null : { name: row.drum_type, id: encodeGlobalID('DrumType', row.drum_type_id) },
      id: encodeGlobalID('DrumSpec', row.spec_id),
    },
    deliveredAt: iso(row.delivered_at),
    rentFreeUntil: iso(row.rent_free_until),
    forfeitsOn: iso(row.forfeits_on),
    monthlyRentCents: Number(row.monthly_rent_cents ?? 0),
    forfeitCents: Number(row.forfeit_cents ?? 0),
    rentCentsSoFar: Number(row.rent_cents_so_far),
    pickupRequest: request && {
      databaseId: row.pickup_request_id,
      ...request,
      id: encodeGlobalID('PickupRequest', row.pickup_request_id),
    },
    __typename: 'Drum',
  };
}

/** Answers a POST /graphql for the page as the app would, by hand. */
export function sameJobHandler(db: Database, page: SameJobPage) {
  return async (request: Request): Promise<Response> => {
    const token = /(?:^|;\s*)dr_session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
    const { variables = {} } = (await request.json()) as { variables?: Record<string, unknown> };
    const [viewer] = token
      ? rowsOf(
          await db.execute(sql`select u.role, u.returner_company_id from sessions s join users u on u.id = s.user_id
            where s.token_hash = ${hashToken(decodeURIComponent(token))} and s.expires_at > now()
              and u.active and u.approved`),
        )
      : [];
    const where = viewer && whereOf(page, viewer as never, variables);
    if (!where) return Response.json({ errors: [{ message: 'Not signed in' }] }, { status: 401 });
    const rows = rowsOf(await db.execute(pageSql(where)));
    const shown = rows.slice(0, 100);
    const key = await cursorKey(db);
    const edges = shown.map((row) => ({ node: nodeOf(page, row), cursor: cursorOf(key, row) }));
    const total = Number(rows[0]?.total ?? 0);
    const drums =
      page === 'admin'
        ? { totalCount: total, edges: edges.map(({ node }) => ({ node })) }
        : {
            totalCount: total,
            edges,
            pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > 100 },
          };
    return Response.json({ data: { drums } });
  };
}
