// Every screen of every role in English, at phone (390x844) and desktop (1366x900) size: no
// sideways scrolling, no serious or critical axe violation in the light or the dark theme, every interactive
// element at least 44x44 px on the phone, a title of its own, and a toast or banner covering no
// field, dialog or nav, and nothing the Content-Security-Policy blocks. A screenshot of each screen with a
// problem is kept in test-results/ to be looked at (of every screen with E2E_SCREENSHOTS=1).
import { test } from '@playwright/test';
import { sweep } from './support/sweep';

// The longest sweeps first, so they do not run alone at the end of the suite.
for (const role of ['admin', 'admin-pickups', 'returner', 'newcomer', 'transporter'] as const)
  for (const size of ['phone', 'desktop'] as const)
    test(`${role === 'admin-pickups' ? "the admin's pickup department" : `${role}'s`} screens at ${size} size, light and dark: fit, pass axe, big targets, own titles`, async ({
      browser,
    }, testInfo) => {
      // The admin's sweep (every tab, with axe twice) took 1.4 min on one host: the limit leaves
      // room for a host whose browser runs 2-3x slower.
      test.setTimeout(480_000);
      await sweep(browser, testInfo, role, size);
    });
