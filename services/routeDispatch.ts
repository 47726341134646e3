// Zone thresholds and route mails (docs/decisions.md).
// After any change that can move a zone's waiting drums, each company serving the zone is
// evaluated: when the drums of the zone's unscheduled ready_for_pickup requests that are not yet
// in a route mail to that company reach its threshold, the company gets one mail with those
// stops in a short driving order. Idempotent and safe with several instances: an evaluation
// locks the company's row for the zone, and the dispatch, its requests (unique per company and
// request) and the outbox mails are written in one transaction.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '../domain/i18n/locales';
import type { Executor } from '../db/client';
import {
  pickupRequests,
  routeDispatches,
  routeDispatchRequests,
  transportCompanyContacts,
  transportCompanyZones,
  users,
} from '../db/schema';
import { drivingMinutes, type Point, routeLength, shortRoute } from '../domain/routing';
import { routeMapUrl, routeStop, type RouteStop } from '../domain/routeStops';
import type { AppServices } from './appServices';
import { enqueueMail } from './mail/outbox';
import { routeMail } from './mail/routeMail';
import type { MailContent } from './mail/templates';
import { distanceMatrix } from './routeDistances';
import { log } from './log';
import { isActivePerson } from './people';
import { enqueueRouteMailEvent } from './webhooks/events';
import { totalDrums } from '../domain/drumCount';

type Services = Pick<AppServices, 'db' | 'config' | 'outbox'>;

/** The path of a route proposal in the transporter portal. */
export const routePortalPath = (dispatchId: number) => `/transport-dashboard?tab=routes&route=${dispatchId}`;

/**
 * Evaluates every company serving these zones. Never throws: the change that called it has
 * committed already, and a failed evaluation is caught up by the next one (or the periodic sweep).
 */
export async function evaluateZones(services: Services, zoneIds: Iterable<number | null>): Promise<number[]> {
  const ids = [...new Set([...zoneIds].filter((id): id is number => id !== null))];
  if (ids.length === 0) return [];
  const created: number[] = [];
  try {
    const links = await services.db
      .select({ companyId: transportCompanyZones.transportCompanyId, zoneId: transportCompanyZones.zoneId })
      .from(transportCompanyZones)
      .where(inArray(transportCompanyZones.zoneId, ids));
    for (const link of links) {
      const id = await evaluateCompanyZone(services, link.companyId, link.zoneId);
      if (id !== null) created.push(id);
    }
  } catch (error) {
    log.error({ err: error }, 'Route evaluation failed; the next change or sweep retries');
  }
  if (created.length) services.outbox.kick();
  return created;
}

/** Every served zone: the periodic sweep, and after a threshold change. Never throws, as evaluateZones. */
export async function evaluateAllZones(services: Services): Promise<number[]> {
  let zones: { zoneId: number }[];
  try {
    zones = await services.db.selectDistinct({ zoneId: transportCompanyZones.zoneId }).from(transportCompanyZones);
  } catch (error) {
    log.error({ err: error }, 'Route evaluation failed; the next change or sweep retries');
    return [];
  }
  return evaluateZones(
    services,
    zones.map((row) => row.zoneId),
  );
}

/** One company and zone, in one transaction; the id of the dispatch it created, if any. */
export async function evaluateCompanyZone(
  services: Services,
  companyId: number,
  zoneId: number,
): Promise<number | null> {
  return services.db.transaction(async (tx) => {
    // Serialises evaluations of this company and zone across instances.
    const [link] = await tx
      .select({ threshold: transportCompanyZones.minPickupThreshold })
      .from(transportCompanyZones)
      .where(and(eq(transportCompanyZones.transportCompanyId, companyId), eq(transportCompanyZones.zoneId, zoneId)))
      .for('update');
    if (!link) return null;
    await forgetRequestsThatLeft(tx, companyId);
    const waiting = await waitingRequests(tx, companyId, zoneId);
    const drums = waiting.reduce((sum, request) => sum + totalDrums(request.drums), 0);
    if (waiting.length === 0 || drums < link.threshold) return null;

    const company = await tx.query.transportCompanies.findFirst({ where: { id: companyId } });
    const zone = await tx.query.zones.findFirst({ where: { id: zoneId }, columns: { name: true, zoneNumber: true } });
    if (!company || !zone) return null;
    const stops = waiting.map((request) =>
      routeStop({
        ...request,
        latitude: request.latitude!,
        longitude: request.longitude!,
        drums: request.drums.map((line) => ({
          quantity: line.quantity,
          typeName: line.drumSpec.drumType.name,
          specName: line.drumSpec.name,
          weight: line.drumSpec.weight,
          transportVolume: line.drumSpec.transportVolume,
        })),
      }),
    );
    const depot: Point | null =
      company.depotLatitude !== null && company.depotLongitude !== null
        ? { lat: company.depotLatitude, lng: company.depotLongitude }
        : null;
    const route = await orderStops(stops, depot, services.config.routingUrl);
    const requestSetKey = stops
      .map((stop) => stop.pickupRequestId)
      .sort((a, b) => a - b)
      .join(',');
    const [dispatch] = await tx
      .insert(routeDispatches)
      .values({
        transportCompanyId: companyId,
        zoneId,
        requestSetKey,
        totalDrums: drums,
        threshold: link.threshold,
        distanceMetres: Math.round(route.metres),
        drivingMinutes: route.minutes,
        roadDistances: route.road,
        stops: route.stops,
      })
      .onConflictDoNothing()
      .returning({ id: routeDispatches.id });
    if (!dispatch) return null;
    await tx.insert(routeDispatchRequests).values(
      route.stops.map((stop, position) => ({
        dispatchId: dispatch.id,
        transportCompanyId: companyId,
        pickupRequestId: stop.pickupRequestId,
        zoneId,
        position,
      })),
    );
    const content = {
      companyName: company.name,
      zone: { number: zone.zoneNumber, name: zone.name },
      stops: route.stops,
      totalDrums: drums,
      distanceKm: route.metres / 1000,
      drivingMinutes: route.minutes,
      roadDistances: route.road,
      mapUrl: routeMapUrl(depot ? [depot, ...route.stops, depot] : route.stops),
      portalUrl: `${services.config.appUrl}${routePortalPath(dispatch.id)}`,
    };
    // Each recipient reads it in their language: one mail per language, not per recipient.
    const mails = new Map<Locale, MailContent>();
    const recipients = await recipientsOf(tx, companyId);
    for (const { email, locale } of recipients) {
      if (!mails.has(locale)) mails.set(locale, routeMail(content, locale));
      await enqueueMail(tx, email, mails.get(locale)!);
    }
    await enqueueRouteMailEvent(tx, {
      id: dispatch.id,
      transportCompanyId: companyId,
      zoneId,
      totalDrums: drums,
      requestIds: route.stops.map((stop) => stop.pickupRequestId),
    });
    log.info(
      {
        dispatchId: dispatch.id,
        companyId,
        zoneId,
        stops: route.stops.length,
        totalDrums: drums,
        recipients: recipients.length,
      },
      'route mail queued',
    );
    return dispatch.id;
  });
}

/** Dispatch rows of requests no longer waiting where they were mailed: they may be mailed again. */
async function forgetRequestsThatLeft(tx: Executor, companyId: number) {
  await tx.execute(sql`
    delete from ${routeDispatchRequests} d
    using ${pickupRequests} p
    where d.transport_company_id = ${companyId}
      and d.pickup_request_id = p.id
      and not (p.status = 'ready_for_pickup' and p.scheduled_pickup_date is null and p.zone_id = d.zone_id)`);
}

/** The zone's unscheduled ready_for_pickup requests not yet in a route mail to this company. */
function waitingRequests(tx: Executor, companyId: number, zoneId: number) {
  return tx.query.pickupRequests.findMany({
    where: {
      zoneId,
      status: 'ready_for_pickup',
      scheduledPickupDate: { isNull: true },
      latitude: { isNotNull: true },
      longitude: { isNotNull: true },
      RAW: (table) =>
        sql`not exists (select 1 from ${routeDispatchRequests} d where d.transport_company_id = ${companyId} and d.pickup_request_id = ${table.id})`,
    },
    columns: {
      id: true,
      address: true,
      latitude: true,
      longitude: true,
      hasLoadingCapability: true,
      supportsForklift: true,
      requiresCraneTruck: true,
      transporterComments: true,
    },
    with: {
      drums: {
        columns: { quantity: true },
        with: {
          drumSpec: {
            columns: { name: true, weight: true, transportVolume: true },
            with: { drumType: { columns: { name: true } } },
          },
        },
      },
    },
    orderBy: { id: 'asc' },
  });
}

/** The company's contacts with an email and its active transporter users. */
/**
 * The company's contacts and transporters, each with the language to write to them in: a
 * transporter's own; a contact's, when the address is also a person's account, else that of the
 * company's transporters (the first by id), else English (docs/languages.md).
 */
async function recipientsOf(tx: Executor, companyId: number): Promise<{ email: string; locale: Locale }[]> {
  const contacts = await tx
    .select({ email: transportCompanyContacts.email })
    .from(transportCompanyContacts)
    .where(eq(transportCompanyContacts.transportCompanyId, companyId));
  const members = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.transportCompanyId, companyId), eq(users.role, 'transporter'), isActivePerson))
    .orderBy(asc(users.id));
  const normal = (email: string | null) => email?.trim().toLowerCase() ?? '';
  const contactEmails = contacts.map((row) => normal(row.email)).filter(Boolean);
  const accounts = contactEmails.length
    ? await tx
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(inArray(users.email, contactEmails))
    : [];
  const localeOf = new Map<string, Locale>(accounts.map((row) => [normal(row.email), row.locale]));
  for (const member of members) localeOf.set(normal(member.email), member.locale);
  const companyLocale = members[0]?.locale ?? DEFAULT_LOCALE;
  const recipients = new Map<string, Locale>();
  for (const email of [...contactEmails, ...members.map((row) => normal(row.email))])
    if (email && !recipients.has(email)) recipients.set(email, localeOf.get(email) ?? companyLocale);
  return [...recipients].map(([email, locale]) => ({ email, locale }));
}

/** The stops in driving order, with the route's length and driving time (depot at both ends when set). */
async function orderStops(stops: readonly RouteStop[], depot: Point | null, routingUrl: string | undefined) {
  const points: Point[] = [...(depot ? [depot] : []), ...stops.map((stop) => ({ lat: stop.lat, lng: stop.lng }))];
  const { matrix, road } = await distanceMatrix(points, routingUrl);
  const order = shortRoute({ matrix, hasDepot: !!depot });
  const metres = routeLength(matrix, order);
  const stopOrder = (depot ? order.slice(1, -1).map((i) => i - 1) : order).map((i) => stops[i]);
  return { stops: stopOrder, metres, road, minutes: drivingMinutes(metres, road) };
}

const SWEEP_MS = 10 * 60 * 1000;

/**
 * Evaluates every served zone at start and then every ten minutes: a change whose evaluation
 * was lost (the process stopped right after committing it) is mailed all the same.
 */
export function startRouteSweep(services: Services): () => Promise<void> {
  let running: Promise<unknown> = evaluateAllZones(services);
  const timer = setInterval(() => {
    running = evaluateAllZones(services);
  }, SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
