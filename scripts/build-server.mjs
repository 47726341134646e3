// After the web build: the server as one compiled ES module, dist/server/main.mjs (issue 16).
// Production runs it with plain node: no TypeScript loader at run time, nothing between the
// signal and the server but scripts/start.mjs. Packages stay imports of node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.mjs',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/server/main.mjs');
