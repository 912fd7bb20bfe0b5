import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError, NotFoundError } from '../../http/errors.js';
import { route, withMessage } from '../../http/route.js';

/** Video review: the workbench of the three stages, the operators' list, and the review settings. */
export default async function auditRoutes(app: FastifyInstance) {
  route(app, endpoints.claimReviewBatch, ({ body, principal }) =>
    app.review.claim(principal.userId, body.stage, body.size),
  );

  route(app, endpoints.releaseReviewItems, async ({ body, principal }) => ({
    released: await app.review.release(principal.userId, body.ids),
  }));

  route(app, endpoints.decideReviewItem, ({ params, body, principal }) =>
    app.review.decide(principal.userId, params.id, body),
  );

  // Each item in its own transaction: one refused item does not undo the others.
  route(app, endpoints.decideReviewBatch, async ({ body: { ids, ...decision }, principal }) => {
    const decided: { id: number; status: Awaited<ReturnType<typeof app.review.decide>>['status'] }[] = [];
    const skipped: { id: number; message: string }[] = [];
    for (const id of new Set(ids)) {
      try {
        decided.push(await app.review.decide(principal.userId, id, decision));
      } catch (error) {
        // A refusal (202), a missing item (404) or an unknown reason (400) skips the item.
        if (!(error instanceof ApiError)) throw error;
        skipped.push({ id, message: error.message });
      }
    }
    const result = { decided, skipped };
    if (skipped.length === 0) return result;
    return withMessage(
      result,
      `已处理 ${decided.length} 条，${skipped.length} 条未处理：${skipped[0]!.message}`,
      207,
    );
  });

  route(app, endpoints.reviewVideoList, ({ query }) => app.review.list(query));

  route(app, endpoints.reviewVideoDetail, async ({ params }) => {
    const video = await app.review.detail(params.id);
    if (!video) throw new NotFoundError('视频不存在');
    return video;
  });

  route(app, endpoints.editReviewVideo, ({ params, body, principal }) =>
    app.review.edit(principal.userId, params.id, body),
  );

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
