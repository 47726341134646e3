import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness';
import { DEMO_PASSWORD, DEMO_RETURNER_EMAIL } from './demoAdmin';
import { seedPickupDemo } from './demoPickups';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: '1' });
});
afterAll(() => t?.close());

describe('SEED_DEMO pickup requests', () => {
  it('gives the demo returner requests in every status, with photos, drums and zones', async () => {
    const returner = await t.signIn(DEMO_RETURNER_EMAIL, DEMO_PASSWORD);
    const drums = (await returner.rest('GET', '/api/drums')).body.drums as {
      status: string;
      images: { url: string; thumbnailUrl: string }[];
      zoneName: string | null;
      totalDrums: number;
    }[];
    expect(new Set(drums.map((row) => row.status))).toEqual(
      new Set(['draft', 'ready_for_pickup', 'pickup_scheduled', 'collected']),
    );
    expect(drums.every((row) => row.images.length > 0 && row.totalDrums > 0 && row.zoneName)).toBe(true);
    const photo = await returner.raw('GET', drums[0].images[0].thumbnailUrl);
    expect(photo.status).toBe(200);

    const admin = await t.signIn('admin@example.com');
    const all = (await admin.rest('GET', '/api/drums')).body.drums as { status: string }[];
    expect(all.map((row) => row.status)).toContain('cancelled');
  });

  it('runs once', async () => {
    await seedPickupDemo(t.app.services.db, { storage: t.app.services.storage });
    expect((await t.app.services.db.query.pickupRequests.findMany()).length).toBe(7);
  });
});

describe('SEED_DEMO collections', () => {
  it('are recorded as a driver records them: proof of collection, credit on the statement, in the reports', async () => {
    const admin = await t.signIn('admin@example.com');
    const collected = (await admin.rest('GET', '/api/drums?status=collected')).body.drums as { id: number }[];
    expect(collected.length).toBeGreaterThan(0);
    const proof = await admin.gql(
      `query($id: ID!) { node(id: $id) { ... on PickupRequest { collectedAt collection { collectorName creditCents
        lines { full minorDamage } } } } }`,
      { id: encodeGlobalID('PickupRequest', collected[0].id) },
    );
    const request = proof.data.node;
    expect(request.collection).toMatchObject({ lines: [{ full: 4, minorDamage: 1 }] });
    expect(request.collection.creditCents).toBeGreaterThan(0);
    const month = new Date(request.collectedAt).toISOString().slice(0, 7);
    const statements = (await admin.rest('GET', `/api/buyback-statements?month=${month}`)).body.buybackStatements as {
      totalCents: number;
    }[];
    expect(statements.map((statement) => statement.totalCents)).toEqual([request.collection.creditCents]);
    const report = (await admin.rest('GET', `/api/admin/reports/buyback?from=${month}&to=${month}`)).body.report;
    expect(report.months.find((row: { month: string }) => row.month === month)).toMatchObject({
      drumsCollected: 5,
      pickupsCollected: 1,
      creditedCents: request.collection.creditCents,
    });
  });
});
