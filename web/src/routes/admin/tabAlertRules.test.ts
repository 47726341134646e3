import { describe, expect, it } from 'vitest';
import { alertTab } from './tabAlertRules';

const alert = (kind: string, message: string) => ({ id: '1', kind, message });

describe('alertTab (spec.md section 4 notification mapping)', () => {
  it('sends registrations, users and approvals to New Users in the admin department', () => {
    expect(alertTab(alert('registration', 'New user registration: Ann (Ann AB) awaits approval'), 'admin')).toBe(
      'new-users',
    );
    expect(alertTab(alert('other', 'Pickup PR-000001 scheduled'), 'admin')).toBeNull();
  });

  it("sends 'scheduled' to Ongoing and 'message' to Pending in the pickup department", () => {
    expect(alertTab(alert('schedule', 'Your pickup PR-000002 is scheduled'), 'pickup')).toBe('ongoing');
    expect(alertTab(alert('chat', 'New message on PR-000003'), 'pickup')).toBe('pending');
    expect(alertTab(alert('registration', 'New user registration'), 'pickup')).toBeNull();
  });
});
