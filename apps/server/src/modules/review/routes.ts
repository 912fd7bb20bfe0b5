import { endpoints, videoReviewEndpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { reviewQueueRoutes } from '../review-queue/routes.js';

/** Video review: the workbench of the three stages, the operators' list, and the review settings. */
export default async function auditRoutes(app: FastifyInstance) {
  reviewQueueRoutes(app, videoReviewEndpoints, app.review);

  route(app, endpoints.reviewReasons, ({ query }) => app.review.reasons(query.kind));
  route(app, endpoints.createReviewReason, ({ body, principal }) =>
    app.review.createReason(principal.userId, body),
  );
  route(app, endpoints.updateReviewReason, ({ params, body, principal }) =>
    app.review.updateReason(principal.userId, params.id, body),
  );
  route(app, endpoints.deleteReviewReason, async ({ params, principal }) => {
    await app.review.deleteReason(principal.userId, params.id);
    return null;
  });

  route(app, endpoints.reviewStatements, () => app.review.statements());
  route(app, endpoints.createReviewStatement, ({ body, principal }) =>
    app.review.createStatement(principal.userId, body),
  );
  route(app, endpoints.updateReviewStatement, ({ params, body, principal }) =>
    app.review.updateStatement(principal.userId, params.id, body),
  );
  route(app, endpoints.deleteReviewStatement, async ({ params, principal }) => {
    await app.review.deleteStatement(principal.userId, params.id);
    return null;
  });

  route(app, endpoints.machineWhitelist, ({ query }) => app.review.whitelist(query));
  route(app, endpoints.whitelistCandidates, ({ query }) => app.review.whitelistCandidates(query.keyword));
  route(app, endpoints.addToWhitelist, ({ body, principal }) =>
    app.review.addToWhitelist(principal.userId, body.user_id, body.note),
  );
  route(app, endpoints.removeFromWhitelist, async ({ params, principal }) => {
    await app.review.removeFromWhitelist(principal.userId, params.userId);
    return null;
  });
}
