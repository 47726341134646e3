import type { Database } from './client';
import { seedAdminDemo } from './demoAdmin';

/**
 * SEED_DEMO=1: demo data for trying the product. Each later capability adds its part here
 * (companies, zones around Stockholm, a transporter, a returner, requests in every status).
 */
export type DemoSeeder = (db: Database) => Promise<void>;

// Master data first: later seeders (pickup requests) use its companies, zones and users.
export const demoSeeders: DemoSeeder[] = [seedAdminDemo];

export async function seedDemo(db: Database): Promise<void> {
  for (const seeder of demoSeeders) await seeder(db);
}
