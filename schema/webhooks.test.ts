// Webhooks against a real HTTP receiver: each event is delivered once with a
// valid Standard Webhooks signature, only to endpoints whose owner may read it, within 5 s of
// the commit; a receiver down for a while gets every event once it is back, in order per
// request; one that answers 500 forever is disabled after the schedule and its owner mailed;
// in production no delivery reaches a private address.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transportCompanies, transportCompanyZones, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES } from '../domain/webhooks';
import { createApiToken } from '../services/apiTokens';
import { sweepExpired } from '../services/housekeeping';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';
import { INTEGRATION_MESSAGES } from './integrationOwners';
import { postBatch, requestGlobalId, setUpPickupWorld, validBatch } from '../test/support/pickups';
import { type Received, Receiver } from '../test/support/webhookReceiver';

const CREATE = `mutation Create($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    __typename
    ... on CreateWebhookEndpointPayload { secret webhookEndpoint { id url events enabled } }
    ... on ValidationError { issues { field message } }
  } }`;
const LIST = `{ webhookEndpoints { id url enabled companyName deliveries { eventType status attempts lastStatusCode } } }`;
const returnerGid = (id: number) => encodeGlobalID('ReturnerCompany', id);

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let alice: TestClient;
let eve: TestClient;
let admin: TestClient;
let driver: TestClient;
let driverEmail: string;
let haulerId: number;
const adminHook = new Receiver();
const aliceHook = new Receiver();
const eveHook = new Receiver();
let secrets: Record<'admin' | 'alice' | 'eve', string>;

async function register(client: TestClient, input: Record<string, unknown>) {
  const result = await client.gql(CREATE, { input: { events: [...WEBHOOK_EVENT_TYPES], ...input } });
  const payload = result.data?.createWebhookEndpoint;
  if (payload?.__typename !== 'CreateWebhookEndpointPayload') throw new Error(JSON.stringify(result));
  return payload as { secret: string; webhookEndpoint: { id: string; enabled: boolean } };
}

/** Whether a delivery verifies with the endpoint's secret, as a receiver's library checks it. */
function verifies(entry: Received, secret: string): boolean {
  try {
    new Webhook(secret).verify(entry.body, entry.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

const INPUT_TYPES: Record<string, string> = {
  schedulePickup: 'SchedulePickupInput',
  rollbackPickupRequest: 'RollbackPickupRequestInput',
  sendTestWebhook: 'WebhookEndpointIdInput',
  markPickupCollected: 'MarkPickupCollectedInput',
};

async function act(client: TestClient, mutation: string, input: Record<string, unknown>) {
  const inputType = INPUT_TYPES[mutation] ?? 'PickupRequestIdInput';
  const result = await client.gql(
    `mutation($input: ${inputType}!) {
    ${mutation}(input: $input) { __typename } }`,
    { input },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
}

beforeAll(async () => {
  // Retries 50 ms apart, looked for every 50 ms: the whole schedule in well under a second.
  t = await createTestApp({ WEBHOOK_RETRY_DELAYS: '0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05' }, { webhookTickMs: 50 });
  world = await setUpPickupWorld(t);
  [alice, eve, admin] = await Promise.all([
    t.signIn(world.alice.email),
    t.signIn(world.eve.email),
    t.signIn('admin@example.com'),
  ]);
  const db = t.app.services.db;
  const [hauler] = await db
    .insert(transportCompanies)
    .values({ name: 'Hauler AB', organizationNumber: '556677-4321' })
    .returning();
  haulerId = hauler.id;
  await db
    .insert(transportCompanyZones)
    .values({ transportCompanyId: hauler.id, zoneId: world.zone.id, minPickupThreshold: 1 });
  driverEmail = (await t.createUser({ role: 'transporter', transportCompanyId: hauler.id })).email;
  driver = await t.signIn(driverEmail);
  await Promise.all([adminHook.start(), aliceHook.start(), eveHook.start()]);
  secrets = {
    admin: (await register(admin, { url: adminHook.url })).secret,
    alice: (await register(alice, { url: aliceHook.url, returnerCompanyId: returnerGid(world.firstCompany.id) }))
      .secret,
    eve: (await register(eve, { url: eveHook.url, returnerCompanyId: returnerGid(world.secondCompany.id) })).secret,
  };
});
afterAll(async () => {
  await t?.close();
  await Promise.all([adminHook.stop(), aliceHook.stop(), eveHook.stop()]);
});

describe('delivering events', () => {
  it('sends each event of a request’s life once, signed, to the endpoints that may read it', async () => {
    expect(secrets.alice).toMatch(/^whsec_/);
    const started = Date.now(); // the events' timestamps come after it
    const created = await postBatch(alice, await validBatch(world.woodSpec.id));
    const id = created.body.pickupRequest.id as number;
    const gid = requestGlobalId(id);
    await expect.poll(() => aliceHook.of('pickup_request.created').length).toBe(1);

    expect((await alice.rest('POST', `/api/drums/${id}/finalize`)).status).toBe(200);
    await act(driver, 'schedulePickup', { id: gid, scheduledPickupDate: '2099-05-01T08:00:00.000Z' });
    await act(admin, 'confirmPickup', { id: gid });
    await act(admin, 'abortPickup', { id: gid });
    await act(driver, 'schedulePickup', { id: gid, scheduledPickupDate: '2099-05-02T08:00:00.000Z' });
    await act(admin, 'confirmPickup', { id: gid });
    await act(admin, 'rollbackPickupRequest', { id: gid, targetStatus: 'ready_for_pickup' });
    await act(driver, 'schedulePickup', { id: gid, scheduledPickupDate: '2099-05-03T08:00:00.000Z' });
    await act(admin, 'confirmPickup', { id: gid });
    const form = new FormData();
    form.set('messageText', 'Gate code 1234');
    expect((await alice.raw('POST', `/api/pickup-requests/${id}/messages`, { body: form })).status).toBe(201);
    await act(driver, 'markPickupCollected', { id: gid });

    const lifecycle = [
      'pickup_request.created',
      'pickup_request.submitted',
      'pickup_request.scheduled',
      'pickup_request.confirmed',
      'pickup_request.aborted',
      'pickup_request.scheduled',
      'pickup_request.confirmed',
      'pickup_request.rolled_back',
      'pickup_request.scheduled',
      'pickup_request.confirmed',
      'message.created',
      'pickup_request.collected',
    ];
    const ofRequest = (hook: Receiver) =>
      hook.received.filter((entry) => entry.event.data.id === gid || entry.event.data.pickupRequestId === gid);
    await expect.poll(() => ofRequest(aliceHook).length, { timeout: 10_000 }).toBe(lifecycle.length);
    await expect.poll(() => ofRequest(adminHook).length, { timeout: 10_000 }).toBe(lifecycle.length);
    for (const [hook, secret] of [
      [aliceHook, secrets.alice],
      [adminHook, secrets.admin],
    ] as const) {
      const events = ofRequest(hook);
      // In order, each once (one webhook-id each), each verified by the published secret.
      expect(events.map((entry) => entry.event.type)).toEqual(lifecycle);
      expect(new Set(events.map((entry) => entry.headers['webhook-id'])).size).toBe(lifecycle.length);
      expect(events.every((entry) => verifies(entry, secret))).toBe(true);
      expect(events.every((entry) => !verifies(entry, secrets.eve))).toBe(true);
    }
    const collected = ofRequest(aliceHook).at(-1)!.event;
    expect(collected).toMatchObject({ type: 'pickup_request.collected', data: { id: gid, status: 'collected' } });
    expect(Date.parse(collected.timestamp)).toBeGreaterThan(started - 1000);
    expect(ofRequest(aliceHook).at(-2)!.event.data).toMatchObject({
      messageText: 'Gate code 1234',
      senderName: 'Alice',
    });
    // The collected event carries the proof of collection and its credit.
    expect(collected.data.collection).toMatchObject({
      collectorName: expect.any(String),
      creditCents: expect.any(Number),
      lines: [{ declaredQuantity: expect.any(Number), full: expect.any(Number), minorDamage: 0, scrap: 0, missing: 0 }],
    });
    // Another company's endpoint hears nothing of it.
    expect(ofRequest(eveHook)).toEqual([]);

    // The month's statement approved and paid: the company's and the admins' endpoints hear it, signed.
    const statements = await alice.rest('GET', '/api/buyback-statements');
    const statementId = statements.body.buybackStatements[0].id as number;
    expect((await admin.rest('POST', `/api/admin/buyback-statements/${statementId}/approve`)).status).toBe(200);
    const paid = await admin.rest('POST', `/api/admin/buyback-statements/${statementId}/paid`, {
      paymentReference: 'BANK-77',
    });
    expect(paid.status).toBe(200);
    for (const [hook, secret] of [
      [aliceHook, secrets.alice],
      [adminHook, secrets.admin],
    ] as const) {
      await expect.poll(() => hook.of('buyback_statement.paid').length, { timeout: 10_000 }).toBe(1);
      const [approvedEvent, paidEvent] = [hook.of('buyback_statement.approved'), hook.of('buyback_statement.paid')];
      expect(approvedEvent).toHaveLength(1);
      expect(paidEvent[0].event.data).toMatchObject({
        databaseId: statementId,
        status: 'PAID',
        paymentReference: 'BANK-77',
        totalCents: collected.data.collection.creditCents,
      });
      expect([...approvedEvent, ...paidEvent].every((entry) => verifies(entry, secret))).toBe(true);
    }
    // Written in the transaction of the change, so what is not in the outbox now never goes out.
    const outbox = await t.app.services.db
      .select({ type: webhookDeliveries.eventType, url: webhookEndpoints.url })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId));
    expect(
      outbox
        .filter((row) => row.type.startsWith('buyback_statement.'))
        .map((row) => row.url)
        .sort(),
    ).toEqual([adminHook.url, adminHook.url, aliceHook.url, aliceHook.url].sort());
    // The zone reached its threshold: the route mail was sent, and admins hear of it (returners do not).
    await expect.poll(() => adminHook.of('route_mail.sent').length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(aliceHook.of('route_mail.sent')).toEqual([]);
    const log = (await alice.gql(LIST)).data.webhookEndpoints;
    expect(log).toHaveLength(1);
    // Polled: the receiver has the last event as soon as it arrives, and the worker marks the
    // delivery only once the answer is back.
    await expect
      .poll(async () => (await alice.gql(LIST)).data.webhookEndpoints[0].deliveries[0], { timeout: 10_000 })
      .toMatchObject({ status: 'delivered', lastStatusCode: 200 });
  });

  it('tells a transport company that lost sight of a request only its id (pickup_request.unavailable)', async () => {
    const db = t.app.services.db;
    const [rival] = await db
      .insert(transportCompanies)
      .values({ name: 'Rival Haulage AB', organizationNumber: '556677-9876' })
      .returning();
    await db
      .insert(transportCompanyZones)
      .values({ transportCompanyId: rival!.id, zoneId: world.zone.id, minPickupThreshold: 1 });
    const rivalDriver = await t.signIn(
      (await t.createUser({ role: 'transporter', transportCompanyId: rival!.id })).email,
    );
    const rivalHook = new Receiver();
    await rivalHook.start();
    try {
      await register(rivalDriver, {
        url: rivalHook.url,
        transportCompanyId: encodeGlobalID('TransportCompany', rival!.id),
        events: ['pickup_request.submitted', 'pickup_request.scheduled'],
      });
      const created = await postBatch(alice, await validBatch(world.woodSpec.id));
      const id = created.body.pickupRequest.id as number;
      const gid = requestGlobalId(id);
      expect((await alice.rest('POST', `/api/drums/${id}/finalize`)).status).toBe(200);
      // Both companies serve the zone: the rival reads the ready request and hears of it.
      await expect.poll(() => rivalHook.of('pickup_request.submitted').length, { timeout: 10_000 }).toBe(1);
      expect(rivalHook.of('pickup_request.submitted')[0]!.event.data).toMatchObject({
        id: gid,
        status: 'ready_for_pickup',
      });

      await act(driver, 'schedulePickup', { id: gid, scheduledPickupDate: '2099-06-01T08:00:00.000Z' });
      await expect.poll(() => rivalHook.of('pickup_request.unavailable').length, { timeout: 10_000 }).toBe(1);
      expect(rivalHook.of('pickup_request.unavailable')[0]!.event.data).toEqual({ id: gid, databaseId: id });
      // Nothing of the schedule itself, which its subscription answers null for too.
      expect(rivalHook.of('pickup_request.scheduled')).toEqual([]);
      const seen = await rivalDriver.gql(`query ($id: ID!) { node(id: $id) { id } }`, { id: gid });
      expect(seen.data.node).toBeNull();
      // The company that took it hears the schedule in full through the admin's endpoint, as before.
      await expect
        .poll(() => adminHook.of('pickup_request.scheduled').filter((entry) => entry.event.data.id === gid).length)
        .toBe(1);
    } finally {
      await rivalHook.stop();
    }
  });

  it('keeps events for a receiver that is down and delivers them all, in order, once it is back', async () => {
    const port = aliceHook.port;
    await aliceHook.stop();
    aliceHook.received.length = 0;
    const created = await postBatch(alice, await validBatch(world.woodSpec.id));
    const id = created.body.pickupRequest.id as number;
    expect((await alice.rest('POST', `/api/drums/${id}/finalize`)).status).toBe(200);
    await act(admin, 'cancelPickupRequest', { id: requestGlobalId(id) });
    // Attempts fail meanwhile (connection refused), and are logged as such.
    await expect
      .poll(async () => {
        const rows = await t.app.services.db.select().from(webhookDeliveries);
        return rows.some((row) => row.status === 'pending' && row.attempts > 0 && row.lastStatusCode === null);
      })
      .toBe(true);
    await aliceHook.start(port);
    const gid = requestGlobalId(id);
    await expect
      .poll(() => aliceHook.received.filter((entry) => entry.event.data.id === gid).length, { timeout: 15_000 })
      .toBe(3);
    expect(aliceHook.received.filter((entry) => entry.event.data.id === gid).map((entry) => entry.event.type)).toEqual([
      'pickup_request.created',
      'pickup_request.submitted',
      // A returner no longer reads a cancelled request (docs/specification.md): it hears the id only.
      'pickup_request.unavailable',
    ]);
  });

  it('disables an endpoint that answers 500 through the whole schedule and mails whoever registered it', async () => {
    const broken = new Receiver();
    await broken.start();
    broken.status = 500;
    try {
      const made = await register(driver, {
        url: broken.url,
        events: ['pickup_request.submitted'],
        transportCompanyId: encodeGlobalID('TransportCompany', haulerId),
      });
      // Submitted in a zone the company serves: the request is offered to it, so it hears of it.
      const created = await postBatch(alice, await validBatch(world.woodSpec.id));
      expect((await alice.rest('POST', `/api/drums/${created.body.pickupRequest.id}/finalize`)).status).toBe(200);
      await expect
        .poll(
          async () =>
            (await t.app.services.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.url, broken.url)))[0]
              ?.enabled,
          { timeout: 25_000, interval: 500 },
        )
        .toBe(false);
      const [failed] = await t.app.services.db
        .select()
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookEndpoints.url, broken.url));
      expect(failed.webhook_deliveries).toMatchObject({ status: 'failed', attempts: 9, lastStatusCode: 500 });
      // The status line, never the answer's body ('broken'): an address may serve anything.
      expect(failed.webhook_deliveries.lastError).toBe('HTTP 500 Internal Server Error');
      const mail = await t.mailTo(driverEmail, 'Webhook endpoint disabled');
      expect(mail.text).toContain(broken.url);
      const listed = (await driver.gql(LIST)).data.webhookEndpoints;
      expect(listed.find((endpoint: { id: string }) => endpoint.id === made.webhookEndpoint.id).enabled).toBe(false);
    } finally {
      await broken.stop();
    }
  }, 40_000);

  it('sends a test event on request', async () => {
    const [mine] = (await alice.gql(LIST)).data.webhookEndpoints;
    await act(alice, 'sendTestWebhook', { id: mine.id });
    await expect.poll(() => aliceHook.of('webhook.test').length).toBe(1);
    expect(verifies(aliceHook.of('webhook.test')[0], secrets.alice)).toBe(true);
  });
});

describe('who may register endpoints', () => {
  it("refuses another company's, another role's and the admin role's endpoints, and tokens", async () => {
    const before = await t.app.services.db.$count(webhookEndpoints);
    const foreign = await eve.gql(CREATE, {
      input: { url: eveHook.url, events: ['message.created'], returnerCompanyId: returnerGid(world.firstCompany.id) },
    });
    expect(foreign.errors?.[0]).toMatchObject({ message: INTEGRATION_MESSAGES.companyNotFound });
    const adminRole = await alice.gql(CREATE, { input: { url: aliceHook.url, events: ['message.created'] } });
    expect(adminRole.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const { token } = await createApiToken(
      t.app.services.db,
      world.alice.id,
      { kind: 'admin' },
      {
        name: 'admin integration',
        scopes: ['READ', 'WRITE'],
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    );
    const byToken = await t
      .client()
      .withBearer(token)
      .gql(CREATE, { input: { url: adminHook.url, events: ['message.created'] } });
    expect(byToken.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.app.services.db.$count(webhookEndpoints)).toBe(before);

    // Eve can neither see nor change Alice's endpoint.
    const [alices] = (await alice.gql(LIST)).data.webhookEndpoints;
    expect((await eve.gql(LIST)).data.webhookEndpoints.map((e: { id: string }) => e.id)).not.toContain(alices.id);
    const refused = await eve.gql(
      `mutation($input: WebhookEndpointIdInput!) { deleteWebhookEndpoint(input: $input) { deletedId } }`,
      {
        input: { id: alices.id },
      },
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: WEBHOOK_MESSAGES.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses a bad URL, no events, an unknown event and two companies, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'not a url', events: ['message.created'] }, 'url'],
      [{ url: 'ftp://example.com/x', events: ['message.created'] }, 'url'],
      [{ url: aliceHook.url, events: [] }, 'events'],
      [{ url: aliceHook.url, events: ['pickup_request.exploded'] }, 'events.0'],
      [
        {
          url: aliceHook.url,
          events: ['message.created'],
          transportCompanyId: encodeGlobalID('TransportCompany', haulerId),
        },
        'transportCompanyId',
      ],
    ];
    const before = await t.app.services.db.$count(webhookEndpoints);
    for (const [input, field] of cases) {
      const result = await admin.gql(CREATE, {
        input: { returnerCompanyId: returnerGid(world.firstCompany.id), ...input },
      });
      expect(result.data?.createWebhookEndpoint.__typename, field).toBe('ValidationError');
      expect(result.data?.createWebhookEndpoint.issues[0].field).toBe(field);
    }
    expect(await t.app.services.db.$count(webhookEndpoints)).toBe(before);
  });
});

describe('without WEBHOOK_ALLOW_PRIVATE=1', () => {
  it('refuses loopback and private targets in development too, and IPv6 spellings of them', async () => {
    const development = await createTestApp({ NODE_ENV: 'development', WEBHOOK_ALLOW_PRIVATE: '0' });
    try {
      const boss = await development.signIn('admin@example.com');
      for (const url of ['http://127.0.0.1:8080/hooks', 'http://[::127.0.0.1]/hooks', 'http://[::ffff:a9fe:a9fe]/']) {
        const result = await boss.gql(CREATE, { input: { url, events: ['pickup_request.created'] } });
        expect(result.data?.createWebhookEndpoint.issues?.[0], url).toEqual({
          field: 'url',
          message: WEBHOOK_MESSAGES.urlPrivate,
        });
      }
    } finally {
      await development.close();
    }
  });

  it('refuses loopback and private targets in production, at registration and at delivery', async () => {
    // Production, but sending the test's own documents with a session (trusted documents have their own test).
    const production = await createTestApp({
      NODE_ENV: 'production',
      TRUSTED_DOCUMENTS: 'off',
      WEBHOOK_ALLOW_PRIVATE: '0',
    });
    const receiver = new Receiver();
    await receiver.start();
    try {
      const boss = await production.signIn('admin@example.com');
      for (const url of [
        'https://127.0.0.1/hooks',
        'https://localhost/hooks',
        'https://10.1.2.3/hooks',
        'https://[::1]/hooks',
        'https://[::127.0.0.1]/',
        'https://[::7f00:1]:8443/',
        'https://[::a9fe:a9fe]/',
      ]) {
        const result = await boss.gql(CREATE, { input: { url, events: ['pickup_request.created'] } });
        expect(result.data?.createWebhookEndpoint.issues?.[0], url).toEqual({
          field: 'url',
          message: WEBHOOK_MESSAGES.urlPrivate,
        });
      }
      const plain = await boss.gql(CREATE, { input: { url: 'http://example.com/hooks', events: ['message.created'] } });
      expect(plain.data?.createWebhookEndpoint.issues?.[0]).toEqual({
        field: 'url',
        message: WEBHOOK_MESSAGES.urlHttps,
      });
      // An endpoint that reached the table anyway (a name that later resolves inward) gets nothing.
      await production.app.services.db.insert(webhookEndpoints).values({
        url: receiver.url,
        events: ['pickup_request.created'],
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      });
      const prodWorld = await setUpPickupWorld(production);
      const returner = await production.signIn(prodWorld.alice.email);
      expect((await postBatch(returner, await validBatch(prodWorld.woodSpec.id))).status).toBe(201);
      await expect
        .poll(async () => (await production.app.services.db.select().from(webhookDeliveries))[0]?.lastError ?? '')
        .toMatch(/Refused/);
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.stop();
      await production.close();
    }
  });
});

describe('the delivery log', () => {
  it('forgets delivered and failed events after 30 days, never pending ones', async () => {
    const db = t.app.services.db;
    const [endpoint] = await db.select().from(webhookEndpoints).limit(1);
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    const rows = await db
      .insert(webhookDeliveries)
      .values(
        (['delivered', 'failed', 'pending'] as const).map((status) => ({
          endpointId: endpoint.id,
          messageId: `msg_old_${status}`,
          eventType: 'webhook.test',
          payload: {},
          status,
          createdAt: old,
          // Not due: the worker leaves the pending one alone meanwhile.
          nextAttemptAt: new Date(Date.now() + 3600 * 1000),
        })),
      )
      .returning({ id: webhookDeliveries.id, status: webhookDeliveries.status });
    await sweepExpired(db);
    const left = await db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left).toEqual([{ status: 'pending' }]);
  });
});
