import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';

/** Behaviour-tracking events: sent by the console (public, rate limited), browsed by operators. */
export default async function trackingRoutes(app: FastifyInstance) {
  const { trackLimit } = app.config;

  route(app, endpoints.track, {
    config: { rateLimit: { max: trackLimit.max, timeWindow: trackLimit.windowMs } },
    handler: async ({ body, request }) => {
      // Public (a failed login has no session), but a valid token attaches the sender.
      const principal = await app.authorization.authenticate(request);
      await app.tracking.record(body, { userId: principal?.userId ?? null, ip: request.ip });
      return null;
    },
  });

  route(app, endpoints.trackedEvents, ({ query }) => app.tracking.list(query));
}
