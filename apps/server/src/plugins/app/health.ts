import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

/** A key no upload uses: `stat` of it asks the storage to answer without touching a file. */
const STORAGE_PROBE = 'readyz-probe';

/**
 * Probes for a process supervisor and a load balancer, outside the API (no session, no contract):
 * `GET /healthz` — the process answers; `GET /readyz` — and it can reach its database and its
 * storage (503 with the part that failed, so the balancer sends traffic elsewhere).
 */
export default fp(
  async (app) => {
    app.get('/healthz', async () => ({ status: 'ok' }));

    app.get('/readyz', async (request, reply) => {
      const checks = await Promise.all([
        app.db.execute(sql`select 1`).then(
          () => ['database', 'ok'] as const,
          (error: unknown) => {
            request.log.warn({ err: error }, 'readyz: database unreachable');
            return ['database', 'unreachable'] as const;
          },
        ),
        app.storage.stat(STORAGE_PROBE).then(
          () => ['storage', 'ok'] as const,
          (error: unknown) => {
            request.log.warn({ err: error }, 'readyz: storage unreachable');
            return ['storage', 'unreachable'] as const;
          },
        ),
      ]);
      const ready = checks.every(([, state]) => state === 'ok');
      void reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
      return { status: ready ? 'ready' : 'not ready', ...Object.fromEntries(checks) };
    });
  },
  { name: 'health', dependencies: ['db', 'storage'] },
);
