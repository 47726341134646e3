// Uploads in an S3-compatible bucket (s3rver here): the bytes come back as stored, a missing key
// is null, and storage:migrate's copy is idempotent.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestBucket } from '../../test/support/s3Server';
import { copyFolderToBucket } from './copyToBucket';
import { S3Storage } from './s3Storage';

let bucket: TestBucket;
let storage: S3Storage;
beforeAll(async () => {
  bucket = await startS3Server();
  storage = new S3Storage(bucket.settings);
});
afterAll(() => bucket.close());

describe('S3Storage', () => {
  it('returns the bytes it stored, byte for byte, large ones in parts', async () => {
    const small = Buffer.from('a thumbnail');
    const large = Buffer.alloc(6 * 1024 * 1024 + 17, 7); // over one 5 MB part
    large.write('start');
    await storage.put('pickups/1/small.webp', small);
    await storage.put('pickups/1/large.jpg', large);
    expect((await storage.get('pickups/1/small.webp'))?.equals(small)).toBe(true);
    expect((await storage.get('pickups/1/large.jpg'))?.equals(large)).toBe(true);
    expect(await storage.sizeOf('pickups/1/large.jpg')).toBe(large.length);
  });

  it('answers null for a key that is not there, and deletes without complaint', async () => {
    expect(await storage.get('pickups/none.jpg')).toBeNull();
    expect(await storage.sizeOf('pickups/none.jpg')).toBeNull();
    await storage.put('pickups/2/gone.jpg', Buffer.from('x'));
    await storage.delete('pickups/2/gone.jpg');
    await storage.delete('pickups/2/gone.jpg');
    expect(await storage.get('pickups/2/gone.jpg')).toBeNull();
  });

  it('copies an upload folder once: a second run finds everything there', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'drum-uploads-'));
    try {
      mkdirSync(join(folder, 'pickups', '7'), { recursive: true });
      writeFileSync(join(folder, 'pickups', '7', 'photo.jpg'), 'photo bytes');
      writeFileSync(join(folder, 'pickups', '7', 'photo-thumb.webp'), 'thumb');
      expect(await copyFolderToBucket(folder, storage)).toEqual({ copied: 2, skipped: 0 });
      expect(await copyFolderToBucket(folder, storage)).toEqual({ copied: 0, skipped: 2 });
      expect((await storage.get('pickups/7/photo.jpg'))?.toString()).toBe('photo bytes');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
