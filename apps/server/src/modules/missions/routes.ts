import { endpoints, formatFen, MISSION_MESSAGES } from '@creator-console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route, withMessage } from '../../http/route.js';
import type { Principal } from '../../plugins/app/authorization.js';
import { requestContext } from '../operation-log/record.js';
import type { Actor } from './repository.js';

/** Claims per user and minute (ad-tasks.md §8: join, bind, receipt and claim calls, 30/min → 429). */
export const CLAIM_LIMIT = { max: 30, windowMs: 60_000 };

const actorOf = (principal: Principal, request: FastifyRequest): Actor => ({
  userId: principal.userId,
  context: requestContext(request),
});

/** Growth missions (ad-tasks.md §8): staff /mission pages and the creators' /task pages. */
export default async function missionRoutes(app: FastifyInstance) {
  const { missions } = app;

  route(app, endpoints.missionList, ({ query }) => missions.list(query));
  route(app, endpoints.createMission, ({ body, principal, request }) =>
    missions.create(actorOf(principal, request), body),
  );
  route(app, endpoints.missionDetail, ({ params }) => missions.detail(params.id));
  route(app, endpoints.updateMission, ({ params, body, principal, request }) =>
    missions.update(actorOf(principal, request), params.id, body),
  );
  route(app, endpoints.setMissionStatus, ({ params, body, principal, request }) =>
    missions.setStatus(actorOf(principal, request), params.id, body.status),
  );
  route(app, endpoints.missionSettings, () => missions.settings());
  route(app, endpoints.updateMissionSettings, ({ body, principal, request }) =>
    missions.updateSettings(actorOf(principal, request), body),
  );

  route(app, endpoints.myMissions, ({ principal }) => missions.mine(principal.userId));
  route(app, endpoints.claimMission, {
    config: {
      rateLimit: {
        max: CLAIM_LIMIT.max,
        timeWindow: CLAIM_LIMIT.windowMs,
        keyGenerator: (request: FastifyRequest) => `mission-claim:${request.principal?.userId ?? request.ip}`,
      },
    },
    handler: async ({ params, principal }) => {
      const claim = await missions.claim(principal.userId, params.id);
      return withMessage(claim, MISSION_MESSAGES.claimedNow(formatFen(claim.amount_fen)));
    },
  });
  route(app, endpoints.myMissionClaims, ({ query, principal }) => missions.claims(principal.userId, query));
}
