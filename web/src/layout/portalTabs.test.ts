import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, departmentOf, PICKUP_TABS, tabOf, TRANSPORTER_TABS } from './portalTabs';

// The admin panel's and the transporter portal's tab lives in the URL: a bookmark or a reload
// opens the same tab, and a link that names none or a wrong one opens the first.
const search = (query: string) => new URLSearchParams(query);

describe('portal tabs from the URL', () => {
  it('opens the tab a bookmarked URL names', () => {
    expect(tabOf(PICKUP_TABS, search('department=pickup&tab=returns-log'))).toBe('returns-log');
    expect(tabOf(TRANSPORTER_TABS, search('tab=scheduled'))).toBe('scheduled');
  });

  it('opens the first tab for a missing, unknown or inherited key', () => {
    expect(tabOf(ADMIN_TABS, search(''))).toBe('dashboard');
    expect(tabOf(ADMIN_TABS, search('tab=payroll'))).toBe('dashboard');
    expect(tabOf(ADMIN_TABS, search('tab=toString'))).toBe('dashboard');
  });

  it('opens the Admin Department unless the URL asks for the Pickup Department', () => {
    expect(departmentOf(search('department=pickup'))).toBe('pickup');
    expect(departmentOf(search('department=admin'))).toBe('admin');
    expect(departmentOf(search('department=finance'))).toBe('admin');
    expect(departmentOf(search(''))).toBe('admin');
  });
});
