import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drumSpecs, drumTypes, pickupRequestDrums, pickupRequests } from '../../db/schema';
import { defaultBuybackPrice80 } from '../../domain/drumSpecs';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';

let t: TestApp;
let admin: TestClient;
let woodId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
  woodId = (await t.app.services.db.query.drumTypes.findFirst({ where: { name: 'wood' } }))!.id;
});
afterAll(() => t?.close());

const specs = async () => t.app.services.db.select().from(drumSpecs);
const types = async () => t.app.services.db.select().from(drumTypes);
const goodSpec = () => ({
  name: 'K12',
  articleNumber: 'A-12',
  drumTypeId: woodId,
  weight: 120.5,
  flangeDiameter: 1200,
  widthBetweenFlanges: 800,
  transportVolume: 1.152,
  buybackPrice: 50,
  scrapHandlingFee: 10,
  availableFor: 'returner',
});

describe('drum types', () => {
  it('name is required; a blank rename changes nothing', async () => {
    const before = (await types()).length;
    const blank = await admin.rest('POST', '/api/drum-types', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.issues).toEqual([{ field: 'name', message: 'Type name is required' }]);
    expect((await types()).length).toBe(before);

    const created = await admin.rest('POST', '/api/drum-types', { name: 'cardboard' });
    expect(created.status).toBe(201);
    expect(created.body.drumType).toMatchObject({ name: 'cardboard' });
    expect((await admin.rest('PATCH', `/api/drum-types/${created.body.drumType.id}`, { name: '' })).status).toBe(400);
    expect((await admin.rest('POST', '/api/drum-types', { name: 'cardboard' })).body.issues).toEqual([
      { field: 'name', message: 'A drum type with this name already exists' },
    ]);
    const renamed = await admin.rest('PATCH', `/api/drum-types/${created.body.drumType.id}`, { name: 'paper' });
    expect(renamed.body.drumType.name).toBe('paper');
    expect((await admin.rest('DELETE', `/api/drum-types/${created.body.drumType.id}`)).status).toBe(200);
  });

  it('a type used by a spec cannot be deleted', async () => {
    const type = (await admin.rest('POST', '/api/drum-types', { name: 'reel' })).body.drumType;
    await admin.rest('POST', '/api/drum-specs', { ...goodSpec(), name: 'R1', drumTypeId: type.id });
    const refused = await admin.rest('DELETE', `/api/drum-types/${type.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Cannot delete a drum type that is used by drum specifications');
    expect((await types()).map((row) => row.id)).toContain(type.id);
  });
});

describe('drum specs', () => {
  it.each([
    ['name blank', { name: '' }, 'name', 'Name/stamp is required'],
    ['no drum type', { drumTypeId: undefined }, 'drumTypeId', 'Drum type is required'],
    ['drum type 0', { drumTypeId: 0 }, 'drumTypeId', 'Drum type is required'],
    ['weight 0', { weight: 0 }, 'weight', 'Weight must be positive'],
    ['flange diameter negative', { flangeDiameter: -1 }, 'flangeDiameter', 'Flange diameter must be positive'],
    ['width 0', { widthBetweenFlanges: 0 }, 'widthBetweenFlanges', 'Width between flanges must be positive'],
    ['volume negative', { transportVolume: -0.5 }, 'transportVolume', 'Transport volume must be positive'],
    ['buyback 0', { buybackPrice: 0 }, 'buybackPrice', 'Buyback price must be positive'],
    ['buyback 80 negative', { buybackPrice80: -2 }, 'buybackPrice80', 'Buyback price 80% must be positive'],
    ['scrap fee 0', { scrapHandlingFee: 0 }, 'scrapHandlingFee', 'Scrap handling fee must be positive'],
    ['availableFor unknown', { availableFor: 'everyone' }, 'availableFor', 'Available for must be returner or admin'],
    ['unknown drum type', { drumTypeId: 99999 }, 'drumTypeId', 'Drum type not found'],
    ['buyback 1e308', { buybackPrice: 1e308 }, 'buybackPrice', 'Must be at most 1,000,000,000'],
    ['weight past a billion', { weight: 1_000_000_001 }, 'weight', 'Must be at most 1,000,000,000'],
  ])('create refuses %s and creates nothing', async (_label, change, field, message) => {
    const before = (await specs()).length;
    const response = await admin.rest('POST', '/api/drum-specs', { ...goodSpec(), ...change });
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({ field, message });
    expect((await specs()).length).toBe(before);
  });

  it('inline edit sends the full spec (articleNumber null clears it); buyback 80% falls back to 80%', async () => {
    const created = await admin.rest('POST', '/api/drum-specs', goodSpec());
    expect(created.status).toBe(201);
    expect(created.body.drumSpec).toMatchObject({
      name: 'K12',
      buybackPrice: 50,
      buybackPrice80: 40,
      drumType: { name: 'wood' },
    });
    const id = created.body.drumSpec.id;
    const edited = await admin.rest('PATCH', `/api/drum-specs/${id}`, {
      ...goodSpec(),
      articleNumber: null,
      buybackPrice80: 35,
      availableFor: 'admin',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.drumSpec).toMatchObject({ articleNumber: null, buybackPrice80: 35, availableFor: 'admin' });
    const bad = await admin.rest('PATCH', `/api/drum-specs/${id}`, { weight: -5 });
    expect(bad.status).toBe(400);
    expect((await specs()).find((s) => s.id === id)?.weight).toBe(120.5);
  });

  it('the default 80% price is the one formula of domain/drumSpecs (in cents), as the form shows it', async () => {
    // 80% of 10.00624 rounded straight to cents is 8.00; from the full price in cents (10.01) it is 8.01.
    const created = await admin.rest('POST', '/api/drum-specs', { ...goodSpec(), name: 'Odd', buybackPrice: 10.00624 });
    expect(created.status).toBe(201);
    expect(created.body.drumSpec.buybackPrice80).toBe(defaultBuybackPrice80(10.00624));
    expect(created.body.drumSpec.buybackPrice80).toBe(8.01);
  });

  it('a spec on a pickup request cannot be deleted; an unused one can', async () => {
    const spec = (await admin.rest('POST', '/api/drum-specs', { ...goodSpec(), name: 'Used' })).body.drumSpec;
    const [request] = await t.app.services.db.insert(pickupRequests).values({ address: 'Road 2' }).returning();
    await t.app.services.db
      .insert(pickupRequestDrums)
      .values({ pickupRequestId: request.id, drumSpecId: spec.id, quantity: 2 });
    const refused = await admin.rest('DELETE', `/api/drum-specs/${spec.id}`);
    expect(refused.status).toBe(409);
    const unused = (await admin.rest('POST', '/api/drum-specs', { ...goodSpec(), name: 'Unused' })).body.drumSpec;
    expect((await admin.rest('DELETE', `/api/drum-specs/${unused.id}`)).status).toBe(200);
    expect((await specs()).map((s) => s.id)).toEqual(expect.arrayContaining([spec.id]));
    expect((await specs()).map((s) => s.id)).not.toContain(unused.id);
  });
});
