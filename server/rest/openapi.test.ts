// The OpenAPI document (issue 17, item 3): public, valid OpenAPI 3.1, generated from the route
// table (every call the router serves is in it, with its path parameters), with the answers'
// shapes read from the GraphQL selections; and the API reference page that shows it.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { restRoutes } from './routes';

let t: TestApp;
let document: any;

beforeAll(async () => {
  t = await createTestApp();
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

  it('lists every call of the route table, with its path parameters', () => {
    for (const route of restRoutes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect((operation.parameters ?? []).map((parameter: { name: string }) => parameter.name)).toEqual(names);
    }
    const documented = Object.values(document.paths).flatMap((methods: any) => Object.keys(methods));
    expect(documented).toHaveLength(restRoutes.length);
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
