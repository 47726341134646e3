// Every screen of every role in Swedish (a Swedish browser, the person's account in Swedish), at
// phone and desktop size: no English word of the interface in the light or the dark theme, no
// sideways scrolling, no word cut off, big targets and titles of their own (docs/languages.md).
// Axe and the colours do not change with the language: the English sweep (screens.spec.ts) has them.
// In the `late` project: beside the journeys that fill the database, which it does not read.
import { test } from '@playwright/test';
import { sweep } from './support/sweep';

for (const role of ['admin', 'admin-pickups', 'returner', 'transporter', 'newcomer'] as const)
  for (const size of ['phone', 'desktop'] as const)
    test(`${role === 'admin-pickups' ? "the admin's pickup department" : `${role}'s`} screens in Swedish at ${size} size, light and dark: no English word, and the longer words fit`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(480_000);
      await sweep(browser, testInfo, role, size, 'sv');
    });
