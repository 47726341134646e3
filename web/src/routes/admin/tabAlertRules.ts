// Pure rules of the tab alerts (no Relay), unit-tested in tabAlertRules.test.ts.

/** spec.md section 9: alerts of an opened tab are cleared after 1.5 s. */
export const ALERT_CLEAR_DELAY_MS = 1500;

export type Alert = { readonly id: string; readonly kind: string; readonly message: string };

/**
 * spec.md section 4: which tab an unread notification highlights: 'scheduled' -> Ongoing,
 * 'message' -> Pending, and in the admin department user/registration/approval -> New Users.
 */
export function alertTab(alert: Alert, department: 'pickup' | 'admin'): string | null {
  const text = `${alert.kind} ${alert.message}`.toLowerCase();
  if (department === 'admin') return /registration|user|approval/.test(text) ? 'new-users' : null;
  if (text.includes('scheduled')) return 'ongoing';
  if (text.includes('message')) return 'pending';
  return null;
}
