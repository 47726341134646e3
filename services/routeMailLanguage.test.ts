// A route mail in each recipient's language (docs/languages.md): a transporter reads their own, a
// contact whose address is an account reads that account's, any other contact the language of
// the company's first transporter.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drumSpecs,
  mailOutbox,
  transportCompanies,
  transportCompanyContacts,
  transportCompanyZones,
} from '../db/schema';
import { postBatch, setUpPickupWorld, validBatch } from '../test/support/pickups';
import { createTestApp, type TestApp } from '../test/support/harness';

let t: TestApp;
afterAll(() => t?.close());
beforeAll(async () => {
  t = await createTestApp();
});

describe('a route mail', () => {
  it("goes out in each recipient's language", async () => {
    const world = await setUpPickupWorld(t);
    const db = t.app.services.db;
    await db.update(drumSpecs).set({ weight: 120, transportVolume: 1.5 }).where(eq(drumSpecs.id, world.woodSpec.id));
    const [hauler] = await db
      .insert(transportCompanies)
      .values({ name: 'Åkeri AB', organizationNumber: '555555-2222' })
      .returning();
    await db
      .insert(transportCompanyZones)
      .values({ transportCompanyId: hauler.id, zoneId: world.zone.id, minPickupThreshold: 2 });
    const transporter = { role: 'transporter' as const, transportCompanyId: hauler.id, returnerCompanyId: null };
    await t.createUser({ ...transporter, email: 'svensk@akeri.example', locale: 'sv' });
    await t.createUser({ ...transporter, email: 'english@akeri.example' });
    // A contact who also has an account (here a returner's, in English), and one who has none.
    await t.createUser({ email: 'office@akeri.example' });
    await db.insert(transportCompanyContacts).values([
      { transportCompanyId: hauler.id, name: 'Office', email: 'office@akeri.example' },
      { transportCompanyId: hauler.id, name: 'Disponent', email: 'disponent@akeri.example' },
    ]);

    const alice = await t.signIn(world.alice.email);
    const created = await postBatch(
      alice,
      await validBatch(world.woodSpec.id, {
        drums: [{ drumSpecId: world.woodSpec.id, quantity: 3 }],
        latitude: '59.3',
        longitude: '18.0',
        address: 'Centrum 3',
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await alice.rest('POST', `/api/drums/${created.body.pickupRequest.id}/finalize`)).status).toBe(200);

    const subjects = new Map(
      (await db.select().from(mailOutbox))
        .filter((mail) => /^(Route ready|Rutt klar)/.test(mail.subject))
        .map((mail) => [mail.to, mail.subject]),
    );
    expect(subjects.get('svensk@akeri.example')).toBe('Rutt klar: 3 trummor i Zon 1 - Stockholm (1 stopp)');
    expect(subjects.get('english@akeri.example')).toBe('Route ready: 3 drums in Zone 1 - Stockholm (1 stop)');
    expect(subjects.get('office@akeri.example')).toMatch(/^Route ready: /);
    expect(subjects.get('disponent@akeri.example')).toMatch(/^Rutt klar: /);
  });
});
