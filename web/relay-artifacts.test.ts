import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('Relay artifacts', () => {
  it('are what relay-compiler writes from web/src and schema/schema.graphql (run `npm run relay`)', () => {
    const result = spawnSync(process.execPath, ['scripts/relay.mjs', '--validate'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  });
});
