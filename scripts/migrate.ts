import { loadConfig } from '../server/config';
import { openDatabase } from '../db/client';

// `npm run db:migrate`: applies db/migrations to DATABASE_URL, or to PGlite in DATA_DIR.
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
console.log(`Migrations applied (${handle.kind}).`);
await handle.close();
