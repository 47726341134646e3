// `npm run lint` is part of `npm test`: these show that it catches what it is there for, a hook
// that misses a dependency (ESLint) and an export nothing uses (knip), on planted code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

describe('npm run lint', () => {
  it('refuses a hook that misses a dependency, as the web app is linted', async () => {
    const eslint = new ESLint();
    const planted = `import { useEffect, useState } from 'react';
export function Count({ step }: { step: number }) {
  const [count, setCount] = useState(0);
  useEffect(() => setCount(count + step), []);
  return <p>{count}</p>;
}
`;
    const [result] = await eslint.lintText(planted, { filePath: 'web/src/components/Planted.tsx' });
    expect(result.messages.map((message) => message.ruleId)).toContain('react-hooks/exhaustive-deps');
  });

  const folder = mkdtempSync(join(tmpdir(), 'knip-planted-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses an export nothing imports', () => {
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'planted', type: 'module' }));
    writeFileSync(join(folder, 'knip.json'), JSON.stringify({ entry: ['main.ts'], project: ['*.ts'] }));
    writeFileSync(join(folder, 'main.ts'), "import { used } from './rule';\nconsole.log(used());\n");
    writeFileSync(join(folder, 'rule.ts'), 'export const used = () => 1;\nexport const plantedUnused = () => 2;\n');
    const knip = spawnSync('npx', ['knip', '--directory', folder, '--no-progress'], { encoding: 'utf8' });
    expect(knip.status).not.toBe(0);
    expect(knip.stdout).toContain('plantedUnused');
    expect(knip.stdout).not.toMatch(/\bused\b.*rule\.ts/);
  });
});
