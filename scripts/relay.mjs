// Runs relay-compiler on the project config (relay.config.json), without watchman, passing
// extra arguments through: `npm run relay -- --validate` checks that the artifacts are fresh.
// Then web/persisted-documents.json keeps only the operations the artifacts still use:
// relay-compiler adds each new version of a document and never takes the old one out, and a
// session may run every document listed there (server/trustedDocuments.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = createRequire(import.meta.url).resolve('relay-compiler/cli.js');
const result = spawnSync(
  process.execPath,
  [cli, '--noWatchman', '--output', 'quiet-with-errors', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (result.error) throw result.error;
if (result.status === 0 && !process.argv.includes('--validate')) prunePersistedDocuments();
process.exit(result.status ?? 1);

/**
 * Deletes the artifacts of documents no source defines any more: relay-compiler leaves them
 * behind, and with them their persisted documents.
 */
function removeStaleArtifacts(src, names) {
  const defined = new Set();
  for (const name of names)
    if (/\.tsx?$/.test(name) && !name.includes('__generated__'))
      for (const [, document, refetchQuery] of readFileSync(join(src, name), 'utf8').matchAll(
        /(?:query|mutation|subscription|fragment)\s+(\w+)|queryName:\s*"(\w+)"/g,
      ))
        defined.add(document ?? refetchQuery);
  for (const name of names) {
    const artifact = /__generated__\/(\w+)\.graphql\.ts$/.exec(name);
    if (artifact && !defined.has(artifact[1])) rmSync(join(src, name));
  }
}

function prunePersistedDocuments() {
  const file = join(root, 'web', 'persisted-documents.json');
  const used = new Set();
  const src = join(root, 'web', 'src');
  removeStaleArtifacts(src, readdirSync(src, { recursive: true, encoding: 'utf8' }));
  for (const name of readdirSync(src, { recursive: true, encoding: 'utf8' }))
    if (/(^|\/)__generated__\/[^/]+\.graphql\.ts$/.test(name))
      for (const [, id] of readFileSync(join(src, name), 'utf8').matchAll(/"id": "([0-9a-f]{64})"/g)) used.add(id);
  const documents = JSON.parse(readFileSync(file, 'utf8'));
  const kept = Object.fromEntries(Object.entries(documents).filter(([id]) => used.has(id)));
  if (Object.keys(kept).length !== Object.keys(documents).length)
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
}
