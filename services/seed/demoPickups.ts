// SEED_DEMO=1, pickup part: requests of the demo returner in every status the lifecycle
// reaches (docs/decisions.md), with photos, drums and zones. Runs once, after the admin part:
// nothing is added when any pickup request exists or the demo returner is missing.
import { count, eq } from 'drizzle-orm';
import type { PickupStatus } from '../../domain/statuses';
import { findZoneForPoint } from '../../domain/zones';
import { processImage, storeImages } from '../uploads/images';
import type { FileStorage } from '../uploads/storage';
import { loadSharp } from '../uploads/decodeSlots';
import type { Database } from '../../db/client';
import type { PickupViewer } from '../../domain/pickupAccess';
import { transitionInTransaction } from '../pickupTransitions';
import { DEMO_RETURNER_EMAIL, DEMO_TRANSPORTER_EMAIL } from './demoAdmin';
import {
  drumSpecs,
  drumTypes,
  pickupRequestDrums,
  pickupRequestImages,
  pickupRequests,
  transportCompanies,
} from '../../db/schema';

type DemoRequest = {
  status: PickupStatus;
  address: string;
  at: [number, number];
  drums: [spec: string, quantity: number][];
  scheduled?: boolean;
  daysAgo: number;
  /** A collected request: the drums found per declared line, recorded through the collection service. */
  found?: { full: number; minorDamage: number; scrap: number }[];
};

const DEMO_REQUESTS: DemoRequest[] = [
  { status: 'draft', address: 'Sveavägen 44, Stockholm', at: [59.3405, 18.0586], drums: [['K10 wood', 4]], daysAgo: 0 },
  {
    status: 'draft',
    address: 'Hornsgatan 120, Stockholm',
    at: [59.3172, 18.0402],
    drums: [
      ['P8 plastic', 2],
      ['K10 wood', 1],
    ],
    daysAgo: 1,
  },
  {
    status: 'ready_for_pickup',
    address: 'Kungsholmsgatan 20, Stockholm',
    at: [59.3326, 18.0397],
    drums: [['S12 steel', 3]],
    daysAgo: 2,
  },
  {
    status: 'ready_for_pickup',
    address: 'Frösundaleden 2, Solna',
    at: [59.3702, 18.0066],
    drums: [['K14 hd wood', 2]],
    scheduled: true,
    daysAgo: 4,
  },
  {
    status: 'pickup_scheduled',
    address: 'Årstaängsvägen 1, Stockholm',
    at: [59.2995, 18.0303],
    drums: [['K10 wood', 6]],
    scheduled: true,
    daysAgo: 6,
  },
  {
    status: 'collected',
    address: 'Valhallavägen 79, Stockholm',
    at: [59.3467, 18.0732],
    drums: [['P8 plastic', 5]],
    scheduled: true,
    daysAgo: 12,
    // Recorded as a driver would: one of the five with minor damage.
    found: [{ full: 4, minorDamage: 1, scrap: 0 }],
  },
  {
    status: 'cancelled',
    address: 'Götgatan 78, Stockholm',
    at: [59.3105, 18.0764],
    drums: [['S12 steel', 1]],
    daysAgo: 9,
  },
];

const DEMO_SPECS: [name: string, type: string, weight: number, buyback: number][] = [
  ['K10 wood', 'wood', 95, 40],
  ['K14 hd wood', 'hd wood', 210, 90],
  ['P8 plastic', 'plastic', 30, 25],
  ['S12 steel', 'steel', 180, 120],
];

const day = 24 * 3600 * 1000;

export async function seedPickupDemo(db: Database, options: { storage?: FileStorage } = {}): Promise<void> {
  const [{ existing }] = await db.select({ existing: count() }).from(pickupRequests);
  if (existing > 0) return;
  const returner = await db.query.users.findFirst({ where: { email: DEMO_RETURNER_EMAIL } });
  if (!returner) return;
  const transport = (await db.select().from(transportCompanies).orderBy(transportCompanies.id).limit(1))[0];
  const contact = transport
    ? await db.query.transportCompanyContacts.findFirst({ where: { transportCompanyId: transport.id } })
    : undefined;
  const specs = await demoSpecs(db);
  const driver = await db.query.users.findFirst({ where: { email: DEMO_TRANSPORTER_EMAIL } });
  const collector: PickupViewer | null =
    driver && transport
      ? { id: driver.id, role: 'transporter', returnerCompanyId: null, transportCompanyId: transport.id }
      : null;
  const zones = await db.query.zones.findMany({ columns: { id: true, zoneNumber: true, boundary: true } });

  for (const [index, demo] of DEMO_REQUESTS.entries()) {
    const createdAt = new Date(Date.now() - demo.daysAgo * day);
    const submitted = demo.status !== 'draft';
    const scheduledPickupDate = demo.scheduled ? new Date(createdAt.getTime() + 3 * day) : null;
    const [row] = await db
      .insert(pickupRequests)
      .values({
        // A collected one is made scheduled, then marked collected as a driver does (below).
        status: demo.status === 'collected' ? 'pickup_scheduled' : demo.status,
        address: demo.address,
        latitude: demo.at[0],
        longitude: demo.at[1],
        zoneId: findZoneForPoint(zones, demo.at[0], demo.at[1])?.id ?? null,
        userId: returner.id,
        returnerCompanyId: returner.returnerCompanyId,
        assignedTransportCompanyId: demo.scheduled ? (transport?.id ?? null) : null,
        assignedContactPersonId: demo.scheduled ? (contact?.id ?? null) : null,
        hasLoadingCapability: index % 2 === 0,
        supportsForklift: index % 2 === 1,
        requiresCraneTruck: demo.drums.some(([spec]) => spec.includes('steel')),
        transporterComments: index === 0 ? 'Drums stand by the north gate; call on arrival.' : null,
        createdAt,
        updatedAt: createdAt,
        confirmedAt: submitted ? new Date(createdAt.getTime() + 3600_000) : null,
        scheduledAt: scheduledPickupDate ? new Date(createdAt.getTime() + day) : null,
        scheduledPickupDate,
        acknowledgedAt:
          demo.status === 'pickup_scheduled' || demo.status === 'collected'
            ? new Date(createdAt.getTime() + 2 * day)
            : null,
        collectedAt: null,
        cancelledAt: demo.status === 'cancelled' ? new Date(createdAt.getTime() + day) : null,
      })
      .returning({ id: pickupRequests.id });
    const lines = await db
      .insert(pickupRequestDrums)
      .values(
        demo.drums.map(([spec, quantity]) => ({ pickupRequestId: row.id, drumSpecId: specs.get(spec)!, quantity })),
      )
      .returning({ id: pickupRequestDrums.id });
    if (options.storage) await demoPhotos(db, options.storage, row.id, index);
    if (demo.status === 'collected' && collector && scheduledPickupDate) {
      // The same transition and proof of collection as a real one: its credit reaches the statements.
      await db.transaction((tx) =>
        transitionInTransaction(
          tx,
          collector,
          row.id,
          {
            action: 'markCollected',
            collection: { lines: demo.found?.map((counts, at) => ({ drumLineId: lines[at].id, ...counts })) },
          },
          scheduledPickupDate,
        ),
      );
    }
  }
}

/** The demo specs, added when the catalogue has none of that name. */
async function demoSpecs(db: Database): Promise<Map<string, number>> {
  const types = new Map((await db.select().from(drumTypes)).map((type) => [type.name, type.id]));
  const ids = new Map<string, number>();
  for (const [name, type, weight, buybackPrice] of DEMO_SPECS) {
    const found = (await db.select({ id: drumSpecs.id }).from(drumSpecs).where(eq(drumSpecs.name, name)).limit(1))[0];
    if (found) {
      ids.set(name, found.id);
      continue;
    }
    const [spec] = await db
      .insert(drumSpecs)
      .values({ name, drumTypeId: types.get(type)!, weight, buybackPrice })
      .returning({ id: drumSpecs.id });
    ids.set(name, spec.id);
  }
  return ids;
}

/** One or two plain coloured photos per request, through the same processing as uploads. */
async function demoPhotos(db: Database, storage: FileStorage, pickupRequestId: number, index: number) {
  const colours = ['#8d6e63', '#607d8b', '#a1887f', '#78909c', '#6d4c41', '#90a4ae', '#5d4037'];
  const photos = [];
  const sharp = await loadSharp();
  for (let n = 0; n < 1 + (index % 2); n++) {
    const bytes = await sharp({
      create: { width: 640, height: 480, channels: 3, background: colours[(index + n) % colours.length] },
    })
      .jpeg()
      .toBuffer();
    photos.push(
      await processImage({
        name: `drums-${n + 1}.jpg`,
        size: bytes.length,
        arrayBuffer: async () => new Uint8Array(bytes).buffer,
      }),
    );
  }
  const stored = await storeImages(storage, photos);
  await db
    .insert(pickupRequestImages)
    .values(stored.map((image, position) => ({ pickupRequestId, ...image, isPrimary: position === 0, position })));
}
