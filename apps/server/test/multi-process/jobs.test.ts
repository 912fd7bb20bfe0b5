import { fileIdOf, type ExportJob } from '@creator-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, pollUntil, startPair, type ServerPair, type ServerProcess } from './harness.js';

/**
 * Issue 18 item 3 with real processes: the job queue (pg-boss on PostgreSQL, plugins/app/jobs.ts)
 * shared by two servers. An export asked for through one process is done exactly once and
 * downloads through the other; a process killed mid-export leaves its job to expire and be retried
 * by the other; a periodic job ticking in both never runs twice at once.
 *
 * Runs in the PostgreSQL step of `npm test`; PGlite is embedded in one process.
 */

/** Short, so that a killed process's export is retried within the test. */
const EXPIRE_SECONDS = 3;
/** Rows of the slow export: enough to take seconds to write, so that it can be killed mid-way. */
const SLOW_ROWS = 40_000;

let pair: ServerPair;
let a: ServerProcess;
let b: ServerProcess;

interface ExportRow {
  id: number;
  status: string;
  rows: number;
  file_id: string | null;
}

async function exportRow(id: number): Promise<ExportRow> {
  const { rows } = await pair.pool.query<ExportRow>(
    'select id, status, rows, file_id from export_jobs where id = $1',
    [id],
  );
  return rows[0]!;
}

async function startExport(server: ServerProcess, token: string, filter: object): Promise<number> {
  const started = await call<ExportJob>(server, 'POST', '/api/exports', {
    token,
    body: { kind: 'tracking_events', filter },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body!.data!.id;
}

/** Downloads an export's file through `server`: its address, then the bytes. */
async function download(server: ServerProcess, token: string, fileId: string): Promise<Buffer> {
  const address = await call<{ url: string }>(server, 'GET', `/api/files/${fileId}/url`, { token });
  expect(address.status, JSON.stringify(address.body)).toBe(200);
  const response = await fetch(new URL(address.body!.data!.url, server.base));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe.skipIf(!process.env.DATABASE_URL)('the job queue shared by two processes', () => {
  let admin: string;

  beforeAll(async () => {
    pair = await startPair({ env: { JOB_EXPIRE_SECONDS: String(EXPIRE_SECONDS) } });
    ({ a, b } = pair);
    const answer = await login(a, 'admin');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    admin = answer.body!.data!.token;
  }, 120_000);

  afterAll(async () => {
    await pair?.close();
  });

  it('does an export asked for on A exactly once, and its file downloads through B', async () => {
    const id = await startExport(a, admin, {
      start: '2026-01-01T00:00:00Z',
      end: '2026-03-31T00:00:00Z',
    });
    const { answer, done } = await pollUntil(
      () => exportRow(id),
      (row) => row.status === 'done' || row.status === 'failed',
      { withinMs: 30_000, everyMs: 100 },
    );
    expect(done).toBe(true);
    expect(answer.status).toBe('done');
    const listed = await call<{ data: ExportJob[] }>(b, 'GET', '/api/exports?size=100', { token: admin });
    const job = listed.body!.data!.data.find((j) => j.id === id)!;
    expect(job).toMatchObject({ status: 'done', error: null });
    expect(fileIdOf(job.file!)).toBe(answer.file_id);
    const bytes = await download(b, admin, answer.file_id!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    const { rows: files } = await pair.pool.query<{ n: number }>(
      `select count(*)::int as n from files where purpose = 'export'`,
    );
    expect(files[0]!.n).toBe(1);
    // One job for the export, completed once.
    const { rows: jobs } = await pair.pool.query<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where name = 'export' and (data->>'id')::int = $1`,
      [id],
    );
    expect(jobs).toEqual([{ state: 'completed', retry_count: 0 }]);
  }, 60_000);

  it('retries the export of a process killed mid-way on the other, once', async () => {
    await pair.pool.query(
      `insert into tracking_events (event, platform, port, success, ip, created_at)
       select 'login', 'web', 'slow-export', true, '192.0.2.7',
              timestamptz '2026-05-01T00:00:00Z' + n * interval '1 second'
         from generate_series(1, $1::int) n`,
      [SLOW_ROWS],
    );
    const id = await startExport(a, admin, {
      start: '2026-04-30T00:00:00Z',
      end: '2026-05-31T00:00:00Z',
      port: 'slow-export',
    });
    // A has written part of it.
    const running = await pollUntil(
      () => exportRow(id),
      (row) => row.status === 'running' && row.rows > 0,
      { withinMs: 30_000, everyMs: 20 },
    );
    expect(running.done, JSON.stringify(running.answer)).toBe(true);
    a.child.kill('SIGKILL');
    await a.exited;

    const finished = await pollUntil(
      () => exportRow(id),
      (row) => row.status === 'done' || row.status === 'failed',
      { withinMs: 90_000, everyMs: 200 },
    );
    expect(finished.done, JSON.stringify(finished.answer)).toBe(true);
    expect(finished.answer).toMatchObject({ status: 'done', rows: SLOW_ROWS });
    const bytes = await download(b, admin, finished.answer.file_id!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    // One file per export: the killed run left no row behind.
    const { rows: files } = await pair.pool.query<{ n: number }>(
      `select count(*)::int as n from files where purpose = 'export'`,
    );
    expect(files[0]!.n).toBe(2);
    // A's attempt expired and a retry completed it. B's own attempt outlives the (short) expiry
    // too, so pg-boss may fail it by timeout while it writes; the retry after that finds the
    // export done and completes without writing anything.
    const job = await pollUntil(
      async () =>
        (
          await pair.pool.query<{ state: string; retry_count: number }>(
            `select state, retry_count from pgboss.job where name = 'export' and (data->>'id')::int = $1`,
            [id],
          )
        ).rows,
      (jobs) => jobs[0]?.state === 'completed',
      { withinMs: 30_000, everyMs: 200 },
    );
    expect(job.answer).toHaveLength(1);
    expect(job.answer[0]!.state).toBe('completed');
    expect(job.answer[0]!.retry_count).toBeGreaterThanOrEqual(1);
    expect(await exportRow(id)).toEqual(finished.answer);
  }, 150_000);

  it('never runs a periodic job twice at once, though both processes tick it', async () => {
    // The announcement fan-out ticks every 5 s in each process (A until it was killed above).
    const queue = 'periodic.announcements.fanout';
    const { rows } = await pair.pool.query<{ started: Date; completed: Date | null; state: string }>(
      `select started_on as started, completed_on as completed, state
         from pgboss.job where name = $1 and started_on is not null order by started_on`,
      [queue],
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // pg-boss stamps both with its transaction's start (`now()`): a fetch that began while the
    // previous tick's completion was committing waits for it yet carries an earlier instant.
    const STAMP_SLACK_MS = 100;
    for (let i = 1; i < rows.length; i++) {
      const previous = rows[i - 1]!;
      expect(previous.completed, JSON.stringify(previous)).not.toBeNull();
      expect(rows[i]!.started.getTime()).toBeGreaterThanOrEqual(
        previous.completed!.getTime() - STAMP_SLACK_MS,
      );
    }
    // At most one tick waits at any time, however many processes send them.
    const { rows: waiting } = await pair.pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = $1 and state = 'created'`,
      [queue],
    );
    expect(waiting[0]!.n).toBeLessThanOrEqual(1);
  });
});
