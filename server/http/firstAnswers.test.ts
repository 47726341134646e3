// A signed-in page carries the answers to its screen's first queries, for that viewer only, and
// never anything a hostile text could turn into markup.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupRequests } from '../../db/schema';
import { FIRST_ANSWERS_ELEMENT_ID } from '../../domain/firstAnswers';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { setUpPickupWorld } from '../../test/support/pickups';

const web = mkdtempSync(join(tmpdir(), 'drum-first-answers-'));
const PAGE = '<!doctype html><html><head><title>Drum Returns</title></head><body><div id="root"></div></body></html>';
writeFileSync(join(web, 'index.html'), PAGE);
writeFileSync(join(web, 'returns.html'), PAGE.replace('<title>', '<link rel="modulepreload" href="/r.js"><title>'));
writeFileSync(join(web, 'admin.html'), PAGE);

const HOSTILE_ADDRESS = 'Storgatan 1 </script><script>alert(1)</script>';

let t: TestApp;
let alice: TestClient;
let eve: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp({}, { webDist: web });
  const world = await setUpPickupWorld(t);
  await t.app.services.db.insert(pickupRequests).values({
    userId: world.alice.id,
    returnerCompanyId: world.alice.returnerCompanyId,
    status: 'ready_for_pickup',
    address: HOSTILE_ADDRESS,
  });
  [alice, eve, admin] = await Promise.all([
    t.signIn(world.alice.email),
    t.signIn(world.eve.email),
    t.signIn('admin@example.com'),
  ]);
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

/** The page's first answers by operation name (the key starts with the persisted id). */
async function answersOf(client: TestClient, path: string) {
  const response = await client.raw('GET', path);
  const html = await response.text();
  const json = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return { response, html, answers: json ? (JSON.parse(json[1]) as Record<string, { data: any }>) : null };
}
const answerWith = (answers: Record<string, { data: any }> | null, field: string) =>
  Object.values(answers ?? {}).find((answer) => field in (answer.data ?? {}))?.data[field];

describe('first answers in a signed-in page', () => {
  it("carries who is signed in and My Returns' list, kept from shared caches", async () => {
    const { response, html, answers } = await answersOf(alice, '/returns');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    expect(html).toContain('<link rel="modulepreload" href="/r.js">');
    expect(answerWith(answers, 'me')).toMatchObject({ name: 'Alice', role: 'returner' });
    const list = answerWith(answers, 'pickupRequests');
    expect(list.edges).toHaveLength(1);
  });

  it("never writes a text as markup: the request's address cannot close the script", async () => {
    const { html, answers } = await answersOf(alice, '/returns');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    expect(JSON.stringify(answers)).toContain(HOSTILE_ADDRESS);
  });

  it("holds only the viewer's own: another company's returner sees none of it", async () => {
    const { answers } = await answersOf(eve, '/returns');
    expect(answerWith(answers, 'pickupRequests').edges).toHaveLength(0);
    expect(JSON.stringify(answers)).not.toContain('Storgatan');
  });

  it("gives the admin's chosen pickup list and its counts, and a returner at that address only who they are", async () => {
    const { answers } = await answersOf(admin, '/admin?department=pickup&tab=requests');
    expect(answerWith(answers, 'pickupDepartmentCounts')).toMatchObject({ requests: 1 });
    expect(JSON.stringify(answers)).toContain('Storgatan');
    const asReturner = await answersOf(alice, '/admin?department=pickup&tab=requests');
    expect(Object.keys(asReturner.answers ?? {})).toHaveLength(1);
    expect(answerWith(asReturner.answers, 'me')).toBeTruthy();
  });

  it('answers a repeat visit to an unchanged page with 304, and a changed one in full', async () => {
    const first = await answersOf(t.client(), '/returns');
    const etag = first.response.headers.get('etag')!;
    const again = await t.client().raw('GET', '/returns', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const signedIn = await alice.raw('GET', '/returns', { headers: { 'if-none-match': etag } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain('Storgatan');
  });

  it('says no one is signed in when no valid session came', async () => {
    for (const client of [t.client(), t.client().withCookie('dr_session=not-a-session')]) {
      const { html, answers } = await answersOf(client, '/returns');
      expect(html).toContain('<link rel="modulepreload" href="/r.js">');
      expect(Object.values(answers ?? {})).toEqual([{ data: { me: null } }]);
    }
  });
});
