// PGlite, the embedded default, runs with shared buffers sized for one small installation (issue
// 16: its WASM memory never shrinks, and PostgreSQL's 128 MB of buffers took its idle RSS past
// 400 MB).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const folder = mkdtempSync(join(tmpdir(), 'drum-pglite-open-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a PGlite folder opened by the app', () => {
  it('has 32 MB of shared buffers and is migrated and usable', async () => {
    const handle = await openDatabase({ dataDir: folder });
    try {
      const shown = await handle.db.execute(sql`show shared_buffers`);
      expect((shown as unknown as { rows: { shared_buffers: string }[] }).rows[0].shared_buffers).toBe('32MB');
      await handle.db.execute(sql`insert into drum_types (name) values ('opened')`);
      const names = await handle.db.execute(sql`select name from drum_types where name = 'opened'`);
      expect((names as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'opened' }]);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
