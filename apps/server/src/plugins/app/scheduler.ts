import fp from 'fastify-plugin';
import pg from 'pg';
import { periodicQueue } from './jobs.js';

/**
 * Background work of the server: scheduled publishing, announcement fan-out, document
 * publishing, log digests and retention. Each job runs once when the server is ready and then
 * every `everyMs`; a tick never overlaps the previous tick of the same job, and a failure is
 * logged and retried on the next tick. The job's state lives in the database (a cursor, a
 * status), so a restart resumes it.
 *
 * On PGlite (one process) the ticks run in this process. On PostgreSQL they go through the shared
 * job queue (plugins/app/jobs.ts): each job has a `stately` pg-boss queue, so every process's timer
 * sends a tick, pg-boss keeps at most one waiting and one running across all processes, and the
 * worker of whichever process fetches it runs it. Every run of a job — the queue's and `runNow`'s
 * — also holds a PostgreSQL advisory lock of the job for its whole run (on a connection of its own,
 * so a process that dies releases it): two runs of one job never overlap, in one process or across
 * processes, even when pg-boss retries a tick whose process hangs. Jobs should still be safe to run
 * twice in a row (conditional updates, `FOR UPDATE SKIP LOCKED`, `ON CONFLICT`).
 */
export interface ScheduledJob {
  /** Unique per process; also the name in the log. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export interface Scheduler {
  every(job: ScheduledJob): void;
  /**
   * Runs one tick now in this process and waits for it (tests, and writes that want the job to
   * start at once). On PostgreSQL it waits for the advisory lock of the job, so a tick running in
   * another process finishes first; sending a tick through pg-boss and waiting for whichever
   * process runs it would cost a polling interval and a query per poll for every write.
   */
  runNow(name: string): Promise<void>;
  /** How many jobs have a tick running now (the metrics' queue depth). */
  running(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

export default fp(
  async (app) => {
    const jobs = new Map<string, { job: ScheduledJob; running: Promise<void> | undefined }>();
    const timers: NodeJS.Timeout[] = [];
    const shared = app.jobs.shared;
    let ready = false;

    const queueOf = periodicQueue;

    /**
     * The advisory locks of the jobs, session-level on one connection of their own (not a pool's
     * connection held per running job: those are the requests'). Only `pg_try_advisory_lock` is
     * issued, retried until it succeeds, so the connection is never blocked by a wait.
     */
    const locks = shared ? new pg.Pool({ connectionString: app.dbUrl!, max: 1 }) : null;
    locks?.on('error', () => {});

    /** The job's run, alone across processes on PostgreSQL (see the comment above). */
    async function exclusive(job: ScheduledJob): Promise<unknown> {
      if (!locks) return job.run();
      const key = `cc.scheduler:${job.name}`;
      for (;;) {
        const { rows } = await locks.query<{ ok: boolean }>(
          'select pg_try_advisory_lock(hashtextextended($1, 0)) as ok',
          [key],
        );
        if (rows[0]?.ok) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      try {
        return await job.run();
      } finally {
        // Lost with its connection if that dropped: then there is nothing to release.
        await locks.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => {});
      }
    }

    function tick(name: string): Promise<void> {
      const entry = jobs.get(name);
      if (!entry) return Promise.reject(new Error(`no scheduled job ${name}`));
      // A tick asked for while one runs waits for that one, then runs again: what it was asked
      // to see (a row written just before) may have missed the running tick.
      const previous = entry.running ?? Promise.resolve();
      const next = previous
        .then(() => exclusive(entry.job))
        .then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error, job: name }, 'scheduled job failed'),
        )
        .finally(() => {
          if (entry.running === next) entry.running = undefined;
        });
      entry.running = next;
      return next;
    }

    /** On PostgreSQL a tick is a job of the job's queue; pg-boss drops it while one waits. */
    function send(name: string) {
      app.jobs
        .send(queueOf(name), {})
        .catch((error: unknown) => app.log.warn({ err: error, job: name }, 'scheduled tick not sent'));
    }

    function start(job: ScheduledJob) {
      // The first tick at once in each starting process (as `runNow`: under the job's lock on
      // PostgreSQL), then through the queue.
      void tick(job.name);
      const timer = setInterval(() => {
        if (shared) send(job.name);
        else if (!jobs.get(job.name)?.running) void tick(job.name);
      }, job.everyMs);
      timer.unref();
      timers.push(timer);
    }

    app.decorate('scheduler', {
      every(job) {
        if (jobs.has(job.name)) throw new Error(`scheduled job ${job.name} registered twice`);
        jobs.set(job.name, { job, running: undefined });
        if (shared) {
          // A failed tick is not retried: the next one comes within `everyMs`.
          app.jobs.work(queueOf(job.name), { policy: 'stately', retryLimit: 0 }, () => tick(job.name));
        }
        if (ready) start(job);
      },
      runNow: tick,
      running: () => [...jobs.values()].filter((entry) => entry.running).length,
    } satisfies Scheduler);

    app.addHook('onReady', async () => {
      ready = true;
      for (const { job } of jobs.values()) start(job);
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all([...jobs.values()].map((entry) => entry.running));
      await locks?.end();
    });
  },
  { name: 'scheduler', dependencies: ['db', 'jobs'] },
);
