// Tracked drums' money on the monthly statements (docs/tracked-drums.md, "Money"): the rent of
// each started month past the rent-free days, the forfeit charge, and the forfeit reversed when a
// forfeited drum comes back (and the forfeit again when that return is rolled back), each a line
// naming its drum. What a stint owes comes from the clock (domain/drumClock.ts); here it is
// written, set-based: one read of the stints that may owe something new, one insert of every
// line, whatever the number of drums. A line is written once
// per stint, kind and `chargedFor` (the statement lines' unique key), so building a statement
// again, or two builders at once, writes nothing twice.
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';
import { buybackStatementLines, drums, drumStints } from '../../db/schema';
import { type DrumCharge, drumCharges } from '../../domain/drumClock';
import { draftStatementsFor, refreshTotals } from '../buyback/crediting';

/**
 * A rent month starts at least this long after the one before (February's 28 days): a stint
 * whose latest rent line is younger owes no new rent yet, and the read leaves it out.
 */
const SHORTEST_MONTH_DAYS = 28;

type Candidate = {
  id: number;
  returner_company_id: number;
  number: string;
  status: string;
  delivered_at: Date | string;
  rent_free_until: Date | string | null;
  forfeits_on: Date | string | null;
  monthly_rent_cents: number | string;
  forfeit_cents: number | string;
  returned_at: Date | string | null;
  last_rent: Date | string | null;
  /** The `chargedFor` of the stint's forfeit lines, and of its reversals, in ms; the reversals' days. */
  forfeits: Json;
  reversals: Json;
  reversal_days: Json;
};

/** A JSON array of epoch milliseconds as the driver gives it: parsed (node-postgres, PGlite) or as text. */
type Json = number[] | string;
const millis = (value: Json): number[] => (typeof value === 'string' ? JSON.parse(value) : value).map(Number);

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const orNull = (value: Date | string | null) => (value === null ? null : asDate(value));

/**
 * Writes onto the drafts every drum line owed by `now` not yet on a statement (of one company, or
 * of all), each on the draft of its day's month or the first one after it still open; totals
 * rewritten from the lines. Answers the number of lines added.
 */
async function chargeDrums(
  tx: Executor,
  scope: { returnerCompanyId?: number } = {},
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  const company =
    scope.returnerCompanyId === undefined ? sql`true` : sql`s.returner_company_id = ${scope.returnerCompanyId}`;
  // Open stints that cost money by now and whose every forfeit line is reversed, if any (a
  // forfeited drum owes nothing more until it comes back; one whose return was rolled back owes
  // its forfeit again), unless their latest rent line is younger than the shortest month
  // and no forfeit is due; and returned stints not settled since their return. Each with what its
  // lines already say: a build writes every line owed at once, so the rent months after the
  // latest one written are the new ones.
  const read = await tx.execute(sql`
    with stint as (
      select s.id, s.returner_company_id, d.number, s.status, s.delivered_at, s.rent_free_until, s.forfeits_on,
        s.monthly_rent_cents, s.forfeit_cents, s.returned_at,
        (select max(r.charged_for) from ${buybackStatementLines} r
          where r.drum_stint_id = s.id and r.kind = 'rent') as last_rent,
        coalesce((select json_agg((extract(epoch from f.charged_for) * 1000)::bigint) from ${buybackStatementLines} f
          where f.drum_stint_id = s.id and f.kind = 'forfeit'), '[]'::json) as forfeits,
        coalesce((select json_agg((extract(epoch from v.charged_for) * 1000)::bigint) from ${buybackStatementLines} v
          where v.drum_stint_id = s.id and v.kind = 'forfeit_reversal'), '[]'::json) as reversals,
        coalesce((select json_agg((extract(epoch from v.collected_at) * 1000)::bigint) from ${buybackStatementLines} v
          where v.drum_stint_id = s.id and v.kind = 'forfeit_reversal'), '[]'::json) as reversal_days
      from ${drumStints} s join ${drums} d on d.id = s.drum_id
      where ${company} and (
        (s.status <> 'returned' and s.costs_from <= ${at}::timestamptz)
        or (s.status = 'returned' and (s.charges_settled_at is null or s.charges_settled_at < s.returned_at)))
    )
    select * from stint where status = 'returned' or (json_array_length(forfeits) <= json_array_length(reversals) and (
      (forfeit_cents > 0 and forfeits_on <= ${at}::timestamptz) or last_rent is null
      or last_rent <= ${at}::timestamptz - make_interval(days => ${SHORTEST_MONTH_DAYS})))`);
  const candidates = rowsOf<Candidate>(read);
  if (!candidates.length) return 0;

  const owed: { stint: Candidate; charge: DrumCharge }[] = [];
  for (const stint of candidates) {
    const lastRent = orNull(stint.last_rent);
    const charges = drumCharges(
      {
        deliveredAt: asDate(stint.delivered_at),
        rentFreeUntil: orNull(stint.rent_free_until),
        forfeitsOn: orNull(stint.forfeits_on),
        monthlyRentCents: Number(stint.monthly_rent_cents),
        forfeitCents: Number(stint.forfeit_cents),
      },
      now,
      stint.status === 'returned' ? orNull(stint.returned_at) : null,
    );
    const forfeits = millis(stint.forfeits);
    const reversals = millis(stint.reversals);
    // The forfeit lines standing (not reversed), by what they charge: a reversal names its forfeit.
    const standing = forfeits.filter((chargedFor) => !reversals.includes(chargedFor));
    for (const charge of charges) {
      if (charge.kind === 'rent') {
        // The clock counts months in UTC on every instance, so a month already written has the very
        // same start: those after the latest written are the new ones.
        if (lastRent === null || charge.chargedFor > lastRent) owed.push({ stint, charge });
      } else if (charge.kind === 'forfeit') {
        if (standing.length) continue;
        if (!forfeits.length) {
          owed.push({ stint, charge });
          standing.push(Number(charge.chargedFor));
        } else if (stint.status !== 'returned') {
          // Charged and reversed, and the drum is on a site again (its return was rolled back): the
          // forfeit again, named by the day of the return taken back, so every builder writes the same line.
          const returned = new Date(Math.max(...millis(stint.reversal_days)));
          owed.push({ stint, charge: { ...charge, chargedFor: returned, on: now } });
        }
      } else {
        // Back on a site after its forfeit: each forfeit standing is reversed on the return's day.
        for (const chargedFor of standing.splice(0))
          owed.push({ stint, charge: { ...charge, chargedFor: new Date(chargedFor) } });
      }
    }
  }

  let added = 0;
  if (owed.length) {
    const statementIds = await draftStatementsFor(
      tx,
      owed.map(({ stint, charge }) => ({ returnerCompanyId: stint.returner_company_id, on: charge.on })),
    );
    const lines = owed.map(({ stint, charge }, index) => ({
      statement_id: statementIds[index],
      kind: charge.kind,
      drum_stint_id: stint.id,
      drum_number: stint.number,
      charged_for: charge.chargedFor.toISOString(),
      on: charge.on.toISOString(),
      amount_cents: charge.amountCents,
    }));
    // A line already written (an earlier build, or another builder meanwhile) meets the unique key and is skipped.
    const inserted = await tx.execute(sql`
      insert into ${buybackStatementLines} (statement_id, kind, drum_stint_id, drum_number, charged_for,
        reference_number, collected_at, "full", minor_damage, scrap, missing, amount_cents)
      select l.statement_id, l.kind, l.drum_stint_id, l.drum_number, l.charged_for,
        l.drum_number, l.on, 0, 0, 0, 0, l.amount_cents
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        as l(statement_id int, kind text, drum_stint_id int, drum_number text, charged_for timestamptz,
          "on" timestamptz, amount_cents bigint)
      on conflict (drum_stint_id, kind, charged_for) do nothing
      returning statement_id`);
    const rows = rowsOf<{ statement_id: number }>(inserted);
    added = rows.length;
    await refreshTotals(tx, [...new Set(rows.map((row) => row.statement_id))], now);
  }

  // A returned stint owes nothing after its lines above: later builds leave it out.
  const settled = candidates.filter((stint) => stint.status === 'returned').map((stint) => stint.id);
  if (settled.length)
    await tx.execute(sql`
      update ${drumStints} set charges_settled_at = ${at}::timestamptz
      where id = any(${`{${settled.join(',')}}`}::int[])`);
  return added;
}

/** For readers of statements: every drum line owed so far written first, in a transaction of its own. */
export function chargeBeforeReading(db: Executor, scope: { returnerCompanyId?: number } = {}, now = new Date()) {
  return db.transaction((tx) => chargeDrums(tx, scope, now));
}
