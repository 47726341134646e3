// The REST adapter as a projection: flags read one way, every unknown /api call answered alike,
// REST-only keys as aliases of the schema's fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postBatch, setUpPickupWorld, validBatch } from '../../test/support/pickups';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let alice: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  alice = await t.signIn(world.alice.email);
});
afterAll(() => t?.close());

type Flag = 'hasLoadingCapability' | 'supportsForklift' | 'requiresCraneTruck';

async function draft() {
  const response = await postBatch(alice, await validBatch(world.woodSpec.id));
  expect(response.status).toBe(201);
  return response.body.pickupRequest as { id: number } & Record<Flag, boolean>;
}

describe('site option flags', () => {
  for (const text of ['1', 'yes', 'true', 'on', 'YES']) {
    it(`PATCH sets a flag written "${text}" as POST does`, async () => {
      const posted = await postBatch(
        alice,
        await validBatch(world.woodSpec.id, { hasLoadingCapability: 'false', requiresCraneTruck: text }),
      );
      expect(posted.status).toBe(201);
      expect(posted.body.pickupRequest.requiresCraneTruck).toBe(true);

      const request = await draft();
      expect(request.supportsForklift).toBe(false);
      const patched = await alice.rest('PATCH', `/api/pickup-requests/${request.id}`, { supportsForklift: text });
      expect(patched.status).toBe(200);
      expect(patched.body.pickupRequest.supportsForklift).toBe(true);
      const read = await alice.rest('GET', `/api/pickup-requests/${request.id}`);
      expect(read.body.pickupRequest.supportsForklift).toBe(true);
    });
  }

  it('PATCH clears a flag written "0" or "no", as POST does', async () => {
    const request = await draft();
    const patched = await alice.rest('PATCH', `/api/pickup-requests/${request.id}`, {
      hasLoadingCapability: 'no',
      supportsForklift: 'yes',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.pickupRequest).toMatchObject({ hasLoadingCapability: false, supportsForklift: true });
    const refused = await alice.rest('PATCH', `/api/pickup-requests/${request.id}`, {
      hasLoadingCapability: '0',
      supportsForklift: 'no',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('At least one site information option must be selected');
  });
});

describe('unknown /api calls', () => {
  for (const method of ['GET', 'POST', 'PATCH', 'PUT', 'DELETE']) {
    it(`answers ${method} 404 JSON with code NOT_FOUND`, async () => {
      for (const path of ['/api/no-such-thing', '/api/drums/1/no-such-action', '/api']) {
        const response = await alice.rest(method, path, method === 'GET' ? undefined : { any: 'thing' });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
        expect(response.body, `${method} ${path}`).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
      }
    });
  }

  it('answers a known path with a method it does not take 405, naming the ones it takes', async () => {
    const response = await alice.rest('PUT', '/api/drums');
    expect(response.status).toBe(405);
    expect(response.body.code).toBe('METHOD_NOT_ALLOWED');
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    const withId = await alice.rest('POST', '/api/pickup-requests/1');
    expect(withId.status).toBe(405);
    expect(withId.headers.get('allow')).toBe('GET, HEAD, PATCH');
  });

  it('answers HEAD wherever GET is, with the status and headers of GET and no body', async () => {
    for (const path of ['/api/openapi.json', '/api/drums', '/api/config']) {
      const get = await alice.raw('GET', path);
      const head = await alice.raw('HEAD', path);
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
      expect(await head.text(), path).toBe('');
    }
    expect((await alice.raw('HEAD', '/api/no-such-call')).status).toBe(404);
    const noGet = await alice.raw('HEAD', '/api/auth/login');
    expect(noGet.status).toBe(405);
    expect(noGet.headers.get('allow')).toBe('POST');
  });

  it('tells an anonymous caller 401 before it reads a malformed body', async () => {
    const response = await t.client().raw('POST', '/api/drum-types', {
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('UNAUTHENTICATED');
  });
});

describe('REST-only keys', () => {
  it('keeps imageUrl, drums[].drumType and transportCompanyName as aliases', async () => {
    const request = await draft();
    const read = await alice.rest('GET', `/api/pickup-requests/${request.id}`);
    const body = read.body.pickupRequest;
    expect(body.images[0].imageUrl).toBe(body.images[0].url);
    expect(body.images[0].imageUrl).toMatch(/^\/api\/images\/\d+$/);
    expect(body.drums[0].drumType).toBe(body.drums[0].drumTypeName);
    expect(body.drums[0].drumType).toBe('wood');
    expect(body).toHaveProperty('transportCompanyName', null);
    expect(body.transportCompanyName).toBe(body.assignedTransportCompanyName);
    const schema = await alice.gql('{ __type(name: "PickupRequest") { fields { name } } }');
    expect(schema.data.__type.fields.map((f: { name: string }) => f.name)).not.toContain('transportCompanyName');
  });
});
