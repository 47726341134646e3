import { beforeAll, describe, expect, it } from 'vitest';
import { loadWholeCatalogue } from '../i18n';
import { pageTitle } from './pageTitle';
import { adminPanelTitle, transporterPortalTitle } from './portalTabs';

// These words are beyond the first bundle's: the screens that say them load with the whole
// catalogue (web/src/firstScreen.ts).
beforeAll(() => loadWholeCatalogue());
describe('pageTitle', () => {
  it('names the deepest titled route, then the app', () => {
    expect(pageTitle([{}, { handle: { title: 'My Returns' } }])).toBe('My Returns · Drum Returns');
    expect(pageTitle([{ handle: { title: 'Outer' } }, { handle: { title: 'Inner' } }])).toBe('Inner · Drum Returns');
    expect(pageTitle([{}, {}])).toBe('Drum Returns');
  });

  it('names the tab of the admin panel and the transporter portal from the query string', () => {
    const admin = [{ handle: { title: adminPanelTitle } }];
    expect(pageTitle(admin, new URLSearchParams('department=admin&tab=users'))).toBe(
      'Users · Admin Department · Drum Returns',
    );
    expect(pageTitle(admin, new URLSearchParams('department=pickup&tab=returns-log'))).toBe(
      'Returns Log · Pickup Department · Drum Returns',
    );
    // No tab, or one that does not exist, shows the first.
    expect(pageTitle(admin, new URLSearchParams('tab=constructor'))).toBe(
      'Dashboard · Admin Department · Drum Returns',
    );
    expect(pageTitle([{ handle: { title: transporterPortalTitle } }], new URLSearchParams('tab=routes'))).toBe(
      'Routes · Transporter Portal · Drum Returns',
    );
  });
});
