import { expect, test } from '@playwright/test';
import { logIn, openPickupDepartment, openTab, setUpWorld } from './support/pickupWorld';

// A signed-in page comes with the answers to its screen's first queries (server/http/
// firstAnswers.ts): My Returns shows its cards on a reload without asking the server who is
// signed in or for the list, and a later change still reaches it over the network.

test('My Returns opens from the answers in its page, without asking for the viewer or the list', async ({ page }) => {
  const world = await setUpWorld();
  await logIn(page, world.returner);
  await expect(page).toHaveURL(/\/returns$/);
  const card = page.getByRole('article', { name: world.reference });
  await expect(card).toBeVisible();

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST')
      asked.push(String(request.postDataJSON()?.operationName));
  });
  await page.reload();
  await expect(card).toBeVisible();
  // The sentinel: the Completed page's list is asked for, as the answers in its page do not hold it.
  await page.getByRole('link', { name: 'Completed' }).first().click();
  await expect(page).toHaveURL(/\/returns\/completed$/);
  await expect.poll(() => asked).toContain('CompletedRouteQuery');
  expect(asked).not.toContain('ViewerProviderQuery');
  expect(asked).not.toContain('ReturnsRouteQuery');
});

test("the admin's chosen pickup list opens from the answers in its page", async ({ page }) => {
  await openPickupDepartment(page);
  const boards: string[] = [];
  page.on('request', (request) => {
    const body = request.url().endsWith('/graphql') && request.method() === 'POST' ? request.postDataJSON() : null;
    if (body?.operationName === 'PickupBoardQuery') boards.push(String(body.variables.statuses));
  });
  await page.goto('/admin?department=pickup&tab=requests');
  await expect(page.getByRole('region', { name: 'Requests' })).toBeVisible();
  // The sentinel: another tab's list is asked for, as the page holds only the chosen one's.
  await openTab(page, 'Ongoing');
  await expect.poll(() => boards).toContain('pickup_scheduled');
  expect(boards).not.toContain('ready_for_pickup');
});
