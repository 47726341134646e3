// Shared set-up for the pickup request API tests: catalogue, zone, companies, users, forms.
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  drumSpecs,
  pickupRequestDrums,
  pickupRequestImages,
  pickupRequests,
  returnerCompanies,
  transportCompanies,
  transportCompanyContacts,
  transportCompanyZones,
  zones,
} from '../../db/schema';
import type { TestApp, TestClient } from './harness';
import { MemoryStorage } from '../../services/uploads/storage';
import { asFile, jpegWithGps, pngBytes } from './images';

export const STOCKHOLM = { latitude: 59.33, longitude: 18.07 };
export const UPPSALA = { latitude: 59.86, longitude: 17.64 };

export async function setUpPickupWorld(t: TestApp) {
  const db = t.app.services.db;
  const types = await db.query.drumTypes.findMany();
  const wood = types.find((type) => type.name === 'wood')!;
  const steel = types.find((type) => type.name === 'steel')!;
  const [woodSpec, steelSpec, adminSpec] = await db
    .insert(drumSpecs)
    .values([
      { name: 'K10 wood', drumTypeId: wood.id, flangeDiameter: 1000, widthBetweenFlanges: 600 },
      { name: 'S12 steel', drumTypeId: steel.id },
      { name: 'Admin special', drumTypeId: steel.id, availableFor: 'admin' },
    ])
    .returning();
  const [zone] = await db
    .insert(zones)
    .values({
      zoneNumber: 1,
      name: 'Stockholm',
      boundary: [
        { lat: 59.2, lng: 17.9 },
        { lat: 59.2, lng: 18.2 },
        { lat: 59.4, lng: 18.2 },
        { lat: 59.4, lng: 17.9 },
      ],
    })
    .returning();
  const [first, second] = await db
    .insert(returnerCompanies)
    .values([
      { name: 'Cable Crew AB', organizationNumber: '556677-8899' },
      { name: 'Other Wires AB', organizationNumber: '556677-0000' },
    ])
    .returning();
  const alice = await t.createUser({ name: 'Alice', returnerCompanyId: first.id });
  const bob = await t.createUser({ name: 'Bob', returnerCompanyId: first.id });
  const eve = await t.createUser({ name: 'Eve', returnerCompanyId: second.id });
  return { woodSpec, steelSpec, adminSpec, zone, firstCompany: first, secondCompany: second, alice, bob, eve };
}

/**
 * A transport company serving the world's zone, with a contact person and a transporter user
 * (`driver`): who schedules and collects the world's pickups.
 */
export async function setUpHauler(t: TestApp, world: { zone: { id: number } }, name = 'Haulers AB') {
  const db = t.app.services.db;
  const [hauler] = await db.insert(transportCompanies).values({ name, organizationNumber: '555555-1111' }).returning();
  await db.insert(transportCompanyZones).values({ transportCompanyId: hauler.id, zoneId: world.zone.id });
  const [contact] = await db
    .insert(transportCompanyContacts)
    .values({ transportCompanyId: hauler.id, name: 'Dana Driver' })
    .returning();
  const driver = await t.createUser({ role: 'transporter', transportCompanyId: hauler.id, returnerCompanyId: null });
  return { hauler, contact, driver };
}

export type BatchFields = {
  drums?: unknown;
  address?: string;
  latitude?: string;
  longitude?: string;
  hasLoadingCapability?: string;
  supportsForklift?: string;
  requiresCraneTruck?: string;
  transporterComments?: string;
  images?: File[];
};

/** The multipart body of POST /api/drums/batch, as docs/specification.md section 7 describes it. */
export function batchForm(fields: BatchFields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || key === 'images') continue;
    form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const image of fields.images ?? []) form.append('images', image);
  return form;
}

export const photo = async (name = 'drums.png') => asFile(await pngBytes(), name, 'image/png');
export const gpsPhoto = async () => asFile(await jpegWithGps(), 'site.jpg', 'image/jpeg');

export async function validBatch(specId: number, overrides: Partial<BatchFields> = {}): Promise<BatchFields> {
  return {
    drums: [{ drumSpecId: specId, quantity: 3 }],
    address: 'Storgatan 1, Stockholm',
    latitude: String(STOCKHOLM.latitude),
    longitude: String(STOCKHOLM.longitude),
    hasLoadingCapability: 'true',
    supportsForklift: 'false',
    requiresCraneTruck: 'false',
    transporterComments: 'Gate code 1234',
    images: [await photo()],
    ...overrides,
  };
}

export async function postBatch(client: TestClient, fields: BatchFields) {
  const response = await client.raw('POST', '/api/drums/batch', { body: batchForm(fields) });
  return { status: response.status, body: (await response.json()) as any };
}

export async function postImages(client: TestClient, requestId: number, images: File[]) {
  const form = new FormData();
  for (const image of images) form.append('images', image);
  const response = await client.raw('POST', `/api/pickup-requests/${requestId}/images`, { body: form });
  return { status: response.status, body: (await response.json()) as any };
}

/**
 * A GraphQL operation sent as a multipart request (GraphQL multipart request spec): each file
 * is mapped onto its variable path.
 */
export async function gqlMultipart(
  client: TestClient,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, File>,
) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  const names = Object.keys(files);
  form.set(
    'map',
    JSON.stringify(Object.fromEntries(names.map((path, index) => [String(index), [`variables.${path}`]]))),
  );
  names.forEach((path, index) => form.set(String(index), files[path]));
  const response = await client.raw('POST', '/graphql', { body: form, headers: { 'x-graphql-yoga-csrf': '1' } });
  return (await response.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

export const specGlobalId = (id: number) => encodeGlobalID('DrumSpec', id);

/** A valid createPickupRequest input over GraphQL for `files` photos sent as multipart parts. */
const graphqlRequestInput = (specId: number, files: readonly File[], quantity = 2) => ({
  drums: [{ drumSpecId: specGlobalId(specId), quantity }],
  address: 'Sveavägen 10, Stockholm',
  latitude: STOCKHOLM.latitude,
  longitude: STOCKHOLM.longitude,
  hasLoadingCapability: true,
  supportsForklift: false,
  requiresCraneTruck: false,
  images: files.map(() => null),
});

/** createPickupRequest over GraphQL multipart, each file at its place in `input.images`. */
export const gqlCreateWithPhotos = (client: TestClient, mutation: string, specId: number, files: File[]) =>
  gqlMultipart(
    client,
    mutation,
    { input: graphqlRequestInput(specId, files) },
    Object.fromEntries(files.map((file, index) => [`input.images.${index}`, file])),
  );
export const requestGlobalId = (id: number) => encodeGlobalID('PickupRequest', id);

/** Every row a pickup call could touch, and the stored files: equal before and after a refusal. */
export async function pickupState(t: TestApp) {
  const db = t.app.services.db;
  return {
    requests: await db.select().from(pickupRequests).orderBy(pickupRequests.id),
    drums: await db.select().from(pickupRequestDrums).orderBy(pickupRequestDrums.id),
    images: await db.select().from(pickupRequestImages).orderBy(pickupRequestImages.id),
    files: [...(t.app.services.storage as MemoryStorage).files.keys()].sort(),
  };
}
