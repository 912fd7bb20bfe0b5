import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { LocalStorage } from '../../src/storage/local-storage.js';
import type { Storage } from '../../src/storage/storage.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';

let database: TestDatabase;
let storageDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = mkdtempSync(join(tmpdir(), 'cc-health-storage-'));
});
afterAll(async () => {
  await database?.dispose();
  rmSync(storageDir, { recursive: true, force: true });
});

const appWith = (storage: Storage) => buildApp({ database, storage, logger: false });

describe('health probes', () => {
  it('answers /healthz and /readyz without a session when the database and storage answer', async () => {
    const app = await appWith(new LocalStorage(storageDir));
    try {
      const alive = await app.inject({ method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
      expect(ready.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the storage when it cannot be reached', async () => {
    const broken = new LocalStorage(storageDir);
    broken.stat = () => Promise.reject(new Error('bucket unreachable'));
    const app = await appWith(broken);
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', database: 'ok', storage: 'unreachable' });
    } finally {
      await app.close();
    }
  });
});
