// After the web build: the server as one compiled ES module, dist/server/main.mjs.
// Production runs it with plain node: no TypeScript loader at run time, nothing between the
// signal and the server but scripts/start.mjs. Packages stay imports of node_modules. Beside it,
// dist/server/document-worker.mjs, what the document worker threads run
// (services/documents/pool.ts finds it next to main.mjs).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts', 'document-worker': 'services/documents/worker.ts' },
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/server/main.mjs and dist/server/document-worker.mjs');
