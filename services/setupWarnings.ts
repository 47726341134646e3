// The admin dashboard's warnings (domain/setupWarnings.ts): one statement per kind, each giving the
// count and the first few records by name (a window count beside a LIMIT).
import { and, asc, isNull, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  drumSpecs,
  drumTypes,
  pickupRequests,
  transportCompanies,
  transportCompanyContacts,
  transportCompanyZones,
  zones,
} from '../db/schema';
import { formatReferenceNumber } from '../domain/referenceNumber';
import { SETUP_WARNING_NAMED, type SetupWarning, type SetupWarningItem, setupWarning } from '../domain/setupWarnings';
import { CLOSED_PICKUP_STATUSES } from '../domain/statusGroups';
import { ZONE_MIN_POINTS } from '../domain/zones';

type Counted = { id: number; name: string; total: number };

const counted = (rows: Counted[]): [number, SetupWarningItem[]] => [
  Number(rows[0]?.total ?? 0),
  rows.map(({ id, name }) => ({ id, name })),
];

const total = sql<number>`count(*) over ()`.mapWith(Number);

export async function setupWarnings(db: Executor): Promise<SetupWarning[]> {
  const zoneName = sql<string>`'Zone ' || ${zones.zoneNumber} || ' - ' || ${zones.name}`;
  const [requests, unbounded, unserved, contactless, specless] = await Promise.all([
    db
      .select({ id: pickupRequests.id, name: sql<string>`''`, total })
      .from(pickupRequests)
      .where(and(isNull(pickupRequests.zoneId), notInArray(pickupRequests.status, [...CLOSED_PICKUP_STATUSES])))
      .orderBy(asc(pickupRequests.id))
      .limit(SETUP_WARNING_NAMED),
    db
      .select({ id: zones.id, name: zoneName, total })
      .from(zones)
      .where(or(isNull(zones.boundary), sql`jsonb_array_length(${zones.boundary}) < ${ZONE_MIN_POINTS}`))
      .orderBy(asc(zones.zoneNumber), asc(zones.id))
      .limit(SETUP_WARNING_NAMED),
    db
      .select({ id: zones.id, name: zoneName, total })
      .from(zones)
      .where(
        notExists(
          db
            .select({ one: sql`1` })
            .from(transportCompanyZones)
            .where(sql`${transportCompanyZones.zoneId} = ${zones.id}`),
        ),
      )
      .orderBy(asc(zones.zoneNumber), asc(zones.id))
      .limit(SETUP_WARNING_NAMED),
    db
      .select({ id: transportCompanies.id, name: transportCompanies.name, total })
      .from(transportCompanies)
      .where(
        notExists(
          db
            .select({ one: sql`1` })
            .from(transportCompanyContacts)
            .where(sql`${transportCompanyContacts.transportCompanyId} = ${transportCompanies.id}`),
        ),
      )
      .orderBy(asc(transportCompanies.name), asc(transportCompanies.id))
      .limit(SETUP_WARNING_NAMED),
    db
      .select({ id: drumTypes.id, name: drumTypes.name, total })
      .from(drumTypes)
      .where(
        notExists(
          db
            .select({ one: sql`1` })
            .from(drumSpecs)
            .where(sql`${drumSpecs.drumTypeId} = ${drumTypes.id}`),
        ),
      )
      .orderBy(asc(drumTypes.name), asc(drumTypes.id))
      .limit(SETUP_WARNING_NAMED),
  ]);
  const references = requests.map((row) => ({ ...row, name: formatReferenceNumber(row.id) }));
  return [
    setupWarning('REQUESTS_WITHOUT_ZONE', ...counted(references)),
    setupWarning('ZONES_WITHOUT_BOUNDARY', ...counted(unbounded)),
    setupWarning('ZONES_WITHOUT_TRANSPORT', ...counted(unserved)),
    setupWarning('TRANSPORT_COMPANIES_WITHOUT_CONTACTS', ...counted(contactless)),
    setupWarning('DRUM_TYPES_WITHOUT_SPECS', ...counted(specless)),
  ].filter((warning): warning is SetupWarning => warning !== null);
}
