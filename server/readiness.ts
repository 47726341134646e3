// /readyz for load balancers: ready when the database answers, every migration of this
// build is applied, and Redis answers when one is configured. /healthz only says the process lives.
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder, rowsOf } from '../db/client';
import type { PubSub } from '../services/pubsub';

const CHECK_TIMEOUT_MS = 2_000;
const expectedMigrations = readdirSync(migrationsFolder, { withFileTypes: true }).filter((entry) =>
  entry.isDirectory(),
).length;

const within = <T>(work: Promise<T>, what: string) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);

export async function readiness(db: Database, pubsub: PubSub): Promise<Response> {
  const checks: Record<string, string> = {};
  try {
    const result = await within(
      db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
      'database',
    );
    const applied = rowsOf<{ applied: number }>(result)[0]?.applied ?? 0;
    checks.database = applied >= expectedMigrations ? 'ok' : `${applied} of ${expectedMigrations} migrations applied`;
  } catch (error) {
    checks.database = (error as Error).message;
  }
  if (pubsub.ping) {
    try {
      await within(pubsub.ping(), 'redis');
      checks.redis = 'ok';
    } catch (error) {
      checks.redis = (error as Error).message;
    }
  }
  const ready = Object.values(checks).every((value) => value === 'ok');
  return Response.json({ ready, checks }, { status: ready ? 200 : 503, headers: ready ? {} : { 'retry-after': '5' } });
}
