import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { S3Storage } from './s3Storage';

/**
 * Copies an upload folder into the bucket under the same keys (`npm run storage:migrate`). A file
 * already there with its size is skipped, so a run that stopped halfway is simply run again.
 * One file is in memory at a time.
 */
export async function copyFolderToBucket(
  folder: string,
  bucket: Pick<S3Storage, 'put' | 'sizeOf'>,
): Promise<{ copied: number; skipped: number }> {
  const counts = { copied: 0, skipped: 0 };
  for (const path of await filesUnder(folder)) {
    const key = relative(folder, path).split(sep).join('/');
    if ((await bucket.sizeOf(key)) === (await stat(path)).size) counts.skipped += 1;
    else {
      await bucket.put(key, await readFile(path));
      counts.copied += 1;
    }
  }
  return counts;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
