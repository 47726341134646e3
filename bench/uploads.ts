// Six returners each send a pickup request with one 10 MB photo at the same moment, over REST
// (POST /api/drums/batch) and then over GraphQL multipart (createPickupRequest, as the web app
// does), into the upload folder and then into an S3 bucket (s3rver): the time until all are
// answered, their statuses, and the peak RSS growth of the process while they run. Targets: every answer 201, peak growth under
// 300 MB (bodies streamed to disk, decodes queued one at a time). No baseline: the target is
// absolute. The client side shares one File, so its bytes count once.
// Run: npx tsx bench/uploads.ts [uploads] [megabytes]   (TEST_DATABASE_URL selects PostgreSQL)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../domain/validation/pickupRequest';
import { gqlCreateWithPhotos, postBatch, setUpPickupWorld, validBatch } from '../test/support/pickups';
import { freePort } from '../test/support/freePort';
import { createTestApp } from '../test/support/harness';
import { summaryRow } from './report';

const UPLOADS = Number(process.argv[2] ?? 6);
const MEGABYTES = Number(process.argv[3] ?? 10);

/** A noisy JPEG of close to `megabytes` (noise does not compress), never over the limit. */
async function bigJpeg(megabytes: number): Promise<Buffer> {
  let side = Math.round(Math.sqrt(megabytes * 1024 * 1024 * 0.9));
  for (;;) {
    const bytes = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 90 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    if (bytes.length <= Math.min(MAX_IMAGE_BYTES, megabytes * 1024 * 1024)) return bytes;
    side = Math.floor(side * 0.95);
  }
}

let failed = false;
const jpeg = await bigJpeg(MEGABYTES);
console.log(`${UPLOADS} uploads of one ${(jpeg.length / 1024 / 1024).toFixed(1)} MB photo at once`);
// The upload folder (memory, under the test harness), then an S3-compatible bucket: s3rver in a
// process of its own, so its memory is not counted as ours.
await measure('', {});
const bucket = await startS3Process();
try {
  await measure(', into S3', bucket.env);
} finally {
  bucket.stop();
}
process.exit(failed ? 1 : 0);

async function measure(store: string, env: Record<string, string>) {
  const t = await createTestApp(env);
  try {
    const world = await setUpPickupWorld(t);
    const photo = new File([new Uint8Array(jpeg)], 'site.jpg', { type: 'image/jpeg' });
    const clients = await Promise.all(
      Array.from({ length: UPLOADS }, async () =>
        t.signIn((await t.createUser({ returnerCompanyId: world.firstCompany.id })).email),
      ),
    );
    const fields = await validBatch(world.woodSpec.id, { images: [photo] });

    const CREATE = `mutation BenchCreate($input: CreatePickupRequestInput!) {
      createPickupRequest(input: $input) { __typename ... on PickupRequestPayload { pickupRequest { databaseId } } } }`;
    const ways: [string, () => Promise<number[]>][] = [
      [
        'REST POST /api/drums/batch',
        async () =>
          (await Promise.all(clients.map((client) => postBatch(client, fields)))).map((answer) => answer.status),
      ],
      [
        'GraphQL createPickupRequest (multipart)',
        async () =>
          (
            await Promise.all(clients.map((client) => gqlCreateWithPhotos(client, CREATE, world.woodSpec.id, [photo])))
          ).map((answer) => (answer.data?.createPickupRequest?.pickupRequest ? 201 : 500)),
      ],
    ];

    for (const [way, upload] of ways) {
      const name = `${way}${store}`;
      globalThis.gc?.();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = process.memoryUsage().rss;
      let peak = before;
      const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
      const started = performance.now();
      const statuses = await upload();
      const ms = performance.now() - started;
      clearInterval(timer);
      const growth = (Math.max(peak, process.memoryUsage().rss) - before) / 1024 / 1024;
      console.log(`  ${name}: all answered in ${ms.toFixed(0)} ms, statuses ${statuses.join(' ')} (201: created)`);
      console.log(`    peak RSS growth +${growth.toFixed(0)} MB (target: under 300 MB)`);
      summaryRow({
        figure: `${UPLOADS} x ${(jpeg.length / 1024 / 1024).toFixed(1)} MB photos at once, ${name}`,
        ours: `+${growth.toFixed(0)} MB peak RSS, ${ms.toFixed(0)} ms, ${statuses.filter((status) => status === 201).length}/${statuses.length} created`,
        baseline: '-',
        ratio: '-',
        target: '< +300 MB, all 201',
        met: statuses.every((status) => status === 201) && growth < 300,
      });
      if (statuses.some((status) => status !== 201) || growth >= 300) {
        console.log('    target missed');
        failed = true;
      }
    }
  } finally {
    await t.close();
  }
}

/** s3rver with one bucket, in a child process; its environment for the app. */
async function startS3Process(): Promise<{ env: Record<string, string>; stop: () => void }> {
  const directory = mkdtempSync(join(tmpdir(), 'bench-s3-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      'node_modules/s3rver/bin/s3rver.js',
      ...['-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', 'bench'],
    ],
    { stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed pair, through the SDK's standard chain as in production (the app runs here).
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  while (
    !(await fetch(endpoint).then(
      () => true,
      () => false,
    ))
  )
    await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    env: {
      S3_BUCKET: 'bench',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
    },
    stop: () => {
      child.kill();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
