// Private calendar feeds: each returner company and each transport company has an ICS
// URL whose path holds a secret (the credential: no session is involved), listing its pickups
// once they have a scheduled date. Rotating the secret revokes the old URL. A calendar app asks
// in no useful language, so the URL carries the language of whoever was shown it (`?lang=sv`);
// without it, or with one we do not speak, the feed is English, as it always was.
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Database } from '../db/client';
import { NEW_CALENDAR_FEED_SECRET, pickupRequests, returnerCompanies, transportCompanies } from '../db/schema';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../domain/i18n/locales';
import { formatReferenceNumber } from '../domain/referenceNumber';
import { translate } from './i18n';

export type FeedOwnerKind = 'returner' | 'transport';

/** The secret is 64 hex digits; anything else names no feed (and is not looked up). */
const SECRET = /^[0-9a-f]{64}$/;

/** A scheduled pickup lasts an hour in the calendar, from its scheduled moment. */
const EVENT_MINUTES = 60;

const calendarFeedPath = (secret: string) => `/api/calendar/${secret}.ics`;

/** The query parameter that names the feed's language. */
const LANGUAGE_PARAMETER = 'lang';

/**
 * The feed's URL for someone who reads `locale`: English needs no parameter (the URL stays as
 * it always was), another language rides along as `?lang=sv`.
 */
export const calendarFeedUrl = (appUrl: string, secret: string, locale: Locale) =>
  `${appUrl}${calendarFeedPath(secret)}${locale === DEFAULT_LOCALE ? '' : `?${LANGUAGE_PARAMETER}=${locale}`}`;

/** The language a feed URL asks for: `lang`'s value when we speak it (any case), else English. */
export function calendarFeedLocale(query: URLSearchParams): Locale {
  const asked = query.get(LANGUAGE_PARAMETER)?.trim().toLowerCase();
  return isLocale(asked) ? asked : DEFAULT_LOCALE;
}

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
 * The ICS text of the feed named by `secret` in `locale`, or null when no company has it. Its
 * events: the owner's pickups with a scheduled date (a returner company's own, a transport
 * company's assigned ones), cancelled ones left out, each with the address, the drums and a link.
 */
export async function calendarFeed(
  db: Database,
  secret: string,
  appUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string | null> {
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

  const t = (key: string, values?: Record<string, unknown>) => translate(locale, `documents.calendar.${key}`, values);
  const siteWords = { loading: t('loadingCapability'), forklift: t('forklift'), crane: t('craneTruck') };
  const host = new URL(appUrl).host;
  const calendar = ical({ name: t('name', { name: owner.name }), method: ICalCalendarMethod.PUBLISH, ttl: 60 * 60 });
  for (const row of rows) {
    const start = row.scheduledPickupDate!;
    const link = owner.kind === 'returner' ? `${appUrl}/returns?scrollTo=${row.id}` : `${appUrl}/transport-dashboard`;
    const site = [
      row.hasLoadingCapability ? siteWords.loading : null,
      row.supportsForklift ? siteWords.forklift : null,
      row.requiresCraneTruck ? siteWords.crane : null,
    ].filter(Boolean);
    // Plain digits, as the feeds always wrote a count ('1000 drums', not '1,000').
    const drums = t('drums', { count: row.totalDrums, shown: String(row.totalDrums) });
    calendar.createEvent({
      id: `pickup-request-${row.id}@${host}`,
      start,
      end: new Date(start.getTime() + EVENT_MINUTES * 60_000),
      stamp: row.updatedAt,
      summary: t('summary', { reference: formatReferenceNumber(row.id), drums }),
      location: row.address,
      description: [
        t('where', { drums, address: row.address }),
        site.length ? t('site', { site: site.join(', ') }) : null,
        row.transporterComments ? t('comments', { comments: row.transporterComments }) : null,
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
