import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { S3Storage, type S3Settings } from './s3Storage';

/**
 * Where uploaded bytes live (docs/decisions.md: one storage interface): a local directory by
 * default, an S3-compatible bucket when several instances run (s3Storage.ts). Keys are generated
 * by the server, never taken from a client.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

export class LocalDirectoryStorage implements FileStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!KEY_PATTERN.test(key) || key.includes('..') || !path.startsWith(this.root + sep))
      throw new Error(`Invalid storage key: ${key}`);
    return path;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** Kept in memory: for tests and a throw-away in-memory database. */
export class MemoryStorage implements FileStorage {
  readonly files = new Map<string, Buffer>();
  async put(key: string, bytes: Uint8Array): Promise<void> {
    this.files.set(key, Buffer.from(bytes));
  }
  async get(key: string): Promise<Buffer | null> {
    return this.files.get(key) ?? null;
  }
  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}

const storages = new Map<string, FileStorage>();

/**
 * The storage for the configuration, one per place per process: the S3 bucket when S3_BUCKET is
 * set (what several instances share), else the upload folder; an in-memory database (tests) gets
 * memory storage so test runs leave no files behind.
 */
export function storageFor(config: { uploadDir: string; dataDir: string; s3?: S3Settings }): FileStorage {
  const inMemory = config.dataDir.startsWith('memory://');
  const id = config.s3
    ? `s3:${config.s3.endpoint ?? ''}/${config.s3.bucket}`
    : inMemory
      ? `memory:${config.uploadDir}`
      : resolve(config.uploadDir);
  let storage = storages.get(id);
  if (!storage) {
    if (config.s3) storage = new S3Storage(config.s3);
    else storage = inMemory ? new MemoryStorage() : new LocalDirectoryStorage(config.uploadDir);
    storages.set(id, storage);
  }
  return storage;
}
