import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { requestContext } from '../operation-log/record.js';

/** Settlement of ad tasks (ad-tasks.md §6, §8): preview, confirm, runs, resume. */
export default async function adSettlementRoutes(app: FastifyInstance) {
  const { adSettlements } = app;

  route(app, endpoints.adSettlementPreview, ({ params, query }) => adSettlements.preview(params.id, query));
  route(app, endpoints.createAdSettlement, ({ params, body, principal, request }) =>
    adSettlements.confirm(
      { userId: principal.userId, context: requestContext(request) },
      params.id,
      body.preview_total_fen,
    ),
  );
  route(app, endpoints.adSettlements, ({ params, query }) => adSettlements.runs(params.id, query));
  route(app, endpoints.adSettlementDetail, ({ params }) => adSettlements.run(params.id, params.runId));
  route(app, endpoints.resumeAdSettlement, ({ params, principal, request }) =>
    adSettlements.resume(
      { userId: principal.userId, context: requestContext(request) },
      params.id,
      params.runId,
    ),
  );
}
