// A test walks each documented REST call and checks that the live answer is
// the one /api/openapi.json promises: the documented success status, the content type, and a
// JSON body that validates against the documented schema (JSON Schema 2020-12, as OpenAPI 3.1
// speaks it). The walk is one story (master data, a pickup's life, messages, users, Excel,
// mail, feeds), and the last test checks that no call of the route table was left out.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../services/mail/outbox';
import { batchForm, photo, setUpHauler, setUpPickupWorld, STOCKHOLM, validBatch } from '../../test/support/pickups';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../../test/support/harness';
import { linkIn } from '../../test/support/smtpSink';
import { restRoutes } from './routes';
import { writeSheet } from '../../services/excel/workbook';
import { pickupCollectionPhotos } from '../../db/schema';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let document: any;
let admin: TestClient;
let returner: TestClient;
let transporter: TestClient;
let haulerId: number;
let contactId: number;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
const validators = new Map<string, ValidateFunction>();
const walked = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  const { hauler, contact, driver } = await setUpHauler(t, world);
  haulerId = hauler.id;
  contactId = contact.id;
  admin = await t.signIn('admin@example.com');
  returner = await t.signIn(world.alice.email);
  transporter = await t.signIn(driver.email);
  document = (await t.client().rest('GET', '/api/openapi.json')).body;
});
afterAll(() => t?.close());

type Sent = { json?: unknown; form?: FormData };

/**
 * Makes the call `METHOD /api/path/:param` and checks its answer against the document; returns
 * the parsed JSON body (or the text of any other content).
 */
async function call(
  client: TestClient,
  method: string,
  template: string,
  params: Record<string, string | number> = {},
  sent: Sent = {},
): Promise<any> {
  const url = template.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
  const name = `${method} ${template}`;
  const operation = document.paths[template.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  expect(operation, `${name} is documented`).toBeDefined();
  const response = await client.raw(method, url, {
    body: sent.form ?? (sent.json === undefined ? undefined : JSON.stringify(sent.json)),
    headers: sent.json === undefined ? {} : { 'content-type': 'application/json' },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const [status, documented] = Object.entries(operation.responses).find(([code]) => code.startsWith('2')) as [
    string,
    { content: Record<string, { schema: object }> },
  ];
  expect(response.status, `${name}: ${bytes.toString('utf8').slice(0, 400)}`).toBe(Number(status));
  const [type, media] = Object.entries(documented.content)[0];
  const pattern = type.replace(/[.+]/g, '\\$&').replace('*', '[\\w.+-]+');
  expect(response.headers.get('content-type') ?? '', name).toMatch(new RegExp(`^${pattern}`));
  walked.add(name);
  if (type !== 'application/json') return bytes.toString('utf8');
  const body = JSON.parse(bytes.toString('utf8'));
  let validate = validators.get(name);
  if (!validate) validators.set(name, (validate = ajv.compile(closed(media.schema) as object)));
  expect(validate(body) ? [] : validate.errors, `${name} answers as documented`).toEqual([]);
  return body;
}

/**
 * The schema with every described object closed (`additionalProperties: false`), so an answer
 * key the document leaves out fails the walk too.
 */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closed(value)]));
  if ('properties' in copy && !('additionalProperties' in copy)) copy.additionalProperties = false;
  return copy;
}

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
const unique = () => Math.random().toString(36).slice(2, 8);
const newDraft = async () =>
  (await call(returner, 'POST', '/api/drums/batch', {}, { form: batchForm(await validBatch(world.woodSpec.id)) }))
    .pickupRequestId as number;

describe('every documented call answers as the document says', () => {
  it('the public documents and settings', async () => {
    const stranger = t.client();
    await call(stranger, 'GET', '/api/openapi.json');
    await call(stranger, 'GET', '/api/docs');
    await call(stranger, 'GET', '/api/docs/:asset', { asset: 'start.js' });
    await call(stranger, 'GET', '/api/schema.graphql');
    await call(stranger, 'GET', '/api/config');
  });

  it('master data: drum types and specifications, zones, companies and contacts', async () => {
    await call(admin, 'GET', '/api/drum-types');
    await call(admin, 'GET', '/api/drum-specs');
    const { drumType } = await call(admin, 'POST', '/api/drum-types', {}, { json: { name: `Plastic ${unique()}` } });
    await call(admin, 'PATCH', '/api/drum-types/:id', { id: drumType.id }, { json: { name: `Plastic ${unique()}` } });
    const specBody = {
      name: `P10 ${unique()}`,
      articleNumber: 'P-10',
      drumTypeId: drumType.id,
      weight: 80,
      flangeDiameter: 1000,
      widthBetweenFlanges: 600,
      transportVolume: 0.6,
      buybackPrice: 40,
      buybackPrice80: 30,
      scrapHandlingFee: 5,
      rentFreeDays: 180,
      monthlyRentPercent: 15,
      forfeitAfterDays: 365,
      drumInfo: 'Light',
      availableFor: 'returner',
    };
    const { drumSpec } = await call(admin, 'POST', '/api/drum-specs', {}, { json: specBody });
    await call(admin, 'PATCH', '/api/drum-specs/:id', { id: drumSpec.id }, { json: { buybackPrice: 45 } });
    await call(admin, 'DELETE', '/api/drum-specs/:id', { id: drumSpec.id });
    await call(admin, 'DELETE', '/api/drum-types/:id', { id: drumType.id });

    await call(admin, 'GET', '/api/zones');
    const coordinates = [
      { lat: 57.6, lng: 11 },
      { lat: 57.6, lng: 11.2 },
      { lat: 57.8, lng: 11.2 },
      { lat: 57.8, lng: 11 },
    ];
    const zoneBody = { zoneNumber: 77, name: 'Göteborg', zoneDefinition: { type: 'polygon', coordinates } };
    const { zone } = await call(admin, 'POST', '/api/zones', {}, { json: zoneBody });
    await call(admin, 'PATCH', '/api/zones/:id', { id: zone.id }, { json: { name: 'Göteborg Norr' } });

    await call(admin, 'GET', '/api/returner-companies');
    await call(admin, 'GET', '/api/admin/returner-companies-with-users');
    const returnerCompany = {
      name: `Wires ${unique()} AB`,
      organizationNumber: '556000-1111',
      email: 'office@wires.example.com',
      address: 'Kabelvägen 1',
      contactPerson: 'Kim',
    };
    const { company } = await call(admin, 'POST', '/api/returner-companies', {}, { json: returnerCompany });
    await call(admin, 'PATCH', '/api/returner-companies/:id', { id: company.id }, { json: { contactPerson: 'Kit' } });
    await call(admin, 'DELETE', '/api/returner-companies/:id', { id: company.id });

    await call(admin, 'GET', '/api/admin/transport-companies');
    await call(transporter, 'GET', '/api/transport/transport-companies');
    const hauler = {
      name: `Trucks ${unique()} AB`,
      organizationNumber: '556000-2222',
      contactPerson: 'Lo',
      email: 'dispatch@trucks.example.com',
      phone: '+46 31 123 45',
      depotLatitude: 57.7,
      depotLongitude: 11.9,
      servedZones: [{ zoneId: zone.id, minPickupThreshold: 10 }],
    };
    const { company: trucks } = await call(admin, 'POST', '/api/admin/transport-companies', {}, { json: hauler });
    await call(
      admin,
      'PATCH',
      '/api/admin/transport-companies/:id',
      { id: trucks.id },
      { json: { phone: '+46 31 1' } },
    );
    const contactBody = { name: 'Sam Driver', email: 'sam@trucks.example.com', phone: '+46 70 1' };
    const contacts = '/api/admin/transport-companies/:id/contacts';
    const { contact } = await call(admin, 'POST', contacts, { id: trucks.id }, { json: contactBody });
    await call(admin, 'GET', contacts, { id: trucks.id });
    const oneContact = '/api/admin/transport-companies/contacts/:id';
    await call(admin, 'PATCH', oneContact, { id: contact.id }, { json: { phone: '+46 70 2' } });
    await call(admin, 'DELETE', oneContact, { id: contact.id });
    await call(admin, 'DELETE', '/api/admin/transport-companies/:id', { id: trucks.id });
    await call(admin, 'DELETE', '/api/zones/:id', { id: zone.id });
  });

  it('a pickup request’s life, from the returner’s draft to the admin’s cancellation', async () => {
    const id = await newDraft();
    await call(returner, 'GET', '/api/drums');
    await call(returner, 'GET', '/api/pickup-requests/:id', { id });
    await call(returner, 'PATCH', '/api/pickup-requests/:id', { id }, { json: { transporterComments: 'Gate 2' } });
    const form = new FormData();
    form.append('images', await photo('second.png'));
    const added = await call(returner, 'POST', '/api/pickup-requests/:id/images', { id }, { form });
    const { images } = await call(returner, 'GET', '/api/pickup-requests/:id/images', { id });
    expect(images).toHaveLength(2);
    await call(returner, 'GET', '/api/images/:id', { id: images[0].id });
    await call(returner, 'GET', '/api/images/:id/thumbnail', { id: images[0].id });
    const second = added.images.find((image: { filename: string }) => image.filename === 'second.png');
    await call(returner, 'DELETE', '/api/pickup-requests/:id/images/:imageId', { id, imageId: second.id });
    await call(returner, 'POST', '/api/drums/:id/finalize', { id });

    await call(transporter, 'GET', '/api/transport/stats');
    await call(transporter, 'GET', '/api/transport/pickup-requests');
    const transport = '/api/transport/pickup-requests/:id';
    const date = { scheduledPickupDate: inAWeek(), assignedContactPersonId: contactId };
    await call(transporter, 'PATCH', `${transport}/schedule`, { id }, { json: date });
    await call(transporter, 'PATCH', `${transport}/clear-schedule`, { id });
    const withCompany = { ...date, assignedTransportCompanyId: haulerId };
    await call(transporter, 'PATCH', `${transport}/schedule`, { id }, { json: withCompany });
    await call(admin, 'PATCH', `${transport}/confirm-pickup`, { id });
    // One drum more than declared: it waits for the admin's review, who accepts it.
    const [drumLine] = await t.app.services.db.query.pickupRequestDrums.findMany({ where: { pickupRequestId: id } });
    const found = [{ drumLineId: drumLine.id, full: drumLine.quantity + 1, minorDamage: 0, scrap: 0 }];
    await call(
      transporter,
      'PATCH',
      `${transport}/complete`,
      { id },
      { json: { collectorName: 'Dana Driver', lines: found } },
    );
    const reviewed = await call(
      admin,
      'POST',
      '/api/admin/pickup-requests/:id/collection-extras',
      { id },
      {
        json: { accept: true },
      },
    );
    expect(reviewed.collection).toMatchObject({ extraDrums: 1, extrasToReview: 0, extrasReview: 'ACCEPTED' });
    // A photo of damage (sent over GraphQL multipart; here put in place as the upload stores it).
    const collection = await t.app.services.db.query.pickupCollections.findFirst({ where: { pickupRequestId: id } });
    const bytes = Buffer.from(await (await photo('dent.png')).arrayBuffer());
    await t.app.services.storage.put('collections/walk.png', bytes);
    await t.app.services.storage.put('collections/walk-thumb.webp', bytes);
    const [stored] = await t.app.services.db
      .insert(pickupCollectionPhotos)
      .values({
        collectionId: collection!.id,
        storageKey: 'collections/walk.png',
        thumbnailKey: 'collections/walk-thumb.webp',
        filename: 'dent.png',
        contentType: 'image/png',
      })
      .returning();
    await call(returner, 'GET', '/api/collection-photos/:id', { id: stored.id });
    await call(transporter, 'GET', '/api/collection-photos/:id/thumbnail', { id: stored.id });
    // The collection's credit is on the company's statement of the month.
    const { buybackStatements } = await call(returner, 'GET', '/api/buyback-statements');
    const statement = { id: buybackStatements[0].id };
    await call(returner, 'GET', '/api/buyback-statements/:id', statement);
    await call(returner, 'GET', '/api/buyback-statements/:id/pdf', statement);
    await call(admin, 'GET', '/api/buyback-statements/:id/export-excel', statement);
    await call(admin, 'POST', '/api/admin/buyback-statements/:id/approve', statement);
    const paid = await call(admin, 'POST', '/api/admin/buyback-statements/:id/paid', statement, {
      json: { paymentReference: 'BANK-1' },
    });
    expect(paid.buybackStatement.status).toBe('PAID');
    await call(admin, 'GET', '/api/admin/reports/buyback');
    await call(admin, 'GET', '/api/admin/reports/buyback/export-excel');
    const rollback = { targetStatus: 'pickup_scheduled' };
    const rolledBack = await call(admin, 'POST', '/api/admin/pickup-requests/:id/rollback', { id }, { json: rollback });
    expect(rolledBack.pickupRequest.status).toBe('pickup_scheduled');
    await call(admin, 'PATCH', '/api/admin/pickup-requests/:id/abort', { id });
    await call(admin, 'PATCH', '/api/admin/pickup-requests/:id/cancel', { id });

    await call(returner, 'DELETE', '/api/drums/:id', { id: await newDraft() });
  });

  it('messages with photos, unread counts and notifications', async () => {
    const id = await newDraft();
    await call(returner, 'POST', '/api/drums/:id/finalize', { id });
    const form = new FormData();
    form.append('messageText', 'The drums are behind the gate.');
    form.append('images', await photo('gate.png'));
    const { message } = await call(returner, 'POST', '/api/pickup-requests/:id/messages', { id }, { form });
    await call(admin, 'GET', '/api/pickup-requests/:id/messages', { id });
    await call(admin, 'GET', '/api/pickup-requests/unread-counts');
    await call(admin, 'POST', '/api/pickup-requests/:id/messages/mark-read', { id });
    await call(admin, 'GET', '/api/message-attachments/:id', { id: message.attachments[0].id });
    await call(admin, 'GET', '/api/message-attachments/:id/thumbnail', { id: message.attachments[0].id });
    const { notifications } = await call(admin, 'GET', '/api/notifications');
    expect(notifications.length).toBeGreaterThan(0);
    await call(admin, 'PATCH', '/api/notifications/:id/read', { id: notifications[0].id });
    await call(admin, 'PATCH', '/api/notifications/read');
  });

  it('the admin’s pickup calls: create for a returner, edit, bulk, delete, the log and the counts', async () => {
    await call(admin, 'GET', '/api/dashboard/stats');
    await call(admin, 'GET', '/api/admin/setup-warnings');
    await call(admin, 'GET', '/api/admin/audit-log');
    const body = {
      address: 'Storgatan 9, Stockholm',
      latitude: STOCKHOLM.latitude,
      longitude: STOCKHOLM.longitude,
      drums: [{ drumSpecId: world.woodSpec.id, quantity: 2 }],
      hasLoadingCapability: true,
      returnerCompanyId: world.firstCompany.id,
      userId: world.alice.id,
    };
    const first = await call(admin, 'POST', '/api/admin/drums/batch', {}, { json: body });
    const second = await call(admin, 'POST', '/api/admin/drums/batch', {}, { json: body });
    const edit = { transporterComments: 'Call ahead' };
    await call(admin, 'PATCH', '/api/admin/pickup-requests/:id/edit', { id: first.pickupRequestId }, { json: edit });
    const cancel = { action: 'cancel', ids: [first.pickupRequestId] };
    const bulk = await call(admin, 'POST', '/api/admin/pickup-requests/bulk', {}, { json: cancel });
    expect(bulk.changedCount).toBe(1);
    await call(admin, 'DELETE', '/api/admin/pickup-requests/:id', { id: second.pickupRequestId });
    await call(admin, 'GET', '/api/pickup-requests/export-excel');
  });

  it('accounts: registration, verification, approval, passwords, profile, users and sessions', async () => {
    const register = async () => {
      const email = `walk-${unique()}@example.com`;
      const body = {
        name: 'Rita Returner',
        email,
        phoneNumber: '+46 70 123 45 67',
        password: 'secret1',
        confirmPassword: 'secret1',
        companyName: 'Cable Crew AB',
        companyOrgNumber: '556677-8899',
        division: 'North',
      };
      await call(t.client(), 'POST', '/api/auth/register', {}, { json: body });
      return email;
    };
    const rita = await register();
    const verification = await t.mailTo(rita);
    const token = new URL(linkIn(verification, 'http://localhost:3000/verify-email?token=')).searchParams.get('token');
    await call(t.client(), 'POST', '/api/auth/verify-email', {}, { json: { token } });
    const others = [await register(), await register()];
    await call(t.client(), 'POST', '/api/auth/resend-verification', {}, { json: { email: others[0] } });
    const { users: pending } = await call(admin, 'GET', '/api/users/pending');
    const idOf = (email: string) => pending.find((user: { email: string }) => user.email === email).id;
    await call(admin, 'POST', '/api/users/:id/approve', { id: idOf(rita) });
    await call(admin, 'POST', '/api/admin/mark-user-reviewed/:id', { id: idOf(rita) });
    await call(admin, 'DELETE', '/api/admin/reject-user/:id', { id: idOf(others[0]) });
    await call(admin, 'POST', '/api/admin/users/bulk', {}, { json: { action: 'approve', ids: [idOf(others[1])] } });

    const client = t.client();
    await call(client, 'POST', '/api/auth/login', {}, { json: { email: rita, password: 'secret1' } });
    await call(client, 'GET', '/api/auth/me');
    await call(client, 'PATCH', '/api/profile', {}, { json: { phoneNumber: '+46 70 765 43 21', division: 'South' } });
    const passwords = { currentPassword: 'secret1', newPassword: 'secret22', confirmPassword: 'secret22' };
    await call(client, 'POST', '/api/auth/change-password', {}, { json: passwords });
    await call(t.client(), 'POST', '/api/auth/forgot-password', {}, { json: { email: rita } });
    const reset = await t.mailTo(rita, 'assword');
    const resetToken = new URL(linkIn(reset, 'http://localhost:3000/reset-password?token=')).searchParams.get('token');
    const newPassword = { token: resetToken, newPassword: 'secret333', confirmPassword: 'secret333' };
    await call(t.client(), 'POST', '/api/auth/reset-password', {}, { json: newPassword });
    await call(client, 'POST', '/api/auth/logout');

    await call(admin, 'GET', '/api/users');
    const person = {
      name: 'Walk User',
      email: `made-${unique()}@example.com`,
      role: 'returner',
      returnerCompanyId: world.firstCompany.id,
      password: TEST_PASSWORD,
    };
    const { user } = await call(admin, 'POST', '/api/users', {}, { json: person });
    await call(admin, 'PATCH', '/api/users/:id', { id: user.id }, { json: { division: 'East' } });
    await call(admin, 'DELETE', '/api/users/:id', { id: user.id });
  });

  it('Excel: each list exported, and the same workbook imported again', async () => {
    for (const path of ['drum-types', 'drum-specs', 'returner-companies', 'transport-companies', 'users']) {
      const response = await admin.raw('GET', `/api/${path}/export-excel`);
      const workbook = new Uint8Array(await response.arrayBuffer());
      await call(admin, 'GET', `/api/${path}/export-excel`);
      const form = new FormData();
      form.append('file', new File([workbook], `${path}.xlsx`));
      await call(admin, 'POST', `/api/${path}/import-excel`, {}, { form });
    }
  });

  it('undelivered mail and its retry; the calendar feed', async () => {
    // Armed before the mail exists and for its address only: a drain still running for an
    // earlier call's mail could otherwise send it first, or take the failure itself.
    t.sink.failNext(1, 'bounce@example.com');
    await enqueueMail(t.app.services.db, 'bounce@example.com', { subject: 'Walk bounce', text: 'x', html: 'x' });
    await t.app.services.outbox.drain();
    const { mails } = await call(admin, 'GET', '/api/admin/mail/undelivered');
    await call(admin, 'POST', '/api/admin/mail/:id/retry', { id: mails[0].id });

    const feed = await admin.gql<{ node: { calendarFeedUrl: string } }>(
      'query ($id: ID!) { node(id: $id) { ... on TransportCompany { calendarFeedUrl } } }',
      { id: encodeGlobalID('TransportCompany', haulerId) },
    );
    const path = new URL(feed.data!.node.calendarFeedUrl).pathname;
    await call(t.client(), 'GET', '/api/calendar/:feed', { feed: path.split('/').pop()! });
  });

  it('tracked drums: a delivery, the list and one drum by its number', async () => {
    const number = `WALK-${unique()}`;
    await call(
      admin,
      'POST',
      '/api/drum-deliveries',
      {},
      {
        json: {
          returnerCompanyId: world.firstCompany.id,
          deliveryNote: 'DN-7',
          deliveredAt: new Date(Date.now() - 86_400_000).toISOString(),
          address: 'Sveavägen 1, Stockholm',
          latitude: 59.33,
          longitude: 18.07,
          drums: [{ number, drumSpecId: world.woodSpec.id }],
        },
      },
    );
    await call(returner, 'GET', '/api/tracked-drums');
    await call(returner, 'GET', '/api/tracked-drums/:number', { number });

    const sheet = await writeSheet(
      'Deliveries',
      ['returnerCompany', 'deliveryNote', 'deliveredAt', 'address', 'drumNumber', 'drumSpec'],
      [
        {
          returnerCompany: world.firstCompany.name,
          deliveryNote: 'DN-8',
          deliveredAt: '2026-10-01',
          address: 'Sveavägen 1, Stockholm',
          drumNumber: `${number}-X`,
          drumSpec: world.woodSpec.name,
        },
      ],
    );
    const form = new FormData();
    form.append('file', new File([new Uint8Array(sheet)], 'deliveries.xlsx'));
    await call(admin, 'POST', '/api/drum-deliveries/import-excel', {}, { form });

    await call(admin, 'GET', '/api/admin/reports/tracked-drums');
    await call(admin, 'GET', '/api/admin/reports/tracked-drums/overdue');
    await call(admin, 'GET', '/api/admin/reports/tracked-drums/export-excel');
  });

  it('walked every call of the route table', () => {
    const missing = restRoutes.map((route) => `${route.method} ${route.path}`).filter((name) => !walked.has(name));
    expect(missing).toEqual([]);
  });
});
