import { expect, test } from '@playwright/test';
import { apiAs, createReturnerWithDrumSpec } from './support/helpers';
import { png } from './support/images';

// A dialog gives the keyboard back to the button that opened it, the first time too: the dialogs'
// code (Headless UI among it) loads when the first one opens, after the tap that opened it.

const PASSWORD = 'returner-pass';

test('closing the Edit dialog, the first time and again, puts the focus back on Edit', async ({ page }) => {
  const { email, specId } = await createReturnerWithDrumSpec(PASSWORD);
  const returner = await apiAs(email, PASSWORD);
  const draft = await returner.post('/api/drums/batch', {
    multipart: {
      drums: JSON.stringify([{ drumSpecId: specId, quantity: 1 }]),
      address: 'Depot road 5',
      hasLoadingCapability: 'true',
      supportsForklift: 'false',
      requiresCraneTruck: 'false',
      images: { name: 'site.png', mimeType: 'image/png', buffer: png(8, 8, [0, 80, 120]) },
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const id = (await draft.json()).pickupRequestId as number;
  await returner.dispose();

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/returns$/);
  const card = page.getByRole('article', { name: `PR-${String(id).padStart(6, '0')}` });
  const editButton = card.getByRole('button', { name: 'Edit', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Edit Return' });

  // The first dialog of the page: closed with its Cancel.
  await editButton.click();
  await expect(dialog.getByLabel('Address', { exact: true })).toHaveValue('Depot road 5');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
  await expect(editButton).toBeFocused();

  // Again, closed with Escape.
  await editButton.click();
  await expect(dialog.getByLabel('Address', { exact: true })).toHaveValue('Depot road 5');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(editButton).toBeFocused();
});
