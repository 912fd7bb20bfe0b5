import fp from 'fastify-plugin';

/**
 * Background work of the server: scheduled publishing, announcement fan-out, document
 * publishing, log digests and retention. Each job runs once when the server is ready and then
 * every `everyMs`; a tick never overlaps the previous tick of the same job in this process, and a
 * failure is logged and retried on the next tick.
 *
 * Several processes may run the same job at once, so every job must be safe under that: a
 * conditional update, `FOR UPDATE SKIP LOCKED`, an `ON CONFLICT` insert or an advisory lock. The
 * job's state lives in the database (a cursor, a status), so a restart resumes it. When the
 * shared job queue arrives (production shape), `every` keeps its signature and moves onto it.
 */
export interface ScheduledJob {
  /** Unique per process; also the name in the log. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export interface Scheduler {
  every(job: ScheduledJob): void;
  /** Runs one tick now and waits for it (tests, and writes that want the job to start at once). */
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
    let ready = false;

    function tick(name: string): Promise<void> {
      const entry = jobs.get(name);
      if (!entry) return Promise.reject(new Error(`no scheduled job ${name}`));
      // A tick asked for while one runs waits for that one, then runs again: what it was asked
      // to see (a row written just before) may have missed the running tick.
      const previous = entry.running ?? Promise.resolve();
      const next = previous
        .then(() => entry.job.run())
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

    function start(job: ScheduledJob) {
      void tick(job.name);
      const timer = setInterval(() => {
        if (!jobs.get(job.name)?.running) void tick(job.name);
      }, job.everyMs);
      timer.unref();
      timers.push(timer);
    }

    app.decorate('scheduler', {
      every(job) {
        if (jobs.has(job.name)) throw new Error(`scheduled job ${job.name} registered twice`);
        jobs.set(job.name, { job, running: undefined });
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
    });
  },
  { name: 'scheduler', dependencies: ['db'] },
);
