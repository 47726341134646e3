import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from './support/env';

/**
 * The built app runs under the server's Content-Security-Policy: every violation is recorded
 * from the page (`securitypolicyviolation`) and from the console ("Refused to ..."), across the
 * login page, the admin panel and the zone editor's map.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(text)) violations.push(text);
  });
  return violations;
}

test('the app runs under its Content-Security-Policy: login, admin panel and a map', async ({ page }) => {
  const violations = await recordViolations(page);
  let acknowledged = false;
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => (acknowledged ||= String(frame.payload).includes('connection_ack'))),
  );

  const login = await page.goto('/login');
  const csp = login?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

  await page.goto('/admin');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();

  // The zone editor: Leaflet, its tiles and the numbered point markers.
  await page.goto('/admin/zones/new/edit');
  const map = page.getByTestId('zone-map').locator('.leaflet-container');
  await expect(map).toBeVisible();
  for (const [x, y] of [
    [80, 80],
    [240, 80],
    [240, 220],
    [80, 220],
  ])
    await map.click({ position: { x, y } });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(4);
  // The markers keep their look from the stylesheet, not from a (blocked) style attribute.
  await expect(map.locator('.map-point-marker > span').first()).toHaveCSS('width', '28px');

  // Subscriptions connect over graphql-ws on the same host: once the server has acknowledged
  // the connection, the policy has let it through.
  await expect.poll(() => acknowledged).toBe(true);
  expect(violations).toEqual([]);
});
