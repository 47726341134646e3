// The one transition table of a pickup request (docs/specification.md section 4, docs/decisions.md): for each action, who may take it, from which states, what it sets and
// clears, and whom it notifies. GraphQL, REST, bulk actions and the web's buttons all ask here.
import { en } from '../domain/i18n/en';
import { type Notice, notice } from './i18n/notice';
import type { NotificationKind } from './notifications';
import type { Refusal } from './errors';
import type { PickupStatus, Role } from './statuses';

export const PICKUP_ACTIONS = [
  'submit',
  'schedule',
  'clearSchedule',
  'confirm',
  'markCollected',
  'abort',
  'cancel',
  'rollback',
] as const;
export type PickupAction = (typeof PICKUP_ACTIONS)[number];

/** The fields a transition may write; a key present with null clears the column. */
type TransitionChanges = Partial<{
  status: PickupStatus;
  confirmedAt: Date | null;
  scheduledAt: Date | null;
  scheduledPickupDate: Date | null;
  assignedTransportCompanyId: number | null;
  assignedContactPersonId: number | null;
  acknowledgedAt: Date | null;
  collectedAt: Date | null;
  cancelledAt: Date | null;
}>;

export type TransitionSubject = {
  status: PickupStatus;
  scheduledPickupDate: Date | string | null;
  confirmedAt?: Date | string | null;
  acknowledgedAt?: Date | string | null;
};

export type ScheduleArgs = {
  scheduledPickupDate: Date;
  assignedTransportCompanyId: number | null;
  assignedContactPersonId: number | null;
};

export type TransitionArgs = { schedule?: ScheduleArgs; targetStatus?: PickupStatus };

/** Who hears of a transition: the returner company's users get a notification of this kind. */
type TransitionNotice = {
  kind: Extract<NotificationKind, 'scheduled' | 'collected' | 'aborted'>;
  notice: (reference: string) => Notice;
};

export type TransitionPlan = { changes: TransitionChanges; notice: TransitionNotice | null };

const TRANSITION_MESSAGES = en.errors.transitions;

/** Which roles may ever take each action (the rest answer 403 whatever the state). */
const ACTION_ROLES: Record<PickupAction, readonly Role[]> = {
  submit: ['returner', 'admin'],
  schedule: ['admin', 'transporter'],
  clearSchedule: ['admin', 'transporter'],
  confirm: ['admin'],
  markCollected: ['admin', 'transporter'],
  abort: ['admin'],
  cancel: ['admin'],
  rollback: ['admin'],
};

/** docs/specification.md section 4: the statuses an admin may roll each status back to. */
const ROLLBACK_TARGETS: Partial<Record<PickupStatus, readonly PickupStatus[]>> = {
  collected: ['pickup_scheduled', 'ready_for_pickup'],
  pickup_scheduled: ['ready_for_pickup'],
  cancelled: ['pickup_scheduled', 'ready_for_pickup'],
};

export function rollbackTargets(status: PickupStatus): readonly PickupStatus[] {
  return ROLLBACK_TARGETS[status] ?? [];
}

const NO_SCHEDULE: TransitionChanges = {
  scheduledPickupDate: null,
  scheduledAt: null,
  assignedTransportCompanyId: null,
  assignedContactPersonId: null,
};

const NOTICES = {
  // One status language (domain/statusLanguage.ts): a date is proposed, and the pickup is
  // scheduled when confirmed; the returner is told so in the same words its status shows.
  scheduled: { kind: 'scheduled', notice: (reference) => notice('dateProposed', { reference }) },
  confirmed: { kind: 'scheduled', notice: (reference) => notice('confirmed', { reference }) },
  collected: { kind: 'collected', notice: (reference) => notice('collected', { reference }) },
  aborted: { kind: 'aborted', notice: (reference) => notice('aborted', { reference }) },
} satisfies Record<string, TransitionNotice>;

const conflict = (message: string = TRANSITION_MESSAGES.wrongState): Refusal => ({ code: 'CONFLICT', message });

/**
 * The plan for one action on one request by one role, or why not: 403 when the role may never
 * take the action, 409 when the request's state does not allow it. `now` is the clock, passed in.
 * Whether the viewer may see the request at all is asked before (404), by pickupAccess.
 */
export function planTransition(
  subject: TransitionSubject,
  action: PickupAction,
  role: Role,
  args: TransitionArgs,
  now: Date,
): TransitionPlan | Refusal {
  if (!ACTION_ROLES[action].includes(role)) return { code: 'FORBIDDEN', message: TRANSITION_MESSAGES.roleMayNot };
  const { status } = subject;
  const dated = Boolean(subject.scheduledPickupDate);
  switch (action) {
    case 'submit':
      if (status !== 'draft') return conflict();
      return { changes: { status: 'ready_for_pickup', confirmedAt: now }, notice: null };
    case 'schedule': {
      // Schedule, and Edit Schedule: the same call while the date may still change.
      if (status !== 'ready_for_pickup' && status !== 'pickup_scheduled') return conflict();
      const schedule = args.schedule;
      if (!schedule) return conflict();
      return {
        changes: {
          scheduledPickupDate: schedule.scheduledPickupDate,
          scheduledAt: now,
          assignedTransportCompanyId: schedule.assignedTransportCompanyId,
          assignedContactPersonId: schedule.assignedContactPersonId,
        },
        notice: NOTICES.scheduled,
      };
    }
    case 'clearSchedule':
      if (status !== 'ready_for_pickup' || !dated) return conflict();
      return { changes: { ...NO_SCHEDULE }, notice: null };
    case 'confirm':
      if (status !== 'ready_for_pickup' || !dated) return conflict();
      return { changes: { status: 'pickup_scheduled', acknowledgedAt: now }, notice: NOTICES.confirmed };
    case 'markCollected':
      if (status !== 'pickup_scheduled') return conflict();
      return { changes: { status: 'collected', collectedAt: now }, notice: NOTICES.collected };
    case 'abort':
      if (status !== 'pickup_scheduled') return conflict();
      return {
        changes: { status: 'ready_for_pickup', ...NO_SCHEDULE, acknowledgedAt: null },
        notice: NOTICES.aborted,
      };
    case 'cancel':
      if (status === 'collected' || status === 'cancelled') return conflict();
      return { changes: { status: 'cancelled', cancelledAt: now }, notice: null };
    case 'rollback':
      return planRollback(subject, args.targetStatus, now);
  }
}

/** Rollback clears the timestamps and data of the states after the target. */
function planRollback(
  subject: TransitionSubject,
  target: PickupStatus | undefined,
  now: Date,
): TransitionPlan | Refusal {
  if (!target || !rollbackTargets(subject.status).includes(target))
    return conflict(TRANSITION_MESSAGES.noRollbackTarget);
  const later = { collectedAt: null, cancelledAt: null };
  if (target === 'pickup_scheduled') {
    if (!subject.scheduledPickupDate) return conflict(TRANSITION_MESSAGES.rollbackNeedsDate);
    return {
      changes: { status: 'pickup_scheduled', ...later, acknowledgedAt: subject.acknowledgedAt ? undefined : now },
      notice: null,
    };
  }
  // Back to awaiting scheduling: the schedule and its confirmation go too. A request cancelled
  // before it was submitted counts as submitted now.
  return {
    changes: {
      status: 'ready_for_pickup',
      ...later,
      ...NO_SCHEDULE,
      acknowledgedAt: null,
      confirmedAt: subject.confirmedAt ? undefined : now,
    },
    notice: null,
  };
}

/**
 * docs/specification.md section 5: past dates are refused. The day is the picker's, in the viewer's time zone,
 * which the server does not know: every zone's today began within the last 24 hours, so a date
 * before that is past everywhere, and a date picked for today anywhere passes.
 */
export function scheduleDateIssue(date: Date, now: Date): string | null {
  if (Number.isNaN(date.getTime())) return TRANSITION_MESSAGES.pastDate;
  return date.getTime() < now.getTime() - 24 * 60 * 60 * 1000 ? TRANSITION_MESSAGES.pastDate : null;
}

/** The actions a role may take on a request now (for buttons; the server asks planTransition). */
export function allowedActions(subject: TransitionSubject, role: Role, now = new Date()): PickupAction[] {
  return PICKUP_ACTIONS.filter((action) => {
    const args: TransitionArgs = {
      schedule: { scheduledPickupDate: now, assignedTransportCompanyId: null, assignedContactPersonId: null },
      targetStatus: rollbackTargets(subject.status)[0],
    };
    return !('code' in planTransition(subject, action, role, args, now));
  });
}

/** Whether a plan is a refusal. */
export function isRefusal(plan: TransitionPlan | Refusal): plan is Refusal {
  return 'code' in plan;
}
