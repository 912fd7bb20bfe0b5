import { endpoints, TRACKING_FIELDS } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { Principal } from '../../plugins/app/authorization.js';

/** Full addresses are for `log:audit`; everyone else with `log:view` sees them masked. */
const audits = (principal: Principal) => principal.permissions.has('log:audit');

/** Query keys of the explorer's keyset mode; without any of them GET /api/track pages the legacy way. */
const EXPLORER_KEYS = [
  'start',
  'end',
  'cursor',
  'events',
  'success',
  'user_id',
  'ip',
  'platform',
  'port',
  'reason',
  'props',
  'not',
] as const;

/** Behaviour-tracking events: sent by the console (public, rate limited), browsed by operators. */
export default async function trackingRoutes(app: FastifyInstance) {
  const { trackLimit } = app.config;

  route(app, endpoints.track, {
    config: { rateLimit: { max: trackLimit.max, timeWindow: trackLimit.windowMs } },
    handler: async ({ body, request }) => {
      // Public (a failed login has no session), but a valid token attaches the sender.
      const principal = await app.authorization.authenticate(request);
      await app.tracking.record(body, {
        userId: principal?.userId ?? null,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      });
      return null;
    },
  });

  route(app, endpoints.trackedEvents, ({ query, principal }) => {
    const audit = audits(principal);
    if (!EXPLORER_KEYS.some((key) => query[key] !== undefined)) return app.tracking.legacy(query, audit);
    const events = query.events ?? (query.event ? [query.event] : undefined);
    return app.tracking.page({ ...query, events }, audit);
  });

  route(app, endpoints.trackingHistogram, ({ query }) => app.tracking.histogram(query));

  route(app, endpoints.trackingFacets, async ({ query, principal }) => ({
    fields: await app.tracking.facets(query, query.fields ?? TRACKING_FIELDS, audits(principal)),
  }));

  route(app, endpoints.trackedEventDetail, ({ params, principal }) =>
    app.tracking.one(params.id, audits(principal)),
  );
}
