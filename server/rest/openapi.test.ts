// The OpenAPI document: public, valid OpenAPI 3.1, generated from the route
// table (every call the router serves is in it, with its path parameters), with the answers'
// shapes read from the GraphQL selections; and the API reference page that shows it.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { UNKNOWN_FIELD_MESSAGE } from './router';
import { restRoutes } from './routes';

let t: TestApp;
let admin: TestClient;
let document: any;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
  const response = await t.client().rest('GET', '/api/openapi.json');
  expect(response.status).toBe(200);
  document = response.body;
});
afterAll(() => t?.close());

describe('GET /api/openapi.json', () => {
  it('is valid OpenAPI 3.1, served without a session', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every call of the route table, with its path and query parameters', () => {
    for (const route of restRoutes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const parameters: { name: string; in: string }[] = operation.parameters ?? [];
      expect(parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(names);
      expect(parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
        (route.query ?? []).map((p) => p.name),
      );
    }
    const documented = Object.values(document.paths).flatMap((methods: any) => Object.keys(methods));
    expect(documented).toHaveLength(restRoutes.length);
  });

  it('documents the filters of the request lists as query parameters', () => {
    const names = (path: string) =>
      document.paths[path].get.parameters.map((parameter: { name: string }) => parameter.name);
    for (const name of ['search', 'zoneId', 'returnerCompanyId', 'transportCompanyId', 'createdFrom', 'createdTo'])
      for (const path of ['/api/drums', '/api/transport/pickup-requests', '/api/pickup-requests/export-excel'])
        expect(names(path), `${path} ${name}`).toContain(name);
    expect(names('/api/drums')).toEqual(expect.arrayContaining(['limit', 'after', 'orderBy', 'status']));
  });

  it('describes the answers from the GraphQL types: a pickup request’s fields and their JSON types', () => {
    const list = document.paths['/api/drums'].get.responses['200'].content['application/json'].schema;
    const request = list.properties.drums.items;
    expect(request.properties.id).toMatchObject({ type: 'integer' });
    expect(request.properties.status.anyOf?.[0] ?? request.properties.status).toMatchObject({
      type: 'string',
      enum: expect.arrayContaining(['draft', 'ready_for_pickup', 'collected']),
    });
    expect(request.properties.scheduledPickupDate.anyOf[0]).toMatchObject({ type: 'string', format: 'date-time' });
    expect(request.properties.drums.type).toBe('array');
    expect(request.required).toEqual(expect.arrayContaining(['id', 'status', 'address']));
    // Bearer tokens and the session cookie are the two ways in; public calls need neither.
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearerAuth', 'sessionCookie']);
    expect(document.paths['/api/auth/login'].post.security).toEqual([]);
    expect(document.paths['/api/drums/batch'].post.requestBody.content).toHaveProperty('multipart/form-data');
  });
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]: [string, any]) =>
    Object.entries(methods).map(([method, operation]: [string, any]) => ({ path, method, operation })),
  );

describe('each call in the document', () => {
  it('says what it does and what it answers on success', () => {
    for (const { path, method, operation } of operations()) {
      const name = `${method.toUpperCase()} ${path}`;
      expect(operation.summary, name).not.toBe(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
      expect(success?.[1], name).toHaveProperty('content');
    }
  });

  it('describes request bodies field by field, with REST’s numeric ids and the GraphQL rules', () => {
    const json = (path: string, method: string) =>
      document.paths[path][method].requestBody.content['application/json'].schema;
    const spec = json('/api/drum-specs', 'post');
    expect(spec.properties.drumTypeId).toMatchObject({ type: 'integer', minimum: 1 });
    expect(spec.properties.buybackPrice).toMatchObject({ type: 'number' });
    // Closed: a key the call does not take is refused, and no null is offered.
    expect(spec.additionalProperties).toBe(false);
    expect(spec.properties.name.description).toBeTruthy();
    const schedule = json('/api/transport/pickup-requests/{id}/schedule', 'patch');
    expect(schedule.required).toEqual(['scheduledPickupDate']);
    expect(schedule.properties.scheduledPickupDate).toMatchObject({ type: 'string', format: 'date-time' });
    const rollback = json('/api/admin/pickup-requests/{id}/rollback', 'post');
    expect(rollback.properties.targetStatus.enum).toEqual(expect.arrayContaining(['draft', 'ready_for_pickup']));
    // Nested inputs are described too: a transport company's served zones name zones by number.
    const served = json('/api/admin/transport-companies', 'post').properties.servedZones.items;
    expect(served.properties.zoneId).toMatchObject({ type: 'integer' });
    expect(served.required).toEqual(['zoneId']);
    // REST's own keys: a zone's boundary is `zoneDefinition`, a polygon.
    const zone = json('/api/zones', 'post');
    expect(zone.properties.zoneDefinition.properties.type.enum).toEqual(['polygon']);
    expect(zone.properties.zoneDefinition.properties.coordinates).toMatchObject({ minItems: 4, maxItems: 20 });
    expect(zone.properties.boundary.deprecated).toBe(true);
    // Uploads are multipart forms: photos are binary, drum lines JSON text.
    const form = document.paths['/api/drums/batch'].post.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.images.items).toEqual({ type: 'string', format: 'binary' });
    expect(form.properties.drums.contentMediaType).toBe('application/json');
    // Files are answered as what they are.
    expect(document.paths['/api/users/export-excel'].get.responses['200'].content).toHaveProperty(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // A call that reads nothing documents no body.
    expect(document.paths['/api/auth/logout'].post.requestBody).toBeUndefined();
  });

  it('offers null in no request body, and marks public calls security: []', () => {
    const offeringNull = Object.entries(document.paths).flatMap(([path, item]: [string, any]) =>
      Object.entries(item)
        .filter(([, operation]: [string, any]) => JSON.stringify(operation.requestBody ?? {}).includes('"null"'))
        .map(([method]) => `${method} ${path}`),
    );
    // None: a zone's boundary, the last one, can no longer be removed.
    expect(offeringNull).toEqual([]);
    for (const path of [
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/verify-email',
      '/api/auth/resend-verification',
      '/api/docs',
      '/api/calendar/{feed}',
    ]) {
      const operation: any = Object.values(document.paths[path])[0];
      expect(operation.security, path).toEqual([]);
    }
    expect(document.paths['/api/auth/change-password'].post.security).toBeUndefined();
    expect(document.paths['/api/auth/login'].post.responses).toHaveProperty('401');
    expect(document.paths['/api/auth/forgot-password'].post.responses).not.toHaveProperty('401');
  });

  it('documents exactly the JSON keys each call reads: every one passes, any other is refused by name', async () => {
    const bodies = operations().filter(({ operation }) => operation.requestBody?.content['application/json']);
    expect(bodies.length).toBeGreaterThan(20);
    for (const { path, method, operation } of bodies) {
      // A path id no object has: whatever the keys do, nothing is changed.
      const url = path.replace(/\{\w+\}/g, '2147483647');
      const name = `${method.toUpperCase()} ${path}`;
      const refused = await admin.rest(method.toUpperCase(), url, { notAKey: 1 });
      expect(refused.status, name).toBe(400);
      expect(refused.body.issues, name).toContainEqual({ field: 'notAKey', message: UNKNOWN_FIELD_MESSAGE });
      const schema = operation.requestBody.content['application/json'].schema;
      for (const alternative of schema.oneOf ?? [schema]) {
        const every = Object.fromEntries(Object.keys(alternative.properties).map((key) => [key, null]));
        const answer = await admin.rest(method.toUpperCase(), url, every);
        const unknown = (answer.body?.issues ?? []).filter(
          (issue: { message: string }) => issue.message === UNKNOWN_FIELD_MESSAGE,
        );
        expect(unknown, `${name}: ${JSON.stringify(answer.body)}`).toEqual([]);
        expect(answer.status, name).toBeLessThan(500);
      }
    }
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its files, and nothing else from there', async () => {
    const page = await t.client().raw('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script>(?!<)/);
    for (const [file, type] of [
      ['swagger-ui-bundle.js', /javascript/],
      ['swagger-ui.css', /text\/css/],
      ['start.js', /javascript/],
    ] as const) {
      const response = await t.client().raw('GET', `/api/docs/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toMatch(type);
    }
    expect((await t.client().raw('GET', '/api/docs/package.json')).status).toBe(404);
    expect((await t.client().raw('GET', '/api/docs/..%2F..%2Fpackage.json')).status).toBe(404);
  });
});
