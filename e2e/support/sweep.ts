// The screen sweep (e2e/screens.spec.ts, e2e/screens-swedish.late.spec.ts): every screen of every
// role, at phone (390x844) and desktop (1366x900) size. In English: no sideways scrolling, no
// serious or critical axe violation in the light or the dark theme, every interactive element at
// least 44x44 px on the phone, a title of its own, a toast or banner covering no field, dialog or
// nav, and nothing the Content-Security-Policy blocks. In Swedish: no English word of the
// interface, and the longer words fit. A screenshot of each screen with a problem is kept in
// test-results/ to be looked at (of every screen with E2E_SCREENSHOTS=1).
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { overlayCovers, raiseToast } from './overlays';
import { logIn, PASSWORD, setUpWorld, toasts, type World } from './pickupWorld';
import { adminApi, apiAs, freshAdmin, ORG_NUMBER, uniqueEmail } from './helpers';
import { E2E_BASE_URL } from './env';
import { englishWordsIn, inSwedish } from './languages';

type Size = 'phone' | 'desktop';
type Theme = 'light' | 'dark';
type Language = 'en' | 'sv';
/** The admin's screens come in two sweeps (its two departments), so no one sweep outlasts the rest. */
export type Role = 'newcomer' | 'returner' | 'admin' | 'admin-pickups' | 'transporter';

const CONTEXTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const;

const adminTab = (department: 'admin' | 'pickup', tab: string) => `/admin?department=${department}&tab=${tab}`;

/** A page, or a dialog opened on it by `open` (its name says which). */
type Screen = string | { path: string; name: string; open: (page: Page, language: Language) => Promise<void> };

/** Opens the dialog of the first button named `name` (in English; the sweep's language's word for it). */
const clickFirst = (name: string, ready?: string) => async (page: Page, language: Language) => {
  const words = (text: string) => (language === 'sv' ? inSwedish(text) : text);
  await page
    .getByRole('button', { name: words(name), exact: true })
    .first()
    .click();
  // The dialog element itself has no box (its panel is fixed): wait for the panel's heading.
  await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
  // A dialog whose form has parts that load on their own: the screen is the form's once its
  // `ready` button is there.
  if (ready)
    await expect(page.getByRole('dialog').getByRole('button', { name: words(ready), exact: true })).toBeVisible();
};

function screensOf(role: Role, world: World & { zoneId: string }): Screen[] {
  switch (role) {
    case 'newcomer':
      return [
        '/login',
        '/register',
        '/forgot-password',
        '/reset-password?token=expired',
        '/verify-email?token=expired',
        '/partner-info',
        '/returner-guide',
        '/help',
        '/more',
        '/returns',
        '/admin',
        '/admin/forgot-password',
        '/no-such-page',
      ];
    case 'returner':
      return [
        '/',
        '/pickup-request',
        '/returns',
        '/returns/completed',
        '/returns/drums',
        '/credits',
        '/notifications',
        '/account',
        '/change-password',
        '/more',
        '/help',
        '/returner-guide',
        { path: '/returns', name: 'edit-return-dialog', open: clickFirst('Edit', 'Save Changes') },
        { path: '/returns', name: 'details-dialog', open: clickFirst('View Details') },
      ];
    case 'admin':
      return [
        ...['dashboard', 'users', 'new-users', 'returners', 'transporters', 'zones', 'drum-database'].map((tab) =>
          adminTab('admin', tab),
        ),
        '/drum-specs',
        `/admin/zones/${world.zoneId}/edit`,
        '/account',
        '/notifications',
        { path: adminTab('admin', 'users'), name: 'create-user-dialog', open: clickFirst('Create User') },
        // The sweep's registration (below) is pending: Approve asks which returner company it joins.
        { path: adminTab('admin', 'new-users'), name: 'approve-user-dialog', open: clickFirst('Approve') },
      ];
    case 'admin-pickups':
      return [
        ...[
          'dashboard',
          'pending',
          'requests',
          'ongoing',
          'completed',
          'cancelled',
          'returns-log',
          'statements',
          'reports',
        ].map((tab) => adminTab('pickup', tab)),
        { path: adminTab('pickup', 'pending'), name: 'details-dialog', open: clickFirst('View Details') },
      ];
    case 'transporter':
      return [
        ...['dashboard', 'pickup-request', 'routes', 'scheduled', 'completed'].map(
          (tab) => `/transport-dashboard?tab=${tab}`,
        ),
        '/account',
        '/notifications',
        '/more',
        // The world's request is confirmed for this sweep (below): the collection dialog opens on it.
        { path: '/transport-dashboard?tab=scheduled', name: 'collect-dialog', open: clickFirst('Mark as Collected') },
      ];
  }
}

/** The world's request sent, scheduled with its transport company and confirmed, over the API. */
async function confirmPickup(world: World) {
  const returner = await apiAs(world.returner, PASSWORD);
  expect((await returner.post(`/api/drums/${world.requestId}/finalize`)).status()).toBe(200);
  await returner.dispose();
  const admin = await adminApi();
  const schedule = await admin.patch(`/api/transport/pickup-requests/${world.requestId}/schedule`, {
    data: {
      scheduledPickupDate: new Date(Date.now() + 86_400_000).toISOString(),
      assignedTransportCompanyId: world.ids.transportCompany,
      assignedContactPersonId: world.ids.contact,
    },
  });
  expect(schedule.status(), await schedule.text()).toBe(200);
  expect((await admin.patch(`/api/transport/pickup-requests/${world.requestId}/confirm-pickup`)).status()).toBe(200);
  await admin.dispose();
}

/** Waits until the page shows its content and nothing still loads. */
async function settled(page: Page) {
  await expect(page.locator('#main').first()).toBeVisible();
  await expect(page.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0);
  // Fonts, images and the dialog transitions.
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          // Lazy images below the fold load only when scrolled to; a spinner or a pulse runs forever.
          [...document.images].every((image) => image.complete || image.loading === 'lazy') &&
          document
            .getAnimations()
            .every(
              (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
            ),
      ),
    )
    .toBe(true);
}

/**
 * The words a person can read on the page, its labels for assistive technology and its title
 * included. `withoutData` leaves out what holds records (cards, list items, table cells, values,
 * card headings): the admin's lists show every company, person and request of the shared test
 * database, whose names and comments other journeys write in English.
 */
function visibleText(page: Page, withoutData: boolean): Promise<string> {
  return page.evaluate((dataFree) => {
    const DATA = 'article, li, td, dd, h3, option, [role="option"], label:has(input[type="radio"]), .leaflet-container';
    // A card is labelled by its record's name (a company, a person, a zone).
    const inData = (element: Element) =>
      dataFree && (element.closest(DATA) !== null || element.matches('section[aria-label]'));
    let text = document.body.innerText;
    if (dataFree) {
      const copy = document.body.cloneNode(true) as HTMLElement;
      for (const element of copy.querySelectorAll(`${DATA}, script, style, template, [aria-hidden="true"]`))
        element.remove();
      // innerText needs a rendered element: the copy is read by its text nodes, apart.
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
      const words: string[] = [];
      while (walker.nextNode()) words.push(walker.currentNode.textContent ?? '');
      text = words.join(' ');
    }
    const parts = [document.title, text];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      if (!element.closest('[aria-hidden="true"], [inert]') && !inData(element))
        for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
          parts.push(element.getAttribute(attribute) ?? '');
    return parts.join('\n');
  }, withoutData);
}

/**
 * Buttons, tabs and badges whose words do not fit in them (cut off, not wrapped): Swedish words
 * are longer. A control that scrolls sideways on purpose (a tab strip) is not cut off.
 */
function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('button, [role="tab"], a, label, th, span')) {
      if (element.closest('[aria-hidden="true"], [inert]') || !element.textContent?.trim()) continue;
      // Visually hidden words for screen readers (1 px boxes) are not meant to fit.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const style = getComputedStyle(element);
      if (style.overflowX !== 'hidden' && style.textOverflow !== 'ellipsis') continue;
      if (element.scrollWidth > element.clientWidth + 1 && style.textOverflow !== 'ellipsis')
        clipped.push(`"${element.textContent.trim().slice(0, 40)}" ${element.scrollWidth}/${element.clientWidth}px`);
    }
    return clipped;
  });
}

/** Interactive elements smaller than 44x44 CSS px (a box of a label that wraps a control counts as its target). */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="switch"], [role="tab"], [role="checkbox"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      // A tab panel is focusable for the keyboard, not a thing to tap.
      if (element.closest('[aria-hidden="true"], [inert]') || element.getAttribute('role') === 'tabpanel') continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const label = element.closest('label');
      if (label) {
        const labelBox = label.getBoundingClientRect();
        if (labelBox.width * labelBox.height > box.width * box.height) box = labelBox;
      }
      // Off-screen controls (visually hidden file inputs behind their button).
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40);
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

/** Serious and critical axe findings on the page as it is. */
async function axeProblems(
  page: Page,
  name: string,
  rules?: { only: string[] } | { skip: string[] },
): Promise<string[]> {
  // Violations only: axe skips gathering the details of every passing node, a good part of its time.
  // Legacy mode runs axe.run in the page itself: the default finishes each scan in a new blank page
  // of the context, which took more than half of every scan (1.0-1.7 s against 0.4-0.7 s a screen
  // on a loaded host). The app has no frames, the one thing only the default reaches.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (rules && 'only' in rules) builder.withRules(rules.only);
  if (rules && 'skip' in rules) builder.disableRules(rules.skip);
  const scan = await builder.analyze();
  return scan.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (violation) =>
        `${name}: axe ${violation.id} on ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * The theme's class on <html>, as web/src/theme.ts puts it, without a reload, and its colours at
 * once: the colour transitions are held off for the switch (a constructed style sheet, which the
 * Content-Security-Policy allows), so nothing is left to wait for (a theme changes colours only).
 */
async function useTheme(page: Page, theme: Theme) {
  await page.evaluate((value) => {
    const still = new CSSStyleSheet();
    still.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    document.documentElement.classList.toggle('dark', value === 'dark');
    document.documentElement.classList.toggle('light', value === 'light');
    // Styles computed now take the new colours without a transition.
    void getComputedStyle(document.body).backgroundColor;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
  }, theme);
}

/**
 * Every screen of a role. In English: fit, axe in both themes, targets, toasts, titles. In Swedish
 * (a Swedish browser, the person's account in Swedish): no English word of the interface on any
 * screen in the light or the dark theme, and the longer words still fit; axe and the colours
 * do not change with the language and are the English sweep's.
 */
export async function sweep(browser: Browser, testInfo: TestInfo, role: Role, size: Size, language: Language = 'en') {
  const world = await setUpWorldWithZone();
  const context = await browser.newContext({ ...CONTEXTS[size], locale: language === 'sv' ? 'sv-SE' : 'en-US' });
  const page = await context.newPage();
  if (role === 'transporter') await confirmPickup(world);
  if (role === 'admin') await register(browser);
  if (language === 'sv' && role !== 'newcomer') {
    // Signed in over the API in this browser (the cookie is the page's), the account in Swedish.
    const { email, password } =
      role === 'returner'
        ? { email: world.returner, password: PASSWORD }
        : role === 'transporter'
          ? { email: world.transporter, password: PASSWORD }
          : await freshAdmin();
    const headers = { origin: E2E_BASE_URL };
    const login = await page.request.post('/api/auth/login', { data: { email, password }, headers });
    expect(login.status(), await login.text()).toBe(200);
    const profile = await page.request.patch('/api/profile', { data: { locale: 'sv' }, headers });
    expect(profile.status(), await profile.text()).toBe(200);
  } else {
    if (role === 'returner') await logIn(page, world.returner);
    if (role === 'transporter') await logIn(page, world.transporter);
    if (role === 'admin' || role === 'admin-pickups') {
      const admin = await freshAdmin();
      await logIn(page, admin.email, admin.password, '/admin');
      // /admin stays /admin after the login: wait for the panel, or the next page.goto would cut
      // the login's answer (and its session cookie) off.
      await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
    }
    if (role !== 'newcomer') await expect(page).not.toHaveURL(/\/login/);
  }

  const titles = new Map<string, string>();
  const problems: string[] = [];
  // The browser reports what the Content-Security-Policy blocked on the console.
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) blocked.push(message.text().slice(0, 160));
  });
  const screens = screensOf(role, world);
  for (const screen of screens) {
    const first = screen === screens[0];
    const { path, open, name: dialog } = typeof screen === 'string' ? { path: screen } : screen;
    const problemsBefore = problems.length;
    await page.goto(path);
    await settled(page);
    if (open) {
      await open(page, language);
      await settled(page);
    }
    const name = [path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home', dialog].filter(Boolean).join('-');
    for (const report of blocked.splice(0)) problems.push(`${name}: ${report}`);
    if (first && language === 'sv' && role !== 'newcomer') await expect(page).not.toHaveURL(/\/login/);

    if (language === 'sv') {
      await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
      for (const theme of ['light', 'dark'] as const) {
        await useTheme(page, theme);
        const english = englishWordsIn(await visibleText(page, role === 'admin' || role === 'admin-pickups'));
        if (english.length) problems.push(`${name} (${theme}): English words ${english.join(', ')}`);
      }
      await useTheme(page, 'light');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${name}: ${overflow}px sideways overflow`);
      for (const clipped of await clippedTexts(page)) problems.push(`${name}: text cut off: ${clipped}`);
      if (size === 'phone')
        for (const small of await smallTargets(page)) problems.push(`${name}: small target ${small}`);
      if (problems.length > problemsBefore || process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: testInfo.outputPath(`${role}-${size}-sv-${name}.png`), fullPage: true });
      if (!open) {
        const title = await page.title();
        const twin = [...titles].find(([, other]) => other === title);
        if (twin) problems.push(`${path}: title "${title}" is also ${twin[0]}'s`);
        titles.set(path, title);
      }
      continue;
    }

    if (!open && (await page.locator('h1').count()) !== 1) problems.push(`${path}: not one h1`);
    // The mark and name once at most (a top bar and a sign-in card each showed them).
    const brands = await page.getByText('Drum Returns', { exact: true }).filter({ visible: true }).count();
    if (brands > 1) problems.push(`${path}: the product name shows ${brands} times`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${name}: ${overflow}px sideways overflow`);

    // Each of axe's rules once per screen: colours do not depend on the size, so contrast at desktop
    // size; the rest (names, roles, structure) at phone size, the product's first size. The role's
    // first screen has every rule at both sizes, for what only one size shows (the phone's bottom
    // nav and compact header, the desktop's top nav), the same on every screen of the role. The pickup
    // boards (the admin's pickup department, the transporter's dashboard) are another markup on a
    // desktop (a table with sorting headers, the filters unfolded): every rule at both sizes there.
    const contrast = size === 'desktop' || first;
    const boards = role === 'admin-pickups' || role === 'transporter';
    const rules =
      first || (size === 'desktop' && boards)
        ? undefined
        : size === 'desktop'
          ? { only: ['color-contrast'] }
          : { skip: ['color-contrast'] };
    problems.push(...(await axeProblems(page, name, rules)));
    // The dark theme changes colours only: the same screen, switched in place, keeps its contrast.
    if (contrast) {
      await useTheme(page, 'dark');
      problems.push(...(await axeProblems(page, `${name} (dark)`, { only: ['color-contrast'] })));
      await useTheme(page, 'light');
    }

    if (size === 'phone') for (const small of await smallTargets(page)) problems.push(`${name}: small target ${small}`);

    // A picture of a screen with a problem, or of every screen with E2E_SCREENSHOTS=1, to be looked at.
    if (problems.length > problemsBefore || process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: testInfo.outputPath(`${role}-${size}-${name}.png`), fullPage: true });

    // A toast raised here, and the notification banner if one shows, cover no field, dialog or nav.
    await raiseToast(page, 'Sweep toast', 'Raised by the screen sweep to see where a toast lands on this screen.');
    const toast = toasts(page).getByRole('status').filter({ hasText: 'Sweep toast' });
    await expect(toast).toBeVisible();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    for (const cover of await overlayCovers(page)) problems.push(`${name}: ${cover}`);
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);

    if (!open) {
      const title = await page.title();
      const twin = [...titles].find(([, other]) => other === title);
      if (twin) problems.push(`${path}: title "${title}" is also ${twin[0]}'s`);
      titles.set(path, title);
    }
  }
  await context.close();
  expect(problems, problems.join('\n')).toEqual([]);
}

/** A registration waiting in New Users, with the organization number of the world's returner company. */
async function register(browser: Browser) {
  const anyone = await browser.newContext();
  const registered = await anyone.request.post('/api/auth/register', {
    data: {
      name: 'Sweep Registrant',
      email: uniqueEmail('registrant'),
      phoneNumber: '+46 70 222 33 44',
      password: 'secret1',
      confirmPassword: 'secret1',
      companyName: 'Sweep Cables AB',
      companyOrgNumber: ORG_NUMBER,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await anyone.close();
}

async function setUpWorldWithZone(): Promise<World & { zoneId: string }> {
  const world = await setUpWorld();
  const admin = await adminApi();
  const zones = await admin.get('/api/zones');
  expect(zones.status(), await zones.text()).toBe(200);
  const zoneId = String((await zones.json()).zones[0].id);
  await admin.dispose();
  return { ...world, zoneId };
}
