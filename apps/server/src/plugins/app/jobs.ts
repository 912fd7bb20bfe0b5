import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';

/**
 * The job queue every background job runs on: exports, the scheduler's periodic jobs, and what
 * later issues add (settlement runs). One interface, two implementations chosen by the database:
 *
 * - PostgreSQL: pg-boss (schema `pgboss`, its own small pool on DATABASE_URL). A job sent through
 *   one process is run by the worker of whichever process fetches it first; a job still active
 *   `expireSeconds` after it started (its process died, or hangs) is failed by pg-boss's
 *   maintenance and retried after `retryDelaySeconds`, up to `retryLimit` times. A handler that
 *   throws is retried the same way. pg-boss delivers a job to one worker at a time, but a retry may
 *   start while a hung first attempt still runs: handlers claim their work with conditional updates
 *   (see exports/repository.ts), so that what they do happens once.
 * - PGlite (one process owns the database): an in-process queue, jobs of one queue one after the
 *   other, a failure logged (one process: no other to retry it).
 */
export interface QueueOptions {
  /**
   * `standard`: any number of jobs waiting and running. `stately`: across every process at most one
   * job waiting and one running (a periodic job's ticks: a tick sent while one waits is dropped).
   */
  policy: 'standard' | 'stately';
  /** Further attempts after a failure or an expiry (pg-boss). */
  retryLimit: number;
  retryDelaySeconds?: number;
}

export interface JobQueue {
  /** True on PostgreSQL: the queue is shared by every process. */
  readonly shared: boolean;
  /** How long a job may stay active before it is taken for lost (config `jobs.expireSeconds`). */
  readonly expireSeconds: number;
  /** Declares a queue and this process's handler of its jobs. */
  work<T extends object>(queue: string, options: QueueOptions, run: (data: T) => Promise<void>): void;
  /** Queues a job. A job of the same `id` (a UUID) still known to the queue makes this a no-op. */
  send<T extends object>(queue: string, data: T, options?: { id?: string }): Promise<void>;
  /** Resolves once this process has no job of `queue` waiting or running (tests, shutdown). */
  idle(queue: string): Promise<void>;
  /** Jobs this process is running now (the metrics' queue depth). */
  running(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** pg-boss's schema: created on first start (pg-boss guards the race of two processes). */
export const JOB_SCHEMA = 'pgboss';

/** The SQL that creates pg-boss's schema (the test templates run it once, not each app). */
export const jobSchemaSql = () => PgBoss.getConstructionPlans(JOB_SCHEMA);

/**
 * The SQL that creates a queue as `work` does (a partition of pg-boss's job table): run where one
 * database is cloned many times (the test templates), so that no clone's start adds it.
 */
export const createQueueSql = (name: string, policy: QueueOptions['policy']) =>
  `select ${JOB_SCHEMA}.create_queue('${name.replace(/'/g, "''")}', '{"policy":"${policy}"}'::json)`;

/** The queue of a periodic job's ticks (plugins/app/scheduler.ts). */
export const periodicQueue = (name: string) => `periodic.${name}`;

interface Worker {
  options: QueueOptions;
  run: (data: object) => Promise<void>;
}

function inProcess(
  app: { log: { error(o: object, m: string): void } },
  expireSeconds: number,
): JobQueue & { drain(): Promise<void> } {
  const workers = new Map<string, Worker>();
  const chains = new Map<string, Promise<void>>();
  let running = 0;
  return {
    shared: false,
    expireSeconds,
    work(queue, options, run) {
      if (workers.has(queue)) throw new Error(`queue ${queue} has a worker already`);
      workers.set(queue, { options, run: run as Worker['run'] });
    },
    async send(queue, data) {
      const worker = workers.get(queue);
      if (!worker) throw new Error(`no worker for queue ${queue}`);
      // One job of a queue at a time: background work must not starve the requests.
      const next = (chains.get(queue) ?? Promise.resolve()).then(async () => {
        running++;
        try {
          await worker.run(data);
        } catch (error) {
          app.log.error({ err: error, queue }, 'job failed');
        } finally {
          running--;
        }
      });
      chains.set(queue, next);
    },
    async idle(queue) {
      // A job may queue another: wait until the chain stops growing.
      for (let chain = chains.get(queue); chain;) {
        await chain;
        const now = chains.get(queue);
        chain = now === chain ? undefined : now;
      }
    },
    running: () => running,
    async drain() {
      await Promise.all([...chains.keys()].map((queue) => this.idle(queue)));
    },
  };
}

export default fp(
  async (app) => {
    const { expireSeconds } = app.config.jobs;
    if (app.dbKind !== 'postgres' || !app.dbUrl) {
      const queue = inProcess(app, expireSeconds);
      app.decorate('jobs', queue);
      // Jobs already queued finish before the database closes.
      app.addHook('onClose', () => queue.drain());
      return;
    }

    const boss = new PgBoss({
      connectionString: app.dbUrl,
      schema: JOB_SCHEMA,
      // Its own few connections: pg-boss runs multi-statement transactions on them.
      max: 3,
      application_name: 'creator-console-jobs',
      // Our timers send the periodic ticks (plugins/app/scheduler.ts): no cron, no clock checks.
      schedule: false,
      // Expiry is found by the maintenance: often enough that a lost job is retried soon after.
      supervise: true,
      maintenanceIntervalSeconds: Math.min(120, Math.max(1, Math.ceil(expireSeconds / 2))),
    });
    boss.on('error', (error: unknown) => app.log.warn({ err: error }, 'job queue error'));
    await boss.start();

    const workers = new Map<string, Worker & { id?: string; active: number }>();
    let ready = false;
    let running = 0;

    /** Queues that exist already: creating one adds a table, which costs a start ~50 ms. */
    let existing = new Set<string>();

    async function startWorker(queue: string) {
      const worker = workers.get(queue)!;
      if (!existing.has(queue)) await createQueue(queue, worker.options.policy);
      worker.id = await boss.work<object>(
        queue,
        // Polling only finds jobs another process sent; a job sent here wakes this worker at once.
        { batchSize: 1, pollingIntervalSeconds: 2 },
        async ([job]) => {
          running++;
          worker.active++;
          try {
            await worker.run(job!.data);
          } finally {
            running--;
            worker.active--;
          }
        },
      );
    }

    async function createQueue(queue: string, policy: QueueOptions['policy']) {
      // Two processes starting together may each add a queue's partition: PostgreSQL then
      // cancels one with a deadlock, and that one tries again (the queue may exist by then).
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.createQueue(queue, { name: queue, policy });
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
        }
      }
    }

    app.decorate('jobs', {
      shared: true,
      expireSeconds,
      work(queue, options, run) {
        if (workers.has(queue)) throw new Error(`queue ${queue} has a worker already`);
        workers.set(queue, { options, run: run as Worker['run'], active: 0 });
        if (ready) void startWorker(queue).catch((error: unknown) => app.log.error({ err: error, queue }));
      },
      async send(queue, data, { id } = {}) {
        const worker = workers.get(queue);
        const options = worker?.options;
        await boss.send(queue, data, {
          ...(id ? { id } : {}),
          expireInSeconds: expireSeconds,
          retryLimit: options?.retryLimit ?? 0,
          retryDelay: options?.retryDelaySeconds ?? expireSeconds,
        });
        if (worker?.id) boss.notifyWorker(worker.id);
      },
      async idle(queue) {
        const worker = workers.get(queue);
        while (worker && worker.active > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      },
      running: () => running,
    } satisfies JobQueue);

    app.addHook('onReady', async () => {
      ready = true;
      existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      // One after the other: creating queues at once deadlocks (each adds a partition).
      for (const queue of workers.keys()) await startWorker(queue);
    });
    app.addHook('onClose', async () => {
      // No new job is fetched; those running here finish (pg-boss's own wait checks every
      // 500 ms: a close would wait that long for a tick that ends in a few).
      for (const queue of workers.keys()) await boss.offWork(queue);
      const until = Date.now() + 30_000;
      while (running > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
      // One still running after the timeout is failed (retried elsewhere); the pool closed.
      await boss.stop({ graceful: true, wait: true, timeout: 30_000, close: true });
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
