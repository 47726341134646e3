// The product's two main journeys in Swedish on phones (docs/languages.md): a newcomer registers
// and verifies the address from the Swedish mail; a returner books a pickup with photos and
// follows it to collected while a transporter proposes the date and an admin confirms it, each
// on their own Swedish screens. Every element is found by the Swedish catalogue's words, so an
// English word left on one of these screens fails the journey.
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  devices,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { sv } from '../domain/i18n/sv';
import { formatReferenceNumber } from '../domain/referenceNumber';
import { adminApi, apiAs, createDrumSpec, linkFrom, ORG_NUMBER, uniqueEmail, waitForMail } from './support/helpers';
import { png } from './support/images';
import { englishWordsIn } from './support/languages';

test.use({ locale: 'sv-SE' });

const PASSWORD = 'svenska-pass';
const toasts = (page: Page) => page.getByRole('region', { name: sv.shell.toast.region });

/** A message of the catalogue with its values filled in, as the app formats it (ICU). */
const filled = (message: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(message, 'sv').format(values));

/** A message of the catalogue as a pattern: the values named are given, the others any words. */
function pattern(message: string, values: Record<string, string> = {}): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = message.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!name) return escape(part);
    return name in values ? escape(values[name]) : '.+?';
  });
  return new RegExp(`^${parts.join('')}$`);
}

/** The interface's English words on a part of the screen (its text and its labels for assistive technology). */
async function englishOn(scope: Locator): Promise<string[]> {
  const text = await scope.evaluate((element) => {
    const parts = [(element as HTMLElement).innerText];
    for (const labelled of element.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
        parts.push(labelled.getAttribute(attribute) ?? '');
    return parts.join('\n');
  });
  return englishWordsIn(text);
}

/** A Pixel 7 whose browser speaks Swedish, for a second or third person of a journey. */
function swedishPhone(browser: Browser): Promise<BrowserContext> {
  const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 7'];
  return browser.newContext({ ...pixel, locale: 'sv-SE' });
}

async function logIn(page: Page, email: string, at = '/login') {
  await page.goto(at);
  await page.getByLabel(sv.fields.email, { exact: true }).fill(email);
  await page.getByLabel(sv.login.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: sv.login.submit }).click();
}

/** Chooses a tab, tapping again if the first tap landed while the strip still scrolled. */
async function openTab(page: Page, label: string) {
  const tab = page.getByRole('tab', { name: new RegExp(`^${label}`) });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 6000 });
  }).toPass({ timeout: 40_000 });
}

/** A user made by the admin, whose account then chooses Swedish in its profile. */
async function swedishUser(admin: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const email = uniqueEmail(String(data.role));
  const created = await admin.post('/api/users', { data: { ...data, email, password: PASSWORD, approved: true } });
  expect(created.status(), await created.text()).toBe(201);
  const own = await apiAs(email, PASSWORD);
  const chosen = await own.patch('/api/profile', { data: { locale: 'sv' } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await own.dispose();
  return email;
}

test('a newcomer registers in Swedish, gets a Swedish verification mail and verifies on a Swedish page', async ({
  page,
}) => {
  const email = uniqueEmail('nykomling');
  const name = 'Ingrid Nyström';
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: sv.account.register.title, level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  const form = page.locator('form');
  expect(await englishOn(form)).toEqual([]);

  await page.getByLabel(sv.account.register.name, { exact: true }).fill(name);
  await page.getByLabel(sv.fields.email, { exact: true }).fill(email);
  await page.getByLabel(sv.account.register.phoneNumber, { exact: true }).fill('070-123 45 67');
  await page.getByLabel(sv.account.register.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(sv.account.register.confirmPassword, { exact: true }).fill(PASSWORD);
  await page
    .getByLabel(sv.account.register.companyName, { exact: true })
    .fill(`Nyströms Bygg ${Date.now().toString(36)}`);
  await page.getByLabel(sv.account.register.orgNumber, { exact: true }).fill(ORG_NUMBER);
  await page.getByRole('button', { name: sv.account.register.submit }).click();
  await expect(toasts(page).getByText(sv.account.register.succeeded)).toBeVisible();
  await expect(page.getByRole('heading', { name: sv.login.title, level: 1 })).toBeVisible();

  // The mail is in the language the account registered in.
  const mail = await waitForMail(email, sv.mail.verification.subject);
  expect(mail.subject).toBe(sv.mail.verification.subject);
  expect(mail.text).toContain(filled(sv.mail.greeting, { name }));
  expect(mail.text).toContain(sv.mail.verification.thanks);
  expect(mail.text).toContain(sv.mail.verification.approval);
  // Its words, not its link's path.
  expect(englishWordsIn(`${mail.subject}\n${mail.text.replace(/https?:\/\/\S+/g, '')}`)).toEqual([]);

  await page.goto(linkFrom(mail, '/verify-email'));
  await expect(page.getByRole('heading', { name: sv.account.verify.verified, level: 1 })).toBeVisible();
  await expect(page.getByText(sv.account.verify.verifiedDetail)).toBeVisible();
  await expect(page.getByText(sv.account.verify.approval)).toBeVisible();
  expect(await englishOn(page.locator('main'))).toEqual([]);
  // The page goes on to the login by itself; the verified address can sign in there, and an
  // admin's approval is what it waits for next.
  await expect(page.getByRole('heading', { name: sv.login.title, level: 1 })).toBeVisible();
  await logIn(page, email, page.url());
  await expect(page.getByRole('heading', { name: sv.shell.pending.title })).toBeVisible();
  await expect(page.getByText(sv.shell.pending.wait)).toBeVisible();
});

test('a returner books a pickup with two photos and follows it in Swedish while the transporter and the admin move it to collected', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The world: a zone of its own, a transport company serving it with its driver, a returner
  // company with its returner, a drum specification and an admin; every account Swedish.
  const admin = await adminApi();
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // A grid cell of its own, away from other journeys' zones (a request goes to the lowest zone
  // number where zones overlap).
  const cell = Math.floor(Math.random() * 600 * 1200);
  const at = { lat: 20 + 0.05 * (cell % 600), lng: -60 + 0.05 * Math.floor(cell / 600) };
  const zone = await admin.post('/api/zones', {
    data: {
      zoneNumber: 900 + Math.floor(Math.random() * 9000),
      name: `Zon ${suffix}`,
      zoneDefinition: {
        type: 'polygon',
        coordinates: [
          { lat: at.lat - 0.01, lng: at.lng - 0.01 },
          { lat: at.lat - 0.01, lng: at.lng + 0.01 },
          { lat: at.lat + 0.01, lng: at.lng + 0.01 },
          { lat: at.lat + 0.01, lng: at.lng - 0.01 },
        ],
      },
    },
  });
  expect(zone.status(), await zone.text()).toBe(201);
  const haulers = await admin.post('/api/admin/transport-companies', {
    data: {
      name: `Åkeri ${suffix}`,
      organizationNumber: ORG_NUMBER,
      servedZones: [{ zoneId: (await zone.json()).zone.id, minPickupThreshold: 50 }],
    },
  });
  expect(haulers.status(), await haulers.text()).toBe(201);
  const transportCompanyId: number = (await haulers.json()).company.id;
  const driverName = 'Tove Lindqvist';
  const contact = await admin.post(`/api/admin/transport-companies/${transportCompanyId}/contacts`, {
    data: { name: driverName },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const transporter = await swedishUser(admin, { name: driverName, role: 'transporter', transportCompanyId });
  const builders = await admin.post('/api/returner-companies', {
    data: { name: `Byggare ${suffix}`, organizationNumber: ORG_NUMBER },
  });
  expect(builders.status(), await builders.text()).toBe(201);
  const returnerName = 'Sara Svensson';
  const returner = await swedishUser(admin, {
    name: returnerName,
    role: 'returner',
    returnerCompanyId: (await builders.json()).company.id,
  });
  const adminName = 'Astrid Admin';
  const staff = await swedishUser(admin, { name: adminName, role: 'admin' });
  const specName = `Trumma ${suffix}`;
  await createDrumSpec(admin, specName);
  await admin.dispose();

  const returnerContext = await swedishPhone(browser);
  const driverContext = await swedishPhone(browser);
  const adminContext = await swedishPhone(browser);
  const own = await returnerContext.newPage();
  const driver = await driverContext.newPage();
  const office = await adminContext.newPage();

  // The returner books: two drums, two photos, the place and the site, then saves the draft.
  await logIn(own, returner);
  await expect(own).toHaveURL(/\/returns$/);
  await expect(own.getByRole('heading', { name: sv.returns.mine.title, level: 1 })).toBeVisible();
  expect(await englishOn(own.locator('body'))).toEqual([]);
  await own.getByRole('link', { name: sv.returns.newReturn }).click();
  await expect(own).toHaveURL(/\/pickup-request$/);
  await expect(own.getByRole('heading', { name: sv.pickups.form.title })).toBeVisible();
  const save = own.getByRole('button', { name: sv.pickups.form.save });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription(sv.pickups.form.saveBlocked);
  const drumType = own.getByLabel(sv.pickups.drums.type, { exact: true });
  await drumType.click();
  await drumType.fill(specName);
  await own.getByRole('option', { name: new RegExp(specName) }).click();
  await own.getByLabel(sv.pickups.drums.quantity, { exact: true }).fill('2');
  await own.getByRole('button', { name: sv.pickups.drums.add, exact: true }).click();
  const drums = own.getByRole('table', { name: sv.pickups.drums.caption });
  await expect(drums.getByRole('row')).toHaveCount(2);
  await expect(drums).toContainText(specName);
  await own.getByLabel(sv.pickups.photos.upload).setInputFiles([
    { name: 'trummor-framifran.png', mimeType: 'image/png', buffer: png(40, 30, [200, 120, 40]) },
    { name: 'trummor-fran-sidan.png', mimeType: 'image/png', buffer: png(30, 40, [40, 120, 200]) },
  ]);
  await expect(own.getByRole('list', { name: sv.pickups.photos.title }).getByRole('img')).toHaveCount(2);
  await expect(own.getByText(sv.pickups.form.saveBlocked)).toHaveCount(0);
  await own.getByLabel(sv.pickups.address.address, { exact: true }).fill('Sveavägen 1, 111 57 Stockholm');
  await own.getByLabel(sv.pickups.address.latitude, { exact: true }).fill(at.lat.toFixed(6));
  await own.getByLabel(sv.pickups.address.longitude, { exact: true }).fill(at.lng.toFixed(6));
  await own.getByLabel(sv.pickups.site.hasLoadingCapability).check();
  await own.getByLabel(sv.pickups.form.comments).fill('Portkod 1234');
  // The map's own controls too: its buttons and the title of Leaflet's credit.
  await expect(own.getByRole('button', { name: sv.pickups.map.zoomIn })).toBeVisible();
  await expect(own.getByRole('link', { name: 'Leaflet' })).toHaveAttribute('title', sv.pickups.map.leafletTitle);
  expect(await englishOn(own.locator('body'))).toEqual([]);
  await save.click();
  await expect(toasts(own).getByText(sv.pickups.form.saved)).toBeVisible();
  await expect(own).toHaveURL(/\/returns\?scrollTo=\d+$/);
  const reference = formatReferenceNumber(Number(new URL(own.url()).searchParams.get('scrollTo')));

  // My Returns lists it under Drafts, then Submitted, then Scheduled (each heading with its count).
  const card = own.getByRole('article', { name: reference });
  const listed = (list: string) =>
    own.getByRole('region', { name: new RegExp(`^${list}( |$)`) }).getByRole('article', { name: reference });
  const draft = listed(sv.returns.mine.drafts);
  await expect(draft.getByText(sv.status.label.draft, { exact: true })).toBeVisible();
  await expect(draft).toContainText(`2 ${filled(sv.pickups.card.drums, { count: 2 })}`);
  await expect(draft.getByText(sv.pickups.card.notBooked)).toBeVisible();
  await expect(draft.getByRole('list', { name: sv.pickups.photos.title }).getByRole('img')).toHaveCount(2);
  expect(await englishOn(draft)).toEqual([]);

  // The driver waits on the portal: the request arrives there by itself once it is sent.
  await logIn(driver, transporter);
  await expect(driver).toHaveURL(/\/transport-dashboard/);
  await openTab(driver, sv.operations.transport.tabs.pickupRequest);
  const newRequests = driver.getByRole('region', { name: sv.operations.transport.newRequests });
  await expect(newRequests.getByText(sv.operations.transport.noNewRequests)).toBeVisible();
  expect(await englishOn(driver.locator('body'))).toEqual([]);

  await draft.getByRole('button', { name: sv.pickups.card.send }).click();
  const confirmSend = own.getByRole('dialog', { name: sv.pickups.card.submitTitle });
  await expect(confirmSend).toContainText(filled(sv.pickups.card.submitBody, { reference }));
  await confirmSend.getByRole('button', { name: sv.pickups.card.submit }).click();
  await expect(toasts(own).getByText(sv.pickups.card.submitted)).toBeVisible();
  await expect(
    listed(sv.returns.mine.submitted).getByText(sv.status.label.ready_for_pickup, { exact: true }),
  ).toBeVisible();
  const progress = card.getByRole('group', { name: sv.pickups.progress.label });
  await expect(progress).toContainText(
    filled(sv.pickups.progress.stepOf, { step: '2', total: '5', name: sv.status.step.sent }),
  );
  await expect(progress).toContainText(sv.status.next.sentReturner);

  // The transporter proposes tomorrow at 09:30.
  const offered = newRequests.getByRole('article', { name: reference });
  await expect(offered).toBeVisible();
  await expect(offered.getByText(sv.operations.card.loadingCapability)).toBeVisible();
  expect(await englishOn(offered)).toEqual([]);
  await offered.getByRole('button', { name: sv.operations.actions.schedule, exact: true }).click();
  const schedule = driver.getByRole('dialog', { name: sv.operations.schedule.title });
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  const day = [
    tomorrow.getFullYear(),
    String(tomorrow.getMonth() + 1).padStart(2, '0'),
    String(tomorrow.getDate()).padStart(2, '0'),
  ].join('-');
  await schedule.getByLabel(sv.operations.schedule.date).fill(day);
  await schedule.getByLabel(sv.operations.schedule.time).fill('09:30');
  await expect(schedule.getByLabel(sv.operations.companies.transportCompany)).toBeDisabled();
  expect(await englishOn(schedule)).toEqual([]);
  await schedule.getByRole('button', { name: sv.operations.schedule.save }).click();
  await expect(toasts(driver).getByText(sv.operations.schedule.done)).toBeVisible();
  // Read, then closed as a driver would: it stands over the cards, and the finger that rested on
  // it keeps it open.
  await toasts(driver).getByRole('button', { name: sv.common.close }).click();
  await expect(toasts(driver).getByText(sv.operations.schedule.done)).toHaveCount(0);
  await expect(schedule).toHaveCount(0);
  const scheduled = driver
    .getByRole('region', { name: sv.operations.transport.scheduledPickups })
    .getByRole('article', { name: reference });
  await expect(scheduled.getByText(sv.status.proposedLabel, { exact: true })).toBeVisible();

  // The returner's card follows without a reload: the date proposed, awaiting the admin.
  await expect(listed(sv.returns.mine.scheduled).getByText(sv.status.proposedLabel, { exact: true })).toBeVisible();
  await expect(card.getByText(/09:30/)).toBeVisible();
  await expect(progress).toContainText(
    filled(sv.pickups.progress.stepOf, { step: '3', total: '5', name: sv.status.step.dateProposed }),
  );
  await expect(progress).toContainText(sv.status.next.proposedReturner);

  // The admin confirms the date from the pickup department's list of requests to schedule.
  await logIn(office, staff, '/admin');
  const department = office.getByRole('group', { name: sv.admin.panel.department });
  await expect(department).toBeVisible();
  const pickups = department.getByRole('button', { name: sv.admin.panel.pickupDepartment, exact: true });
  await expect(async () => {
    await pickups.click();
    await expect(pickups).toHaveAttribute('aria-pressed', 'true', { timeout: 6000 });
  }).toPass({ timeout: 40_000 });
  await openTab(office, sv.shell.tabs.pickup.requests);
  const request = office
    .getByRole('region', { name: sv.shell.tabs.pickup.requests })
    .getByRole('article', { name: reference });
  await expect(request.getByText(sv.status.proposedLabel, { exact: true })).toBeVisible();
  await expect(request).toContainText(sv.status.next.proposedAdmin);
  // The card and the panel's own words: the list around it holds other journeys' requests,
  // whose addresses and comments are data in any language.
  expect(await englishOn(request)).toEqual([]);
  expect(await englishOn(office.getByRole('banner'))).toEqual([]);
  expect(await englishOn(office.getByRole('tablist'))).toEqual([]);
  await request.getByRole('button', { name: sv.operations.actions.confirm }).click();
  const confirm = office.getByRole('dialog', { name: sv.operations.actions.confirm });
  await expect(confirm).toContainText(sv.operations.confirmations.confirm.text);
  await confirm.getByRole('button', { name: sv.operations.actions.confirm }).click();
  await expect(toasts(office).getByText(sv.operations.confirmations.confirm.done)).toBeVisible();
  await expect(request).toHaveCount(0);

  await expect(card.getByText(sv.status.label.pickup_scheduled, { exact: true })).toBeVisible();
  await expect(progress).toContainText(
    filled(sv.pickups.progress.stepOf, { step: '4', total: '5', name: sv.status.step.confirmed }),
  );
  await expect(progress).toContainText(sv.status.next.confirmedReturner);

  // The transporter collects: the proof is prefilled as declared, one tap confirms it.
  await expect(scheduled.getByText(sv.status.label.pickup_scheduled, { exact: true })).toBeVisible();
  await scheduled.getByRole('button', { name: sv.operations.actions.collect }).click();
  const collect = driver.getByRole('dialog', { name: filled(sv.operations.collect.title, { reference }) });
  await expect(collect.getByText(sv.operations.collect.allFound)).toBeVisible();
  expect(await englishOn(collect)).toEqual([]);
  await collect.getByRole('button', { name: sv.operations.collect.submit }).click();
  await expect(toasts(driver).getByText(sv.operations.confirmations.collect.done)).toBeVisible();

  // The returner finds it among the completed returns, collected. Its history, as a returner
  // reads it: the timeline of its steps and the proof of collection.
  await expect(card).toHaveCount(0);
  await own.getByRole('navigation', { name: sv.nav.label }).getByRole('link', { name: sv.nav.completed }).click();
  await expect(own.getByRole('heading', { name: sv.returns.completed.title, level: 1 })).toBeVisible();
  const done = own.getByRole('article', { name: reference });
  await expect(done.getByText(sv.status.label.collected, { exact: true })).toBeVisible();
  expect(await englishOn(done)).toEqual([]);
  await done.getByRole('button', { name: sv.pickups.card.viewDetails }).click();
  const details = own.getByRole('dialog', { name: `${reference} ${sv.pickups.details.title}` });
  await expect(details.getByText(sv.status.label.collected, { exact: true })).toBeVisible();
  const steps = details.getByRole('list', { name: sv.pickups.details.timeline }).getByRole('listitem');
  const names = [sv.status.step.draft, sv.status.step.sent, sv.status.step.dateProposed, sv.status.step.confirmed];
  await expect(steps).toHaveCount(names.length + 1);
  for (const [index, name] of [...names, sv.status.step.collected].entries())
    await expect(steps.nth(index)).toHaveText(new RegExp(`^${name}\\s`));
  await expect(details.getByRole('button', { name: sv.pickups.map.zoomOut })).toBeVisible();
  const proof = details.getByRole('region', { name: sv.buyback.proof.title });
  await expect(proof).toContainText(sv.buyback.proof.asDeclared);
  await expect(proof.getByText(pattern(sv.buyback.proof.collectedBy, { name: driverName }))).toBeVisible();
  expect(await englishOn(details)).toEqual([]);
  await details.getByRole('button', { name: sv.common.close }).first().click();
  await expect(details).toHaveCount(0);

  // The admin reads the whole event history under Completed: each step told in Swedish, by whom.
  await openTab(office, sv.shell.tabs.pickup.completed);
  await office
    .getByRole('region', { name: sv.shell.tabs.pickup.completed })
    .getByRole('article', { name: reference })
    .getByRole('button', { name: sv.operations.actions.viewDetails })
    .click();
  const complete = office.getByRole('dialog', { name: `${reference} ${sv.admin.pickups.completeDetails}` });
  const history = complete.getByRole('list', { name: sv.pickups.details.history }).getByRole('listitem');
  await expect(history).toHaveCount(4);
  const said = (entry: Locator) => entry.locator('p').first();
  await expect(said(history.nth(0))).toHaveText(pattern(sv.status.history.submitBy, { actor: returnerName }));
  await expect(said(history.nth(1))).toHaveText(pattern(sv.status.history.proposedForBy, { actor: driverName }));
  await expect(said(history.nth(1))).toContainText('09:30');
  await expect(said(history.nth(2))).toHaveText(pattern(sv.status.history.confirmedBy, { actor: adminName }));
  await expect(said(history.nth(3))).toHaveText(pattern(sv.status.history.collectedBy, { actor: driverName }));
  expect(await englishOn(complete)).toEqual([]);

  await Promise.all([returnerContext.close(), driverContext.close(), adminContext.close()]);
});
