// The reader's language (docs/languages.md): a person's choice (User.locale, updateProfile,
// PATCH /api/profile), else the request's Accept-Language, else English; error codes and fields
// never change with it; a mail goes out in its recipient's language.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../domain/i18n/en';
import { LOCALE_MESSAGES } from '../../domain/i18n/locales';
import { sv } from '../../domain/i18n/sv';
import { createTestApp, setUser, type TestApp, type TestClient, userByEmail } from '../../test/support/harness';
import { gqlMultipart, photo, postBatch, setUpPickupWorld, specGlobalId, validBatch } from '../../test/support/pickups';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sven Elektriker',
  email: `sven-${Math.random().toString(36).slice(2, 8)}@example.com`,
  phoneNumber: '+46 70 123 45 67',
  password: 'secret1',
  confirmPassword: 'secret1',
  companyName: 'Västerås El AB',
  companyOrgNumber: '556677-1234',
  ...overrides,
});

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) {
  __typename ... on ValidationError { message issues { field message } } } }`;

describe('a refusal in the reader’s language', () => {
  it('is English without Accept-Language (the specification’s words), Swedish with sv: same field and code', async () => {
    const bad = registration({ email: 'not-an-address' });
    const english = await t.client().rest('POST', '/api/auth/register', bad);
    expect(english.status).toBe(400);
    expect(english.body.issues).toContainEqual({ field: 'email', message: 'Please enter a valid email address' });

    const swedish = await t.client().withLanguage('sv-SE,sv;q=0.9,en;q=0.5').rest('POST', '/api/auth/register', bad);
    expect(swedish.status).toBe(400);
    expect(swedish.body.issues).toContainEqual({ field: 'email', message: sv.errors.account.invalidEmail });
    expect(swedish.body.code).toBe(english.body.code);

    const overGraphql = await t.client().withLanguage('sv').gql(REGISTER, { input: bad });
    expect(overGraphql.data.register.issues).toContainEqual({ field: 'email', message: 'Ange en giltig e-postadress' });
    // A language we do not speak is English.
    const german = await t.client().withLanguage('de-DE').gql(REGISTER, { input: bad });
    expect(german.data.register.issues).toContainEqual({ field: 'email', message: en.errors.account.invalidEmail });
  });

  it("follows a signed-in person's choice over the browser's, and an error raised as AppError too", async () => {
    const user = await t.createUser({ locale: 'sv' });
    const client = (await t.signIn(user.email)).withLanguage('en');
    const result = await client.gql(
      `mutation($input: ChangePasswordInput!) { changePassword(input: $input) {
        __typename ... on ValidationError { issues { field message } } } }`,
      { input: { currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' } },
    );
    expect(result.data.changePassword.issues).toContainEqual({
      field: 'currentPassword',
      message: sv.errors.account.currentPasswordRequired,
    });
  });
});

describe('choosing a language', () => {
  it('is stored on the account: GraphQL updateProfile and User.locale, REST PATCH /api/profile and GET /api/auth/me', async () => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    expect((await client.rest('GET', '/api/auth/me')).body.user.locale).toBe('en');
    const changed = await client.gql(
      `mutation { updateProfile(input: { locale: SV }) { ... on ViewerPayload { user { locale localeTag } } } }`,
    );
    expect(changed.data.updateProfile.user).toEqual({ locale: 'SV', localeTag: 'sv' });
    expect((await client.rest('GET', '/api/auth/me')).body.user.locale).toBe('sv');

    const back = await client.rest('PATCH', '/api/profile', { locale: 'en' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.user.locale).toBe('en');
    expect((await userByEmail(t.app, user.email))?.locale).toBe('en');
  });

  it.each([
    ['another language', 'de'],
    ['a wrong type', 12],
    ['null', null],
    ['a NUL byte', 's\u0000v'],
    ['1 MB', 'x'.repeat(1_000_000)],
  ])('refuses %s with 400 naming locale, and changes nothing', async (_name, locale) => {
    const user = await t.createUser({ locale: 'sv' });
    const client = await t.signIn(user.email);
    const response = await client.rest('PATCH', '/api/profile', { locale });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('locale');
    expect((await userByEmail(t.app, user.email))?.locale).toBe('sv');
  });

  it('refuses a language outside the Locale enum over GraphQL', async () => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    const result = await client.gql(`mutation { updateProfile(input: { locale: DE }) { __typename } }`);
    expect(result.errors?.[0].message).toMatch(/Locale|locale/);
    expect(LOCALE_MESSAGES.locale).toContain('en, sv');
  });

  it('words the language refusal in the reader’s language, the same as the catalogue’s English', async () => {
    expect(LOCALE_MESSAGES.locale).toBe(en.errors.locale.unknown);
    const user = await t.createUser({ locale: 'sv' });
    const client = await t.signIn(user.email);
    const response = await client.rest('PATCH', '/api/profile', { locale: 'de' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'locale', error: sv.errors.locale.unknown });
  });

  it('translates a refusal that names its field first, the field as it was', async () => {
    const user = await t.createUser({ locale: 'sv' });
    const client = await t.signIn(user.email);
    const result = await client.gql(
      `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }`,
      {
        input: { division: 'A\u0000B' },
      },
    );
    expect(result.errors?.[0].message).toBe(`division: ${sv.errors.text.forbiddenCharacter}`);
    const english = await (
      await t.signIn((await t.createUser()).email)
    ).gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }`, {
      input: { division: 'A\u0000B' },
    });
    expect(english.errors?.[0].message).toBe(`division: ${en.errors.text.forbiddenCharacter}`);
  });
});

describe('mail', () => {
  it("goes out in its recipient's language: a registration in Swedish, its resend too", async () => {
    const body = registration();
    const response = await t.client().withLanguage('sv').rest('POST', '/api/auth/register', body);
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(sv.errors.accountAnswers.registered);
    expect((await userByEmail(t.app, body.email))?.locale).toBe('sv');
    const mail = await t.mailTo(body.email, sv.mail.verification.subject);
    expect(mail.text).toContain('Hej Sven Elektriker!');
    expect(mail.text).toContain(sv.mail.verification.thanks);

    // Asked for again by an English browser: the mail is still the recipient's, Swedish.
    await t.client().withLanguage('en').rest('POST', '/api/auth/resend-verification', { email: body.email });
    const again = await t.mailTo(body.email, sv.mail.verification.subject);
    expect(again.subject).toBe(sv.mail.verification.subject);
  });

  it('is English for an English registration, exactly as before', async () => {
    const body = registration();
    const response = await t.client().rest('POST', '/api/auth/register', body);
    expect(response.body.message).toBe(
      'Registration successful. Please check your email to verify your account before logging in.',
    );
    const mail = await t.mailTo(body.email, 'Verify your email for Drum Returns');
    expect(mail.text).toContain('Hello Sven Elektriker,');
  });
});

describe('what the app tells a person', () => {
  it("reads a notification in the reader's language and mails the approval in the recipient's, English for others", async () => {
    const admin = await t.signIn((await t.createUser({ role: 'admin' })).email);
    const swede = await t.createUser({ approved: false, locale: 'sv' });
    const briton = await t.createUser({ approved: false });
    for (const user of [swede, briton])
      await admin.gql('mutation($i: UserIdInput!) { approveUser(input: $i) { user { approved } } }', {
        i: { id: encodeGlobalID('User', user.id) },
      });

    const swedishMail = await t.mailTo(swede.email, sv.mail.approval.subject);
    expect(swedishMail.text).toContain(sv.mail.approval.approved);
    const englishMail = await t.mailTo(briton.email, 'Your Drum Returns account has been approved');
    expect(englishMail.text).toContain('An administrator approved your Drum Returns account.');

    const NOTIFICATIONS = '{ notifications { message } }';
    const asSwede = await t.signIn(swede.email);
    expect((await asSwede.gql(NOTIFICATIONS)).data.notifications).toEqual([{ message: sv.notice.approved }]);
    // REST answers the same, and an English reader reads the English it was written in.
    expect((await asSwede.rest('GET', '/api/notifications')).body.notifications[0].message).toBe(sv.notice.approved);
    const asBriton = await t.signIn(briton.email);
    expect((await asBriton.gql(NOTIFICATIONS)).data.notifications).toEqual([
      { message: 'Your account has been approved. You can now use Drum Returns.' },
    ]);
  });

  it("words a request's status for the reader: Swedish for a Swedish returner, the specification's English otherwise", async () => {
    const world = await setUpPickupWorld(t);
    await setUser(t.app, world.bob.id, { locale: 'sv' });
    const alice = await t.signIn(world.alice.email);
    const created = await postBatch(alice, await validBatch(world.woodSpec.id));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = encodeGlobalID('PickupRequest', created.body.pickupRequest.id);
    const QUERY = `query($id: ID!) { node(id: $id) { ... on PickupRequest { statusLabel nextStep } } }`;
    expect((await alice.gql(QUERY, { id })).data.node).toEqual({
      statusLabel: 'Draft',
      nextStep: 'Your turn: send it for pickup (Submit for Pickup).',
    });
    const bob = await t.signIn(world.bob.email);
    expect((await bob.gql(QUERY, { id })).data.node).toEqual({
      statusLabel: sv.status.label.draft,
      nextStep: sv.status.next.draftReturner,
    });
  });
});

describe("a pickup request's rules", () => {
  it('answer in Swedish for a Swedish caller and in the English of the specification otherwise', async () => {
    const world = await setUpPickupWorld(t);
    const fields = { ...(await validBatch(world.woodSpec.id)), images: [] };
    const english = await postBatch(await t.signIn(world.alice.email), fields);
    expect(english.status).toBe(400);
    expect(english.body.issues).toContainEqual({ field: 'images', message: 'Please upload at least one photo' });
    await setUser(t.app, world.bob.id, { locale: 'sv' });
    const swedish = await postBatch(await t.signIn(world.bob.email), fields);
    expect(swedish.status).toBe(400);
    expect(swedish.body.issues).toContainEqual({ field: 'images', message: sv.errors.pickup.noImages });
  });
});

describe("the pickup form's own checks", () => {
  const CREATE = `mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) {
    __typename ... on ValidationError { message issues { field message } } } }`;
  const noSiteOption = { hasLoadingCapability: 'false', supportsForklift: 'false', requiresCraneTruck: 'false' };
  /** The specification's words for a request without a site option (docs/specification.md section 5). */
  const SPEC_ENGLISH = 'At least one site information option must be selected';

  /** createPickupRequest over GraphQL multipart, with one photo, no site option. */
  const overGraphql = async (client: TestClient, specId: number) =>
    (
      await gqlMultipart(
        client,
        CREATE,
        {
          input: {
            drums: [{ drumSpecId: specGlobalId(specId), quantity: 2 }],
            address: 'Sveavägen 10, Stockholm',
            hasLoadingCapability: false,
            supportsForklift: false,
            requiresCraneTruck: false,
            images: [null],
          },
        },
        { 'input.images.0': await photo() },
      )
    ).data?.createPickupRequest;

  it("answer an integration without Accept-Language in the specification's English, and in Swedish when it asks for sv", async () => {
    const world = await setUpPickupWorld(t);
    const alice = await t.signIn(world.alice.email);
    const made = await alice.gql(
      `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { ... on CreateApiTokenPayload { token } } }`,
      {
        input: {
          name: 'ERP',
          scopes: ['READ', 'WRITE'],
          returnerCompanyId: encodeGlobalID('ReturnerCompany', world.firstCompany.id),
        },
      },
    );
    const token = made.data.createApiToken.token as string;
    const batch = await validBatch(world.woodSpec.id, noSiteOption);

    const english = await postBatch(t.client().withBearer(token), batch);
    expect(english.status).toBe(400);
    expect(english.body.issues).toEqual([{ field: 'siteInformation', message: SPEC_ENGLISH }]);
    const swedish = await postBatch(t.client().withBearer(token).withLanguage('sv'), batch);
    expect(swedish.status).toBe(400);
    expect(swedish.body.code).toBe(english.body.code);
    expect(swedish.body.issues).toEqual([
      { field: 'siteInformation', message: 'Välj minst ett alternativ under platsinformation' },
    ]);

    const englishGraphql = await overGraphql(t.client().withBearer(token), world.woodSpec.id);
    expect(englishGraphql).toEqual({
      __typename: 'ValidationError',
      message: SPEC_ENGLISH,
      issues: [{ field: expect.stringContaining('siteInformation'), message: SPEC_ENGLISH }],
    });
    const swedishGraphql = await overGraphql(t.client().withBearer(token).withLanguage('sv'), world.woodSpec.id);
    expect(swedishGraphql).toEqual({
      __typename: 'ValidationError',
      message: sv.errors.pickup.siteInformationRequired,
      issues: [{ field: englishGraphql.issues[0].field, message: sv.errors.pickup.siteInformationRequired }],
    });
  });

  it("answer a Swedish returner's session in Swedish whatever the browser asks, an English one as before", async () => {
    const world = await setUpPickupWorld(t);
    await setUser(t.app, world.bob.id, { locale: 'sv' });
    const bob = (await t.signIn(world.bob.email)).withLanguage('en-US');
    const alice = (await t.signIn(world.alice.email)).withLanguage('sv');
    const batch = await validBatch(world.woodSpec.id, { drums: [], ...noSiteOption });

    const swedish = await postBatch(bob, batch);
    expect(swedish.body.issues).toEqual([
      { field: 'drums', message: sv.errors.pickup.noDrums },
      { field: 'siteInformation', message: sv.errors.pickup.siteInformationRequired },
    ]);
    // Alice chose no language: her account's is English (it registered so), whatever her browser asks.
    const english = await postBatch(alice, batch);
    expect(english.body.issues).toEqual([
      { field: 'drums', message: 'At least one drum type must be added' },
      { field: 'siteInformation', message: SPEC_ENGLISH },
    ]);
    expect((await overGraphql(bob, world.woodSpec.id)).message).toBe(sv.errors.pickup.siteInformationRequired);
  });
});

describe('the other rules and refusals', () => {
  const CREATE_COMPANY = `mutation { createReturnerCompany(input: { name: "Short AB", organizationNumber: "12" }) {
    __typename ... on ValidationError { message issues { field message } } } }`;
  const malformed = { field: 'organizationNumber', english: 'Organization number must be in format xxxxxx-xxxx' };

  // A signed-in person's choice outranks Accept-Language (above): the Swedish caller is a Swedish
  // person, asking with an English browser to show which one counts.
  const admins = async () => ({
    admin: await t.signIn((await t.createUser({ role: 'admin' })).email),
    swede: (await t.signIn((await t.createUser({ role: 'admin', locale: 'sv' })).email)).withLanguage('en'),
  });

  it('a master data rule: Swedish for a Swedish admin over REST and GraphQL, the same English as before otherwise', async () => {
    const { admin, swede } = await admins();
    const body = { name: 'Short AB', organizationNumber: '12' };
    const english = await admin.rest('POST', '/api/returner-companies', body);
    expect(english.status).toBe(400);
    expect(english.body.issues).toContainEqual({ field: malformed.field, message: malformed.english });
    const swedish = await swede.rest('POST', '/api/returner-companies', body);
    expect(swedish.status).toBe(400);
    expect(swedish.body.code).toBe(english.body.code);
    expect(swedish.body.issues).toContainEqual({
      field: malformed.field,
      message: 'Organisationsnumret ska ha formatet xxxxxx-xxxx',
    });

    const overGraphql = await admin.gql(CREATE_COMPANY);
    expect(overGraphql.data.createReturnerCompany.issues).toContainEqual({
      field: malformed.field,
      message: malformed.english,
    });
    const inSwedish = await swede.gql(CREATE_COMPANY);
    expect(inSwedish.data.createReturnerCompany.__typename).toBe(overGraphql.data.createReturnerCompany.__typename);
    expect(inSwedish.data.createReturnerCompany.issues).toContainEqual({
      field: malformed.field,
      message: sv.errors.admin.orgNumberFormat,
    });
  });

  it('a master data refusal (a drum spec’s weight, a drum type in use): Swedish for a Swedish admin, English otherwise', async () => {
    const { admin, swede } = await admins();
    const type = (await admin.rest('POST', '/api/drum-types', { name: `reel-${Math.random()}` })).body.drumType;
    const spec = {
      name: 'K12',
      drumTypeId: type.id,
      weight: 0,
      flangeDiameter: 1200,
      widthBetweenFlanges: 800,
      transportVolume: 1.152,
      buybackPrice: 50,
      scrapHandlingFee: 10,
      availableFor: 'returner',
    };
    const english = await admin.rest('POST', '/api/drum-specs', spec);
    expect(english.status).toBe(400);
    expect(english.body.issues).toContainEqual({ field: 'weight', message: 'Weight must be positive' });
    const swedish = await swede.rest('POST', '/api/drum-specs', spec);
    expect(swedish.status).toBe(400);
    expect(swedish.body.issues).toContainEqual({ field: 'weight', message: sv.errors.specNumbers.weight });

    expect((await admin.rest('POST', '/api/drum-specs', { ...spec, weight: 100 })).status).toBe(201);
    const inUse = await admin.rest('DELETE', `/api/drum-types/${type.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toBe('Cannot delete a drum type that is used by drum specifications');
    const inUseSwedish = await swede.rest('DELETE', `/api/drum-types/${type.id}`);
    expect(inUseSwedish.status).toBe(409);
    expect(inUseSwedish.body.code).toBe(inUse.body.code);
    expect(inUseSwedish.body.error).toBe('En trumtyp som används av trumspecifikationer kan inte tas bort');
  });

  it('a message rule: Swedish for a Swedish returner over REST and GraphQL, the same English as before otherwise', async () => {
    const world = await setUpPickupWorld(t);
    const alice = await t.signIn(world.alice.email);
    const created = await postBatch(alice, await validBatch(world.woodSpec.id));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.pickupRequest.id as number;
    const send = async (client: typeof alice) => {
      const form = new FormData();
      form.set('messageText', '   ');
      const response = await client.raw('POST', `/api/pickup-requests/${id}/messages`, { body: form });
      return { status: response.status, body: (await response.json()) as { error: string; code?: string } };
    };
    const english = await send(alice);
    expect(english.status).toBe(400);
    expect(english.body.error).toBe('Please enter a message or attach a photo');
    await setUser(t.app, world.alice.id, { locale: 'sv' });
    const swedish = await send(alice);
    expect(swedish.status).toBe(400);
    expect(swedish.body.code).toBe(english.body.code);
    expect(swedish.body.error).toBe(sv.errors.message.empty);

    const SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) {
      __typename ... on ValidationError { issues { field message } } } }`;
    const input = { pickupRequestId: encodeGlobalID('PickupRequest', id), messageText: '   ' };
    const inSwedish = await alice.gql(SEND, { input });
    await setUser(t.app, world.alice.id, { locale: 'en' });
    const overGraphql = await alice.gql(SEND, { input });
    expect(overGraphql.data.sendMessage.issues).toEqual([
      { field: expect.any(String), message: 'Please enter a message or attach a photo' },
    ]);
    expect(inSwedish.data.sendMessage.issues).toEqual([
      { field: overGraphql.data.sendMessage.issues[0].field, message: 'Skriv ett meddelande eller bifoga ett foto' },
    ]);
  });
});
