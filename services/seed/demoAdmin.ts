// SEED_DEMO=1, admin department part: companies, contacts, zones around Stockholm served by the
// transport companies, and a demo returner, transporter and pending user (password "demo1234"). Runs once:
// nothing is added when zones already exist. Pickup request demo data can find these by name
// and email.
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { createRegistration } from '../accounts';
import type { Database } from '../../db/client';
import {
  returnerCompanies,
  transportCompanies,
  transportCompanyContacts,
  transportCompanyZones,
  users,
  zones,
} from '../../db/schema';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_RETURNER_EMAIL = 'returner@demo.local';
export const DEMO_TRANSPORTER_EMAIL = 'transporter@demo.local';
const DEMO_PENDING_EMAIL = 'pending@demo.local';

const box = (south: number, west: number, north: number, east: number) => [
  { lat: south, lng: west },
  { lat: south, lng: east },
  { lat: north, lng: east },
  { lat: north, lng: west },
];

export async function seedAdminDemo(db: Database): Promise<void> {
  const [{ existing }] = await db.select({ existing: count() }).from(zones);
  if (existing > 0) return;

  const [city, north, south] = await db
    .insert(zones)
    .values([
      { zoneNumber: 1, name: 'Stockholm City', boundary: box(59.3, 17.98, 59.36, 18.13) },
      { zoneNumber: 2, name: 'Stockholm North', boundary: box(59.36, 17.85, 59.5, 18.2) },
      { zoneNumber: 3, name: 'Stockholm South', boundary: box(59.18, 17.9, 59.3, 18.2) },
    ])
    .returning();

  const [cableCrew] = await db
    .insert(returnerCompanies)
    .values([
      {
        name: 'Cable Crew AB',
        organizationNumber: '556677-8899',
        email: 'info@cablecrew.example',
        address: 'Sveavägen 10, Stockholm',
        contactPerson: 'Rita Returner',
      },
      {
        name: 'Wire Works AB',
        organizationNumber: '556123-4567',
        email: 'hello@wireworks.example',
        address: 'Hornsgatan 5, Stockholm',
        contactPerson: 'Walter Wire',
      },
    ])
    .returning();

  const [haul, reel] = await db
    .insert(transportCompanies)
    .values([
      {
        name: 'Haul & Reel Logistics AB',
        organizationNumber: '559900-1122',
        contactPerson: 'Hanna Haul',
        email: 'dispatch@haulreel.example',
        phone: '+46 8 123 45 00',
      },
      {
        name: 'Northern Drum Transport AB',
        organizationNumber: '559900-3344',
        contactPerson: 'Nils North',
        email: 'routes@northerndrum.example',
        phone: '+46 8 987 65 00',
      },
    ])
    .returning();
  await db.insert(transportCompanyContacts).values([
    { transportCompanyId: haul.id, name: 'Hanna Haul', email: 'hanna@haulreel.example', phone: '+46 70 111 22 33' },
    { transportCompanyId: haul.id, name: 'Dan Driver', phone: '+46 70 444 55 66' },
    { transportCompanyId: reel.id, name: 'Nils North', email: 'nils@northerndrum.example' },
  ]);
  await db.insert(transportCompanyZones).values([
    { transportCompanyId: haul.id, zoneId: city.id, minPickupThreshold: 10 },
    { transportCompanyId: haul.id, zoneId: south.id, minPickupThreshold: 15 },
    { transportCompanyId: reel.id, zoneId: north.id, minPickupThreshold: 20 },
  ]);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values([
      {
        name: 'Rita Returner',
        email: DEMO_RETURNER_EMAIL,
        passwordHash,
        role: 'returner',
        approved: true,
        reviewed: true,
        emailVerifiedAt: new Date(),
        phoneNumber: '+46 70 123 45 67',
        company: cableCrew.name,
        companyOrgNumber: cableCrew.organizationNumber,
        returnerCompanyId: cableCrew.id,
      },
      {
        name: 'Tom Transporter',
        email: DEMO_TRANSPORTER_EMAIL,
        passwordHash,
        role: 'transporter',
        approved: true,
        reviewed: true,
        emailVerifiedAt: new Date(),
        phoneNumber: '+46 70 765 43 21',
        transportCompanyId: haul.id,
      },
    ])
    .onConflictDoNothing();
  // Registered as anyone registers (its address already verified), so the admins hear of it and
  // approving it links it to Wire Works AB, whose organization number it gave.
  if (!(await db.query.users.findFirst({ columns: { id: true }, where: { email: DEMO_PENDING_EMAIL } }))) {
    await db.transaction((tx) =>
      createRegistration(
        tx,
        {
          name: 'Penny Pending',
          email: DEMO_PENDING_EMAIL,
          phoneNumber: '+46 70 222 33 44',
          password: DEMO_PASSWORD,
          companyName: 'Wire Works AB',
          companyOrgNumber: '556123-4567',
          division: null,
        },
        passwordHash,
        'already verified',
      ),
    );
  }
}
