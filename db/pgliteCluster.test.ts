// A first start on a fresh PGlite folder copies the cluster `npm run build` made (a
// first start under 5 s), and only when that cluster was made from the same migrations.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPgliteTemplate, copyTemplate, createCluster, migrationsDigest } from './pgliteCluster';
import { migrationsFolder } from './paths';
import { pgliteExtensions } from './pgliteExtensions';

let folder: string;
let template: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'drum-pglite-template-'));
  template = join(folder, 'template');
  await buildPgliteTemplate(template);
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the PGlite template', () => {
  it('gives a fresh folder a migrated cluster by copying, leaving nothing half made beside it', async () => {
    const path = join(folder, 'data', 'pgdata');
    await createCluster(path, template);
    expect(existsSync(join(path, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(join(folder, 'data'))).toEqual(['pgdata']);
    const client = new PGlite(path, { extensions: await pgliteExtensions() });
    try {
      const applied = await client.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      const migrations = readdirSync(migrationsFolder, { withFileTypes: true }).filter((entry) => entry.isDirectory());
      expect(applied.rows[0].count).toBe(migrations.length);
      // A table of the newest migrations is there and usable.
      await client.query("insert into drum_types (name) values ('copied')");
      expect((await client.query('select name from drum_types')).rows).toEqual([{ name: 'copied' }]);
    } finally {
      await client.close();
    }
  });

  it('is not used once the migrations differ from those it was made from', () => {
    writeFileSync(join(template, 'migrations.sha256'), `${migrationsDigest()}-older`);
    const path = join(folder, 'stale', 'pgdata');
    expect(copyTemplate(path, template)).toBe(false);
    expect(existsSync(path)).toBe(false);
  });
});
