// Help's support contact comes from SUPPORT_EMAIL and SUPPORT_PHONE, read through
// the public config over GraphQL and REST alike; a malformed value stops the server at start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestApp, type TestApp } from '../test/support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'support@drums.example', SUPPORT_PHONE: '+46 8 123 45 67' });
});
afterAll(() => t.close());

describe('support contact', () => {
  it('is public config over GraphQL and REST, without signing in', async () => {
    const graphql = await t.client().gql('{ config { supportEmail supportPhone } }');
    expect(graphql.data?.config).toEqual({ supportEmail: 'support@drums.example', supportPhone: '+46 8 123 45 67' });
    const rest = await t.client().rest('GET', '/api/config');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ supportEmail: 'support@drums.example', supportPhone: '+46 8 123 45 67' });
  });

  it('names the variable of a malformed value', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ SUPPORT_PHONE: 'call <script>' })).toThrow(/SUPPORT_PHONE/);
    expect(loadConfig({}).supportEmail).toBeUndefined();
  });
});
