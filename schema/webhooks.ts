// Webhook endpoints over GraphQL: `webhookEndpoints` with each one's delivery log,
// `createWebhookEndpoint` (the secret is shown once, in its payload), `setWebhookEndpointEnabled`,
// `sendTestWebhook` and `deleteWebhookEndpoint`. Delivery is services/webhooks/worker.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { AppError, notFound, ValidationError } from '../domain/errors';
import { mayManageWebhookEndpoints, WEBHOOK_MESSAGES, webhookEndpointSchema } from '../domain/webhooks';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  ownerOfEndpoint,
  recentDeliveries,
  setWebhookEndpointEnabled,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../services/webhooks/endpoints';
import { resolvesToPublic } from '../services/webhooks/addresses';
import { enqueueTestEvent } from '../services/webhooks/events';
import { translateServerMessage } from '../services/i18n';
import { builder } from './builder';
import { ReturnerCompany, TransportCompany } from './companies/types';
import type { Context } from './context';
import { companyExists, INTEGRATION_MESSAGES, ownerOfInput } from './integrationOwners';
import { DeletePayload } from './payloads';
import { lookupId, parseInput } from './validation';

type EndpointView = Omit<WebhookEndpointRow, 'secret'> & {
  companyName: string | null;
  deliveries: WebhookDeliveryRow[];
};

const WebhookDelivery = builder.objectRef<WebhookDeliveryRow>('WebhookDelivery').implement({
  description: 'One event sent (or being sent) to an endpoint: the delivery log.',
  fields: (t) => ({
    id: t.id({
      description: "The delivery's global id.",
      resolve: (delivery) => encodeGlobalID('WebhookDelivery', delivery.id),
    }),
    messageId: t.string({
      description: 'The webhook-id header: the same on every attempt.',
      resolve: (d) => d.messageId,
    }),
    eventType: t.string({
      description: 'The event, e.g. pickup_request.scheduled.',
      resolve: (delivery) => delivery.eventType,
    }),
    status: t.string({ description: 'pending, delivered or failed.', resolve: (delivery) => delivery.status }),
    attempts: t.int({ description: 'How many times it was sent so far.', resolve: (delivery) => delivery.attempts }),
    lastStatusCode: t.int({
      nullable: true,
      description: "The receiver's HTTP status at the last attempt; null if it could not be reached.",
      resolve: (delivery) => delivery.lastStatusCode,
    }),
    lastError: t.string({
      description:
        "Why the last attempt failed, if it did: our own reasons in the caller's language, the receiver's answer and a network's error as they came.",
      nullable: true,
      resolve: (delivery, _args, ctx) =>
        delivery.lastError === null ? null : translateServerMessage(ctx.locale, delivery.lastError),
    }),
    createdAt: t.field({
      description: 'When the event happened (the delivery was written with the change).',
      type: 'DateTime',
      resolve: (delivery) => delivery.createdAt,
    }),
    lastAttemptAt: t.field({
      description: 'When it was last sent.',
      type: 'DateTime',
      nullable: true,
      resolve: (delivery) => delivery.lastAttemptAt,
    }),
    nextAttemptAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When a pending delivery is tried next.',
      resolve: (delivery) => (delivery.status === 'pending' ? delivery.nextAttemptAt : null),
    }),
    deliveredAt: t.field({
      description: 'When the receiver answered 2xx.',
      type: 'DateTime',
      nullable: true,
      resolve: (delivery) => delivery.deliveredAt,
    }),
  }),
});

const WebhookEndpoint = builder.objectRef<EndpointView>('WebhookEndpoint').implement({
  description: 'An HTTPS endpoint that hears the events it chose, signed as Standard Webhooks describes.',
  fields: (t) => ({
    id: t.id({
      description: "The endpoint's global id.",
      resolve: (endpoint) => encodeGlobalID('WebhookEndpoint', endpoint.id),
    }),
    url: t.string({ description: 'Where events are POSTed.', resolve: (endpoint) => endpoint.url }),
    events: t.stringList({ description: 'Event types, e.g. pickup_request.created.', resolve: (e) => e.events }),
    enabled: t.boolean({
      description: 'False once disabled by hand or after a delivery failed through the whole retry schedule.',
      resolve: (endpoint) => endpoint.enabled,
    }),
    disabledAt: t.field({
      description: 'When it was disabled, by hand or after failing through the retry schedule.',
      type: 'DateTime',
      nullable: true,
      resolve: (endpoint) => endpoint.disabledAt,
    }),
    createdAt: t.field({
      description: 'When it was registered.',
      type: 'DateTime',
      resolve: (endpoint) => endpoint.createdAt,
    }),
    returnerCompanyId: t.id({
      description: 'The returner company it hears for, if any.',
      nullable: true,
      resolve: (e) => (e.returnerCompanyId === null ? null : encodeGlobalID('ReturnerCompany', e.returnerCompanyId)),
    }),
    transportCompanyId: t.id({
      description: 'The transport company it hears for, if any.',
      nullable: true,
      resolve: (e) => (e.transportCompanyId === null ? null : encodeGlobalID('TransportCompany', e.transportCompanyId)),
    }),
    companyName: t.string({
      nullable: true,
      description: "The company's name; null for an admin endpoint.",
      resolve: (endpoint) => endpoint.companyName,
    }),
    deliveries: t.field({
      type: [WebhookDelivery],
      description: 'The newest deliveries, up to 20.',
      resolve: (endpoint) => endpoint.deliveries,
    }),
  }),
});

/** The endpoints the viewer may see, each with its log: two statements for the whole list. */
async function endpointsFor(ctx: Context, only?: number): Promise<EndpointView[]> {
  const rows = await listWebhookEndpoints(ctx.db, ctx.viewer, only);
  const logs = await recentDeliveries(
    ctx.db,
    rows.map(({ endpoint }) => endpoint.id),
  );
  return rows.map(({ endpoint: { secret: _secret, ...endpoint }, returnerName, transportName }) => ({
    ...endpoint,
    companyName: returnerName ?? transportName ?? null,
    deliveries: logs.get(endpoint.id) ?? [],
  }));
}

/** The endpoint with this id if the viewer may manage it; NOT_FOUND otherwise (as for a missing one). */
async function managedEndpoint(ctx: Context, id: number): Promise<EndpointView> {
  const [endpoint] = await endpointsFor(ctx, lookupId(id));
  if (!endpoint || !mayManageWebhookEndpoints(ctx.viewer, ownerOfEndpoint(endpoint)))
    throw notFound(WEBHOOK_MESSAGES.notFound);
  return endpoint;
}

const CreateWebhookEndpointInput = builder.inputType('CreateWebhookEndpointInput', {
  description: 'A new webhook endpoint: its URL, events and whom it hears for.',
  fields: (t) => ({
    url: t.string({ required: true, description: 'https:// (plain http only outside production).' }),
    events: t.stringList({ required: true, description: 'Event types to hear, e.g. pickup_request.created.' }),
    returnerCompanyId: t.globalID({ description: "For a returner company's endpoint.", for: [ReturnerCompany] }),
    transportCompanyId: t.globalID({ description: "For a transport company's endpoint.", for: [TransportCompany] }),
  }),
});

const CreateWebhookEndpointPayload = builder
  .objectRef<{ secret: string; webhookEndpoint: EndpointView }>('CreateWebhookEndpointPayload')
  .implement({
    description: 'The new endpoint: its signing secret (shown this once) and its list entry.',
    fields: (t) => ({
      secret: t.string({
        description: 'The signing secret (whsec_...), shown this once: verify each delivery with it.',
        resolve: (payload) => payload.secret,
      }),
      webhookEndpoint: t.field({
        description: 'The endpoint as lists show it.',
        type: WebhookEndpoint,
        resolve: (payload) => payload.webhookEndpoint,
      }),
    }),
  });

const WebhookEndpointPayload = builder
  .objectRef<{ webhookEndpoint: EndpointView }>('WebhookEndpointPayload')
  .implement({
    description: 'The webhook endpoint as stored after the change.',
    fields: (t) => ({
      webhookEndpoint: t.field({
        description: 'The endpoint as stored now.',
        type: WebhookEndpoint,
        resolve: (p) => p.webhookEndpoint,
      }),
    }),
  });

const EndpointIdInput = builder.inputType('WebhookEndpointIdInput', {
  description: 'Names one webhook endpoint.',
  fields: (t) => ({
    id: t.globalID({ description: "The endpoint's global id.", required: true, for: [WebhookEndpoint] }),
  }),
});
const SetWebhookEndpointEnabledInput = builder.inputType('SetWebhookEndpointEnabledInput', {
  description: 'Disables or enables a webhook endpoint.',
  fields: (t) => ({
    id: t.globalID({ description: "The endpoint's global id.", required: true, for: [WebhookEndpoint] }),
    enabled: t.boolean({ description: 'true to enable, false to disable.', required: true }),
  }),
});

builder.queryField('webhookEndpoints', (t) =>
  t.withAuth({ approved: true }).field({
    type: [WebhookEndpoint],
    description: "Webhook endpoints: admins see every one, company users their company's (never the secrets).",
    resolve: (_root, _args, ctx) => endpointsFor(ctx),
  }),
);

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.withAuth({ approved: true }).field({
    type: CreateWebhookEndpointPayload,
    errors: {},
    description:
      'Registers an endpoint for a returner company, a transport company, or (neither given, admins only) the admin role.',
    args: { input: t.arg({ type: CreateWebhookEndpointInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const owner = ownerOfInput(input);
      if (owner.kind === 'admin' && !mayManageWebhookEndpoints(ctx.viewer, owner))
        throw new AppError('FORBIDDEN', 'Not allowed');
      if (!mayManageWebhookEndpoints(ctx.viewer, owner) || !(await companyExists(ctx, owner)))
        throw notFound(INTEGRATION_MESSAGES.companyNotFound);
      const data = parseInput(webhookEndpointSchema(ctx.config.production), input);
      // SSRF: in production the target must be a public address (checked again at each delivery).
      if (!ctx.config.webhookAllowPrivate && !(await resolvesToPublic(data.url)))
        throw new ValidationError([{ field: 'url', message: WEBHOOK_MESSAGES.urlPrivate }]);
      const { id, secret } = await createWebhookEndpoint(ctx.db, ctx.viewer.id, owner, data);
      return { secret, webhookEndpoint: await managedEndpoint(ctx, id) };
    },
  }),
  setWebhookEndpointEnabled: t.withAuth({ approved: true }).field({
    type: WebhookEndpointPayload,
    description: 'Disables an endpoint, or enables it again: its undelivered events are then sent.',
    args: { input: t.arg({ type: SetWebhookEndpointEnabledInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const endpoint = await managedEndpoint(ctx, Number(input.id.id));
      await setWebhookEndpointEnabled(ctx.db, endpoint.id, input.enabled);
      return { webhookEndpoint: await managedEndpoint(ctx, endpoint.id) };
    },
  }),
  sendTestWebhook: t.withAuth({ approved: true }).field({
    type: WebhookEndpointPayload,
    description: 'Queues a webhook.test event for the endpoint; its delivery shows in the log within seconds.',
    args: { input: t.arg({ type: EndpointIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const endpoint = await managedEndpoint(ctx, Number(input.id.id));
      await enqueueTestEvent(ctx.db, endpoint);
      return { webhookEndpoint: await managedEndpoint(ctx, endpoint.id) };
    },
  }),
  deleteWebhookEndpoint: t.withAuth({ approved: true }).field({
    type: DeletePayload,
    description: 'Removes an endpoint and its delivery log; nothing more is sent to it.',
    args: { input: t.arg({ type: EndpointIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const endpoint = await managedEndpoint(ctx, Number(input.id.id));
      if (!(await deleteWebhookEndpoint(ctx.db, endpoint.id))) throw notFound(WEBHOOK_MESSAGES.notFound);
      return { typename: 'WebhookEndpoint', id: endpoint.id };
    },
  }),
}));
