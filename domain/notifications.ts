// What a notification is about (its kind), and the rules docs/specification.md sections 2 and 4 give for
// showing them: the banner's choice and highlighting, and the admin tab each kind lights.
// The kind is stored with the notification; nothing here reads meaning out of the text.
import { adminTabOfStatus } from './statusGroups';
import type { PickupStatus, Role } from './statuses';

export const NOTIFICATION_KINDS = [
  /** A pickup was scheduled or confirmed (the returner). */
  'scheduled',
  /** The drums were collected (the returner). */
  'collected',
  /** A scheduled pickup was aborted and awaits a new date (the returner). */
  'aborted',
  /** A new message in a request's thread (the other parties). */
  'message',
  /** A request was sent for pickup and awaits a date (admins). */
  'submitted',
  /** A new registration awaits approval (admins). */
  'registration',
  /** The viewer's account was approved. */
  'approval',
  'general',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

export type AdminDepartment = 'pickup' | 'admin';

/**
 * docs/specification.md section 4: 'scheduled' -> Ongoing, 'message' -> Pending, and in the admin department
 * user/registration/approval -> New Users. The tab keys are the admin panel's. A message about a
 * request lights the tab that lists the request now (a message on a request under
 * Requests lit Pending); Pending when its status is not known.
 */
export function alertTabOf(
  kind: string,
  department: AdminDepartment,
  requestStatus?: PickupStatus | null,
): string | null {
  if (department === 'admin') return kind === 'registration' || kind === 'approval' ? 'new-users' : null;
  if (kind === 'scheduled') return 'ongoing';
  if (kind === 'message') return (requestStatus && adminTabOfStatus(requestStatus)) || 'pending';
  if (kind === 'submitted') return (requestStatus && adminTabOfStatus(requestStatus)) || 'requests';
  return null;
}

/**
 * Kinds the banner shows once: the approval notice greets the person on the screen
 * where it first appears and is read from then on, kept in the notifications list. The others
 * stay in the banner until dismissed (docs/specification.md section 2).
 */
const SHOWN_ONCE: readonly string[] = ['approval'];

export const isShownOnce = (kind: string): boolean => SHOWN_ONCE.includes(kind);

/** docs/specification.md section 9: alerts of an opened tab are marked read after 1.5 s. */
export const ALERT_CLEAR_DELAY_MS = 1500;

/** docs/specification.md section 9: the banner shows at most two notifications. */
export const BANNER_LIMIT = 2;

/**
 * docs/specification.md section 2, Notification banner: the first unread 'scheduled' one, then the first
 * 'message' one, then the first other; if none was chosen, the first unread. At most two.
 */
export function bannerNotifications<N extends { kind: string; isRead: boolean }>(notifications: readonly N[]): N[] {
  const unread = notifications.filter((n) => !n.isRead);
  const chosen: N[] = [];
  const take = (n: N | undefined) => {
    if (n && !chosen.includes(n) && chosen.length < BANNER_LIMIT) chosen.push(n);
  };
  take(unread.find((n) => n.kind === 'scheduled'));
  take(unread.find((n) => n.kind === 'message'));
  take(unread.find((n) => n.kind !== 'scheduled' && n.kind !== 'message'));
  if (chosen.length === 0) take(unread[0]);
  return chosen;
}

/** Splits a text into runs, marking the highlighted words (any case, whole words). */
export function highlightRuns(text: string): { text: string; highlighted: boolean }[] {
  return text
    .split(/\b(scheduled|message)\b/i)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, highlighted: /^(scheduled|message)$/i.test(part) }));
}

/** What a notification is about, as the screens read it. */
export type NotificationSubject = {
  kind: string;
  pickupRequestGlobalId?: string | null;
  pickupRequestStatus?: PickupStatus | null;
  aboutUserId?: number | null;
};

/**
 * Where opening a notification leads: the request's details on the viewer's own screen (the
 * admin's on the tab that lists it now), or the registration among New Users; null when it is
 * about nothing to open.
 */
export function notificationPath(n: NotificationSubject, role: Role): string | null {
  if (role === 'admin' && n.aboutUserId != null) return `/admin?department=admin&tab=new-users&user=${n.aboutUserId}`;
  const request = n.pickupRequestGlobalId;
  if (!request) return null;
  const opened = `request=${encodeURIComponent(request)}`;
  if (role === 'admin') {
    const tab = (n.pickupRequestStatus && adminTabOfStatus(n.pickupRequestStatus)) || 'requests';
    return `/admin?department=pickup&tab=${tab}&${opened}`;
  }
  if (role === 'transporter') return `/transport-dashboard?${opened}`;
  return n.pickupRequestStatus === 'collected' ? `/returns/completed?${opened}` : `/returns?${opened}`;
}
