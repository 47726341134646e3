// One status language: what each status is called for each role, where it stands in
// the progress stepper the card and the details show, and how the history tells a transition.
// Every screen, the GraphQL statusLabel and the history read it here, so the admin, the
// transporter and the returner never name one moment differently.
import { formatShortDateTime } from './dates';
import type { Locale } from './i18n/locales';
import { type Say, sayInEnglish } from './i18n/say';
import { PICKUP_STATUSES, type PickupStatus, type Role } from './statuses';
import type { PickupAction } from './transitions';

/** The steps of the progress stepper, in order. */
export const PICKUP_STEPS = ['draft', 'sent', 'proposed', 'confirmed', 'collected'] as const;
type PickupStep = (typeof PICKUP_STEPS)[number];

/** Where a request is: a step, or off the track. */
export type PickupStage = PickupStep | 'cancelled';

type PerRole = Record<Role, string>;
const same = (key: string): PerRole => ({ admin: key, transporter: key, returner: key });

/**
 * Each stage's status label and step name per role, as catalogue keys (domain/i18n, `status.`).
 * The labels are docs/specification.md section 4's; a request sent and given a date, not yet
 * confirmed, reads 'Pending Confirmation' for everyone. The admin's step for a sent request is the
 * spec's 'Confirmed & Ready' (its timeline word).
 */
export const STAGES: Record<PickupStage, { label: PerRole; step: PerRole }> = {
  draft: { label: same('status.label.draft'), step: same('status.step.draft') },
  sent: {
    label: same('status.label.ready_for_pickup'),
    step: { admin: 'status.step.confirmedAndReady', transporter: 'status.step.sent', returner: 'status.step.sent' },
  },
  proposed: { label: same('status.proposedLabel'), step: same('status.step.dateProposed') },
  confirmed: { label: same('status.label.pickup_scheduled'), step: same('status.step.confirmed') },
  collected: { label: same('status.label.collected'), step: same('status.step.collected') },
  cancelled: { label: same('status.label.cancelled'), step: same('status.step.cancelled') },
};

/** The catalogue key of a status's own label. */
const labelKey = (status: PickupStatus) => `status.label.${status}`;

/** A status's own label (a filter's choices, a workbook's column): 'Awaiting Scheduling'. */
export const pickupStatusName = (status: PickupStatus, say: Say = sayInEnglish) => say(labelKey(status));

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
export function statusLabel(
  status: PickupStatus,
  scheduledPickupDate: When,
  role: Role,
  say: Say = sayInEnglish,
): string {
  if (OLDER_STATUSES.includes(status)) return say(labelKey(status));
  return say(STAGES[pickupStage(status, scheduledPickupDate)].label[role]);
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
    returner: 'status.next.draftReturner',
    transporter: 'status.next.draftOthers',
    admin: 'status.next.draftOthers',
  },
  sent: {
    returner: 'status.next.sentReturner',
    transporter: 'status.next.sentTransporter',
    admin: 'status.next.sentAdmin',
  },
  proposed: {
    returner: 'status.next.proposedReturner',
    transporter: 'status.next.proposedTransporter',
    admin: 'status.next.proposedAdmin',
  },
  confirmed: {
    returner: 'status.next.confirmedReturner',
    transporter: 'status.next.confirmedTransporter',
    admin: 'status.next.confirmedAdmin',
  },
  collected: null,
  cancelled: null,
};

/** The role whose turn a request is; null when nothing is left to do. */
export function actsNext(status: PickupStatus, scheduledPickupDate: When): Role | null {
  return ACTS_NEXT[pickupStage(status, scheduledPickupDate)];
}

/** Who acts next on a request, in words for the viewer's role; null when nothing is left to do. */
export function nextStep(
  status: PickupStatus,
  scheduledPickupDate: When,
  role: Role,
  say: Say = sayInEnglish,
): string | null {
  const key = NEXT_STEPS[pickupStage(status, scheduledPickupDate)]?.[role];
  return key ? say(key) : null;
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
  say: Say = sayInEnglish,
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
    name: say(STAGES[step].step[role]),
    at: at[step],
    current: step === stage,
  }));
  if (stage !== 'cancelled') return steps;
  return [
    ...steps.filter((step) => step.at),
    { step: 'cancelled', name: say(STAGES.cancelled.step[role]), at: request.cancelledAt, current: true },
  ];
}

/** A status_changed event's details as written by services/pickupTransitions.ts. */
export type StatusChangeDetails = {
  action?: PickupAction | string;
  from?: string;
  to?: string;
  scheduledPickupDate?: string;
};

/**
 * What a transition did, in words: 'Pickup proposed for Nov 29 09:30 by Dana Driver'. Events
 * written before the action was recorded say which status they left and reached; one that left
 * the status as it was says it was updated (never 'X -> X'). Each sentence has a form without the
 * person who acted (`status.history.submit`) and one with them (`submitBy`).
 */
export function historySentence(
  details: StatusChangeDetails,
  actor: string | null | undefined,
  say: Say = sayInEnglish,
  locale: Locale = 'en',
): string {
  const tell = (key: string, values: Record<string, string> = {}) =>
    actor ? say(`status.history.${key}By`, { ...values, actor }) : say(`status.history.${key}`, values);
  const labelOf = (status: string | undefined) =>
    status && (PICKUP_STATUSES as readonly string[]).includes(status)
      ? say(labelKey(status as PickupStatus))
      : say('status.unknown');
  const date = details.scheduledPickupDate ? formatShortDateTime(details.scheduledPickupDate, locale) : null;
  switch (details.action) {
    case 'submit':
      return tell('submit');
    case 'schedule':
      if (details.from === 'pickup_scheduled') return date ? tell('moved', { date }) : tell('rescheduled');
      return date ? tell('proposedFor', { date }) : tell('proposed');
    case 'clearSchedule':
      return tell('cleared');
    case 'confirm':
      return tell('confirmed');
    case 'markCollected':
      return tell('collected');
    case 'abort':
      return tell('aborted');
    case 'cancel':
      return tell('cancelled');
    case 'rollback':
      return tell('rolledBack', { status: labelOf(details.to) });
  }
  if (details.from && details.from === details.to) return tell('updated');
  return tell('changed', { from: labelOf(details.from), to: labelOf(details.to) });
}
