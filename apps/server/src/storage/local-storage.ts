import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, truncate } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage, StoredObject } from './storage.js';

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** `Storage` in a directory of the local disk: the embedded default (`STORAGE_DIR`, else `.data/storage`). */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  /** The file of a key; keys are server-made, but a key that could leave the root is refused anyway. */
  private path(key: string): string {
    if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  }

  private async write(key: string, source: Readable, flags: 'w' | 'a'): Promise<StoredObject> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await pipeline(source, createWriteStream(path, { flags }));
    return { size: (await stat(path)).size };
  }

  put(key: string, source: Readable) {
    return this.write(key, source, 'w');
  }

  append(key: string, source: Readable) {
    return this.write(key, source, 'a');
  }

  async truncate(key: string, size: number): Promise<void> {
    await truncate(this.path(key), size);
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.path(key), range);
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const found = await stat(this.path(key));
      return found.isFile() ? { size: found.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.path(to);
    await mkdir(dirname(target), { recursive: true });
    await rename(this.path(from), target);
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
