// The project's folder, found from wherever this code runs: db/ under tsx, dist/server/ once
// built (scripts/build-server.mjs bundles the server into one file). Files the server reads at
// run time (migrations, the built web app) are named from here, not from the module's place.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function projectRoot(from: string): string {
  for (let directory = from; ; directory = dirname(directory)) {
    if (existsSync(join(directory, 'package.json')) && existsSync(join(directory, 'db', 'migrations')))
      return directory;
    if (dirname(directory) === directory) throw new Error(`No project folder above ${from}`);
  }
}

export const PROJECT_ROOT = projectRoot(dirname(fileURLToPath(import.meta.url)));

export const migrationsFolder = join(PROJECT_ROOT, 'db', 'migrations');
