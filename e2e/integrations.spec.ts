// The More page gives a private calendar link that a
// calendar app can subscribe to without signing in, and replacing it stops the old one at once;
// the Developers page makes API tokens and webhook endpoints, with a test event and its log.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { adminApi, freshAdmin } from './support/helpers';
import { logIn, openTab, setUpWorld } from './support/pickupWorld';

test('a returner copies its company’s calendar link from More, and replacing it retires the old one', async ({
  page,
  request,
}) => {
  const world = await setUpWorld();
  await logIn(page, world.returner);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/more');
  const card = page.getByRole('region', { name: 'Calendar Feed' });
  const link = card.getByLabel('Calendar link');
  await expect(link).toHaveValue(/\/api\/calendar\/[0-9a-f]{64}\.ics$/);
  const first = await link.inputValue();

  // What a calendar app does: fetch the URL with no cookie at all.
  const feed = await request.get(first, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await card.getByRole('button', { name: 'Replace Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace the calendar link?' });
  await dialog.getByRole('button', { name: 'Replace Link' }).click();
  await expect(page.getByText('The old link no longer works.')).toBeVisible();
  await expect(link).not.toHaveValue(first);
  const second = await link.inputValue();
  expect((await request.get(first, { headers: { cookie: '' } })).status()).toBe(404);
  expect((await request.get(second, { headers: { cookie: '' } })).status()).toBe(200);
});

test('an admin finds any returner company’s calendar link on its card in the admin panel', async ({
  page,
  request,
}) => {
  const api = await adminApi();
  const name = `Calendar Builders ${Date.now().toString(36)}`;
  const created = await api.post('/api/returner-companies', { data: { name, organizationNumber: '556123-4567' } });
  expect(created.status(), await created.text()).toBe(201);
  await api.dispose();

  const admin = await freshAdmin();
  await logIn(page, admin.email, admin.password, '/admin');
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
  await openTab(page, 'Returners');
  await page.getByRole('region', { name }).getByRole('button', { name: 'Calendar Link' }).click();
  const dialog = page.getByRole('dialog', { name: `Calendar link: ${name}` });
  const link = dialog.getByLabel('Calendar link');
  await expect(link).toHaveValue(/\/api\/calendar\/[0-9a-f]{64}\.ics$/);
  expect((await request.get(await link.inputValue(), { headers: { cookie: '' } })).status()).toBe(200);
});

test('a returner makes an API token on the Developers page, uses it as shown, and revokes it', async ({
  page,
  request,
}) => {
  const world = await setUpWorld();
  await logIn(page, world.returner);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/more');
  await page.getByRole('link', { name: /Developers/ }).click();
  await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible();

  const tokens = page.getByRole('region', { name: 'API Tokens' });
  await tokens.getByRole('button', { name: 'New Token' }).click();
  const form = page.getByRole('dialog', { name: 'New API Token' });
  // A blank name is refused by the server with the field marked.
  await form.getByRole('button', { name: 'Make Token' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Name').fill('Site ERP');
  await form.getByLabel('Access').selectOption('WRITE');
  await form.getByRole('button', { name: 'Make Token' }).click();

  const shown = page.getByRole('dialog', { name: 'Token “Site ERP”' });
  const token = await shown.getByLabel('API token').inputValue();
  expect(token).toMatch(/^drt_/);
  await shown.getByRole('button', { name: 'Done' }).click();
  const row = tokens.getByRole('row', { name: /Site ERP/ });
  await expect(row).toContainText('Read and write');
  await expect(row).toContainText('Never');

  // The page's REST example, as an integration sends it: the bearer token, no cookie.
  const examples = page.getByRole('region', { name: 'Examples' });
  await expect(examples).toContainText('Authorization: Bearer $DRUM_RETURNS_TOKEN');
  const call = await request.get('/api/drums', { headers: { authorization: `Bearer ${token}`, cookie: '' } });
  expect(call.status()).toBe(200);

  await row.getByRole('button', { name: 'Revoke Site ERP' }).click();
  await page.getByRole('dialog', { name: 'Revoke the token?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Calls with it are refused from now on.')).toBeVisible();
  await expect(tokens.getByRole('row', { name: /Site ERP/ })).toHaveCount(0);
  const refused = await request.get('/api/drums', { headers: { authorization: `Bearer ${token}`, cookie: '' } });
  expect(refused.status()).toBe(401);
});

test('an admin makes a token for the admin role and a webhook endpoint from the user menu’s Developers page', async ({
  page,
  request,
}) => {
  const admin = await freshAdmin();
  await logIn(page, admin.email, admin.password, '/admin');
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
  await page.getByRole('button', { name: /User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Developers' }).click();
  const tokens = page.getByRole('region', { name: 'API Tokens' });
  await tokens.getByRole('button', { name: 'New Token' }).click();
  const form = page.getByRole('dialog', { name: 'New API Token' });
  await expect(form.getByLabel('Acts for')).toHaveValue('admin');
  const name = `Back office ${Date.now().toString(36)}`;
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Make Token' }).click();
  const shown = page.getByRole('dialog', { name: `Token “${name}”` });
  const token = await shown.getByLabel('API token').inputValue();
  await shown.getByRole('button', { name: 'Done' }).click();
  const companies = await request.get('/api/returner-companies', {
    headers: { authorization: `Bearer ${token}`, cookie: '' },
  });
  expect(companies.status()).toBe(200);
  // A token acts for the admin role, never as a person: user management is refused.
  const users = await request.get('/api/users', { headers: { authorization: `Bearer ${token}`, cookie: '' } });
  expect(users.status()).toBe(403);
  // Read only by default: a write is refused.
  const write = await request.post('/api/returner-companies', {
    headers: { authorization: `Bearer ${token}`, cookie: '' },
    data: { name: 'Nope AB', organizationNumber: '556000-0000' },
  });
  expect(write.status()).toBe(403);

  // And an endpoint for the admin role: its test event arrives signed and shows in the log.
  const receiver = await startReceiver();
  try {
    await sendTestEvent(page, receiver, await addEndpoint(page, receiver.url));
    // Removed, so the rest of the run's pickups are not sent to a receiver that is gone.
    await removeEndpoint(page, receiver.url);
  } finally {
    receiver.close();
  }
});

/** A webhook receiver on this machine: what it was sent, in order. */
async function startReceiver() {
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, close: () => server.close() };
}

/** Adds the endpoint on the Developers page's Webhooks card and returns its signing secret. */
async function addEndpoint(page: Page, url: string): Promise<string> {
  await page.getByRole('region', { name: 'Webhooks' }).getByRole('button', { name: 'New Endpoint' }).click();
  return finishEndpoint(page, url);
}

/** Fills the open New Webhook Endpoint form with `url`, adds it, and returns the secret shown once. */
async function finishEndpoint(page: Page, url: string): Promise<string> {
  const form = page.getByRole('dialog', { name: 'New Webhook Endpoint' });
  await form.getByLabel('URL').fill(url);
  await form.getByRole('button', { name: 'Add Endpoint' }).click();
  const shown = page.getByRole('dialog', { name: `Signing secret for ${url}` });
  const secret = await shown.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await shown.getByRole('button', { name: 'Done' }).click();
  return secret;
}

/**
 * Sends a test event from the card: it arrives signed with the secret, and the endpoint's
 * delivery log shows it delivered. (An admin-role endpoint hears every other test's pickups too.)
 */
async function sendTestEvent(page: Page, receiver: Awaited<ReturnType<typeof startReceiver>>, secret: string) {
  const card = page.getByRole('region', { name: 'Webhooks' });
  await card.getByRole('button', { name: `Send a test event to ${receiver.url}` }).click();
  const tests = () => receiver.received.filter((delivery) => JSON.parse(delivery.body).type === 'webhook.test');
  await expect.poll(() => tests().length, { timeout: 10_000 }).toBe(1);
  const [delivery] = tests();
  expect(() => new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>)).not.toThrow();
  await expect
    .poll(
      async () => {
        await card.getByRole('button', { name: 'Refresh Log' }).click();
        await card.getByRole('button', { name: `Delivery log of ${receiver.url}` }).click();
        const log = page.getByRole('dialog', { name: `Delivery log: ${receiver.url}` });
        const entries = await log.getByRole('listitem').filter({ hasText: 'webhook.test' }).allTextContents();
        await page.keyboard.press('Escape');
        await expect(log).toBeHidden();
        return entries.join('\n');
      },
      { timeout: 10_000 },
    )
    .toContain('delivered (HTTP 200)');
}

async function removeEndpoint(page: Page, url: string) {
  await page
    .getByRole('region', { name: 'Webhooks' })
    .getByRole('button', { name: `Remove ${url}` })
    .click();
  await page.getByRole('dialog', { name: 'Remove the endpoint?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: `Remove ${url}` })).toHaveCount(0);
}

test('a returner adds a webhook endpoint, sends a test event that arrives signed, and sees it in the log', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    const world = await setUpWorld();
    await logIn(page, world.returner);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/developers');
    const card = page.getByRole('region', { name: 'Webhooks' });
    await card.getByRole('button', { name: 'New Endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'New Webhook Endpoint' });
    await form.getByLabel('URL').fill('not a url');
    await form.getByRole('button', { name: 'Add Endpoint' }).click();
    await expect(form.getByText('Enter a valid URL')).toBeVisible();
    const secret = await finishEndpoint(page, receiver.url);
    await sendTestEvent(page, receiver, secret);

    await removeEndpoint(page, receiver.url);
    await expect(card.getByText('No endpoints yet.')).toBeVisible();
  } finally {
    receiver.close();
  }
});

test('the API reference page shows every REST call under the app’s Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await page.goto('/api/docs');
  // The reference renders the whole OpenAPI document in the browser: over 10 s on a slow host.
  await expect(page.getByRole('heading', { name: /Drum Returns REST API/ })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('/api/drums/batch').first()).toBeVisible();
  expect(violations.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
});

test('an admin opens GraphiQL at /graphql and runs a query as themself', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const admin = await freshAdmin();
  await logIn(page, admin.email, admin.password, '/admin');
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
  await page.goto('/graphql');
  await expect(page).toHaveTitle(/GraphiQL/);
  const run = page.getByRole('button', { name: /Execute query/ });
  await expect(run).toBeVisible({ timeout: 20_000 });
  await run.click();
  await expect(page.getByText('"role": "admin"')).toBeVisible({ timeout: 10_000 });
  expect(errors.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
});
