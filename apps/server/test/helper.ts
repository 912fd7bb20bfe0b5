import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptField } from '@creator-console/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.js';
import { LocalStorage } from '../src/storage/local-storage.js';
import type { Storage } from '../src/storage/storage.js';
import type { TestS3 } from './support/s3.js';

export { DEMO_PASSWORD };

export interface TestDatabase extends DatabaseHandle {
  /** Closes the handle and, on PostgreSQL, drops the database made for it. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database of its own, empty or with the demo seed: in-memory PGlite, or — when
 * DATABASE_URL is set (see scripts/with-postgres.mjs) — a new PostgreSQL database on that server,
 * dropped by `dispose`. Either is a copy of a template the server project's global setup prepared
 * once (test/support/database-templates.ts), so no test file migrates or seeds on its own.
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  const template = seeded ? templates.seeded : templates.migrated;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(template)]) });
    return { ...handle, dispose: () => handle.close() };
  }
  const name = `cc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Skip the demo seed (tests of the seed itself). */
  seed?: boolean;
  /** Serve this database instead of a fresh copy (`seed` is then ignored); `close` leaves it open. */
  database?: TestDatabase;
  /**
   * Where files live: a temp directory (default), or a bucket of an S3-compatible server started in
   * this process for the app (`s3`, see support/s3.ts), with the seed's stored files copied in.
   */
  storage?: 'local' | 's3';
  /** Register extra routes before the app is ready (tests of the route helper). */
  register?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /** The S3 server of an app on S3 storage. */
  s3?: TestS3;
  /** Encrypts a login field with the app's field key. */
  encrypt(plain: string): string;
  /** Logs in through POST /api/login (demo password unless given) and answers a new token. */
  loginAs(username: string, password?: string): Promise<string>;
  /** Injects a request as `username`, with a token obtained once per username and reused. */
  injectAs(username: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The app on a fresh database (migrated and, by default, seeded with the demo data), with login
 * limits raised so that tests logging in often are not throttled (the limits have their own tests).
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seeded = options.seed !== false && !options.database;
  const database = options.database ?? (await createTestDatabase({ seeded }));
  const storageDir = mkdtempSync(join(tmpdir(), 'cc-test-storage-'));
  // The seed's stored files come with the seeded database.
  if (seeded) cpSync(inject('databaseTemplates').seededStorage, storageDir, { recursive: true });
  let storage: Storage = new LocalStorage(storageDir);
  let s3: TestS3 | undefined;
  if (options.storage === 's3') {
    // Loaded only here: the AWS SDK and s3rver stay out of every other test file.
    const { startS3, uploadTree } = await import('./support/s3.js');
    s3 = await startS3();
    await uploadTree(s3.storage, storageDir);
    storage = s3.storage;
  }
  const app = await buildApp({
    database,
    storage,
    logger: false,
    config: {
      nodeEnv: 'test',
      // Each file builds several apps; the metrics and the shedding have tests of their own.
      metrics: { enabled: false, token: null },
      loadShedding: { maxEventLoopDelayMs: 0, retryAfterSeconds: 5 },
      loginLimits: {
        perIp: { max: 10_000, windowMs: 60_000 },
        perAccountFailures: { max: 10_000, windowMs: 60_000 },
      },
      ...(s3 ? { s3: s3.settings } : {}),
      ...options.config,
    },
  });
  await options.register?.(app);
  await app.ready();

  const encrypt = (plain: string) => encryptField(plain, app.config.fieldKey);
  const tokens = new Map<string, string>();

  async function loginAs(username: string, password = DEMO_PASSWORD) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: encrypt(username), password: encrypt(password) },
    });
    if (response.statusCode !== 200) {
      throw new Error(`login as ${username} failed: ${response.statusCode} ${response.body}`);
    }
    return response.json<{ data: { token: string } }>().data.token;
  }

  return {
    app,
    database,
    config: app.config,
    ...(s3 ? { s3 } : {}),
    encrypt,
    loginAs,
    async injectAs(username, injectOptions) {
      let token = tokens.get(username);
      if (!token) {
        token = await loginAs(username);
        tokens.set(username, token);
      }
      return app.inject({
        ...injectOptions,
        headers: { ...injectOptions.headers, authorization: `Bearer ${token}` },
      });
    },
    async close() {
      await app.close();
      if (!options.database) await database.dispose();
      await s3?.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
