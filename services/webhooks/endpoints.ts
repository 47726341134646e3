// Webhook endpoints: registered with a secret shown once (Standard Webhooks' whsec_
// form, which receivers' libraries verify with), listed with their recent deliveries, enabled,
// disabled and deleted.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { returnerCompanies, transportCompanies, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { apiTokenListScope } from '../../domain/apiTokens';
import type { WebhookEventType, WebhookOwner } from '../../domain/webhooks';
import { noteWebhookWrite } from './signal';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** How many recent deliveries the log shows per endpoint. */
const DELIVERY_LOG_SIZE = 20;

const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export async function createWebhookEndpoint(
  db: Executor,
  createdById: number,
  owner: WebhookOwner,
  input: { url: string; events: WebhookEventType[] },
): Promise<{ id: number; secret: string }> {
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      url: input.url,
      events: input.events,
      secret,
      createdById,
      returnerCompanyId: owner.kind === 'returner' ? owner.companyId : null,
      transportCompanyId: owner.kind === 'transport' ? owner.companyId : null,
    })
    .returning({ id: webhookEndpoints.id });
  return { id: row.id, secret };
}

export function ownerOfEndpoint(
  row: Pick<WebhookEndpointRow, 'returnerCompanyId' | 'transportCompanyId'>,
): WebhookOwner {
  if (row.returnerCompanyId !== null) return { kind: 'returner', companyId: row.returnerCompanyId };
  if (row.transportCompanyId !== null) return { kind: 'transport', companyId: row.transportCompanyId };
  return { kind: 'admin' };
}

/** The endpoints `viewer` may see (admins all, company users their company's), or the one `only`. */
export async function listWebhookEndpoints(
  db: Executor,
  viewer: Parameters<typeof apiTokenListScope>[0],
  only?: number,
) {
  const scope = apiTokenListScope(viewer);
  if (!scope) return [];
  const visible: SQL | undefined =
    'all' in scope
      ? undefined
      : 'returnerCompanyId' in scope
        ? eq(webhookEndpoints.returnerCompanyId, scope.returnerCompanyId)
        : eq(webhookEndpoints.transportCompanyId, scope.transportCompanyId);
  return db
    .select({
      endpoint: webhookEndpoints,
      returnerName: returnerCompanies.name,
      transportName: transportCompanies.name,
    })
    .from(webhookEndpoints)
    .leftJoin(returnerCompanies, eq(returnerCompanies.id, webhookEndpoints.returnerCompanyId))
    .leftJoin(transportCompanies, eq(transportCompanies.id, webhookEndpoints.transportCompanyId))
    .where(and(visible, only === undefined ? undefined : eq(webhookEndpoints.id, only)))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .limit(200);
}

/** The newest deliveries of several endpoints in one statement, DELIVERY_LOG_SIZE each at most. */
export async function recentDeliveries(db: Executor, endpointIds: readonly number[]) {
  if (!endpointIds.length) return new Map<number, WebhookDeliveryRow[]>();
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, [...endpointIds]))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_SIZE * endpointIds.length * 5);
  const byEndpoint = new Map<number, WebhookDeliveryRow[]>();
  for (const row of rows) {
    const list = byEndpoint.get(row.endpointId) ?? [];
    if (list.length < DELIVERY_LOG_SIZE) list.push(row);
    byEndpoint.set(row.endpointId, list);
  }
  return byEndpoint;
}

export async function setWebhookEndpointEnabled(db: Executor, id: number, enabled: boolean): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ enabled, disabledAt: enabled ? null : new Date() })
    .where(eq(webhookEndpoints.id, id));
  // Enabled again: the events that waited go out now.
  if (enabled) noteWebhookWrite();
}

export async function deleteWebhookEndpoint(db: Executor, id: number): Promise<boolean> {
  const gone = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return gone.length > 0;
}
