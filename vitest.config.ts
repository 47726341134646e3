import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS and ESM builds; Node (and the Pothos plugins) load the CJS one, so
    // the tests must too, or the schema comes from "another realm".
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql/index.js') }],
  },
  test: {
    include: ['{schema,domain,services,server,db,scripts,web}/**/*.test.{ts,tsx}'],
    // *.pg.test.ts need a PostgreSQL server (several processes on one database): they run in the
    // suite's PostgreSQL pass (scripts/test.mjs), not on PGlite.
    exclude: process.env.TEST_DATABASE_URL ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.pg.test.ts'],
    environment: 'node',
    // One migrated database that each test file's database is copied from.
    globalSetup: ['test/support/globalSetup.ts'],
    // Two cores: two workers, each test file on its own fresh database.
    pool: 'forks',
    maxWorkers: 2,
    // A worker loads the server's modules (the schema above all) once for all its files: each file
    // still starts its own app on its own database (test/support/harness.ts), and nothing a test
    // relies on lives in module state. Isolating every file cost a second of imports per file.
    isolate: false,
    testTimeout: 30_000,
    // A poll waits for something the test caused (a delivery, a mail) and ends as soon as it holds:
    // ten seconds so a loaded machine (the whole suite on two cores) is not taken for a failure.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
  },
});
