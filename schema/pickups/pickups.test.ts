import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupRequests } from '../../db/schema';
import { MAX_IMAGE_BYTES } from '../../domain/validation/pickupRequest';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { asFile, oversizedPng, pdfBytes } from '../../test/support/images';
import {
  gpsPhoto,
  gqlMultipart,
  photo,
  pickupState,
  postBatch,
  postImages,
  requestGlobalId,
  setUpPickupWorld,
  specGlobalId,
  STOCKHOLM,
  UPPSALA,
  validBatch,
} from '../../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let alice: TestClient;
let bob: TestClient;
let eve: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  [alice, bob, eve, admin] = await Promise.all([
    t.signIn(world.alice.email),
    t.signIn(world.bob.email),
    t.signIn(world.eve.email),
    t.signIn('admin@example.com'),
  ]);
});
afterAll(() => t?.close());

const CREATE = `mutation Create($input: CreatePickupRequestInput!) {
  createPickupRequest(input: $input) {
    __typename
    ... on ValidationError { message issues { field message } }
    ... on PickupRequestPayload { pickupRequest { id databaseId referenceNumberFormatted status latitude longitude zoneName totalDrums
      drums { drumSpecName drumTypeName quantity } images { databaseId isPrimary url thumbnailUrl } } }
  }
}`;

const gqlInput = (overrides: Record<string, unknown> = {}) => ({
  drums: [{ drumSpecId: specGlobalId(world.woodSpec.id), quantity: 2 }],
  address: 'Sveavägen 10, Stockholm',
  latitude: STOCKHOLM.latitude,
  longitude: STOCKHOLM.longitude,
  hasLoadingCapability: false,
  supportsForklift: true,
  requiresCraneTruck: false,
  transporterComments: null,
  ...overrides,
});

/** Creates through GraphQL with `count` small PNGs attached as images.N. */
async function gqlCreate(client: TestClient, overrides: Record<string, unknown> = {}, images?: File[]) {
  const files = images ?? [await photo()];
  const input = gqlInput({ ...overrides, images: files.map(() => null) });
  return gqlMultipart(
    client,
    CREATE,
    { input },
    Object.fromEntries(files.map((file, index) => [`input.images.${index}`, file])),
  );
}

async function createDraft(client = alice) {
  const response = await postBatch(
    client,
    await validBatch(world.woodSpec.id, { images: [await photo('a.png'), await photo('b.png')] }),
  );
  expect(response.status).toBe(201);
  return response.body.pickupRequest as { id: number; images: { id: number; isPrimary: boolean }[] };
}

describe('drum catalogue', () => {
  it('shows a returner only the specs available for returners', async () => {
    const rest = await alice.rest('GET', '/api/drum-specs');
    expect(rest.status).toBe(200);
    const names = rest.body.drumSpecs.map((spec: { name: string }) => spec.name);
    expect(names).toEqual(['K10 wood', 'S12 steel']);
    const gql = await alice.gql('{ drumSpecs { edges { node { name } } } }');
    expect(gql.data.drumSpecs.edges.map(({ node }: { node: { name: string } }) => node.name)).not.toContain(
      'Admin special',
    );
    const node = await alice.gql('query($id: ID!) { node(id: $id) { ... on DrumSpec { name } } }', {
      id: specGlobalId(world.adminSpec.id),
    });
    // An admin-only spec answers as a missing one would: null, no error that says it exists.
    expect(node).toEqual({ data: { node: null } });

    const adminView = await admin.rest('GET', '/api/drum-specs');
    expect(adminView.body.drumSpecs.map((spec: { name: string }) => spec.name)).toContain('Admin special');
  });
});

describe('creating a pickup request', () => {
  it('saves a draft over REST multipart with drums, images, zone and reference number', async () => {
    const fields = await validBatch(world.woodSpec.id, {
      drums: [
        { drumSpecId: world.woodSpec.id, quantity: 3 },
        { drumSpecId: world.steelSpec.id, quantity: 2 },
      ],
      images: [await gpsPhoto(), await photo()],
    });
    const response = await postBatch(alice, fields);
    expect(response.status).toBe(201);
    const request = response.body.pickupRequest;
    expect(response.body.pickupRequestId).toBe(request.id);
    expect(request).toMatchObject({
      referenceNumberFormatted: `PR-${String(request.id).padStart(6, '0')}`,
      status: 'draft',
      address: 'Storgatan 1, Stockholm',
      latitude: STOCKHOLM.latitude,
      longitude: STOCKHOLM.longitude,
      zoneId: world.zone.id,
      zoneName: 'Stockholm',
      totalDrums: 5,
      drumType: 'wood, steel',
      hasLoadingCapability: true,
      supportsForklift: false,
      requiresCraneTruck: false,
      transporterComments: 'Gate code 1234',
      userId: world.alice.id,
      userName: 'Alice',
      returnerCompanyId: world.firstCompany.id,
      returnerCompanyName: 'Cable Crew AB',
      confirmedAt: null,
      viewerCanEdit: true,
      viewerCanSubmit: true,
    });
    expect(request.drums).toEqual([
      expect.objectContaining({
        drumSpecId: world.woodSpec.id,
        drumSpecName: 'K10 wood',
        drumTypeName: 'wood',
        drumType: 'wood',
        quantity: 3,
        diameter: 1000,
        width: 600,
      }),
      expect.objectContaining({
        drumSpecId: world.steelSpec.id,
        drumSpecName: 'S12 steel',
        drumTypeName: 'steel',
        quantity: 2,
      }),
    ]);
    expect(request.images.map((image: { isPrimary: boolean }) => image.isPrimary)).toEqual([true, false]);
    const [jpeg] = request.images;
    expect(jpeg).toMatchObject({
      filename: 'site.jpg',
      contentType: 'image/jpeg',
      url: `/api/images/${jpeg.id}`,
      thumbnailUrl: `/api/images/${jpeg.id}/thumbnail`,
    });

    // The stored photo is served to its company, without the EXIF GPS position it was sent with.
    const served = await bob.raw('GET', jpeg.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SpyCam'))).toBe(false);
    const thumbnail = await bob.raw('GET', jpeg.thumbnailUrl);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await t.client().raw('GET', jpeg.url)).status).toBe(401);
  });

  it('saves a draft over GraphQL with a multipart upload', async () => {
    const result = await gqlCreate(alice, {}, [await photo('one.png'), await gpsPhoto()]);
    expect(result.errors).toBeUndefined();
    const payload = result.data.createPickupRequest;
    expect(payload.__typename).toBe('PickupRequestPayload');
    expect(payload.pickupRequest).toMatchObject({
      status: 'draft',
      zoneName: 'Stockholm',
      totalDrums: 2,
      drums: [{ drumSpecName: 'K10 wood', drumTypeName: 'wood', quantity: 2 }],
    });
    expect(payload.pickupRequest.images).toHaveLength(2);
    expect(payload.pickupRequest.images[0].isPrimary).toBe(true);
  });

  it('ignores non-numeric coordinates (no position, no zone), over REST and GraphQL', async () => {
    const rest = await postBatch(alice, await validBatch(world.woodSpec.id, { latitude: 'abc', longitude: '18.07' }));
    expect(rest.status).toBe(201);
    expect(rest.body.pickupRequest).toMatchObject({ latitude: null, longitude: null, zoneId: null, zoneName: null });
    const gql = await gqlCreate(alice, { latitude: 'north', longitude: 'east' });
    expect(gql.data.createPickupRequest.pickupRequest).toMatchObject({
      latitude: null,
      longitude: null,
      zoneName: null,
    });
  });

  it('takes a request without coordinates or with only one flag sent, over REST and GraphQL', async () => {
    const rest = await postBatch(
      alice,
      await validBatch(world.woodSpec.id, {
        latitude: undefined,
        longitude: undefined,
        supportsForklift: undefined,
        requiresCraneTruck: undefined,
      }),
    );
    expect(rest.status).toBe(201);
    expect(rest.body.pickupRequest).toMatchObject({ latitude: null, longitude: null, hasLoadingCapability: true });
    const gql = await gqlCreate(alice, { latitude: undefined, longitude: undefined });
    expect(gql.data.createPickupRequest.pickupRequest).toMatchObject({ latitude: null, longitude: null });
  });
});

describe('every request rule refuses a bad value and changes nothing', () => {
  type Case = {
    name: string;
    rest: () => Promise<Record<string, unknown>>;
    gql?: () => Promise<Record<string, unknown>>;
    files?: () => Promise<File[]>;
    status: number;
    message: string | RegExp;
  };
  const seven = async () => Promise.all(Array.from({ length: 7 }, (_, i) => photo(`p${i}.png`)));
  const cases: Case[] = [
    {
      name: '7 images',
      rest: async () => ({ images: await seven() }),
      files: seven,
      status: 400,
      message: 'You can upload a maximum of 6 images in total',
    },
    {
      name: 'no images',
      rest: async () => ({ images: [] }),
      files: async () => [],
      status: 400,
      message: 'Please upload at least one photo',
    },
    {
      name: '10 MB + 1 byte',
      rest: async () => ({ images: [asFile(await oversizedPng(MAX_IMAGE_BYTES + 1), 'big.png', 'image/png')] }),
      files: async () => [asFile(await oversizedPng(MAX_IMAGE_BYTES + 1), 'big.png', 'image/png')],
      status: 413,
      message: 'Each image must be 10MB or less',
    },
    {
      name: 'a PDF named .png',
      rest: async () => ({ images: [asFile(pdfBytes(), 'photo.png', 'image/png')] }),
      files: async () => [asFile(pdfBytes(), 'photo.png', 'image/png')],
      status: 415,
      message: 'Only PNG, JPG and GIF images are allowed',
    },
    {
      name: 'quantity 0',
      rest: async () => ({ drums: [{ drumSpecId: world.woodSpec.id, quantity: 0 }] }),
      gql: async () => ({ drums: [{ drumSpecId: specGlobalId(world.woodSpec.id), quantity: 0 }] }),
      status: 400,
      message: 'Quantity must be at least 1',
    },
    {
      name: 'quantity 1.5',
      rest: async () => ({ drums: [{ drumSpecId: world.woodSpec.id, quantity: 1.5 }] }),
      status: 400,
      message: 'Invalid quantity',
    },
    {
      name: "quantity 'abc'",
      rest: async () => ({ drums: [{ drumSpecId: world.woodSpec.id, quantity: 'abc' }] }),
      status: 400,
      message: 'Invalid quantity',
    },
    {
      name: 'no drums',
      rest: async () => ({ drums: [] }),
      gql: async () => ({ drums: [] }),
      status: 400,
      message: 'At least one drum type must be added',
    },
    {
      name: 'no drum type',
      rest: async () => ({ drums: [{ quantity: 2 }] }),
      gql: async () => ({ drums: [{ quantity: 2 }] }),
      status: 400,
      message: 'Please select a drum type',
    },
    {
      name: 'an admin-only drum spec',
      rest: async () => ({ drums: [{ drumSpecId: world.adminSpec.id, quantity: 1 }] }),
      gql: async () => ({ drums: [{ drumSpecId: specGlobalId(world.adminSpec.id), quantity: 1 }] }),
      status: 400,
      message: 'Please select a drum type',
    },
    {
      name: 'no address',
      rest: async () => ({ address: '  ' }),
      gql: async () => ({ address: '  ' }),
      status: 400,
      message: 'Address is required',
    },
    {
      name: 'no site option',
      rest: async () => ({ hasLoadingCapability: 'false', supportsForklift: 'false', requiresCraneTruck: 'false' }),
      gql: async () => ({ hasLoadingCapability: false, supportsForklift: false, requiresCraneTruck: false }),
      status: 400,
      message: 'At least one site information option must be selected',
    },
    {
      name: 'a 501-character comment',
      rest: async () => ({ transporterComments: 'x'.repeat(501) }),
      gql: async () => ({ transporterComments: 'x'.repeat(501) }),
      status: 400,
      message: 'Comments must be 500 characters or less',
    },
  ];

  for (const rule of cases) {
    it(`REST: ${rule.name}`, async () => {
      const before = await pickupState(t);
      const response = await postBatch(alice, await validBatch(world.woodSpec.id, (await rule.rest()) as never));
      expect(response.status).toBe(rule.status);
      expect(response.body.error).toMatch(rule.message);
      expect(await pickupState(t)).toEqual(before);
    });

    it(`GraphQL: ${rule.name}`, async () => {
      const before = await pickupState(t);
      const overrides = rule.gql ? await rule.gql() : rule.files ? {} : await rule.rest();
      const images = rule.files ? await rule.files() : undefined;
      const result = await gqlCreate(alice, overrides, images);
      if (rule.status === 400 && (rule.gql || rule.files)) {
        expect(result.data.createPickupRequest.__typename).toBe('ValidationError');
        expect(result.data.createPickupRequest.message).toMatch(rule.message);
      } else if (rule.status !== 400) {
        expect(result.errors?.[0].message).toBe(rule.message);
        expect(result.errors?.[0].extensions?.code).toBe(
          rule.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE',
        );
      } else {
        // 1.5 and 'abc' are not Ints: GraphQL's type system refuses them before any resolver.
        expect(result.errors?.[0].message).toMatch(/Int/);
      }
      expect(await pickupState(t)).toEqual(before);
    });
  }

  it('PATCH refuses the same bad values and leaves the draft as it was', async () => {
    const draft = await createDraft();
    const bad: [Record<string, unknown>, string][] = [
      [{ drums: [{ drumSpecId: world.woodSpec.id, quantity: 0 }] }, 'Quantity must be at least 1'],
      [{ drums: [{ drumSpecId: world.woodSpec.id, quantity: 1.5 }] }, 'Invalid quantity'],
      [{ drums: [{ drumSpecId: world.woodSpec.id, quantity: 'abc' }] }, 'Invalid quantity'],
      [{ drums: [] }, 'At least one drum type must be added'],
      [{ address: '' }, 'Address is required'],
      [
        { hasLoadingCapability: false, supportsForklift: false, requiresCraneTruck: false },
        'At least one site information option must be selected',
      ],
      [{ transporterComments: 'y'.repeat(501) }, 'Comments must be 500 characters or less'],
    ];
    for (const [body, message] of bad) {
      const before = await pickupState(t);
      const response = await alice.rest('PATCH', `/api/pickup-requests/${draft.id}`, { address: 'Changed 5', ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe(message);
      expect(await pickupState(t)).toEqual(before);
    }
    const gql = await alice.gql(
      `mutation($input: UpdatePickupRequestInput!) { updatePickupRequest(input: $input) { __typename ... on ValidationError { message } } }`,
      {
        input: { id: requestGlobalId(draft.id), drums: [{ drumSpecId: specGlobalId(world.woodSpec.id), quantity: 0 }] },
      },
    );
    expect(gql.data.updatePickupRequest).toEqual({
      __typename: 'ValidationError',
      message: 'Quantity must be at least 1',
    });
  });

  it('refuses a 7th image (and bad files) on an existing draft', async () => {
    const draft = await createDraft();
    const added = await postImages(alice, draft.id, await Promise.all([1, 2, 3, 4].map((i) => photo(`more${i}.png`))));
    expect(added.status).toBe(201);
    expect(added.body.images).toHaveLength(6);
    const before = await pickupState(t);
    const seventh = await postImages(alice, draft.id, [await photo('seventh.png')]);
    expect(seventh.status).toBe(400);
    expect(seventh.body.error).toBe('You can upload a maximum of 6 images total. You currently have 6 image(s).');
    expect(await pickupState(t)).toEqual(before);

    const other = await createDraft();
    const state = await pickupState(t);
    expect((await postImages(alice, other.id, [asFile(pdfBytes(), 'scan.png')])).status).toBe(415);
    expect(
      (await postImages(alice, other.id, [asFile(await oversizedPng(MAX_IMAGE_BYTES + 1), 'big.png')])).status,
    ).toBe(413);
    expect(await pickupState(t)).toEqual(state);
  });
});

describe('the life of a draft', () => {
  it('edits a draft, moves its zone with its coordinates, submits it, then refuses edits', async () => {
    const draft = await createDraft();
    const edited = await alice.rest('PATCH', `/api/pickup-requests/${draft.id}`, {
      address: 'Dragarbrunnsgatan 1, Uppsala',
      latitude: UPPSALA.latitude,
      longitude: UPPSALA.longitude,
      drums: [{ drumSpecId: world.steelSpec.id, quantity: 4 }],
      hasLoadingCapability: false,
      requiresCraneTruck: true,
      transporterComments: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.pickupRequest).toMatchObject({
      address: 'Dragarbrunnsgatan 1, Uppsala',
      zoneId: null,
      totalDrums: 4,
      drumType: 'steel',
      hasLoadingCapability: false,
      supportsForklift: false,
      requiresCraneTruck: true,
      transporterComments: null,
    });
    const back = await alice.rest('PATCH', `/api/pickup-requests/${draft.id}`, { latitude: '59.3', longitude: '18.0' });
    expect(back.body.pickupRequest).toMatchObject({
      zoneName: 'Stockholm',
      address: 'Dragarbrunnsgatan 1, Uppsala',
      totalDrums: 4,
    });
    const ignored = await alice.rest('PATCH', `/api/pickup-requests/${draft.id}`, { latitude: 'abc' });
    expect(ignored.body.pickupRequest).toMatchObject({ latitude: 59.3, longitude: 18.0 });

    const submitted = await bob.rest('POST', `/api/drums/${draft.id}/finalize`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.pickupRequest).toMatchObject({
      status: 'ready_for_pickup',
      statusLabel: 'Awaiting Scheduling',
      viewerCanEdit: false,
      viewerCanDelete: true,
    });
    expect(Date.parse(submitted.body.pickupRequest.confirmedAt)).toBeGreaterThan(Date.now() - 60_000);

    const before = await pickupState(t);
    const again = await alice.rest('POST', `/api/drums/${draft.id}/finalize`);
    expect(again.status).toBe(409);
    expect((await alice.rest('PATCH', `/api/pickup-requests/${draft.id}`, { address: 'Late change' })).status).toBe(
      409,
    );
    expect((await postImages(alice, draft.id, [await photo()])).status).toBe(409);
    expect((await alice.rest('DELETE', `/api/pickup-requests/${draft.id}/images/${draft.images[1].id}`)).status).toBe(
      409,
    );
    expect(await pickupState(t)).toEqual(before);

    const list = await alice.rest('GET', '/api/drums');
    expect(list.body.drums.find((row: { id: number }) => row.id === draft.id)).toMatchObject({
      status: 'ready_for_pickup',
    });
  });

  it('deletes drafts and unscheduled submitted requests, not scheduled ones', async () => {
    const draft = await createDraft();
    const removed = await alice.rest('DELETE', `/api/drums/${draft.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Pickup request deleted');
    expect(await t.app.services.db.query.pickupRequests.findFirst({ where: { id: draft.id } })).toBeUndefined();
    expect((await alice.raw('GET', `/api/images/${draft.images[0].id}`)).status).toBe(404);
    const state = await pickupState(t);
    expect(state.images.some((image) => image.pickupRequestId === draft.id)).toBe(false);

    const submitted = await createDraft();
    await alice.rest('POST', `/api/drums/${submitted.id}/finalize`);
    expect((await alice.rest('DELETE', `/api/drums/${submitted.id}`)).status).toBe(200);

    const scheduled = await createDraft();
    await alice.rest('POST', `/api/drums/${scheduled.id}/finalize`);
    await t.app.services.db
      .update(pickupRequests)
      .set({ scheduledPickupDate: new Date(Date.now() + 86400_000), scheduledAt: new Date() })
      .where(eq(pickupRequests.id, scheduled.id));
    const before = await pickupState(t);
    const refused = await alice.rest('DELETE', `/api/drums/${scheduled.id}`);
    expect(refused.status).toBe(409);
    expect(await pickupState(t)).toEqual(before);
  });

  it('keeps one primary image: removing it promotes the next, the last one stays', async () => {
    const draft = await createDraft();
    const [first, second] = draft.images;
    const removed = await alice.rest('DELETE', `/api/pickup-requests/${draft.id}/images/${first.id}`);
    expect(removed.status).toBe(200);
    const images = await alice.rest('GET', `/api/pickup-requests/${draft.id}/images`);
    expect(images.body.images).toEqual([expect.objectContaining({ id: second.id, isPrimary: true })]);
    const before = await pickupState(t);
    const last = await alice.rest('DELETE', `/api/pickup-requests/${draft.id}/images/${second.id}`);
    expect(last.status).toBe(400);
    expect(last.body.error).toBe('Please upload at least one photo');
    expect(await pickupState(t)).toEqual(before);
    // An image id under another request's path names nothing.
    const other = await createDraft();
    expect((await alice.rest('DELETE', `/api/pickup-requests/${other.id}/images/${second.id}`)).status).toBe(404);
  });
});

describe('the signed-in user', () => {
  it('carries its drums (requests) in GET /api/auth/me', async () => {
    const draft = await createDraft();
    const me = await alice.rest('GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.drums[0]).toEqual({
      id: draft.id,
      drumType: 'wood',
      quantity: 3,
      status: 'draft',
      address: 'Storgatan 1, Stockholm',
    });
    const other = await eve.rest('GET', '/api/auth/me');
    expect(other.body.user.drums.map((row: { id: number }) => row.id)).not.toContain(draft.id);
  });
});

describe('ownership: another returner company is refused everything and changes nothing', () => {
  it('answers read, edit, delete, finalize and image calls on the first company’s request 404', async () => {
    const draft = await createDraft();
    const imageId = draft.images[0].id;
    const before = await pickupState(t);
    const calls: [string, () => Promise<number>][] = [
      ['read', async () => (await eve.rest('GET', `/api/pickup-requests/${draft.id}`)).status],
      [
        'edit',
        async () => (await eve.rest('PATCH', `/api/pickup-requests/${draft.id}`, { address: 'Hijacked 1' })).status,
      ],
      ['delete', async () => (await eve.rest('DELETE', `/api/drums/${draft.id}`)).status],
      ['finalize', async () => (await eve.rest('POST', `/api/drums/${draft.id}/finalize`)).status],
      ['list images', async () => (await eve.rest('GET', `/api/pickup-requests/${draft.id}/images`)).status],
      ['add image', async () => (await postImages(eve, draft.id, [await photo()])).status],
      [
        'delete image',
        async () => (await eve.rest('DELETE', `/api/pickup-requests/${draft.id}/images/${imageId}`)).status,
      ],
      ['image bytes', async () => (await eve.raw('GET', `/api/images/${imageId}`)).status],
      ['thumbnail', async () => (await eve.raw('GET', `/api/images/${imageId}/thumbnail`)).status],
    ];
    // Not "forbidden": that would tell Eve the request exists (server/notYoursIsMissing.test.ts).
    for (const [name, call] of calls) expect(await call(), name).toBe(404);

    const id = requestGlobalId(draft.id);
    const read = await eve.gql('query($id: ID!) { node(id: $id) { ... on PickupRequest { address } } }', { id });
    expect(read).toEqual({ data: { node: null } });
    const imageNode = await eve.gql('query($id: ID!) { node(id: $id) { ... on PickupRequestImage { url } } }', {
      id: Buffer.from(`PickupRequestImage:${imageId}`).toString('base64'),
    });
    expect(imageNode).toEqual({ data: { node: null } });
    for (const [mutation, input] of [
      ['updatePickupRequest(input: { id: $id, address: "Hijacked 2" })', ''],
      ['submitPickupRequest(input: { id: $id })', ''],
      ['deletePickupRequest(input: { id: $id })', ''],
    ]) {
      const result = await eve.gql(`mutation($id: ID!) { ${mutation} { __typename } }${input}`, { id });
      expect(result.errors?.[0].extensions?.code, mutation).toBe('NOT_FOUND');
    }
    const list = await eve.rest('GET', '/api/drums');
    expect(list.body.drums.map((row: { id: number }) => row.id)).not.toContain(draft.id);
    expect(await pickupState(t)).toEqual(before);

    // The same calls from a colleague of the same company do work.
    expect((await bob.rest('GET', `/api/pickup-requests/${draft.id}`)).status).toBe(200);
    expect((await bob.raw('GET', `/api/images/${imageId}`)).status).toBe(200);
    // And admins reach every request.
    expect((await admin.rest('GET', `/api/pickup-requests/${draft.id}`)).status).toBe(200);
  });

  it('refuses the signed-out and those awaiting approval', async () => {
    const draft = await createDraft();
    expect((await t.client().rest('GET', `/api/pickup-requests/${draft.id}`)).status).toBe(401);
    expect((await t.client().rest('GET', '/api/drums')).status).toBe(401);
    // Uploads are refused before their bodies are read, so strangers learn nothing of the rules.
    const anonymous = await postBatch(t.client(), { address: '' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.issues).toBeUndefined();
    const pending = await t.createUser({ approved: false, returnerCompanyId: world.firstCompany.id });
    const client = await t.signIn(pending.email);
    expect((await client.rest('GET', '/api/drums')).status).toBe(403);
    expect((await postBatch(client, await validBatch(world.woodSpec.id))).status).toBe(403);
  });

  it('shows nothing for a missing request', async () => {
    expect((await alice.rest('GET', '/api/pickup-requests/999999')).status).toBe(404);
    expect((await alice.rest('DELETE', '/api/drums/999999')).status).toBe(404);
    expect((await alice.rest('GET', '/api/pickup-requests/abc')).status).toBe(404);
    expect((await alice.raw('GET', '/api/images/999999')).status).toBe(404);
  });
});
