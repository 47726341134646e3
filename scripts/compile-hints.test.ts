// The compile hint goes on the chunks every page runs at start, and on no lazy chunk
// (scripts/compile-hints.mjs).
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, startupChunks } from './compile-hints';

const chunk = (imports: string[], flags: { isEntry?: boolean; isDynamicEntry?: boolean } = {}) => ({
  type: 'chunk' as const,
  code: 'export{};',
  imports,
  isEntry: false,
  isDynamicEntry: false,
  ...flags,
});

function bundle() {
  return {
    'assets/index-1.js': chunk(['assets/react-1.js', 'assets/hooks-1.js'], { isEntry: true }),
    'assets/react-1.js': chunk([]),
    'assets/hooks-1.js': chunk(['assets/react-1.js', 'assets/runtime-1.js']),
    'assets/runtime-1.js': chunk([]),
    'assets/LoginRoute-1.js': chunk(['assets/react-1.js', 'assets/Field-1.js'], { isDynamicEntry: true }),
    'assets/Field-1.js': chunk(['assets/react-1.js']),
    'assets/index-1.css': { type: 'asset' as const, source: '.a{}' },
  };
}

describe('compile hints', () => {
  it('finds the entry and every chunk it imports statically, however deep', () => {
    const chunks = Object.fromEntries(Object.entries(bundle()).filter(([, output]) => output.type === 'chunk'));
    expect([...startupChunks(chunks as never)].sort()).toEqual([
      'assets/hooks-1.js',
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/runtime-1.js',
    ]);
  });

  it('puts the hint first in the startup chunks only, once the bundle is written', () => {
    const output = bundle();
    const plugin = compileHints() as unknown as { generateBundle: (options: unknown, bundle: unknown) => void };
    plugin.generateBundle({}, output);
    expect(output['assets/index-1.js'].code).toBe(`${COMPILE_HINT}export{};`);
    expect(output['assets/runtime-1.js'].code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(output['assets/LoginRoute-1.js'].code).toBe('export{};');
    expect(output['assets/Field-1.js'].code).toBe('export{};');
  });
});
