// Status names of docs/specification.md section 4. Only draft, ready_for_pickup, pickup_scheduled, collected
// and cancelled are reached by transitions (docs/decisions.md); the others stay readable labels.
import { en } from './i18n/en';
export const PICKUP_STATUSES = [
  'draft',
  'pending_confirmation',
  'reported',
  'ready_for_pickup',
  'awaiting_pickup',
  'awaiting_assignment',
  'assigned',
  'pickup_scheduled',
  'acknowledged',
  'collected',
  'cancelled',
] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

/** Each status's own English label (docs/specification.md section 4), from the English catalogue. */
export const PICKUP_STATUS_LABELS: Record<PickupStatus, string> = en.status.label;

export const AUDIT_EVENT_TYPES = [
  'returner_changed',
  'returner_company_changed',
  'transport_company_changed',
  'address_changed',
  'drums_modified',
  'status_changed',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export const ROLES = ['admin', 'transporter', 'returner'] as const;
export type Role = (typeof ROLES)[number];
