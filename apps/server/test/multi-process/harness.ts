import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encryptField } from '@creator-console/contract';
import pg from 'pg';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import type { TestS3 } from '../support/s3.js';

/**
 * Two real server processes (the built server `start` runs, each a `node` child of its own) on ONE PostgreSQL
 * database cloned from the seeded template of the server project's global setup, with one file
 * storage directory and the same secrets — the production shape of ARCHITECTURE "Scale" with the
 * load balancer left out: the tests pick the process of each request themselves.
 *
 * Needs DATABASE_URL (scripts/with-postgres.mjs): PGlite is embedded in one process.
 */

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const builtServer = join(serverDir, 'dist', 'server.js');
/**
 * dist/server.js, built as `start` builds it (build-if-stale.mjs: tsup, unless it is newer than
 * every source it bundles). The built server starts in a fraction of the CPU time `tsx` needs to
 * compile the sources, and it is what production runs.
 */
export function ensureBuiltServer(): string {
  const built = spawnSync('node', ['build-if-stale.mjs'], { cwd: serverDir, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`tsup failed (${built.status}):\n${built.stdout}${built.stderr}`);
  return builtServer;
}

/** Every child started here, killed when the test process exits however it exits. */
const running = new Set<ChildProcessWithoutNullStreams>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface ServerProcess {
  name: string;
  /** `http://127.0.0.1:<port>` */
  base: string;
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The last 20 kB the process wrote, for a failure's message. */
  output(): string;
}

export interface ServerPair {
  a: ServerProcess;
  b: ServerProcess;
  /** A pool on the pair's database, for what a test reads or arranges directly. */
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface PairOptions {
  /** Extra environment of both processes (limits, say). */
  env?: Record<string, string>;
  /** Milliseconds to wait for both to listen (a busy 2-core machine compiles the sources slowly). */
  startTimeoutMs?: number;
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Starts one server process and answers once it listens (or rejects with its output). */
function startServer(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<ServerProcess> {
  // node itself, not a pnpm wrapper: a signal reaches the server, not a parent of it.
  const child = spawn(process.execPath, ['--enable-source-maps', entry], { env });
  running.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const server: ServerProcess = { name, base: '', child, exited, output: () => output };
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server ${name} did not listen within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (data: Buffer) => {
      output = (output + data.toString()).slice(-20_000);
      const listening = !server.base && /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        server.base = listening[1]!;
        resolve(server);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server ${name} exited with ${code} before listening:\n${output}`));
    });
  });
}

/** Stops a process: SIGTERM (graceful close), SIGKILL after `graceMs`. */
export async function stopServer(server: ServerProcess, graceMs = 5_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  await server.exited;
  clearTimeout(timer);
}

/**
 * A fresh copy of the seeded demo database and its stored files, and two server processes on it,
 * started side by side (the seed is already applied: each start only finds it so). Whatever fails
 * on the way, what was started is stopped and removed again.
 */
export function startPair(options: PairOptions = {}): Promise<ServerPair> {
  return launchPair('seeded', options);
}

/**
 * Two processes on a new database: a copy of the seeded template (and of its stored files), or an
 * empty one (and an empty storage directory) where both processes migrate and seed.
 */
async function launchPair(from: 'seeded' | 'empty', options: PairOptions): Promise<ServerPair> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('a pair of servers needs DATABASE_URL (scripts/with-postgres.mjs)');
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const dir = mkdtempSync(join(tmpdir(), 'cc-two-processes-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const storageDir = join(dir, 'storage');
    const templates = from === 'seeded' ? inject('databaseTemplates') : null;
    if (templates) cpSync(templates.seededStorage, storageDir, { recursive: true });

    const name = `cc_pair_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}${templates ? ` template ${templates.seeded}` : ''}`);
    cleanups.push(() => onServer(serverUrl, `drop database if exists ${name} with (force)`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    pool.on('error', () => {});
    cleanups.push(() => pool.end());

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      // `Server listening at …` is an info line; requests log only when slow or failing.
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      // The pairs run on the demo data (a fresh database: both seed it); DATABASE_URL alone means off.
      DEMO: '1',
      STORAGE_DIR: storageDir,
      DATA_DIR: join(dir, 'unused-pglite'),
      CONSOLE_DIST: join(dir, 'no-console'),
      // What every process behind one balancer must share.
      FILE_URL_SECRET: randomBytes(32).toString('base64url'),
      LOG_CURSOR_SECRET: randomBytes(32).toString('base64url'),
      // Two servers, PostgreSQL and Vitest's workers share two cores: a busy start must not make the
      // first requests shed (429). Shedding has tests of its own.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...options.env,
    };
    // An empty database: both migrate and seed, one after the other.
    const timeoutMs = options.startTimeoutMs ?? (templates ? 60_000 : 120_000);
    const entry = ensureBuiltServer();
    const started = await Promise.allSettled([
      startServer('A', entry, env, timeoutMs),
      startServer('B', entry, env, timeoutMs),
    ]);
    for (const result of started)
      if (result.status === 'fulfilled') cleanups.push(() => stopServer(result.value));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b] = started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value);
    return { a: a!, b: b!, pool, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  /** The JSON body (`{ data, message }` or `{ message, issues }`), or null. */
  body: { data?: T; message?: string } | null;
  ms: number;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as X-Forwarded-For: the processes trust it when the test sets TRUST_PROXY. */
  ip?: string;
}

/** One HTTP request to a process. */
export async function call<T = unknown>(
  server: ServerProcess,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { token, body, ip }: CallOptions = {},
): Promise<Answer<T>> {
  const started = performance.now();
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: Answer<T>['body'];
  try {
    parsed = text ? (JSON.parse(text) as Answer<T>['body']) : null;
  } catch {
    parsed = null;
  }
  return {
    status: response.status,
    headers: response.headers,
    body: parsed,
    ms: performance.now() - started,
  };
}

/** POST /api/login with the field-encrypted account and password (demo password unless given). */
export function login(server: ServerProcess, username: string, { password = DEMO_PASSWORD, ip = '' } = {}) {
  return call<{ token: string }>(server, 'POST', '/api/login', {
    body: { email: encryptField(username), password: encryptField(password) },
    ...(ip ? { ip } : {}),
  });
}

/**
 * Repeats `attempt` until `done` holds of its answer or `withinMs` passed since `since` (a
 * `performance.now()`); answers the last answer and when it came, relative to `since`.
 */
export async function pollUntil<T>(
  attempt: () => Promise<T>,
  done: (answer: T) => boolean,
  { since = performance.now(), withinMs = 1_000, everyMs = 20 } = {},
): Promise<{ answer: T; afterMs: number; done: boolean }> {
  for (;;) {
    const answer = await attempt();
    const afterMs = performance.now() - since;
    if (done(answer)) return { answer, afterMs, done: true };
    if (afterMs >= withinMs) return { answer, afterMs, done: false };
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export interface S3Pair extends ServerPair {
  /** The S3 server both processes store in (s3rver in the test process) and a storage on its bucket. */
  s3: TestS3;
}

/**
 * `startPair` with `STORAGE=s3`: both processes store uploaded files in one bucket of an
 * S3-compatible server that runs in the test process (s3rver, test/support/s3.ts), into which the
 * seeded demo files are copied first, as the app tests on S3 do. `close` stops the processes, then
 * the S3 server.
 */
export async function startPairOnS3(options: PairOptions = {}): Promise<S3Pair> {
  // Loaded only here: the AWS SDK and s3rver stay out of the tests on the local directory.
  const { startS3, uploadTree } = await import('../support/s3.js');
  const s3 = await startS3();
  try {
    await uploadTree(s3.storage, inject('databaseTemplates').seededStorage);
    const { settings } = s3;
    const pair = await startPair({
      ...options,
      env: {
        STORAGE: 's3',
        S3_ENDPOINT: settings.endpoint!,
        S3_BUCKET: settings.bucket,
        S3_REGION: settings.region,
        S3_ACCESS_KEY_ID: settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
        S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
        ...options.env,
      },
    });
    return {
      ...pair,
      s3,
      async close() {
        try {
          await pair.close();
        } finally {
          await s3.close();
        }
      },
    };
  } catch (error) {
    await s3.close();
    throw error;
  }
}

/**
 * Two server processes started at the same moment on an EMPTY database and an empty storage
 * directory: a deployment's first start. Both migrate and seed (the seed's demo files included);
 * what one applies the other must wait for, not fail on. Slower than `startPair` by the migrations
 * and the whole demo seed.
 */
export function startPairOnFreshDatabase(options: PairOptions = {}): Promise<ServerPair> {
  return launchPair('empty', options);
}
