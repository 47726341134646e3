// Multipart bodies, REST and GraphQL, go to disk as they arrive: the photos keep the
// order they were sent in, and no temporary file outlives its request, accepted or refused.
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, PICKUP_MESSAGES } from '../../domain/validation/pickupRequest';
import { gqlCreateWithPhotos, photo, postBatch, setUpPickupWorld, validBatch } from '../../test/support/pickups';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { asFile, pngBytes } from '../../test/support/images';
import { UPLOAD_TEMP } from './multipart';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let alice: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  alice = await t.signIn(world.alice.email);
});
afterAll(() => t?.close());

/** The temporary upload folders of this process still on disk. */
const leftovers = () => readdir(UPLOAD_TEMP).catch(() => [] as string[]);

describe('REST multipart uploads', () => {
  it('keeps the photos in the order sent and removes their temporary files once answered', async () => {
    const images = [
      asFile(await pngBytes(40, 30, '#aa0000'), 'first.png', 'image/png'),
      asFile(await pngBytes(50, 30, '#00aa00'), 'second.png', 'image/png'),
      asFile(await pngBytes(60, 30, '#0000aa'), 'third.png', 'image/png'),
    ];
    const created = await postBatch(alice, await validBatch(world.woodSpec.id, { images }));
    expect(created.status).toBe(201);
    const stored = created.body.pickupRequest.images as { filename: string; width: number }[];
    expect(stored.map((image) => image.filename)).toEqual(['first.png', 'second.png', 'third.png']);
    expect(stored.map((image) => image.width)).toEqual([40, 50, 60]);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses a photo over 10 MB with 413, stores nothing and leaves no temporary file', async () => {
    const before = await alice.rest('GET', '/api/drums');
    const huge = asFile(Buffer.alloc(MAX_IMAGE_BYTES + 1024, 1), 'huge.jpg', 'image/jpeg');
    const refused = await postBatch(alice, await validBatch(world.woodSpec.id, { images: [await photo(), huge] }));
    expect(refused.status).toBe(413);
    expect(refused.body.error).toBe(PICKUP_MESSAGES.imageTooLarge);
    const after = await alice.rest('GET', '/api/drums');
    expect(after.body.drums).toHaveLength(before.body.drums.length);
    expect(await leftovers()).toEqual([]);
  });

  it('reads a GraphQL upload the same way: photos in order, refusals by size, nothing left behind', async () => {
    const CREATE = `mutation Create($input: CreatePickupRequestInput!) {
      createPickupRequest(input: $input) { ... on PickupRequestPayload { pickupRequest { images { filename width } } } ... on ValidationError { message issues { field message } } } }`;
    const first = asFile(await pngBytes(41, 30), 'one.png', 'image/png');
    const second = asFile(await pngBytes(42, 30), 'two.png', 'image/png');
    const created = await gqlCreateWithPhotos(alice, CREATE, world.woodSpec.id, [first, second]);
    expect(created.errors, JSON.stringify(created)).toBeUndefined();
    expect(created.data.createPickupRequest, JSON.stringify(created)).toHaveProperty('pickupRequest');
    expect(created.data.createPickupRequest.pickupRequest.images).toEqual([
      { filename: 'one.png', width: 41 },
      { filename: 'two.png', width: 42 },
    ]);

    const huge = asFile(Buffer.alloc(MAX_IMAGE_BYTES + 1024, 1), 'huge.jpg', 'image/jpeg');
    const refused = await gqlCreateWithPhotos(alice, CREATE, world.woodSpec.id, [huge]);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'File size limit exceeded: at most 10 MB per file',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await leftovers()).toEqual([]);
  });
});
