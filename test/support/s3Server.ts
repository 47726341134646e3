// An S3-compatible server on this machine for the tests (s3rver): a bucket in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import type { S3Settings } from '../../services/uploads/s3Storage';

export type TestBucket = {
  settings: S3Settings;
  /** The environment an instance needs to use the bucket. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

export async function startS3Server(bucket = 'drum-photos'): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'drum-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials, through the SDK's standard chain as in production.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    settings: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
