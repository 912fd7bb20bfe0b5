import { endpoints } from '@creator-console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import { requestContext } from '../operation-log/record.js';
import { listPayouts } from './reads.js';
import { foundation } from './foundation.js';
import { payoutService, type Actor } from './service.js';

/** Export jobs a request created, queued once its transaction has committed (the response is sent). */
const createdExports = new WeakMap<FastifyRequest, number[]>();

/** /finance/personal and /finance/company: batches, results, returns (money.md §8.2). */
export default async function payoutRoutes(app: FastifyInstance) {
  const service = payoutService(app);
  const money = foundation(app);
  const actorOf = (request: FastifyRequest, userId: number): Actor => ({
    userId,
    context: requestContext(request),
  });

  // The payout sheet's job is written in the request's transaction; a worker may fetch it only after
  // the commit, which precedes the response. A replayed answer queues nothing (the job already ran).
  app.addHook('onResponse', async (request) => {
    const ids = createdExports.get(request);
    if (!ids) return;
    for (const id of ids) await app.exports.start(id);
  });

  route(app, endpoints.financePayouts, ({ query }) => listPayouts(app, query));

  route(app, endpoints.createPayoutBatch, async ({ body, principal, request, tx }) => {
    const batch = await service.createBatch(tx, actorOf(request, principal.userId), body);
    createdExports.set(request, [batch.export_job.id]);
    return batch;
  });

  route(app, endpoints.cancelPayoutBatch, ({ params, principal, request, tx }) =>
    service.cancelBatch(tx, actorOf(request, principal.userId), params.id),
  );

  route(app, endpoints.recordWithdrawalResult, async ({ params, body, principal, request, tx }) => {
    await service.recordResult(tx, actorOf(request, principal.userId), params.id, body);
    return money.staffView(tx, params.id);
  });

  route(app, endpoints.recordPayoutBatchResult, async ({ params, body, principal, request, tx }) => ({
    paid: await service.recordBatchResult(tx, actorOf(request, principal.userId), params.id, body.bank_ref),
  }));

  route(app, endpoints.returnWithdrawal, async ({ params, body, principal, request, tx }) => {
    await service.registerReturn(tx, actorOf(request, principal.userId), params.id, body);
    return money.staffView(tx, params.id);
  });
}
