// GET /api/schema.graphql: the schema as SDL for integrators, without signing in.
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('serves the GraphQL schema as SDL to anyone, one a client can build', async () => {
  const response = await t.client().raw('GET', '/api/schema.graphql');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  const sdl = await response.text();
  const built = buildSchema(sdl);
  expect(built.getQueryType()?.getFields()).toHaveProperty('pickupRequests');
  expect(built.getMutationType()?.getFields()).toHaveProperty('rotateCalendarFeed');
  expect(built.getType('ReturnerCompany')?.toString()).toBe('ReturnerCompany');
});
