import pg from 'pg';
import { createTestApp, TEST_ORIGIN } from '../server/testing/harness';
import { seedRequests, seedWorld } from '../bench/lists/seed';
import { MY_RETURNS, ADMIN_PICKUPS, graphqlBody } from '../bench/lists/documents';
const t = await createTestApp();
const url = (t.app.services.config as any).databaseUrl;
const c = new pg.Client({ connectionString: url }); await c.connect();
const s = await seedWorld(c, 'admin@example.com'); await seedRequests(c, 10000);
const doc = process.argv[2] === 'admin' ? ADMIN_PICKUPS : MY_RETURNS;
const sess = process.argv[2] === 'admin' ? s.admin : s.returner;
const path = process.argv[2] === 'rest' ? '/api/drums' : '/graphql';
async function one() {
  const r = await t.app.fetch(new Request(TEST_ORIGIN + path, path === '/graphql' ? { method: 'POST', headers: { cookie: `dr_session=${sess}`, origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' }, body: graphqlBody(doc, 50) } : { headers: { cookie: `dr_session=${sess}` } }));
  const text = await r.text(); if (r.status !== 200) throw new Error(text.slice(0, 300)); return text.length;
}
for (let i = 0; i < 20; i++) await one();
const n = Number(process.argv[3] ?? 200); const st = performance.now(); let bytes = 0;
for (let i = 0; i < n; i++) bytes += await one();
console.log(process.argv[2], ((performance.now() - st) / n).toFixed(2), 'ms/req', bytes / n, 'bytes');
await c.end(); await t.close(); process.exit(0);
