import { describe, expect, it } from 'vitest';
import { flatten } from './i18n/catalogues';
import { sv } from './i18n/sv';
import { formatShortDateTime } from './dates';
import { returnsSection } from './statusGroups';
import {
  actsNext,
  historySentence,
  nextStep,
  PICKUP_STEPS,
  pickupStage,
  progressSteps,
  STAGES,
  statusLabel,
  stepPosition,
} from './statusLanguage';
import { PICKUP_STATUS_LABELS, PICKUP_STATUSES, ROLES } from './statuses';

const DATE = '2026-11-29T09:30:00.000Z';

describe('one status language', () => {
  it('gives every status a label for each role and a stepper position', () => {
    for (const status of PICKUP_STATUSES)
      for (const date of [null, DATE]) {
        for (const role of ROLES) expect(statusLabel(status, date, role), `${status} ${role}`).toMatch(/\w/);
        const position = stepPosition(status, date);
        expect(position, status).toBeGreaterThanOrEqual(0);
        expect(position, status).toBeLessThanOrEqual(PICKUP_STEPS.length);
      }
    for (const stage of Object.values(STAGES)) for (const role of ROLES) expect(stage.step[role]).toMatch(/\w/);
  });

  it('names the moment after a date is proposed alike for admin, transporter and returner', () => {
    expect(returnsSection('ready_for_pickup', DATE)).toBe('scheduled');
    for (const role of ROLES) {
      expect(statusLabel('ready_for_pickup', DATE, role)).toBe('Pending Confirmation');
      expect(statusLabel('ready_for_pickup', null, role)).toBe('Awaiting Scheduling');
      expect(statusLabel('pickup_scheduled', DATE, role)).toBe('Pickup Scheduled');
    }
    expect(stepPosition('ready_for_pickup', DATE)).toBe(PICKUP_STEPS.indexOf('proposed'));
    expect(stepPosition('ready_for_pickup', null)).toBe(PICKUP_STEPS.indexOf('sent'));
  });

  it('keeps the spec labels of the statuses themselves', () => {
    for (const status of PICKUP_STATUSES.filter((s) => s !== 'ready_for_pickup'))
      for (const role of ROLES) expect(statusLabel(status, DATE, role)).toBe(PICKUP_STATUS_LABELS[status]);
  });

  it('walks the stepper through a lifecycle in order, and puts a cancelled request off the track', () => {
    const order = ['draft', 'ready_for_pickup', 'ready_for_pickup+date', 'pickup_scheduled', 'collected'].map((s) =>
      s === 'ready_for_pickup+date' ? stepPosition('ready_for_pickup', DATE) : stepPosition(s as 'draft'),
    );
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(pickupStage('cancelled')).toBe('cancelled');
    const cancelled = progressSteps(
      {
        status: 'cancelled',
        createdAt: '2026-11-20T08:00:00Z',
        confirmedAt: '2026-11-21T08:00:00Z',
        scheduledAt: null,
        acknowledgedAt: null,
        collectedAt: null,
        cancelledAt: '2026-11-22T08:00:00Z',
      },
      'returner',
    );
    expect(cancelled.map((step) => [step.name, step.current])).toEqual([
      ['Draft', false],
      ['Sent', false],
      ['Cancelled', true],
    ]);
  });

  it('tells a full lifecycle in sentences, with no "X -> X"', () => {
    const lifecycle = [
      historySentence({ action: 'submit', from: 'draft', to: 'ready_for_pickup' }, 'Rita Returner'),
      historySentence(
        { action: 'schedule', from: 'ready_for_pickup', to: 'ready_for_pickup', scheduledPickupDate: DATE },
        'Dana Driver',
      ),
      historySentence({ action: 'confirm', from: 'ready_for_pickup', to: 'pickup_scheduled' }, 'Ada Admin'),
      historySentence(
        { action: 'schedule', from: 'pickup_scheduled', to: 'pickup_scheduled', scheduledPickupDate: DATE },
        'Dana Driver',
      ),
      historySentence({ action: 'markCollected', from: 'pickup_scheduled', to: 'collected' }, 'Dana Driver'),
      historySentence({ action: 'rollback', from: 'collected', to: 'pickup_scheduled' }, 'Ada Admin'),
      historySentence({ action: 'abort', from: 'pickup_scheduled', to: 'ready_for_pickup' }, 'Ada Admin'),
      historySentence({ action: 'clearSchedule', from: 'ready_for_pickup', to: 'ready_for_pickup' }, 'Ada Admin'),
      historySentence({ action: 'cancel', from: 'ready_for_pickup', to: 'cancelled' }, null),
    ];
    const when = formatShortDateTime(DATE);
    expect(when).toMatch(/^Nov 29 \d{2}:30$/);
    expect(lifecycle).toEqual([
      'Sent for pickup by Rita Returner',
      `Pickup proposed for ${when} by Dana Driver`,
      'Pickup confirmed by Ada Admin',
      `Pickup moved to ${when} by Dana Driver`,
      'Drums collected, marked by Dana Driver',
      'Rolled back to Pickup Scheduled by Ada Admin',
      'Pickup aborted by Ada Admin; the request awaits a new date',
      'Schedule cleared by Ada Admin; the request awaits a new date',
      'Request cancelled',
    ]);
  });

  it('tells an event written before actions were recorded without repeating a status', () => {
    expect(historySentence({ from: 'ready_for_pickup', to: 'ready_for_pickup' }, 'Ada Admin')).toBe(
      'Request updated by Ada Admin',
    );
    expect(historySentence({ from: 'ready_for_pickup', to: 'pickup_scheduled' }, 'Ada Admin')).toBe(
      'Status changed from Awaiting Scheduling to Pickup Scheduled by Ada Admin',
    );
  });
});

describe('who acts next', () => {
  const at = (status: (typeof PICKUP_STATUSES)[number], date: string | null = null) =>
    Object.fromEntries(ROLES.map((role) => [role, nextStep(status, date, role)]));

  it('tells each role of a proposed date that an admin confirms it, and the transport company collects after', () => {
    expect(at('ready_for_pickup', DATE)).toEqual({
      returner: 'Next: an admin confirms the proposed date; then the transport company collects the drums.',
      transporter: 'Next: an admin confirms the date; then you collect the drums and mark them collected.',
      admin: 'Your turn: confirm the proposed date (Confirm Pick Up); then the transport company collects.',
    });
    expect(actsNext('ready_for_pickup', DATE)).toBe('admin');
  });

  it('hands a draft to the returner, a sent request to the transport company, a confirmed one to its driver', () => {
    expect(at('draft')).toEqual({
      returner: 'Your turn: send it for pickup (Submit for Pickup).',
      transporter: 'Next: the returner sends it for pickup.',
      admin: 'Next: the returner sends it for pickup.',
    });
    expect(at('ready_for_pickup')).toEqual({
      returner: 'Next: the transport company proposes a pickup date.',
      transporter: 'Your turn: propose a pickup date (Schedule).',
      admin: 'Next: the transport company proposes a pickup date (or you schedule it).',
    });
    expect(at('pickup_scheduled', DATE)).toEqual({
      returner: 'Next: the transport company collects the drums on the pickup date.',
      transporter: 'Your turn: collect the drums and mark them collected (Mark as Collected).',
      admin: 'Next: the transport company collects the drums and marks them collected.',
    });
  });

  it('leaves nothing to do once collected or cancelled', () => {
    for (const status of ['collected', 'cancelled'] as const) {
      expect(at(status, DATE)).toEqual({ returner: null, transporter: null, admin: null });
      expect(actsNext(status, DATE)).toBeNull();
    }
  });

  it('says "Your turn" exactly to the role whose turn it is, for every status', () => {
    for (const status of PICKUP_STATUSES)
      for (const date of [null, DATE])
        for (const role of ROLES) {
          const sentence = nextStep(status, date, role);
          if (sentence === null) continue;
          expect(sentence.startsWith('Your turn:'), `${status} ${date} ${role}`).toBe(actsNext(status, date) === role);
        }
  });
});

describe('the status language in Swedish', () => {
  const swedish = flatten(sv);
  const sayInSwedish = (key: string, values: Record<string, string> = {}) =>
    swedish.get(key)!.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);

  it('names every status, step and next step from the Swedish catalogue', () => {
    for (const status of PICKUP_STATUSES)
      for (const role of ROLES) {
        expect(swedish.has(`status.label.${status}`), status).toBe(true);
        expect(statusLabel(status, DATE, role, sayInSwedish)).not.toBe(statusLabel(status, DATE, role));
      }
    expect(statusLabel('ready_for_pickup', DATE, 'returner', sayInSwedish)).toBe('Väntar på bekräftelse');
    expect(nextStep('draft', null, 'returner', sayInSwedish)).toMatch(/^Din tur: /);
  });

  it('tells a transition in Swedish, with the date as Swedish writes it', () => {
    expect(historySentence({ action: 'schedule', scheduledPickupDate: DATE }, 'Dana Driver', sayInSwedish, 'sv')).toBe(
      `Upphämtning föreslagen till ${formatShortDateTime(DATE, 'sv')} av Dana Driver`,
    );
    expect(formatShortDateTime(DATE, 'sv')).toMatch(/^\d{1,2} nov\. \d\d:\d\d$/);
    expect(historySentence({ from: 'draft', to: 'collected' }, null, sayInSwedish)).toBe(
      'Status ändrad från Utkast till Hämtad',
    );
  });
});
