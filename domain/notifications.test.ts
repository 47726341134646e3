import { describe, expect, it } from 'vitest';
import { alertTabOf, bannerNotifications, highlightRuns, isShownOnce, notificationPath } from './notifications';

const n = (id: number, kind: string, isRead = false) => ({ id, kind, isRead });

describe('alertTabOf (docs/specification.md section 4 notification mapping, by kind)', () => {
  it('lights New Users for registrations and approvals in the admin department only', () => {
    expect(alertTabOf('registration', 'admin')).toBe('new-users');
    expect(alertTabOf('approval', 'admin')).toBe('new-users');
    expect(alertTabOf('scheduled', 'admin')).toBeNull();
    expect(alertTabOf('registration', 'pickup')).toBeNull();
  });
  it('lights the tab that lists the request a message is about', () => {
    expect(alertTabOf('message', 'pickup', 'ready_for_pickup')).toBe('requests');
    expect(alertTabOf('message', 'pickup', 'pickup_scheduled')).toBe('ongoing');
    expect(alertTabOf('message', 'pickup', 'draft')).toBe('pending');
    expect(alertTabOf('message', 'pickup', null)).toBe('pending');
  });
  it('lights Ongoing for scheduled and Pending for message in the pickup department', () => {
    expect(alertTabOf('scheduled', 'pickup')).toBe('ongoing');
    expect(alertTabOf('message', 'pickup')).toBe('pending');
    expect(alertTabOf('collected', 'pickup')).toBeNull();
  });
});

describe('bannerNotifications (docs/specification.md section 2)', () => {
  it('prefers scheduled, then message, and shows at most two unread', () => {
    const list = [n(1, 'general'), n(2, 'message'), n(3, 'scheduled'), n(4, 'message')];
    expect(bannerNotifications(list).map((x) => x.id)).toEqual([3, 2]);
  });
  it('takes the first other when no scheduled one is unread', () => {
    expect(bannerNotifications([n(1, 'message'), n(2, 'collected'), n(3, 'general')]).map((x) => x.id)).toEqual([1, 2]);
  });
  it('skips read ones and shows nothing when all are read', () => {
    expect(bannerNotifications([n(1, 'scheduled', true), n(2, 'general')]).map((x) => x.id)).toEqual([2]);
    expect(bannerNotifications([n(1, 'scheduled', true)])).toEqual([]);
  });
});

describe('highlightRuns', () => {
  it('marks the words scheduled and message, whatever their case', () => {
    expect(highlightRuns('Pickup Scheduled: new message')).toEqual([
      { text: 'Pickup ', highlighted: false },
      { text: 'Scheduled', highlighted: true },
      { text: ': new ', highlighted: false },
      { text: 'message', highlighted: true },
    ]);
  });
});

describe('isShownOnce', () => {
  it('shows the approval notice once and keeps the others until dismissed', () => {
    expect(isShownOnce('approval')).toBe(true);
    for (const kind of ['scheduled', 'message', 'collected', 'aborted', 'registration', 'general'])
      expect(isShownOnce(kind)).toBe(false);
  });
});

describe('notificationPath (opening a notification)', () => {
  it('leads an admin to the registration among New Users, or to the request on the tab listing it', () => {
    expect(notificationPath({ kind: 'registration', aboutUserId: 7 }, 'admin')).toBe(
      '/admin?department=admin&tab=new-users&user=7',
    );
    expect(
      notificationPath(
        { kind: 'submitted', pickupRequestGlobalId: 'UFI6MQ==', pickupRequestStatus: 'ready_for_pickup' },
        'admin',
      ),
    ).toBe('/admin?department=pickup&tab=requests&request=UFI6MQ%3D%3D');
  });
  it('leads others to the request on their own screen, and nowhere without a subject', () => {
    const about = { kind: 'scheduled', pickupRequestGlobalId: 'X', pickupRequestStatus: 'pickup_scheduled' as const };
    expect(notificationPath(about, 'transporter')).toBe('/transport-dashboard?request=X');
    expect(notificationPath(about, 'returner')).toBe('/returns?request=X');
    expect(notificationPath({ ...about, pickupRequestStatus: 'collected' }, 'returner')).toBe(
      '/returns/completed?request=X',
    );
    expect(notificationPath({ kind: 'approval' }, 'returner')).toBeNull();
    expect(notificationPath({ kind: 'registration', aboutUserId: 7 }, 'returner')).toBeNull();
  });
});
