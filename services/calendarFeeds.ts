// Private calendar feeds: each returner company and each transport company has an ICS
// URL whose path holds a secret (the credential: no session is involved), listing its pickups
// once they have a scheduled date. Rotating the secret revokes the old URL.
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Database } from '../db/client';
import { NEW_CALENDAR_FEED_SECRET, pickupRequests, returnerCompanies, transportCompanies } from '../db/schema';
import { formatReferenceNumber } from '../domain/referenceNumber';
import { drumCount } from '../domain/drumCount';

export type FeedOwnerKind = 'returner' | 'transport';

/** The secret is 64 hex digits; anything else names no feed (and is not looked up). */
const SECRET = /^[0-9a-f]{64}$/;

/** A scheduled pickup lasts an hour in the calendar, from its scheduled moment. */
const EVENT_MINUTES = 60;

export const calendarFeedPath = (secret: string) => `/api/calendar/${secret}.ics`;

const tableOf = (kind: FeedOwnerKind) => (kind === 'returner' ? returnerCompanies : transportCompanies);

/** Gives the company's feed a new secret and returns it; null when there is no such company. */
export async function rotateCalendarFeed(db: Database, kind: FeedOwnerKind, companyId: number): Promise<string | null> {
  const table = tableOf(kind);
  const [row] = await db
    .update(table)
    .set({ calendarFeedSecret: NEW_CALENDAR_FEED_SECRET })
    .where(eq(table.id, companyId))
    .returning({ secret: table.calendarFeedSecret });
  return row?.secret ?? null;
}

type Owner = { kind: FeedOwnerKind; id: number; name: string };

async function ownerOf(db: Database, secret: string): Promise<Owner | null> {
  if (!SECRET.test(secret)) return null;
  for (const kind of ['returner', 'transport'] as const) {
    const table = tableOf(kind);
    const [row] = await db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(eq(table.calendarFeedSecret, secret))
      .limit(1);
    if (row) return { kind, ...row };
  }
  return null;
}

/**
 * The ICS text of the feed named by `secret`, or null when no company has it. Its events: the
 * owner's pickups with a scheduled date (a returner company's own, a transport company's
 * assigned ones), cancelled ones left out, each with the address, the drums and a link.
 */
export async function calendarFeed(db: Database, secret: string, appUrl: string): Promise<string | null> {
  const owner = await ownerOf(db, secret);
  if (!owner) return null;
  const rows = await db
    .select({
      id: pickupRequests.id,
      address: pickupRequests.address,
      scheduledPickupDate: pickupRequests.scheduledPickupDate,
      transporterComments: pickupRequests.transporterComments,
      hasLoadingCapability: pickupRequests.hasLoadingCapability,
      supportsForklift: pickupRequests.supportsForklift,
      requiresCraneTruck: pickupRequests.requiresCraneTruck,
      updatedAt: pickupRequests.updatedAt,
      // Qualified by hand: drizzle names a column of the main table without its table here.
      totalDrums: sql<number>`(select coalesce(sum(d.quantity), 0)::int from pickup_request_drums d where d.pickup_request_id = pickup_requests.id)`,
    })
    .from(pickupRequests)
    .where(
      and(
        owner.kind === 'returner'
          ? eq(pickupRequests.returnerCompanyId, owner.id)
          : eq(pickupRequests.assignedTransportCompanyId, owner.id),
        isNotNull(pickupRequests.scheduledPickupDate),
        ne(pickupRequests.status, 'cancelled'),
      ),
    )
    .orderBy(pickupRequests.scheduledPickupDate, pickupRequests.id);

  const host = new URL(appUrl).host;
  const calendar = ical({ name: `Drum Returns: ${owner.name}`, method: ICalCalendarMethod.PUBLISH, ttl: 60 * 60 });
  for (const row of rows) {
    const start = row.scheduledPickupDate!;
    const link = owner.kind === 'returner' ? `${appUrl}/returns?scrollTo=${row.id}` : `${appUrl}/transport-dashboard`;
    const site = [
      row.hasLoadingCapability ? 'Loading capability' : null,
      row.supportsForklift ? 'Forklift' : null,
      row.requiresCraneTruck ? 'Crane truck required' : null,
    ].filter(Boolean);
    calendar.createEvent({
      id: `pickup-request-${row.id}@${host}`,
      start,
      end: new Date(start.getTime() + EVENT_MINUTES * 60_000),
      stamp: row.updatedAt,
      summary: `Drum pickup ${formatReferenceNumber(row.id)}: ${drumCount(row.totalDrums)}`,
      location: row.address,
      description: [
        `${drumCount(row.totalDrums)} at ${row.address}`,
        site.length ? `Site: ${site.join(', ')}` : null,
        row.transporterComments ? `Comments: ${row.transporterComments}` : null,
        link,
      ]
        .filter(Boolean)
        .join('\n'),
      url: link,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too (ical-generator leaves it off).
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
