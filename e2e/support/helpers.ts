import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_MAIL_URL } from './env';

export type SinkMail = { to: string[]; subject: string; text: string };

/** Waits until the SMTP sink has a mail for `address` whose subject contains `subject`. */
export async function waitForMail(address: string, subject: string): Promise<SinkMail> {
  let found: SinkMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(E2E_MAIL_URL)).json()) as SinkMail[];
        found = mails.filter((m) => m.to.includes(address.toLowerCase()) && m.subject.includes(subject)).at(-1);
        return !!found;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export function linkFrom(mail: SinkMail, path: string): string {
  const match = mail.text.match(new RegExp(`${E2E_BASE_URL}${path}[^\\s]*`));
  if (!match) throw new Error(`No ${path} link in "${mail.subject}"`);
  return match[0];
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;

/** An API caller with its own cookie jar, as an integration would be. */
export async function apiAs(email: string, password: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { origin: E2E_BASE_URL } });
  const response = await api.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

export const adminApi = () => apiAs(E2E_ADMIN.email, E2E_ADMIN.password);

export const ORG_NUMBER = '556677-8899';

/** A wood drum specification for returners, named as given (the e2e database starts with none). */
export async function createDrumSpec(admin: APIRequestContext, name: string): Promise<number> {
  const types = await admin.get('/api/drum-types');
  expect(types.status(), await types.text()).toBe(200);
  const wood = ((await types.json()).drumTypes as { id: number; name: string }[]).find((type) => type.name === 'wood')!;
  const spec = await admin.post('/api/drum-specs', {
    data: {
      name,
      drumTypeId: wood.id,
      weight: 120,
      flangeDiameter: 1200,
      widthBetweenFlanges: 700,
      transportVolume: 1.1,
      buybackPrice: 50,
      buybackPrice80: 40,
      scrapHandlingFee: 10,
      availableFor: 'returner',
    },
  });
  expect(spec.status(), await spec.text()).toBe(201);
  return (await spec.json()).drumSpec.id;
}

/**
 * An approved returner of a company of its own, and a returners' drum specification named for it
 * (each journey in a world of its own): the returner's email, the spec's name and id.
 */
export async function createReturnerWithDrumSpec(
  password: string,
): Promise<{ email: string; specName: string; specId: number }> {
  const admin = await adminApi();
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const specName = `E2E Spool ${suffix}`;
  const specId = await createDrumSpec(admin, specName);
  const company = await admin.post('/api/returner-companies', {
    data: { name: `Site Builders ${suffix}`, organizationNumber: ORG_NUMBER },
  });
  expect(company.status(), await company.text()).toBe(201);
  const email = uniqueEmail('returner');
  const user = await admin.post('/api/users', {
    data: {
      name: 'Phone Returner',
      email,
      password,
      role: 'returner',
      approved: true,
      returnerCompanyId: (await company.json()).company.id,
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  await admin.dispose();
  return { email, specName, specId };
}

/**
 * An admin account of the caller's own: a journey that changes the seeded admin's password signs
 * out every other session of it, so long journeys running beside it sign in as their own admin.
 */
export async function freshAdmin(): Promise<{ email: string; password: string }> {
  const admin = await adminApi();
  const email = uniqueEmail('admin');
  const password = 'fresh-admin-pass';
  const created = await admin.post('/api/users', {
    data: { name: 'Sweep Admin', email, password, role: 'admin', approved: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
  return { email, password };
}

/**
 * Chooses in a picker that searches as one types (SearchPicker): types `text` into the field
 * labelled `label` and takes the option whose name starts with `option` (default: the text).
 */
export async function pick(scope: Page | Locator, label: string, text: string, option = text): Promise<void> {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.fill(text);
  const page = 'page' in scope ? scope.page() : scope;
  const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('option', { name: new RegExp(`^${escaped(option)}`) }).click();
  // The field shows the chosen row by its name.
  await expect(field).toHaveValue(new RegExp(escaped(text)));
}
