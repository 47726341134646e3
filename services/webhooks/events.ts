// Webhook events, written to the deliveries outbox in the transaction of the change:
// a committed change always has its deliveries, a rolled-back one never. Each endpoint hears
// only of what its owner may read over the API (the same visibility rule as lists and reads).
import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type pickupRequests, transportCompanyZones, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { matchesPickupVisibility, pickupVisibility, type PickupViewer } from '../../domain/pickupAccess';
import { formatReferenceNumber } from '../../domain/referenceNumber';
import type { WebhookEventType } from '../../domain/webhooks';
import { ownerOfEndpoint, type WebhookEndpointRow } from './endpoints';
import { noteWebhookWrite } from './signal';

type PickupRow = typeof pickupRequests.$inferSelect;

/** The body every delivery carries (the contract's `{type, timestamp, data}`). */
type WebhookPayload = { type: string; timestamp: string; data: Record<string, unknown> };

const gid = (type: string, id: number | null) => (id === null ? null : encodeGlobalID(type, id));

/** What a pickup_request.* event tells: fields every party that may read the request may read. */
function pickupRequestData(request: PickupRow, previousStatus?: string) {
  return {
    id: encodeGlobalID('PickupRequest', request.id),
    databaseId: request.id,
    referenceNumber: formatReferenceNumber(request.id),
    status: request.status,
    ...(previousStatus ? { previousStatus } : {}),
    address: request.address,
    latitude: request.latitude,
    longitude: request.longitude,
    returnerCompanyId: gid('ReturnerCompany', request.returnerCompanyId),
    zoneId: gid('Zone', request.zoneId),
    assignedTransportCompanyId: gid('TransportCompany', request.assignedTransportCompanyId),
    scheduledPickupDate: request.scheduledPickupDate?.toISOString() ?? null,
    updatedAt: request.updatedAt.toISOString(),
  };
}

/** What pickup_request.collected tells of the collection (services/buyback/collections.ts records it). */
type RecordedCollection = {
  collection: { collectedAt: Date; collectorName: string | null; creditCents: number };
  lines: {
    drumLineId: number;
    drumSpecId: number;
    declaredQuantity: number;
    full: number;
    minorDamage: number;
    scrap: number;
    missing: number;
    creditCents: number;
  }[];
};

/** A recorded collection as webhook data; with `money` false, without credits and prices. */
function collectionData({ collection, lines }: RecordedCollection, money: boolean) {
  return {
    collectedAt: collection.collectedAt.toISOString(),
    collectorName: collection.collectorName,
    ...(money ? { creditCents: collection.creditCents } : {}),
    lines: lines.map((line) => ({
      drumLineId: line.drumLineId,
      drumSpecId: encodeGlobalID('DrumSpec', line.drumSpecId),
      declaredQuantity: line.declaredQuantity,
      full: line.full,
      minorDamage: line.minorDamage,
      scrap: line.scrap,
      missing: line.missing,
      ...(money ? { creditCents: line.creditCents } : {}),
    })),
  };
}

type Listeners = { endpoints: WebhookEndpointRow[]; servedZones: Map<number, number[]> };

/**
 * The enabled endpoints and the zones their transport companies serve, read once per
 * transaction: a bulk action's fifty transitions ask once, not fifty times (no statement per
 * row). Outside a transaction every call reads afresh.
 */
const listenersOfTransaction = new WeakMap<object, Promise<Listeners>>();

async function readListeners(tx: Executor): Promise<Listeners> {
  const endpoints = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.enabled, true));
  const transportIds = [
    ...new Set(endpoints.map((e) => e.transportCompanyId).filter((id): id is number => id !== null)),
  ];
  const served = transportIds.length
    ? await tx
        .select({ companyId: transportCompanyZones.transportCompanyId, zoneId: transportCompanyZones.zoneId })
        .from(transportCompanyZones)
        .where(inArray(transportCompanyZones.transportCompanyId, transportIds))
    : [];
  const servedZones = new Map<number, number[]>();
  for (const row of served) servedZones.set(row.companyId, [...(servedZones.get(row.companyId) ?? []), row.zoneId]);
  return { endpoints, servedZones };
}

/** The enabled endpoints that chose any of `types`, and each one's owner as a viewer of the pickup rules. */
async function listenersFor(tx: Executor, ...types: WebhookEventType[]) {
  const inTransaction = typeof (tx as { rollback?: unknown }).rollback === 'function';
  let listeners = inTransaction ? listenersOfTransaction.get(tx) : undefined;
  if (!listeners) {
    listeners = readListeners(tx);
    if (inTransaction) listenersOfTransaction.set(tx, listeners);
  }
  const { endpoints, servedZones } = await listeners;
  const viewerOf = (endpoint: WebhookEndpointRow): PickupViewer => {
    const owner = ownerOfEndpoint(endpoint);
    if (owner.kind === 'admin') return { id: 0, role: 'admin', returnerCompanyId: null, transportCompanyId: null };
    if (owner.kind === 'returner')
      return { id: 0, role: 'returner', returnerCompanyId: owner.companyId, transportCompanyId: null };
    return {
      id: 0,
      role: 'transporter',
      returnerCompanyId: null,
      transportCompanyId: owner.companyId,
      servedZoneIds: servedZones.get(owner.companyId) ?? [],
    };
  };
  return { endpoints: endpoints.filter((endpoint) => types.some((type) => endpoint.events.includes(type))), viewerOf };
}

async function insertDeliveries(
  tx: Executor,
  endpoints: readonly Pick<WebhookEndpointRow, 'id'>[],
  payload: WebhookPayload,
  orderKey: string | null,
): Promise<void> {
  if (!endpoints.length) return;
  noteWebhookWrite();
  const messageId = `msg_${randomUUID().replace(/-/g, '')}`;
  await tx.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      messageId,
      eventType: payload.type,
      payload,
      orderKey,
    })),
  );
}

/**
 * A pickup request event, for the endpoints whose owner may read the request after the change.
 * An owner who could read it before and cannot now (another transport company took it) hears
 * `pickup_request.unavailable` with the id only, if it chose that event or this one: it learns
 * that the request left its reach, as a live subscriber does, and nothing it may no longer read.
 */
export async function enqueuePickupRequestEvent(
  tx: Executor,
  type: WebhookEventType,
  request: PickupRow,
  before?: PickupRow,
  collected?: RecordedCollection,
): Promise<void> {
  const { endpoints, viewerOf } = await listenersFor(tx, type, 'pickup_request.unavailable');
  if (!endpoints.length) return;
  const reaching: WebhookEndpointRow[] = [];
  const leaving: WebhookEndpointRow[] = [];
  for (const endpoint of endpoints) {
    const visibility = pickupVisibility(viewerOf(endpoint));
    if (matchesPickupVisibility(visibility, request)) {
      if (endpoint.events.includes(type)) reaching.push(endpoint);
    } else if (before !== undefined && matchesPickupVisibility(visibility, before)) leaving.push(endpoint);
  }
  const timestamp = new Date().toISOString();
  const orderKey = `pickup_request:${request.id}`;
  const data = pickupRequestData(request, before?.status);
  if (collected) {
    // pickup_request.collected carries the lines and the credit; a transport company's endpoint
    // gets the counts without money (the transporter sees no money).
    const [moneyless, paid] = [false, true].map((money) => ({
      ...data,
      collection: collectionData(collected, money),
    }));
    const transport = reaching.filter((endpoint) => endpoint.transportCompanyId !== null);
    await insertDeliveries(tx, transport, { type, timestamp, data: moneyless }, orderKey);
    await insertDeliveries(
      tx,
      reaching.filter((endpoint) => endpoint.transportCompanyId === null),
      { type, timestamp, data: paid },
      orderKey,
    );
  } else await insertDeliveries(tx, reaching, { type, timestamp, data }, orderKey);
  await insertDeliveries(
    tx,
    leaving,
    {
      type: 'pickup_request.unavailable',
      timestamp,
      data: { id: encodeGlobalID('PickupRequest', request.id), databaseId: request.id },
    },
    orderKey,
  );
}

/** message.created, for the endpoints whose owner may read the request's thread. */
export async function enqueueMessageEvent(
  tx: Executor,
  request: PickupRow,
  message: { id: number; text: string; senderName: string; createdAt: Date; attachmentCount: number },
): Promise<void> {
  const { endpoints, viewerOf } = await listenersFor(tx, 'message.created');
  if (!endpoints.length) return;
  const reaching = endpoints.filter((endpoint) =>
    matchesPickupVisibility(pickupVisibility(viewerOf(endpoint)), request),
  );
  const payload = {
    type: 'message.created',
    timestamp: new Date().toISOString(),
    data: {
      id: encodeGlobalID('Message', message.id),
      databaseId: message.id,
      pickupRequestId: encodeGlobalID('PickupRequest', request.id),
      referenceNumber: formatReferenceNumber(request.id),
      messageText: message.text,
      senderName: message.senderName,
      attachmentCount: message.attachmentCount,
      createdAt: message.createdAt.toISOString(),
    },
  };
  await insertDeliveries(tx, reaching, payload, `pickup_request:${request.id}`);
}

/**
 * buyback_statement.approved / .paid: money, so for admins' endpoints and the
 * statement's own returner company only; never a transport company's.
 */
export async function enqueueStatementEvent(
  tx: Executor,
  type: Extract<WebhookEventType, 'buyback_statement.approved' | 'buyback_statement.paid'>,
  statement: {
    id: number;
    returnerCompanyId: number;
    month: string;
    status: string;
    totalCents: number;
    paymentReference: string | null;
  },
): Promise<void> {
  const endpoints = (await listenersFor(tx, type)).endpoints.filter(
    (endpoint) =>
      endpoint.transportCompanyId === null &&
      (endpoint.returnerCompanyId === null || endpoint.returnerCompanyId === statement.returnerCompanyId),
  );
  const payload = {
    type,
    timestamp: new Date().toISOString(),
    data: {
      id: encodeGlobalID('BuybackStatement', statement.id),
      databaseId: statement.id,
      returnerCompanyId: encodeGlobalID('ReturnerCompany', statement.returnerCompanyId),
      month: statement.month,
      status: statement.status.toUpperCase(),
      totalCents: statement.totalCents,
      paymentReference: statement.paymentReference,
    },
  };
  await insertDeliveries(tx, endpoints, payload, `buyback_statement:${statement.id}`);
}

/** route_mail.sent, for admins' endpoints and the transport company's own. */
export async function enqueueRouteMailEvent(
  tx: Executor,
  dispatch: { id: number; transportCompanyId: number; zoneId: number; totalDrums: number; requestIds: number[] },
): Promise<void> {
  const endpoints = (await listenersFor(tx, 'route_mail.sent')).endpoints.filter(
    (endpoint) =>
      endpoint.returnerCompanyId === null &&
      (endpoint.transportCompanyId === null || endpoint.transportCompanyId === dispatch.transportCompanyId),
  );
  const payload = {
    type: 'route_mail.sent',
    timestamp: new Date().toISOString(),
    data: {
      routeDispatchId: dispatch.id,
      transportCompanyId: encodeGlobalID('TransportCompany', dispatch.transportCompanyId),
      zoneId: encodeGlobalID('Zone', dispatch.zoneId),
      totalDrums: dispatch.totalDrums,
      pickupRequestIds: dispatch.requestIds.map((id) => encodeGlobalID('PickupRequest', id)),
    },
  };
  await insertDeliveries(tx, endpoints, payload, null);
}

/** What a drum.* event tells of each drum: its number, specification and stint. */
export type DrumEventDrum = {
  drumId: number;
  number: string;
  drumSpecId: number;
  deliveredAt: Date;
  rentFreeUntil: Date | null;
  forfeitsOn: Date | null;
  returnedAt?: Date | null;
  condition?: string | null;
};

/**
 * drum.delivered, drum.rent_started and drum.returned, for admins' endpoints and the holding
 * returner company's own: one event per delivery, per returned request, or per company and day a
 * rent started, listing its drums.
 */
export async function enqueueDrumEvent(
  tx: Executor,
  type: Extract<WebhookEventType, 'drum.delivered' | 'drum.rent_started' | 'drum.returned'>,
  event: {
    returnerCompanyId: number;
    deliveryId?: number;
    deliveryNote?: string | null;
    pickupRequestId?: number;
    drums: readonly DrumEventDrum[];
  },
): Promise<void> {
  if (!event.drums.length) return;
  const endpoints = (await listenersFor(tx, type)).endpoints.filter(
    (endpoint) =>
      endpoint.transportCompanyId === null &&
      (endpoint.returnerCompanyId === null || endpoint.returnerCompanyId === event.returnerCompanyId),
  );
  const payload = {
    type,
    timestamp: new Date().toISOString(),
    data: {
      returnerCompanyId: encodeGlobalID('ReturnerCompany', event.returnerCompanyId),
      ...(event.deliveryId !== undefined
        ? { deliveryId: event.deliveryId, deliveryNote: event.deliveryNote ?? null }
        : {}),
      ...(event.pickupRequestId !== undefined
        ? {
            pickupRequestId: encodeGlobalID('PickupRequest', event.pickupRequestId),
            referenceNumber: formatReferenceNumber(event.pickupRequestId),
          }
        : {}),
      drums: event.drums.map((drum) => ({
        id: encodeGlobalID('Drum', drum.drumId),
        number: drum.number,
        drumSpecId: encodeGlobalID('DrumSpec', drum.drumSpecId),
        deliveredAt: drum.deliveredAt.toISOString(),
        rentFreeUntil: drum.rentFreeUntil?.toISOString() ?? null,
        forfeitsOn: drum.forfeitsOn?.toISOString() ?? null,
        ...(drum.returnedAt !== undefined ? { returnedAt: drum.returnedAt?.toISOString() ?? null } : {}),
        ...(drum.condition !== undefined ? { condition: drum.condition?.toUpperCase() ?? null } : {}),
      })),
    },
  };
  await insertDeliveries(tx, endpoints, payload, `drums:${event.returnerCompanyId}`);
}

/** A test delivery for one endpoint (its Send Test button), whatever events it chose. */
export async function enqueueTestEvent(tx: Executor, endpoint: Pick<WebhookEndpointRow, 'id' | 'url'>): Promise<void> {
  await insertDeliveries(
    tx,
    [endpoint],
    {
      type: 'webhook.test',
      timestamp: new Date().toISOString(),
      data: { endpointId: encodeGlobalID('WebhookEndpoint', endpoint.id), url: endpoint.url },
    },
    null,
  );
}
