import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { LocalStorage } from '../../src/storage/local-storage.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';

let database: TestDatabase;
let storageDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = mkdtempSync(join(tmpdir(), 'cc-log-storage-'));
});
afterAll(async () => {
  await database?.dispose();
  rmSync(storageDir, { recursive: true, force: true });
});

/** An app whose log lines land in an array, at `level`. */
async function appLogging(level: string, slowRequestMs = 1000) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({
    database,
    storage: new LocalStorage(storageDir),
    logger: { level, stream },
    config: { slowRequestMs },
  });
  return { app, lines };
}

describe('request logging', () => {
  it('prints nothing for an ordinary request at the default level', async () => {
    const { app, lines } = await appLogging('info');
    const res = await app.inject({ method: 'GET', url: '/api/documents-that-do-not-exist' });
    expect(res.statusCode).toBe(404);
    await app.close();
    expect(lines.filter((line) => line.req)).toEqual([]);
  });

  it('prints one line per request at debug, and one warning for a slow one at info', async () => {
    const debug = await appLogging('debug');
    await debug.app.inject({ method: 'GET', url: '/api/my-menu?mcn_token=secret' });
    await debug.app.close();
    const requestLines = debug.lines.filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      status: 401,
      req: { method: 'GET', url: '/api/my-menu?mcn_token=[Redacted]' },
    });
    expect(debug.lines.filter((line) => line.msg === 'incoming request')).toEqual([]);

    const slow = await appLogging('info', 0);
    await slow.app.inject({ method: 'GET', url: '/api/my-menu' });
    await slow.app.close();
    expect(slow.lines.filter((line) => line.msg === 'slow request')).toHaveLength(1);
  });
});
