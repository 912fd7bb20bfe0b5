import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/storage/s3-settings.js';
import { S3Storage } from '../../src/storage/s3-storage.js';

export interface TestS3 {
  settings: S3Settings;
  storage: S3Storage;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process (s3rver on a free port, objects in a temp directory)
 * with an empty bucket, and an `S3Storage` on it. s3rver's default account signs as S3RVER/S3RVER.
 */
export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'cc-test-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'console' }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'console',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const storage = new S3Storage(settings);
  return {
    settings,
    storage,
    async close() {
      storage.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Copies every file under `dir` into the storage under its relative path (the seeded demo files). */
export async function uploadTree(storage: S3Storage, dir: string): Promise<void> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  for (const file of files) {
    const path = join(file.parentPath, file.name);
    await storage.put(relative(dir, path).split('\\').join('/'), createReadStream(path));
  }
}
