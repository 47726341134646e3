// Webhooks: the event types, which pickup action tells which event, the retry
// schedule, who may register endpoints, and the rules for a new endpoint's URL and events.
import { en } from '../domain/i18n/en';
import { z } from 'zod';
import { type ApiTokenOwner, mayManageApiTokens } from './apiTokens';
import type { PickupAction } from './transitions';

export const WEBHOOK_EVENT_TYPES = [
  'pickup_request.created',
  'pickup_request.submitted',
  'pickup_request.scheduled',
  'pickup_request.confirmed',
  'pickup_request.collected',
  'pickup_request.aborted',
  'pickup_request.cancelled',
  'pickup_request.rolled_back',
  // The request left the endpoint owner's sight (another transport company took it): the id only.
  'pickup_request.unavailable',
  'message.created',
  'route_mail.sent',
  // Buyback settlement: for admins and the statement's returner company.
  'buyback_statement.approved',
  'buyback_statement.paid',
  // Tracked drums (docs/tracked-drums.md): for admins and the holding returner company.
  'drum.delivered',
  'drum.rent_started',
  'drum.returned',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event a transition tells; clearing a schedule tells none of the contract's events. */
export const EVENT_OF_ACTION: Partial<Record<PickupAction, WebhookEventType>> = {
  submit: 'pickup_request.submitted',
  schedule: 'pickup_request.scheduled',
  confirm: 'pickup_request.confirmed',
  markCollected: 'pickup_request.collected',
  abort: 'pickup_request.aborted',
  cancel: 'pickup_request.cancelled',
  rollback: 'pickup_request.rolled_back',
};

/**
 * The Standard Webhooks schedule, in seconds after the previous attempt: 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 10 h (about 28 hours and 8 attempts in all). WEBHOOK_RETRY_DELAYS overrides it.
 */
export const DEFAULT_WEBHOOK_RETRY_DELAYS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;

/** Each attempt waits this long for an answer; a slow receiver counts as a failed attempt. */
export const WEBHOOK_TIMEOUT_MS = 15_000;
export const WEBHOOK_URL_MAX = 2000;

/** Who may register endpoints: the same as for API tokens (admins any; company users their own). */
export const mayManageWebhookEndpoints = mayManageApiTokens;
export type WebhookOwner = ApiTokenOwner;

export const WEBHOOK_MESSAGES = en.errors.webhooks;

/** The URL and events of a new endpoint; https only in production (plain http is for local tests). */
export const webhookEndpointSchema = (production: boolean) =>
  z.object({
    url: z
      .string({ error: WEBHOOK_MESSAGES.urlInvalid })
      .trim()
      .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
      .refine(isHttpUrl, WEBHOOK_MESSAGES.urlInvalid)
      .refine((url) => !production || url.startsWith('https://'), WEBHOOK_MESSAGES.urlHttps),
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES), { error: WEBHOOK_MESSAGES.eventsRequired })
      .min(1, WEBHOOK_MESSAGES.eventsRequired)
      .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type))),
  });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname && !url.username;
  } catch {
    return false;
  }
}

/** WEBHOOK_RETRY_DELAYS: seconds, comma-separated; undefined for anything else. */
export function parseRetryDelays(text: string | undefined): number[] | undefined {
  if (!text) return undefined;
  const delays = text.split(',').map((part) => Number(part.trim()));
  return delays.length && delays.every((delay) => Number.isFinite(delay) && delay >= 0) ? delays : undefined;
}
