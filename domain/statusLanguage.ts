// One status language: what each status is called for each role, where it stands in
// the progress stepper the card and the details show, and how the history tells a transition.
// Every screen, the GraphQL statusLabel and the history read it here, so the admin, the
// transporter and the returner never name one moment differently.
import { formatShortDateTime } from './dates';
import { PICKUP_STATUS_LABELS, type PickupStatus, type Role } from './statuses';
import type { PickupAction } from './transitions';

/** The steps of the progress stepper, in order. */
export const PICKUP_STEPS = ['draft', 'sent', 'proposed', 'confirmed', 'collected'] as const;
type PickupStep = (typeof PICKUP_STEPS)[number];

/** Where a request is: a step, or off the track. */
export type PickupStage = PickupStep | 'cancelled';

type PerRole = Record<Role, string>;
const same = (label: string): PerRole => ({ admin: label, transporter: label, returner: label });

/**
 * Each stage's status label and step name per role. The labels are docs/specification.md section 4's; a
 * request sent and given a date, not yet confirmed, reads 'Pending Confirmation' for everyone.
 * The admin's step for a sent request is the spec's 'Confirmed & Ready' (its timeline word).
 */
export const STAGES: Record<PickupStage, { label: PerRole; step: PerRole }> = {
  draft: { label: same('Draft'), step: same('Draft') },
  sent: {
    label: same(PICKUP_STATUS_LABELS.ready_for_pickup),
    step: { admin: 'Confirmed & Ready', transporter: 'Sent', returner: 'Sent' },
  },
  proposed: { label: same('Pending Confirmation'), step: same('Date proposed') },
  confirmed: { label: same(PICKUP_STATUS_LABELS.pickup_scheduled), step: same('Confirmed') },
  collected: { label: same(PICKUP_STATUS_LABELS.collected), step: same('Collected') },
  cancelled: { label: same(PICKUP_STATUS_LABELS.cancelled), step: same('Cancelled') },
};

/** Statuses only older data holds (docs/decisions.md): each stands at the step it means. */
const STAGE_OF_STATUS: Record<PickupStatus, PickupStage | 'dated?'> = {
  draft: 'draft',
  pending_confirmation: 'sent',
  reported: 'sent',
  awaiting_assignment: 'sent',
  ready_for_pickup: 'dated?',
  awaiting_pickup: 'confirmed',
  assigned: 'confirmed',
  pickup_scheduled: 'confirmed',
  acknowledged: 'confirmed',
  collected: 'collected',
  cancelled: 'cancelled',
};

type When = Date | string | null | undefined;

/** The stage of a request: ready_for_pickup is 'sent' until a date is proposed. */
export function pickupStage(status: PickupStatus, scheduledPickupDate?: When): PickupStage {
  const stage = STAGE_OF_STATUS[status];
  if (stage === 'dated?') return scheduledPickupDate ? 'proposed' : 'sent';
  return stage;
}

const OLDER_STATUSES: readonly PickupStatus[] = [
  'pending_confirmation',
  'reported',
  'awaiting_pickup',
  'awaiting_assignment',
  'assigned',
  'acknowledged',
];

/**
 * The label a status shows to a role. The statuses only older data holds keep their own spec
 * label (a 'Reported' request says so).
 */
export function statusLabel(status: PickupStatus, scheduledPickupDate: When, role: Role): string {
  if (OLDER_STATUSES.includes(status)) return PICKUP_STATUS_LABELS[status];
  return STAGES[pickupStage(status, scheduledPickupDate)].label[role];
}

/** Who takes a request on from each stage: nobody once it is collected or cancelled. */
const ACTS_NEXT: Record<PickupStage, Role | null> = {
  draft: 'returner',
  sent: 'transporter',
  proposed: 'admin',
  confirmed: 'transporter',
  collected: null,
  cancelled: null,
};

/**
 * Each stage's next step, told to each role: who acts, and what happens after. The one who acts
 * reads it as their turn ('Your turn: ...'), the others learn whom they wait for. A proposed date
 * waits for an admin's confirmation, and only after it may the transport company collect.
 */
const NEXT_STEPS: Record<PickupStage, Record<Role, string> | null> = {
  draft: {
    returner: 'Your turn: send it for pickup (Submit for Pickup).',
    transporter: 'Next: the returner sends it for pickup.',
    admin: 'Next: the returner sends it for pickup.',
  },
  sent: {
    returner: 'Next: the transport company proposes a pickup date.',
    transporter: 'Your turn: propose a pickup date (Schedule).',
    admin: 'Next: the transport company proposes a pickup date (or you schedule it).',
  },
  proposed: {
    returner: 'Next: an admin confirms the proposed date; then the transport company collects the drums.',
    transporter: 'Next: an admin confirms the date; then you collect the drums and mark them collected.',
    admin: 'Your turn: confirm the proposed date (Confirm Pick Up); then the transport company collects.',
  },
  confirmed: {
    returner: 'Next: the transport company collects the drums on the pickup date.',
    transporter: 'Your turn: collect the drums and mark them collected (Mark as Collected).',
    admin: 'Next: the transport company collects the drums and marks them collected.',
  },
  collected: null,
  cancelled: null,
};

/** The role whose turn a request is; null when nothing is left to do. */
export function actsNext(status: PickupStatus, scheduledPickupDate: When): Role | null {
  return ACTS_NEXT[pickupStage(status, scheduledPickupDate)];
}

/** Who acts next on a request, in words for the viewer's role; null when nothing is left to do. */
export function nextStep(status: PickupStatus, scheduledPickupDate: When, role: Role): string | null {
  return NEXT_STEPS[pickupStage(status, scheduledPickupDate)]?.[role] ?? null;
}

/** The stepper's position: the index of the step, or, cancelled, past the last one. */
export function stepPosition(status: PickupStatus, scheduledPickupDate?: When): number {
  const stage = pickupStage(status, scheduledPickupDate);
  return stage === 'cancelled' ? PICKUP_STEPS.length : PICKUP_STEPS.indexOf(stage);
}

/** A request's timestamps, as the stepper dates its steps. */
export type StepDates = {
  createdAt: When;
  confirmedAt: When;
  scheduledAt: When;
  acknowledgedAt: When;
  collectedAt: When;
  cancelledAt?: When;
};

/** The stepper's steps for a role: name, when reached (if it was), whether it is the current one. */
export function progressSteps(
  request: StepDates & { status: PickupStatus; scheduledPickupDate?: When },
  role: Role,
): { step: PickupStage; name: string; at: When; current: boolean }[] {
  const stage = pickupStage(request.status, request.scheduledPickupDate);
  const at: Record<PickupStep, When> = {
    draft: request.createdAt,
    sent: request.confirmedAt,
    proposed: request.scheduledPickupDate ? request.scheduledAt : null,
    confirmed: request.acknowledgedAt,
    collected: request.collectedAt,
  };
  const steps = PICKUP_STEPS.map((step) => ({
    step,
    name: STAGES[step].step[role],
    at: at[step],
    current: step === stage,
  }));
  if (stage !== 'cancelled') return steps;
  return [
    ...steps.filter((step) => step.at),
    { step: 'cancelled', name: STAGES.cancelled.step[role], at: request.cancelledAt, current: true },
  ];
}

/** A status_changed event's details as written by services/pickupTransitions.ts. */
export type StatusChangeDetails = {
  action?: PickupAction | string;
  from?: string;
  to?: string;
  scheduledPickupDate?: string;
};

const labelOf = (status: string | undefined) =>
  status && status in PICKUP_STATUS_LABELS ? PICKUP_STATUS_LABELS[status as PickupStatus] : 'an unknown status';

/**
 * What a transition did, in words: 'Pickup proposed for Nov 29 09:30 by Dana Driver'. Events
 * written before the action was recorded say which status they left and reached; one that left
 * the status as it was says it was updated (never 'X -> X').
 */
export function historySentence(details: StatusChangeDetails, actor: string | null | undefined): string {
  const by = actor ? ` by ${actor}` : '';
  const date = details.scheduledPickupDate ? formatShortDateTime(details.scheduledPickupDate) : null;
  switch (details.action) {
    case 'submit':
      return `Sent for pickup${by}`;
    case 'schedule':
      if (details.from === 'pickup_scheduled') return date ? `Pickup moved to ${date}${by}` : `Schedule changed${by}`;
      return date ? `Pickup proposed for ${date}${by}` : `Pickup proposed${by}`;
    case 'clearSchedule':
      return `Schedule cleared${by}; the request awaits a new date`;
    case 'confirm':
      return `Pickup confirmed${by}`;
    case 'markCollected':
      return `Drums collected${by ? `, marked${by}` : ''}`;
    case 'abort':
      return `Pickup aborted${by}; the request awaits a new date`;
    case 'cancel':
      return `Request cancelled${by}`;
    case 'rollback':
      return `Rolled back to ${labelOf(details.to)}${by}`;
  }
  if (details.from && details.from === details.to) return `Request updated${by}`;
  return `Status changed from ${labelOf(details.from)} to ${labelOf(details.to)}${by}`;
}
