// The world of the pickup journeys (e2e/pickup-operations.spec.ts, e2e/messages.spec.ts): a
// zone of its own, a transport company serving it with a driver, a returner company with a
// returner and a draft request; and the steps every journey takes in a browser.
import { type Browser, type BrowserContext, devices, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './env';
import { adminApi, apiAs, createDrumSpec, ORG_NUMBER, uniqueEmail } from './helpers';
import { png } from './images';

export const PASSWORD = 'journey-pass';
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

export type World = {
  returner: string;
  transporter: string;
  reference: string;
  requestId: number;
  /** The zone's centre and the drum spec of the draft, for more requests. */
  at: { lat: number; lng: number };
  specId: number;
  /** For requests made over the admin API. */
  ids: { returnerCompany: number; returnerUser: number; transportCompany: number; contact: number };
};

/** A zone of its own far from other tests' points, a company serving it, its driver and a returner with a draft. */
export async function setUpWorld({ threshold = 50 }: { threshold?: number } = {}): Promise<World> {
  const admin = await adminApi();
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // Each world's zone in a grid cell of its own (cells 0.05 degrees apart, zones 0.02 wide), away
  // from the fixed zones of other tests: where zones overlap, a request goes to the lowest zone
  // number, so a zone drawn over another world's took its requests (a route never proposed).
  const cell = Math.floor(Math.random() * 600 * 1200);
  const lat = 20 + 0.05 * (cell % 600);
  const lng = -60 + 0.05 * Math.floor(cell / 600);
  const zone = await admin.post('/api/zones', {
    data: {
      zoneNumber: 900 + Math.floor(Math.random() * 9000),
      name: `Journey ${suffix}`,
      zoneDefinition: {
        type: 'polygon',
        coordinates: [
          { lat: lat - 0.01, lng: lng - 0.01 },
          { lat: lat - 0.01, lng: lng + 0.01 },
          { lat: lat + 0.01, lng: lng + 0.01 },
          { lat: lat + 0.01, lng: lng - 0.01 },
        ],
      },
    },
  });
  expect(zone.status(), await zone.text()).toBe(201);
  const zoneId: number = (await zone.json()).zone.id;
  const company = await admin.post('/api/admin/transport-companies', {
    data: {
      name: `Journey Haulers ${suffix}`,
      organizationNumber: ORG_NUMBER,
      servedZones: [{ zoneId, minPickupThreshold: threshold }],
    },
  });
  expect(company.status(), await company.text()).toBe(201);
  const transportCompanyId: number = (await company.json()).company.id;
  const contact = await admin.post(`/api/admin/transport-companies/${transportCompanyId}/contacts`, {
    data: { name: 'Dana Driver' },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const contactId: number = (await contact.json()).contact.id;
  const transporter = uniqueEmail('driver');
  const driver = await admin.post('/api/users', {
    data: {
      name: 'Dana Driver',
      email: transporter,
      password: PASSWORD,
      role: 'transporter',
      approved: true,
      transportCompanyId,
    },
  });
  expect(driver.status(), await driver.text()).toBe(201);

  const returnerCompany = await admin.post('/api/returner-companies', {
    data: { name: `Journey Builders ${suffix}`, organizationNumber: ORG_NUMBER },
  });
  expect(returnerCompany.status(), await returnerCompany.text()).toBe(201);
  const returnerCompanyId: number = (await returnerCompany.json()).company.id;
  const returner = uniqueEmail('returner');
  const user = await admin.post('/api/users', {
    data: {
      name: 'Journey Returner',
      email: returner,
      password: PASSWORD,
      role: 'returner',
      approved: true,
      returnerCompanyId,
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  const returnerUserId: number = (await user.json()).user.id;
  const spec = { id: await createDrumSpec(admin, `Journey Spool ${suffix}`) };
  await admin.dispose();

  const owner = { returner, at: { lat, lng }, specId: spec.id };
  const first = await draftRequest(owner, 4, { lat: 0, lng: 0 }, `Journey road ${suffix}`);
  return {
    ...owner,
    transporter,
    requestId: first.id,
    reference: first.reference,
    ids: {
      returnerCompany: returnerCompanyId,
      returnerUser: returnerUserId,
      transportCompany: transportCompanyId,
      contact: contactId,
    },
  };
}

export async function phone(browser: Browser): Promise<BrowserContext> {
  const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 7'];
  return browser.newContext(pixel);
}

export async function logIn(page: Page, email: string, password = PASSWORD, at = '/login') {
  await page.goto(at);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The admin logs in and switches to the pickup department (again if the login's redirect raced the tap). */
export async function openPickupDepartment(page: Page) {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin');
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
  const pickup = page.getByRole('button', { name: 'Pickup Department' });
  await expect(async () => {
    await pickup.click();
    await expect(pickup).toHaveAttribute('aria-pressed', 'true', { timeout: 6000 });
  }).toPass({ timeout: 40_000 });
}

/** Chooses a tab, tapping again if the first tap landed while the strip still scrolled. */
export async function openTab(page: Page, label: string) {
  const name = new RegExp(`^${label}`);
  await expect(async () => {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name, selected: true })).toBeVisible({ timeout: 6000 });
  }).toPass({ timeout: 40_000 });
}

/** A draft of the world's returner: `quantity` drums, `offset` from the zone's centre; its id and reference. */
export async function draftRequest(
  world: Pick<World, 'returner' | 'at' | 'specId'>,
  quantity: number,
  offset: { lat: number; lng: number },
  address = `Route stop ${quantity} (${offset.lat}, ${offset.lng})`,
) {
  const api = await apiAs(world.returner, PASSWORD);
  const draft = await api.post('/api/drums/batch', {
    multipart: {
      drums: JSON.stringify([{ drumSpecId: world.specId, quantity }]),
      address,
      latitude: String(world.at.lat + offset.lat),
      longitude: String(world.at.lng + offset.lng),
      hasLoadingCapability: 'true',
      supportsForklift: 'true',
      requiresCraneTruck: 'false',
      images: { name: 'drums.png', mimeType: 'image/png', buffer: png(40, 30, [40, 120, 200]) },
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const body = await draft.json();
  await api.dispose();
  return { id: body.pickupRequestId as number, reference: body.pickupRequest.referenceNumberFormatted as string };
}
