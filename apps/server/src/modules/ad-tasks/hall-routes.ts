import { endpoints } from '@creator-console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import { hall } from './hall.js';

/** Join, bind and receipts: 30 a minute per user (ad-tasks.md §8), then 429 with Retry-After. */
export const SPREAD_WRITE_LIMIT = { max: 30, windowMs: 60_000 };
export const perUser = (name: string) => ({
  rateLimit: {
    max: SPREAD_WRITE_LIMIT.max,
    timeWindow: SPREAD_WRITE_LIMIT.windowMs,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.principal?.userId ?? request.ip}`,
  },
});

/** Ad tasks, creator side (ad-tasks.md §8, /spread): hall, join, quit, my videos, bind, my tasks. */
export default async function adHallRoutes(app: FastifyInstance) {
  const spread = hall(app);

  route(app, endpoints.adHall, ({ query, principal }) => spread.list(principal.userId, query));
  route(app, endpoints.adHallTask, ({ params, principal }) => spread.detail(principal.userId, params.id));
  route(app, endpoints.joinAdTask, {
    config: perUser('ad-join'),
    handler: ({ params, body, principal }) => spread.join(principal.userId, params.id, body.answers),
  });
  route(app, endpoints.quitAdTask, ({ params, principal }) => spread.quit(principal.userId, params.id));
  route(app, endpoints.myTaskVideos, ({ params, query, principal }) =>
    spread.myVideos(principal.userId, params.id, query),
  );
  route(app, endpoints.bindAdSubmission, {
    config: perUser('ad-bind'),
    handler: ({ params, body, principal }) => spread.bind(principal.userId, params.id, body),
  });
  route(app, endpoints.withdrawAdSubmission, ({ params, principal }) =>
    spread.withdraw(principal.userId, params.id),
  );
  route(app, endpoints.myAdTasks, ({ query, principal }) => spread.myTasks(principal.userId, query));
  route(app, endpoints.mcnAdTasks, ({ query, principal }) => spread.mcnTasks(principal.userId, query));
  route(app, endpoints.adHallTypes, () => spread.types());
}
