import { expect, test } from '@playwright/test';
import { adminApi, apiAs } from './support/helpers';
import { png } from './support/images';
import { overlayCovers } from './support/overlays';
import { logIn, openPickupDepartment, openTab, PASSWORD, phone, setUpWorld, toasts } from './support/pickupWorld';

// A returner on a phone and an admin on a desktop exchange messages that appear
// without a reload, one with a photo; the returner's banner shows and dismisses a 'scheduled'
// notification; the admin's tab dot lights for the new message on the tab listing the request
// (Requests) and clears when opened.

test('a returner and an admin talk in a request’s thread, live, with banner and tab dot', async ({ browser }) => {
  test.setTimeout(150_000);
  const world = await setUpWorld();
  const api = await apiAs(world.returner, PASSWORD);
  expect((await api.post(`/api/drums/${world.requestId}/finalize`)).status()).toBe(200);
  await api.dispose();

  const returnerContext = await phone(browser);
  const adminContext = await browser.newContext();
  const returner = await returnerContext.newPage();
  const admin = await adminContext.newPage();

  await logIn(returner, world.returner);
  await expect(returner).toHaveURL(/\/returns$/);
  await expect(returner).toHaveTitle('My Returns · Drum Returns');
  const returnerCard = returner.getByRole('article', { name: world.reference });
  await returnerCard.getByRole('button', { name: 'View Details' }).click();
  const returnerThread = returner.getByRole('dialog').getByRole('region', { name: 'Messages' });
  await expect(returnerThread.getByText('No messages yet.')).toBeVisible();

  await openPickupDepartment(admin);
  await openTab(admin, 'Requests');
  const adminCard = admin.getByRole('region', { name: 'Requests' }).getByRole('row', { name: world.reference });
  await adminCard.getByRole('button', { name: 'View Details' }).click();
  const adminThread = admin.getByRole('dialog').getByRole('region', { name: 'Messages' });
  await expect(adminThread.getByText('No messages yet.')).toBeVisible();

  // The returner writes two lines (Shift+Enter), adds a photo and sends with Enter.
  const box = returnerThread.getByRole('textbox', { name: 'Message' });
  await box.fill('Drums are by the gate');
  await box.press('Shift+Enter');
  await box.pressSequentially('Code 4411');
  await expect(box).toHaveValue('Drums are by the gate\nCode 4411');
  await returnerThread
    .locator('input[type=file]')
    .setInputFiles([{ name: 'gate.png', mimeType: 'image/png', buffer: png(60, 40, [200, 80, 40]) }]);
  await expect(returnerThread.getByRole('list', { name: 'Photos to send' }).getByRole('img')).toHaveCount(1);
  await box.press('Enter');
  await expect(toasts(returner).getByText('Message sent')).toBeVisible();
  await expect(box).toHaveValue('');
  // The toast stands in the dialog's flow, over none of it (it covered the message box).
  expect(await overlayCovers(returner)).toEqual([]);

  // The admin sees it arrive without a reload, with its photo and time.
  const adminMessages = adminThread.getByRole('list', { name: 'Message thread' });
  await expect(adminMessages.getByText(/Drums are by the gate\s+Code 4411/)).toBeVisible();
  await expect(adminMessages.getByRole('img', { name: 'gate.png' })).toBeVisible();
  await expect(adminMessages.getByText(/Journey Returner · returner · \w{3} \d{1,2}, \d{4} \d{2}:\d{2}/)).toBeVisible();

  // The admin answers.
  await adminThread.getByRole('textbox', { name: 'Message' }).fill('We come on Monday');
  await adminThread.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(
    returnerThread.getByRole('list', { name: 'Message thread' }).getByText('We come on Monday'),
  ).toBeVisible();
  // The admin leaves the thread for the Dashboard and the returner writes again: the message
  // lights the tab that lists the request, Requests, not Pending.
  await admin.keyboard.press('Escape');
  await openTab(admin, 'Dashboard');
  await box.fill('Gate opens at 7');
  await box.press('Enter');
  await expect(returnerThread.getByRole('list', { name: 'Message thread' }).getByText('Gate opens at 7')).toBeVisible();
  await returner.keyboard.press('Escape');
  const requestsDot = admin.getByRole('tab', { name: /^Requests/ }).getByRole('img', { name: 'New alerts' });
  await expect(requestsDot).toBeVisible();
  await expect(admin.getByRole('tab', { name: /^Pending/ }).getByRole('img', { name: 'New alerts' })).toHaveCount(0);
  // Opening it clears its alerts after 1.5 s, quietly. Other journeys' requests may light the
  // shared admin's Requests dot again at any time: this request's alerts, read, say it.
  await openTab(admin, 'Requests');
  const adminAlerts = await adminApi();
  await expect
    .poll(async () => {
      const { notifications } = (await (await adminAlerts.get('/api/notifications')).json()) as {
        notifications: { pickupRequestId: number | null; isRead: boolean }[];
      };
      return notifications.filter((note) => note.pickupRequestId === world.requestId && !note.isRead).length;
    })
    .toBe(0);
  await adminAlerts.dispose();
  await expect(toasts(admin).getByText('Alerts cleared')).toHaveCount(0);

  // Scheduling notifies the returner: the banner shows it first, 'scheduled' highlighted.
  const adminRest = await adminApi();
  const scheduled = await adminRest.patch(`/api/transport/pickup-requests/${world.requestId}/schedule`, {
    data: { scheduledPickupDate: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString() },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  // A proposed date is not yet a scheduled pickup: the returner hears 'scheduled' once confirmed.
  const confirmed = await adminRest.patch(`/api/transport/pickup-requests/${world.requestId}/confirm-pickup`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await adminRest.dispose();
  const banner = returner.getByRole('region', { name: 'Notifications', exact: true });
  const scheduledNote = banner
    .getByRole('status')
    .filter({ hasText: `Pickup scheduled for ${world.reference}: the date is confirmed` });
  await expect(scheduledNote).toBeVisible();
  await expect(scheduledNote.locator('mark')).toHaveText('scheduled');
  await expect(banner.getByRole('status')).toHaveCount(2);
  await scheduledNote.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(scheduledNote).toHaveCount(0);
  const notes = await apiAs(world.returner, PASSWORD);
  const listed = (await (await notes.get('/api/notifications')).json()).notifications as {
    kind: string;
    isRead: boolean;
  }[];
  expect(listed.find((n) => n.kind === 'scheduled')?.isRead).toBe(true);
  await notes.dispose();

  // 'Alerts cleared' is for clearing them oneself: the returner marks the rest read.
  await returner.goto('/notifications');
  const list = returner.getByRole('list', { name: 'Notifications list' });
  await expect(list.getByText(`Pickup scheduled for ${world.reference}: the date is confirmed`)).toBeVisible();
  await returner.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(toasts(returner).getByText('Alerts cleared')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(banner).toHaveCount(0);

  await returnerContext.close();
  await adminContext.close();
});
