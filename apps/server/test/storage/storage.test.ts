import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../src/storage/local-storage.js';
import type { Storage } from '../../src/storage/storage.js';
import { startS3, type TestS3 } from '../support/s3.js';

/** Every storage answers these alike: the local directory and an S3 bucket (s3rver in process). */
const stores: { name: string; open(): Promise<{ storage: Storage; close(): Promise<void> }> }[] = [
  {
    name: 'LocalStorage',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'cc-test-storage-'));
      return {
        storage: new LocalStorage(dir),
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3Storage',
    async open() {
      const s3: TestS3 = await startS3();
      return { storage: s3.storage, close: () => s3.close() };
    },
  },
];

const from = (...parts: (string | Buffer)[]) => Readable.from(parts.map((part) => Buffer.from(part)));

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe.each(stores)('$name', ({ open }) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close?.());

  it('puts, reads (whole and by range), stats, moves and removes objects', async () => {
    expect(await storage.put('files/a/one', from('hello ', 'world'))).toEqual({ size: 11 });
    expect(await text(storage.read('files/a/one'))).toBe('hello world');
    expect(await text(storage.read('files/a/one', { start: 6, end: 10 }))).toBe('world');
    expect(await storage.stat('files/a/one')).toEqual({ size: 11 });
    expect(await storage.put('files/a/one', from('again'))).toEqual({ size: 5 });

    await storage.move('files/a/one', 'files/b/two');
    expect(await storage.stat('files/a/one')).toBeNull();
    expect(await text(storage.read('files/b/two'))).toBe('again');

    await storage.remove('files/b/two');
    expect(await storage.stat('files/b/two')).toBeNull();
    await storage.remove('files/b/two');
    await expect(text(storage.read('files/b/two'))).rejects.toThrow();
  });

  it('puts a long stream whole (in parts past 8 MiB on S3)', async () => {
    const slice = Buffer.alloc(1024 * 1024, 7);
    const slices = Array.from({ length: 9 }, () => slice);
    expect(await storage.put('exports/long', Readable.from(slices))).toEqual({ size: 9 * slice.length });
    expect(await storage.stat('exports/long')).toEqual({ size: 9 * slice.length });
    const tail = await text(
      storage.read('exports/long', { start: 9 * slice.length - 3, end: 9 * slice.length - 1 }),
    );
    expect(tail).toBe('\x07\x07\x07');
  });

  it('refuses keys that could leave their place', async () => {
    for (const key of ['../x', 'a/../../x', '/abs', 'a//b', '']) {
      await expect(storage.put(key, from('x'))).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('assembles parts into an object: a part sent again replaces it, parts past the count are dropped', async () => {
    const key = 'uploads/ab/multi';
    expect(await storage.parts(key)).toEqual([]);
    await storage.putPart(key, 1, from('first-'));
    await storage.putPart(key, 2, from('broken'));
    expect(await storage.parts(key)).toEqual([{ size: 6 }, { size: 6 }]);
    // Resumed: part 2 again, then a third one cut off (never counted).
    await storage.putPart(key, 2, from('second-'));
    await storage.putPart(key, 3, from('third'));
    await storage.putPart(key, 4, from('cut'));
    expect(await storage.parts(key)).toEqual([{ size: 6 }, { size: 7 }, { size: 5 }, { size: 3 }]);
    expect(await storage.stat(key)).toBeNull();

    expect(await storage.assemble(key, 3)).toEqual({ size: 18 });
    expect(await text(storage.read(key))).toBe('first-second-third');
    expect(await storage.parts(key)).toEqual([]);
    // Asked again (a completion retried), the object is the answer.
    expect(await storage.assemble(key, 3)).toEqual({ size: 18 });
    await storage.remove(key);
    expect(await storage.stat(key)).toBeNull();
  });

  it('lists parts up to the first missing one, refuses to assemble missing parts, and remove drops them', async () => {
    const key = 'uploads/cd/gappy';
    await storage.putPart(key, 1, from('one'));
    await storage.putPart(key, 3, from('three'));
    expect(await storage.parts(key)).toEqual([{ size: 3 }]);
    await expect(storage.assemble(key, 2)).rejects.toThrow();
    await storage.remove(key);
    expect(await storage.parts(key)).toEqual([]);
    await expect(storage.assemble(key, 1)).rejects.toThrow();
  });
});

describe('presigned addresses', () => {
  it('LocalStorage has none: the server streams the bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cc-test-storage-'));
    try {
      const storage = new LocalStorage(dir);
      await storage.put('files/x', from('x'));
      expect(
        await storage.presign('files/x', {
          expiresIn: 60,
          contentType: 'text/plain',
          contentDisposition: 'inline',
          cacheControl: 'no-store',
        }),
      ).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('S3Storage signs a GET that serves the bytes with the headers asked for, ranges included', async () => {
    const s3 = await startS3();
    try {
      await s3.storage.put('files/cover/ab/pic', from('picture bytes'));
      const url = await s3.storage.presign('files/cover/ab/pic', {
        expiresIn: 60,
        contentType: 'image/png',
        contentDisposition: "inline; filename*=UTF-8''%E5%B0%81%E9%9D%A2.png",
        cacheControl: 'no-store',
      });
      expect(url.startsWith(`${s3.settings.endpoint}/console/files/cover/ab/pic?`)).toBe(true);
      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('image/png');
      expect(whole.headers.get('cache-control')).toBe('no-store');
      expect(whole.headers.get('content-disposition')).toBe(
        "inline; filename*=UTF-8''%E5%B0%81%E9%9D%A2.png",
      );
      expect(await whole.text()).toBe('picture bytes');
      const part = await fetch(url, { headers: { range: 'bytes=8-12' } });
      expect(part.status).toBe(206);
      expect(await part.text()).toBe('bytes');
    } finally {
      await s3.close();
    }
  });
});
