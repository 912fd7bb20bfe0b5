import type { defineReviewEndpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ApiError, NotFoundError } from '../../http/errors.js';
import { route, withMessage } from '../../http/route.js';
import type { ReviewQueue } from './queue.js';

type Values = readonly [string, ...string[]];
/** A kind's review endpoints (contract `defineReviewEndpoints`). */
export type ReviewEndpoints = ReturnType<
  typeof defineReviewEndpoints<
    Values,
    Values,
    string,
    string,
    z.ZodType,
    z.ZodType,
    z.ZodRawShape,
    z.ZodType,
    string
  >
>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the routes hand each kind's own types through
type AnyQueue = ReviewQueue<string, string, { id: number }, { id: number }, any>;

/**
 * Registers a kind's review routes: the workbench (claim, release, decide one, decide several),
 * the operators' list, one item, and an operator's correction.
 */
export function reviewQueueRoutes(app: FastifyInstance, endpoints: ReviewEndpoints, queue: AnyQueue) {
  route(app, endpoints.claim, ({ body, principal }) => queue.claim(principal.userId, body.stage, body.size));

  route(app, endpoints.release, async ({ body, principal }) => ({
    released: await queue.release(principal.userId, body.ids),
  }));

  route(app, endpoints.decide, ({ params, body, principal }) =>
    queue.decide(principal.userId, params.id, body),
  );

  // Each item in its own transaction: one refused item does not undo the others.
  route(app, endpoints.decideBatch, async ({ body: { ids, ...decision }, principal }) => {
    const decided: Awaited<ReturnType<AnyQueue['decide']>>[] = [];
    const skipped: { id: number; message: string }[] = [];
    for (const id of new Set(ids)) {
      try {
        decided.push(await queue.decide(principal.userId, id, decision));
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

  route(app, endpoints.list, ({ query }) => queue.list(query));

  route(app, endpoints.detail, async ({ params }) => {
    const item = await queue.detail(params.id);
    if (!item) throw new NotFoundError(queue.missing);
    return item;
  });

  route(app, endpoints.edit, ({ params, body, principal }) =>
    queue.edit(principal.userId, params.id, body as Record<string, unknown>),
  );
}
