// The layers of ARCHITECTURE.md "Layout" point one way: a production file may import only its own
// layer and the layers below it. Tests and their support files may reach anything.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Bottom first: each layer may import the ones before it. */
const SERVER_LAYERS = ['domain', 'db', 'services', 'schema', 'server'];
const ALLOWED: Record<string, string[]> = {
  ...Object.fromEntries(SERVER_LAYERS.map((layer, index) => [layer, SERVER_LAYERS.slice(0, index + 1)])),
  web: ['web', 'domain'],
};

const isTestOnly = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('testing') || /^test[A-Z]/.test(path.basename(file));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === '__generated__' || name === 'migrations') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Relative import targets of a file: static, type-only, re-exports and dynamic imports. */
export function relativeImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm))
    found.push(match[1]);
  return found;
}

const layerOf = (file: string) => path.relative(ROOT, file).split(path.sep)[0];

function upwardImports(): string[] {
  const problems: string[] = [];
  for (const layer of Object.keys(ALLOWED)) {
    for (const file of sourceFiles(path.join(ROOT, layer))) {
      if (isTestOnly(file)) continue;
      for (const target of relativeImports(readFileSync(file, 'utf8'))) {
        const targetLayer = layerOf(path.resolve(path.dirname(file), target));
        if (!ALLOWED[layer].includes(targetLayer))
          problems.push(`${path.relative(ROOT, file)} imports ${target} (${targetLayer})`);
      }
    }
  }
  return problems;
}

describe('layers', () => {
  it('finds every kind of relative import', () => {
    const source =
      "import a from '../x';\nimport type { B } from '../../y';\nexport { c } from './z';\nconst d = import('../w');\nimport '../side';";
    expect(relativeImports(source)).toEqual(['../x', '../../y', './z', '../w', '../side']);
  });

  it('no production file imports a layer above its own', () => {
    expect(upwardImports()).toEqual([]);
  });
});
