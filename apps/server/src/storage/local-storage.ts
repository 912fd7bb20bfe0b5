import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, type PresignOptions, type Storage, type StoredObject } from './storage.js';

const PART = /^[1-9][0-9]{0,4}$/;

/**
 * `Storage` in a directory of the local disk: the embedded default (`STORAGE_DIR`, else
 * `.data/storage`). The parts of a multipart object are files `<key>.parts/<n>` until assembled.
 */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  /** The file of a key; keys are server-made, but a key that could leave the root is refused anyway. */
  private path(key: string): string {
    const path = resolve(this.root, checkKey(key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  }

  private partsDir(key: string): string {
    return `${this.path(key)}.parts`;
  }

  private async write(path: string, source: Readable): Promise<StoredObject> {
    await mkdir(dirname(path), { recursive: true });
    await pipeline(source, createWriteStream(path));
    return { size: (await stat(path)).size };
  }

  async put(key: string, source: Readable) {
    return this.write(this.path(key), source);
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.path(key), range);
  }

  async stat(key: string): Promise<StoredObject | null> {
    return sizeOf(this.path(key));
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.path(to);
    await mkdir(dirname(target), { recursive: true });
    await rename(this.path(from), target);
  }

  async remove(key: string): Promise<void> {
    await rm(this.partsDir(key), { recursive: true, force: true });
    await rm(this.path(key), { force: true });
  }

  /** No addresses of its own: the server streams the bytes (signed-routes.ts). */
  async presign(_key: string, _options: PresignOptions): Promise<null> {
    return null;
  }

  async putPart(key: string, part: number, source: Readable) {
    if (!PART.test(String(part)) || part > 10_000) throw new Error(`Invalid part number: ${part}`);
    return this.write(join(this.partsDir(key), String(part)), source);
  }

  async parts(key: string): Promise<StoredObject[]> {
    const dir = this.partsDir(key);
    const names = new Set(await readdir(dir).catch(() => [] as string[]));
    const found: StoredObject[] = [];
    for (let part = 1; names.has(String(part)); part++) {
      const size = await sizeOf(join(dir, String(part)));
      if (!size) break;
      found.push(size);
    }
    return found;
  }

  async assemble(key: string, count: number): Promise<StoredObject> {
    const path = this.path(key);
    const dir = this.partsDir(key);
    const stored = await this.parts(key);
    if (stored.length === 0) {
      const assembled = await sizeOf(path);
      if (assembled) return assembled;
    }
    if (stored.length < count) throw new Error(`Missing parts of ${key}: ${stored.length} of ${count}`);
    // Written aside and renamed, so the object appears whole or not at all.
    const assembling = `${path}.assembling`;
    const out = createWriteStream(assembling);
    try {
      for (let part = 1; part <= count; part++) {
        await pipeline(createReadStream(join(dir, String(part))), out, { end: part === count });
      }
      if (count === 0) out.end();
      await rename(assembling, path);
    } catch (error) {
      out.destroy();
      await rm(assembling, { force: true });
      throw error;
    }
    await rm(dir, { recursive: true, force: true });
    return { size: (await stat(path)).size };
  }
}

async function sizeOf(path: string): Promise<StoredObject | null> {
  try {
    const found = await stat(path);
    return found.isFile() ? { size: found.size } : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
