// The admins' buyback reports, each one grouped SQL statement over the proof of
// collection and the statements: drums collected per month by type and condition, per zone and
// per transport company; the median days from submission to collection; buyback value credited
// and paid; material returned to reuse (kg of drums found full or with minor damage).
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';
import { monthRange, monthsBetween } from '../../domain/buyback';

export type ReportMonth = {
  month: string;
  drumsCollected: number;
  pickupsCollected: number;
  medianDaysToCollection: number | null;
  creditedCents: number;
  paidCents: number;
  reusedKg: number;
};
export type ReportTypeRow = {
  month: string;
  drumTypeName: string;
  full: number;
  minorDamage: number;
  scrap: number;
  missing: number;
};
export type ReportGroupRow = { month: string; name: string; drums: number };
export type BuybackReport = {
  from: string;
  to: string;
  months: ReportMonth[];
  byType: ReportTypeRow[];
  byZone: ReportGroupRow[];
  byTransportCompany: ReportGroupRow[];
};

/** The report of the months `from`..`to` (UTC calendar months, as statements count them). */
export async function buybackReport(db: Executor, from: string, to: string): Promise<BuybackReport> {
  const start = monthRange(from).from;
  const end = monthRange(to).to;
  const month = sql`to_char(c.collected_at at time zone 'UTC', 'YYYY-MM')`;
  const inRange = sql`c.collected_at >= ${start.toISOString()}::timestamptz and c.collected_at < ${end.toISOString()}::timestamptz`;

  const collected = rowsOf<{
    month: string;
    pickups: string | number;
    median_days: string | number | null;
    credited: string | number;
  }>(
    await db.execute(sql`
      select ${month} as month, count(*) as pickups,
        percentile_cont(0.5) within group (
          order by extract(epoch from (c.collected_at - coalesce(r.confirmed_at, r.created_at))) / 86400.0) as median_days,
        coalesce(sum(c.credit_cents), 0) as credited
      from pickup_collections c join pickup_requests r on r.id = c.pickup_request_id
      where ${inRange}
      group by 1`),
  );
  const drums = rowsOf<{ month: string; drums: string | number; reused: string | number }>(
    await db.execute(sql`
      select ${month} as month, sum(l.full + l.minor_damage + l.scrap) as drums,
        sum((l.full + l.minor_damage) * coalesce(l.weight_kg, 0)) as reused
      from pickup_collection_lines l join pickup_collections c on c.id = l.collection_id
      where ${inRange}
      group by 1`),
  );
  const paid = rowsOf<{ month: string; paid: string | number }>(
    await db.execute(sql`
      select month, coalesce(sum(total_cents), 0) as paid from buyback_statements
      where status = 'paid' and month >= ${from} and month <= ${to} group by month`),
  );
  const byType = rowsOf<{
    month: string;
    type: string;
    full: string | number;
    minor: string | number;
    scrap: string | number;
    missing: string | number;
  }>(
    await db.execute(sql`
      select ${month} as month, t.name as type, sum(l.full) as full, sum(l.minor_damage) as minor,
        sum(l.scrap) as scrap, sum(l.missing) as missing
      from pickup_collection_lines l
        join pickup_collections c on c.id = l.collection_id
        join drum_specs s on s.id = l.drum_spec_id
        join drum_types t on t.id = s.drum_type_id
      where ${inRange}
      group by 1, 2 order by 1, 2`),
  );
  const grouped = async (name: ReturnType<typeof sql>, join: ReturnType<typeof sql>) =>
    rowsOf<{ month: string; name: string | null; drums: string | number }>(
      await db.execute(sql`
        select ${month} as month, ${name} as name, sum(l.full + l.minor_damage + l.scrap) as drums
        from pickup_collection_lines l
          join pickup_collections c on c.id = l.collection_id
          join pickup_requests r on r.id = c.pickup_request_id
          ${join}
        where ${inRange}
        group by 1, 2 order by 1, 2`),
    ).map((row) => ({ month: row.month, name: row.name ?? 'None', drums: Number(row.drums) }));

  const byMonth = new Map(collected.map((row) => [row.month, row]));
  const drumsByMonth = new Map(drums.map((row) => [row.month, row]));
  const paidByMonth = new Map(paid.map((row) => [row.month, Number(row.paid)]));
  return {
    from,
    to,
    months: monthsBetween(from, to).map((key) => {
      const row = byMonth.get(key);
      return {
        month: key,
        drumsCollected: Number(drumsByMonth.get(key)?.drums ?? 0),
        pickupsCollected: Number(row?.pickups ?? 0),
        medianDaysToCollection:
          row?.median_days === null || row?.median_days === undefined
            ? null
            : Math.round(Number(row.median_days) * 10) / 10,
        creditedCents: Number(row?.credited ?? 0),
        paidCents: paidByMonth.get(key) ?? 0,
        reusedKg: Math.round(Number(drumsByMonth.get(key)?.reused ?? 0) * 10) / 10,
      };
    }),
    byType: byType.map((row) => ({
      month: row.month,
      drumTypeName: row.type,
      full: Number(row.full),
      minorDamage: Number(row.minor),
      scrap: Number(row.scrap),
      missing: Number(row.missing),
    })),
    byZone: await grouped(sql`z.name`, sql`left join zones z on z.id = r.zone_id`),
    byTransportCompany: await grouped(
      sql`tc.name`,
      sql`left join transport_companies tc on tc.id = c.transport_company_id`,
    ),
  };
}
