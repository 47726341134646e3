// The admins' tracked-drum reports (docs/tracked-drums.md): drums on site by age per company and
// per zone, the median days from delivery to return, the return rate by month, the sites with
// drums waiting and the overdue drums. Each figure is one grouped statement; the zones of the
// sites are found in memory over the distinct positions (zones are polygons kept as JSON).
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';
import { zones } from '../../db/schema';
import { monthRange, monthsBetween } from '../../domain/buyback';
import { drumAgeBucket, isForfeited, rentCentsSoFar } from '../../domain/drumClock';
import type { Locale } from '../../domain/i18n/locales';
import { exportedCell } from '../../domain/spreadsheetText';
import { findZoneForPoint } from '../../domain/zones';
import { loadExcel } from '../excel/loadExcel';
import { translate } from '../i18n';

const AGE_BUCKETS = ['upTo90', 'upTo180', 'upTo365', 'over365'] as const;
type AgeBucket = (typeof AGE_BUCKETS)[number];
export type DrumAgeRow = Record<AgeBucket, number> & { name: string; total: number };
export type DrumReturnMonth = { month: string; delivered: number; returned: number; rate: number | null };
export type DrumSiteRow = {
  companyName: string;
  address: string;
  latitude: number;
  longitude: number;
  drums: number;
};
export type TrackedDrumReport = {
  from: string;
  to: string;
  onSite: number;
  byCompany: DrumAgeRow[];
  byZone: DrumAgeRow[];
  medianDaysToReturn: number | null;
  months: DrumReturnMonth[];
  sites: DrumSiteRow[];
};
export type OverdueDrum = {
  number: string;
  specName: string;
  companyName: string;
  address: string;
  deliveredAt: Date;
  costsFrom: Date;
  forfeited: boolean;
  chargeCents: number;
};
export type OverduePage = { totalCount: number; items: OverdueDrum[]; nextOffset: number | null };

/** The map shows at most this many sites, the fullest first: more markers tell an admin nothing more. */
const MAX_SITES = 5000;
export const MAX_OVERDUE_PAGE = 100;
/** The workbook lists at most this many overdue drums, most overdue first. */
const MAX_EXPORTED_OVERDUE = 10_000;
const DAY = 86_400_000;

const num = (value: string | number | null) => (value === null ? 0 : Number(value));

const emptyAges = (name: string): DrumAgeRow => ({ name, total: 0, upTo90: 0, upTo180: 0, upTo365: 0, over365: 0 });

/** Whole UTC calendar days from `day` (YYYY-MM-DD) to `now`. */
export const daysSince = (day: string, now: Date) =>
  Math.max(
    0,
    Math.floor(
      (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - Date.parse(`${day}T00:00:00Z`)) / DAY,
    ),
  );

/** Adds `count` drums delivered on `day` to the row of `key` (a company's or zone's id), named `name`. */
function addAges(rows: Map<string, DrumAgeRow>, key: string, name: string, day: string, count: number, now: Date) {
  const row = rows.get(key) ?? emptyAges(name);
  row[drumAgeBucket(daysSince(day, now)) as AgeBucket] += count;
  row.total += count;
  rows.set(key, row);
}

const byTotal = (a: DrumAgeRow, b: DrumAgeRow) => b.total - a.total || a.name.localeCompare(b.name);

/**
 * The report of the months `from`..`to` (UTC calendar months) for the returns; the drums on site
 * and the sites are as they are at `now`. `noZone` names the sites outside every zone.
 */
export async function trackedDrumReport(
  db: Executor,
  from: string,
  to: string,
  now: Date,
  noZone: string,
): Promise<TrackedDrumReport> {
  const start = monthRange(from).from.toISOString();
  const end = monthRange(to).to.toISOString();

  // One row per company, site and delivery day of the drums still out: far fewer than the drums.
  const open = rowsOf<{
    company_id: number;
    company: string;
    address: string;
    latitude: number | null;
    longitude: number | null;
    day: string;
    drums: string | number;
  }>(
    await db.execute(sql`
      select c.id as company_id, c.name as company, s.address, s.latitude, s.longitude,
        to_char(s.delivered_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as drums
      from drum_stints s join returner_companies c on c.id = s.returner_company_id
      where s.status <> 'returned'
      group by c.id, c.name, s.address, s.latitude, s.longitude, 6`),
  );
  const zoneList = await db
    .select({ id: zones.id, zoneNumber: zones.zoneNumber, name: zones.name, boundary: zones.boundary })
    .from(zones);
  const zoneAt = new Map<string, { key: string; name: string }>();
  const zoneOf = (lat: number | null, lng: number | null) => {
    const at = `${lat},${lng}`;
    let zone = zoneAt.get(at);
    if (!zone) {
      const found = findZoneForPoint(zoneList, lat, lng);
      zone = found ? { key: String(found.id), name: found.name } : { key: 'none', name: noZone };
      zoneAt.set(at, zone);
    }
    return zone;
  };
  const companies = new Map<string, DrumAgeRow>();
  const zoneRows = new Map<string, DrumAgeRow>();
  const sites = new Map<string, DrumSiteRow>();
  let onSite = 0;
  for (const row of open) {
    const drums = num(row.drums);
    onSite += drums;
    addAges(companies, String(row.company_id), row.company, row.day, drums, now);
    const zone = zoneOf(row.latitude, row.longitude);
    addAges(zoneRows, zone.key, zone.name, row.day, drums, now);
    if (row.latitude === null || row.longitude === null) continue;
    const key = JSON.stringify([row.company_id, row.address, row.latitude, row.longitude]);
    const site = sites.get(key) ?? {
      companyName: row.company,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      drums: 0,
    };
    site.drums += drums;
    sites.set(key, site);
  }

  const [median] = rowsOf<{ median_days: string | number | null }>(
    await db.execute(sql`
      select percentile_cont(0.5) within group (
        order by extract(epoch from (returned_at - delivered_at)) / 86400.0) as median_days
      from drum_stints
      where returned_at >= ${start}::timestamptz and returned_at < ${end}::timestamptz`),
  );
  const delivered = rowsOf<{ month: string; drums: string | number }>(
    await db.execute(sql`
      select to_char(delivered_at at time zone 'UTC', 'YYYY-MM') as month, count(*) as drums
      from drum_stints
      where delivered_at >= ${start}::timestamptz and delivered_at < ${end}::timestamptz
      group by 1`),
  );
  const returned = rowsOf<{ month: string; drums: string | number }>(
    await db.execute(sql`
      select to_char(returned_at at time zone 'UTC', 'YYYY-MM') as month, count(*) as drums
      from drum_stints
      where returned_at >= ${start}::timestamptz and returned_at < ${end}::timestamptz
      group by 1`),
  );
  const deliveredIn = new Map(delivered.map((row) => [row.month, num(row.drums)]));
  const returnedIn = new Map(returned.map((row) => [row.month, num(row.drums)]));
  const medianDays = median?.median_days;

  return {
    from,
    to,
    onSite,
    byCompany: [...companies.values()].sort(byTotal),
    byZone: [...zoneRows.values()].sort(byTotal),
    medianDaysToReturn:
      medianDays === null || medianDays === undefined ? null : Math.round(Number(medianDays) * 10) / 10,
    months: monthsBetween(from, to).map((month) => {
      const d = deliveredIn.get(month) ?? 0;
      const r = returnedIn.get(month) ?? 0;
      return { month, delivered: d, returned: r, rate: d === 0 ? null : Math.round((r / d) * 1000) / 1000 };
    }),
    sites: [...sites.values()].sort((a, b) => b.drums - a.drums).slice(0, MAX_SITES),
  };
}

/**
 * The drums still out that cost their holder money at `now` (rent started, or charged in full),
 * the one that started costing first leading; `limit` at most MAX_OVERDUE_PAGE from `offset`.
 */
export async function overdueDrums(db: Executor, now: Date, offset: number, limit: number): Promise<OverduePage> {
  const at = now.toISOString();
  const [{ total }] = rowsOf<{ total: string | number }>(
    await db.execute(sql`
      select count(*) as total from drum_stints
      where status <> 'returned' and costs_from is not null and costs_from <= ${at}::timestamptz`),
  );
  const rows = rowsOf<{
    number: string;
    spec: string;
    company: string;
    address: string;
    delivered_at: string | Date;
    costs_from: string | Date;
    rent_free_until: string | Date | null;
    forfeits_on: string | Date | null;
    monthly_rent_cents: string | number;
    forfeit_cents: string | number;
  }>(
    await db.execute(sql`
      select d.number, sp.name as spec, c.name as company, s.address, s.delivered_at, s.costs_from,
        s.rent_free_until, s.forfeits_on, s.monthly_rent_cents, s.forfeit_cents
      from drum_stints s
        join drums d on d.id = s.drum_id
        join drum_specs sp on sp.id = s.drum_spec_id
        join returner_companies c on c.id = s.returner_company_id
      where s.status <> 'returned' and s.costs_from is not null and s.costs_from <= ${at}::timestamptz
      order by s.costs_from asc, s.id asc
      limit ${limit} offset ${offset}`),
  );
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  const items = rows.map((row): OverdueDrum => {
    const stint = {
      deliveredAt: date(row.delivered_at)!,
      rentFreeUntil: date(row.rent_free_until),
      forfeitsOn: date(row.forfeits_on),
      monthlyRentCents: num(row.monthly_rent_cents),
      forfeitCents: num(row.forfeit_cents),
    };
    const forfeited = isForfeited(stint, now);
    return {
      number: row.number,
      specName: row.spec,
      companyName: row.company,
      address: row.address,
      deliveredAt: stint.deliveredAt,
      costsFrom: date(row.costs_from)!,
      forfeited,
      chargeCents: rentCentsSoFar(stint, now) + (forfeited ? stint.forfeitCents : 0),
    };
  });
  const totalCount = num(total);
  return { totalCount, items, nextOffset: offset + items.length < totalCount ? offset + items.length : null };
}

/**
 * The report as a workbook in `locale`: a sheet per table (by company, by zone, returns by month,
 * overdue drums). Small enough to write here: the overdue sheet stops at MAX_EXPORTED_OVERDUE rows.
 */
export async function writeTrackedDrumReportXlsx(
  db: Executor,
  report: TrackedDrumReport,
  now: Date,
  locale: Locale,
  output: Writable,
): Promise<void> {
  const say = (key: string, values?: Record<string, unknown>) => translate(locale, `drumAdmin.reports.${key}`, values);
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Drum Returns';
  const sheet = (name: string, headers: string[], rows: (string | number | null)[][]) => {
    const ws = workbook.addWorksheet(name);
    ws.addRow(headers).font = { bold: true };
    ws.views = [{ state: 'frozen', ySplit: 1 }];
    // Names and addresses are input: a cell that reads like a formula stays text.
    for (const row of rows) ws.addRow(row.map((cell) => (typeof cell === 'string' ? exportedCell(cell) : cell)));
    ws.columns.forEach((column, index) => (column.width = Math.max(12, (headers[index] ?? '').length + 2)));
  };
  const ageHeaders = AGE_BUCKETS.map((bucket) => say(`buckets.${bucket}`));
  const ageRows = (rows: DrumAgeRow[]) => rows.map((row) => [row.name, ...AGE_BUCKETS.map((b) => row[b]), row.total]);
  sheet(say('sheets.byCompany'), [say('company'), ...ageHeaders, say('total')], ageRows(report.byCompany));
  sheet(say('sheets.byZone'), [say('zone'), ...ageHeaders, say('total')], ageRows(report.byZone));
  sheet(
    say('sheets.months'),
    [say('month'), say('delivered'), say('returned'), say('rate')],
    [
      ...report.months.map((m) => [m.month, m.delivered, m.returned, m.rate]),
      [say('medianDays'), report.medianDaysToReturn, null, null],
    ],
  );
  const overdue = (await overdueDrums(db, now, 0, MAX_EXPORTED_OVERDUE)).items;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  sheet(
    say('sheets.overdue'),
    [say('number'), say('spec'), say('company'), say('site'), say('deliveredOn'), say('costsSince'), say('charge')],
    overdue.map((drum) => [
      drum.number,
      drum.specName,
      drum.companyName,
      drum.address,
      day(drum.deliveredAt),
      day(drum.costsFrom),
      drum.chargeCents / 100,
    ]),
  );
  await workbook.xlsx.write(output);
}
