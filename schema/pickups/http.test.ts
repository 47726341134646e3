// Through the real HTTP server, where request bodies are streamed: a chunked upload without
// a Content-Length is still bounded per file.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../domain/validation/pickupRequest';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../../test/support/harness';
import { asFile, oversizedPng } from '../../test/support/images';
import { batchForm, photo, pickupState, setUpPickupWorld, validBatch } from '../../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let base: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  await new Promise<void>((resolve) => t.app.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({ email: world.alice.email, password: TEST_PASSWORD }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers.getSetCookie()[0].split(';')[0];
});
afterAll(() => t?.close());

/** Posts the form as a chunked stream: no Content-Length for the server to check first. */
async function postChunked(form: FormData) {
  const encoded = new Response(form);
  const response = await fetch(`${base}/api/drums/batch`, {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type')!, cookie, origin: TEST_ORIGIN },
    body: encoded.body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as { error: string } };
}

describe('uploads over HTTP', () => {
  it('takes a 10 MB image and refuses 10 MB + 1 byte sent chunked, changing nothing', async () => {
    const ok = await postChunked(
      batchForm(
        await validBatch(world.woodSpec.id, { images: [asFile(await oversizedPng(MAX_IMAGE_BYTES), 'ten.png')] }),
      ),
    );
    expect(ok.status).toBe(201);
    const before = await pickupState(t);
    const big = await postChunked(
      batchForm(
        await validBatch(world.woodSpec.id, { images: [asFile(await oversizedPng(MAX_IMAGE_BYTES + 1), 'big.png')] }),
      ),
    );
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('Each image must be 10MB or less');
    expect(await pickupState(t)).toEqual(before);
  });

  it('keeps every one of several images sent under the same field name', async () => {
    const images = await Promise.all(['a.png', 'b.png', 'c.png'].map((name) => photo(name)));
    const response = await postChunked(batchForm(await validBatch(world.woodSpec.id, { images })));
    expect(response.status).toBe(201);
    const stored = (
      response.body as unknown as { pickupRequest: { images: { filename: string; isPrimary: boolean }[] } }
    ).pickupRequest.images;
    expect(stored.map((image) => image.filename)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(stored.map((image) => image.isPrimary)).toEqual([true, false, false]);
  });

  it('answers 7 images, and 8 (the parser count limit), with the spec message, storing nothing', async () => {
    const before = await pickupState(t);
    const seven = await Promise.all(Array.from({ length: 7 }, (_, i) => photo(`p${i}.png`)));
    const tooMany = await postChunked(batchForm(await validBatch(world.woodSpec.id, { images: seven })));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/maximum of 6 images/);
    const eight = await postChunked(
      batchForm(await validBatch(world.woodSpec.id, { images: [...seven, await photo('p7.png')] })),
    );
    expect(eight.status).toBe(400);
    expect(eight.body).toMatchObject({
      error: expect.stringMatching(/maximum of 6 images/),
      issues: [{ field: 'images', message: 'You can upload a maximum of 6 images in total' }],
    });
    expect(await pickupState(t)).toEqual(before);
  });
});
