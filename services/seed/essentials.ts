import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../../db/client';
import { drumTypes, users } from '../../db/schema';

const DEFAULT_DRUM_TYPES = ['plastic', 'wood', 'hd wood', 'steel'] as const;
const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

export type SeedResult = { adminCreated: boolean; adminEmail?: string; generatedPassword?: string };

/**
 * First start on an empty database: the four drum types and a bootstrap admin. Running it
 * again changes nothing.
 */
export async function seedEssentials(
  db: Database,
  options: { adminEmail?: string; adminPassword?: string },
): Promise<SeedResult> {
  await db
    .insert(drumTypes)
    .values(DEFAULT_DRUM_TYPES.map((name) => ({ name })))
    .onConflictDoNothing();

  const [{ admins }] = await db.select({ admins: count() }).from(users).where(eq(users.role, 'admin'));
  if (admins > 0) return { adminCreated: false };

  const adminEmail = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const generatedPassword = options.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const password = options.adminPassword ?? generatedPassword!;
  await db
    .insert(users)
    .values({
      name: 'Administrator',
      email: adminEmail,
      passwordHash: await hashPassword(password),
      role: 'admin',
      approved: true,
      reviewed: true,
      emailVerifiedAt: new Date(),
    })
    .onConflictDoUpdate({ target: users.email, set: { role: 'admin', approved: true } });
  return { adminCreated: true, adminEmail, generatedPassword };
}
