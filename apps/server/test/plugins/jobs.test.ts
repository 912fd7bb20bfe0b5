import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';

/**
 * The job queue's interface (plugins/app/jobs.ts) on whichever engine the run uses: pg-boss on
 * PostgreSQL (DATABASE_URL), in process on PGlite. Two processes: test/multi-process/jobs.test.ts.
 */
const ran: number[] = [];
/** Ticks of a scheduled job that takes a while, so a `runNow` that did not wait would be seen. */
let ticks = 0;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    register(app) {
      app.jobs.work<{ n: number }>('test.record', { policy: 'standard', retryLimit: 0 }, async ({ n }) => {
        ran.push(n);
      });
      app.scheduler.every({
        name: 'test.slow',
        everyMs: 3_600_000,
        run: async () => {
          await new Promise((r) => setTimeout(r, 200));
          ticks += 1;
        },
      });
    },
  });
});
afterAll(() => t?.close());

async function until(check: () => boolean, withinMs = 10_000) {
  const start = Date.now();
  while (!check() && Date.now() - start < withinMs) await new Promise((r) => setTimeout(r, 20));
}

describe('app.jobs', () => {
  it('runs each job sent once, on the engine the database chose', async () => {
    expect(t.app.jobs.shared).toBe(t.database.kind === 'postgres');
    await t.app.jobs.send('test.record', { n: 1 });
    await t.app.jobs.send('test.record', { n: 2 });
    await until(() => ran.length >= 2);
    await t.app.jobs.idle('test.record');
    expect([...ran].sort()).toEqual([1, 2]);
  });

  it('queues a job of a given id once on the shared queue', async () => {
    ran.length = 0;
    const id = '00000000-0000-4000-8000-0000000000aa';
    await t.app.jobs.send('test.record', { n: 3 }, { id });
    if (t.app.jobs.shared) await t.app.jobs.send('test.record', { n: 3 }, { id });
    await until(() => ran.length >= 1);
    await new Promise((r) => setTimeout(r, 300));
    await t.app.jobs.idle('test.record');
    expect(ran).toEqual([3]);
  });

  it('keeps the scheduler’s runNow waiting for the tick it asked for', async () => {
    // The first tick ran when the app was ready; this one waits for it if it is still running.
    await t.app.scheduler.runNow('test.slow');
    const before = ticks;
    await expect(t.app.scheduler.runNow('test.slow')).resolves.toBeUndefined();
    expect(ticks).toBe(before + 1);
    await expect(t.app.scheduler.runNow('no.such.job')).rejects.toThrow('no scheduled job');
  });
});
