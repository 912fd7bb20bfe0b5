import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';

/** What an overloaded server answers, in the wire convention (`{ message }`). */
export const OVERLOADED_MESSAGE = '服务繁忙，请稍后重试';

/** Probes and the scraper still get their answer: they are how an operator sees the overload. */
const EXEMPT = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Sheds load while the event loop lags behind (`loadShedding.maxEventLoopDelayMs`): a request is
 * answered at once with 429 and `Retry-After` rather than queued until it times out. Never 503:
 * the console reads 503 as "log in again" (spec §8), and a balancer as "take me out".
 *
 * Off on PGlite: the embedded database runs on this event loop, so its lag measures one long query
 * (an export, a fan-out), not an overloaded process; with PostgreSQL the loop only waits on I/O.
 */
export default fp(
  async (app) => {
    const { maxEventLoopDelayMs, retryAfterSeconds, sampleIntervalMs } = app.config.loadShedding;
    if (maxEventLoopDelayMs <= 0 || app.dbPoolStats === null) return;
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      ...(sampleIntervalMs && { sampleInterval: sampleIntervalMs }),
      pressureHandler(request, reply, type, value) {
        if (EXEMPT.has(request.url.split('?', 1)[0] ?? '')) return undefined;
        request.log.warn({ type, value }, 'shedding load');
        void reply.code(429).header('retry-after', String(retryAfterSeconds));
        // A value returned is what under-pressure sends (and it then stops the request there);
        // its types only allow void.
        return { message: OVERLOADED_MESSAGE } as unknown as void;
      },
    });
  },
  { name: 'load-shedding', dependencies: ['db'] },
);
