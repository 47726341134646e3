// The admin dashboard's guard rails: each thing that blocks work appears as a warning
// naming the records and the fix, and goes when it is fixed; admins only, GraphQL and REST alike.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupRequests, zones } from '../db/schema';
import { formatReferenceNumber } from '../domain/referenceNumber';
import type { SetupWarningKind } from '../domain/setupWarnings';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';
import { squareAround, zoneDefinitionAround } from '../test/support/zones';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t?.close());

type Warning = { kind: SetupWarningKind; count: number; fixPath: string; items: { id: number; name: string }[] };

/** The warnings over REST, checked to be GraphQL's too. */
async function warnings(): Promise<Map<SetupWarningKind, Warning>> {
  const rest = await admin.rest('GET', '/api/admin/setup-warnings');
  expect(rest.status, JSON.stringify(rest.body)).toBe(200);
  const graphql = await admin.gql(
    '{ setupWarnings { kind count message fixPath fixLabel items { id: databaseId name } } }',
  );
  expect(graphql.data.setupWarnings).toEqual(rest.body.warnings);
  return new Map(rest.body.warnings.map((warning: Warning) => [warning.kind, warning]));
}

const names = async (kind: SetupWarningKind) => (await warnings()).get(kind)?.items.map((item) => item.name) ?? [];

describe('each warning appears with what it concerns and clears when fixed', () => {
  it('an open request in no zone, until a zone is drawn around it', async () => {
    const [request] = await t.app.services.db
      .insert(pickupRequests)
      .values({ address: 'Nowhere 1', latitude: 10.5, longitude: 10.5, status: 'ready_for_pickup' })
      .returning();
    const warning = (await warnings()).get('REQUESTS_WITHOUT_ZONE');
    expect(warning?.items.map((item) => item.name)).toContain(formatReferenceNumber(request.id));
    expect(warning?.fixPath).toBe('/admin?department=admin&tab=zones');
    const zone = await admin.rest('POST', '/api/zones', {
      name: 'Around nowhere',
      zoneDefinition: zoneDefinitionAround(10.5, 10.5),
    });
    expect(zone.status).toBe(201);
    expect(await names('REQUESTS_WITHOUT_ZONE')).not.toContain(formatReferenceNumber(request.id));
  });

  it('a zone saved without a boundary (before it was required), until one is drawn; its link opens its editor', async () => {
    const [legacy] = await t.app.services.db
      .insert(zones)
      .values({ zoneNumber: 61, name: 'Legacy', boundary: null })
      .returning();
    const warning = (await warnings()).get('ZONES_WITHOUT_BOUNDARY');
    expect(warning).toMatchObject({ count: 1, fixPath: `/admin/zones/${legacy.id}/edit` });
    expect(warning?.items).toEqual([{ id: legacy.id, name: 'Zone 61 - Legacy' }]);
    const drawn = await admin.rest('PATCH', `/api/zones/${legacy.id}`, { boundary: squareAround(20, 20) });
    expect(drawn.status).toBe(200);
    expect((await warnings()).has('ZONES_WITHOUT_BOUNDARY')).toBe(false);
  });

  it('a zone no transport company serves, until one does; a company without contacts, until it has one', async () => {
    const zone = await admin.rest('POST', '/api/zones', {
      zoneNumber: 62,
      name: 'Unserved',
      zoneDefinition: zoneDefinitionAround(30, 30),
    });
    expect(await names('ZONES_WITHOUT_TRANSPORT')).toContain('Zone 62 - Unserved');
    const company = await admin.rest('POST', '/api/admin/transport-companies', {
      name: 'Lonely Haul AB',
      organizationNumber: '123456-7890',
      servedZones: [{ zoneId: zone.body.zone.id, minPickupThreshold: 10 }],
    });
    expect(company.status, JSON.stringify(company.body)).toBe(201);
    expect(await names('ZONES_WITHOUT_TRANSPORT')).not.toContain('Zone 62 - Unserved');
    expect(await names('TRANSPORT_COMPANIES_WITHOUT_CONTACTS')).toContain('Lonely Haul AB');
    const contact = await admin.rest('POST', `/api/admin/transport-companies/${company.body.company.id}/contacts`, {
      name: 'Dana Driver',
    });
    expect(contact.status).toBe(201);
    expect(await names('TRANSPORT_COMPANIES_WITHOUT_CONTACTS')).not.toContain('Lonely Haul AB');
  });

  it('a drum type without a specification, until it has one', async () => {
    const type = await admin.rest('POST', '/api/drum-types', { name: 'plastic reel' });
    expect(type.status, JSON.stringify(type.body)).toBe(201);
    const warning = (await warnings()).get('DRUM_TYPES_WITHOUT_SPECS');
    expect(warning?.items.map((item) => item.name)).toContain('plastic reel');
    expect(warning?.fixPath).toBe('/admin?department=admin&tab=drum-database');
    const spec = await admin.rest('POST', '/api/drum-specs', { name: 'P1', drumTypeId: type.body.drumType.id });
    expect(spec.status, JSON.stringify(spec.body)).toBe(201);
    expect(await names('DRUM_TYPES_WITHOUT_SPECS')).not.toContain('plastic reel');
  });

  it('names at most five records and counts them all', async () => {
    await t.app.services.db
      .insert(zones)
      .values(Array.from({ length: 7 }, (_, i) => ({ zoneNumber: 70 + i, name: `Blank ${i}`, boundary: null })));
    const warning = (await warnings()).get('ZONES_WITHOUT_BOUNDARY');
    expect(warning?.count).toBe(7);
    expect(warning?.items).toHaveLength(5);
    expect(warning?.fixPath).toBe('/admin?department=admin&tab=zones');
    await t.app.services.db.delete(zones).where(eq(zones.zoneNumber, 70));
    expect((await warnings()).get('ZONES_WITHOUT_BOUNDARY')?.count).toBe(6);
  });
});

describe('who may read them', () => {
  it('refuses a returner and a transporter over GraphQL and REST', async () => {
    const returner = await t.signIn((await t.createUser({ role: 'returner' })).email);
    const transporter = await t.signIn((await t.createUser({ role: 'transporter', returnerCompanyId: null })).email);
    for (const client of [returner, transporter]) {
      expect((await client.rest('GET', '/api/admin/setup-warnings')).status).toBe(403);
      const result = await client.gql('{ setupWarnings { kind } }');
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await t.client().rest('GET', '/api/admin/setup-warnings')).status).toBe(401);
  });
});
