import type { Database } from '../../db/client';
import type { FileStorage } from '../uploads/storage';
import { seedAdminDemo } from './demoAdmin';
import { seedPickupDemo } from './demoPickups';

/**
 * SEED_DEMO=1: demo data for trying the product. Each later capability adds its part here
 * (companies, zones around Stockholm, a transporter, a returner, requests in every status).
 */
type DemoSeeder = (db: Database, options: DemoOptions) => Promise<void>;
/** What some seeders need besides the database: where demo photos go. */
export type DemoOptions = { storage?: FileStorage };

// Master data first: later seeders (pickup requests) use its companies, zones and users.
const demoSeeders: DemoSeeder[] = [seedAdminDemo, seedPickupDemo];

export async function seedDemo(db: Database, options: DemoOptions = {}): Promise<void> {
  for (const seeder of demoSeeders) await seeder(db, options);
}
