import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../../http/errors.js';

/**
 * Opt-in rate limits: a route sets `config: { rateLimit: { max, timeWindow } }` (per client IP).
 * Refusals are 429 with `Retry-After` and a zh-CN message. Counters live in this process; several
 * processes would share them through the plugin's Redis store.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => new TooManyRequestsError(Math.ceil(context.ttl / 1000)),
    });
  },
  { name: 'rate-limit' },
);
