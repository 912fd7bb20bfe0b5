import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encryptField } from '@creator-console/contract';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';

/**
 * Issue 13, "tests that stay": `kill -9` during a stream of acknowledged writes loses none of them,
 * and the server starts again on the same data — on PGlite (the same DATA_DIR, whose lock the dead
 * process still names) and on PostgreSQL (DATABASE_URL, see scripts/with-postgres.mjs).
 *
 * The server is the real one (src/server.ts) in a child process of its own, reached over HTTP. Two
 * server starts are most of its time (a few seconds on a quiet machine); the timeout allows for a
 * busy one.
 */
const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const templates = inject('databaseTemplates');
const serverUrl = process.env.DATABASE_URL;
const engine = serverUrl ? 'PostgreSQL' : 'PGlite';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The environment of a server on a fresh copy of the seeded demo database and its files. */
async function freshData(): Promise<NodeJS.ProcessEnv> {
  const dir = mkdtempSync(join(tmpdir(), 'cc-crash-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const storageDir = join(dir, 'storage');
  cpSync(templates.seededStorage, storageDir, { recursive: true });
  // Load shedding off: a restart on a busy machine may see a long event-loop delay and answer 429,
  // which is not what this test is about (the writes' durability is).
  const env = { STORAGE_DIR: storageDir, SHED_EVENT_LOOP_DELAY_MS: '0' };
  if (serverUrl) {
    const name = `cc_crash_${randomBytes(6).toString('hex')}`;
    await onServer(`create database ${name} template ${templates.seeded}`);
    cleanups.push(() => onServer(`drop database if exists ${name} with (force)`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return { ...env, DATABASE_URL: url.toString() };
  }
  // The seeded template written into a data directory, as a server that ran before would leave it.
  const dataDir = join(dir, 'pglite');
  const seeded = new Blob([readFileSync(templates.seeded)]);
  await (await openDatabase({ kind: 'pglite', dataDir, loadDataDir: seeded })).close();
  return { ...env, DATA_DIR: dataDir, DATABASE_URL: '' };
}

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

interface Server {
  process: ChildProcessWithoutNullStreams;
  base: string;
  exited: Promise<number | null>;
}

/** Starts src/server.ts in a child process (node itself: a kill reaches the server, not a wrapper). */
async function start(env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      CONSOLE_DIST: join(tmpdir(), 'cc-crash-no-console'),
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      const listening = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) resolve(listening[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`the server exited with ${code} before listening:\n${output}`)),
    );
  });
  return { process: child, base, exited };
}

async function killHard(server: Server) {
  server.process.kill('SIGKILL');
  expect(await server.exited).toBe(null);
}

const post = (server: Server, path: string, body: unknown, token?: string) =>
  fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });

async function logIn(server: Server, username: string): Promise<string> {
  const response = await post(server, '/api/login', {
    email: encryptField(username),
    password: encryptField(DEMO_PASSWORD),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

describe(`kill -9 during acknowledged writes (${engine})`, () => {
  it('keeps every acknowledged write, and the server starts again on the same data', async () => {
    const env = await freshData();
    const first = await start(env);
    cleanups.push(() => void first.process.kill('SIGKILL'));
    const token = await logIn(first, 'creator');

    // Drafts saved by four writers at once; a 200 is an acknowledgement. The kill lands while
    // requests are in flight: those get no answer and are not counted.
    const acknowledged = new Map<number, string>();
    let sent = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const title = `断电草稿 ${++sent}`;
        try {
          const response = await post(first, '/api/my-videos', { title, topics: ['断电'] }, token);
          if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
          const { data } = (await response.json()) as { data: { id: number } };
          acknowledged.set(data.id, title);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (acknowledged.size < 30) await new Promise((resolve) => setTimeout(resolve, 10));
    killed = true;
    await killHard(first);
    await Promise.all(writers);
    if (env.DATA_DIR) expect(existsSync(`${env.DATA_DIR}.lock`)).toBe(true);

    // The lock the dead process left is stale: the restart takes it over.
    const second = await start(env);
    cleanups.push(() => void second.process.kill('SIGKILL'));
    const missing: string[] = [];
    for (const [id, title] of acknowledged) {
      const response = await fetch(`${second.base}/api/my-videos/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { data?: { title: string } };
      if (response.status !== 200 || body.data?.title !== title) missing.push(`${id}: ${response.status}`);
    }
    expect(missing).toEqual([]);
    // And it takes new writes.
    expect((await post(second, '/api/my-videos', { title: '重启后的草稿' }, token)).status).toBe(200);
    second.process.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
