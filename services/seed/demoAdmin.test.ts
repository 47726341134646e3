import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness';
import { DEMO_PASSWORD, DEMO_TRANSPORTER_EMAIL, seedAdminDemo } from './demoAdmin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: '1' });
});
afterAll(() => t?.close());

describe('SEED_DEMO admin data', () => {
  it('adds zones around Stockholm, companies and a transporter who sees its company', async () => {
    const admin = await t.signIn('admin@example.com');
    const zones = (await admin.rest('GET', '/api/zones')).body.zones;
    expect(zones.map((z: { name: string }) => z.name)).toEqual([
      'Stockholm City',
      'Stockholm North',
      'Stockholm South',
    ]);
    const transporter = await t.signIn(DEMO_TRANSPORTER_EMAIL, DEMO_PASSWORD);
    const companies = (await transporter.rest('GET', '/api/transport/transport-companies')).body.companies;
    expect(companies).toHaveLength(1);
    expect(companies[0].servedZones.map((s: { minPickupThreshold: number }) => s.minPickupThreshold)).toEqual([10, 15]);
    expect((await admin.rest('GET', '/api/users/pending')).body.users.map((u: { email: string }) => u.email)).toContain(
      'pending@demo.local',
    );
  });

  it('runs once', async () => {
    await seedAdminDemo(t.app.services.db);
    expect((await t.app.services.db.query.zones.findMany()).length).toBe(3);
  });
});
