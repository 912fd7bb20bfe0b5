import { timingSafeEqual } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import client from 'prom-client';
import { exportJobs } from '../../modules/exports/schema.js';

const bearerMatches = (request: FastifyRequest, token: string) => {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Prometheus metrics at `GET /metrics` (fastify-metrics on prom-client): request durations per
 * route (histogram and summary, by method, route pattern and status), the process's defaults
 * (event-loop lag, heap, GC), and the depths an operator watches: the database pool (PostgreSQL)
 * and the work queues (scheduled jobs running, export jobs waiting or running).
 *
 * One registry per app, so several apps in one process (the tests) never collide. Outside
 * production it is open; in production it is served only with METRICS_TOKEN, as a bearer token.
 */
export default fp(
  async (app) => {
    const { enabled, token } = app.config.metrics;
    if (!enabled) return;
    const registry = new client.Registry();
    await app.register(fastifyMetrics, {
      promClient: client,
      endpoint: {
        url: '/metrics',
        method: 'GET',
        schema: { hide: true },
        handler: async () => undefined,
        ...(token && {
          onRequest: async (request, reply) => {
            if (!bearerMatches(request, token)) await reply.code(401).send({ message: '未授权' });
          },
        }),
      },
      defaultMetrics: { enabled: true, register: registry },
      routeMetrics: {
        enabled: true,
        registeredRoutesOnly: true,
        // The console's files and the probes are not the API whose speed is watched.
        routeBlacklist: ['/metrics', '/healthz', '/readyz', '/*'],
        overrides: { histogram: { registers: [registry] }, summary: { registers: [registry] } },
      },
    });

    const pool = app.dbPoolStats;
    if (pool) {
      for (const [name, help, pick] of [
        ['cc_db_pool_connections', 'Connections open in the database pool', 'total'],
        ['cc_db_pool_idle', 'Idle connections in the database pool', 'idle'],
        ['cc_db_pool_waiting', 'Queries waiting for a pool connection', 'waiting'],
      ] as const) {
        new client.Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(pool()[pick]);
          },
        });
      }
    }
    new client.Gauge({
      name: 'cc_scheduled_jobs_running',
      help: 'Scheduled jobs with a run in progress in this process',
      registers: [registry],
      collect() {
        this.set(app.scheduler.running());
      },
    });
    new client.Gauge({
      name: 'cc_export_jobs_queued',
      help: 'Export jobs waiting or running (all processes)',
      registers: [registry],
      async collect() {
        const [row] = await app.db
          .select({ n: count() })
          .from(exportJobs)
          .where(inArray(exportJobs.status, ['pending', 'running']));
        this.set(row?.n ?? 0);
      },
    });
  },
  { name: 'metrics', dependencies: ['db', 'scheduler'] },
);
