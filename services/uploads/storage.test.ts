import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDirectoryStorage } from './storage';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('LocalDirectoryStorage', () => {
  it('puts, gets and deletes under its directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'drum-uploads-'));
    dirs.push(dir);
    const storage = new LocalDirectoryStorage(dir);
    await storage.put('pickups/abc-1.png', Buffer.from('bytes'));
    expect((await storage.get('pickups/abc-1.png'))?.toString()).toBe('bytes');
    expect(await readdir(join(dir, 'pickups'))).toEqual(['abc-1.png']);
    await storage.delete('pickups/abc-1.png');
    expect(await storage.get('pickups/abc-1.png')).toBeNull();
    await storage.delete('pickups/abc-1.png'); // missing: not an error
  });

  it('refuses keys that would leave the directory', async () => {
    const storage = new LocalDirectoryStorage(tmpdir());
    await expect(storage.get('../etc/passwd')).rejects.toThrow('Invalid storage key');
    await expect(storage.put('/abs.png', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.put('a/../../b.png', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });
});
