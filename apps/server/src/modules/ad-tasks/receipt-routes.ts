import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { route, withMessage } from '../../http/route.js';
import { requestContext } from '../operation-log/record.js';
import { perUser } from './hall-routes.js';
import { adReceiptService } from './receipts.js';

/**
 * Receipts (ad-tasks.md §8): the creator's (/spread/survey-*; filing and revising 30 a minute per
 * user, then 429) and the staff's review and import (/sem/survey).
 */
/**
 * The import's JSON at its largest: 5 000 rows, each a 16-digit id, two counts and a 64-character
 * reference written as \uXXXX escapes (≈ 480 bytes), with room to spare.
 */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

export default async function adReceiptRoutes(app: FastifyInstance) {
  const receipts = adReceiptService(app);

  route(app, endpoints.myAdReceipts, ({ query, principal }) => receipts.myList(principal.userId, query));
  route(app, endpoints.myAdReceipt, ({ params, principal }) => receipts.mine(principal.userId, params.id));
  route(app, endpoints.myReceiptDue, ({ query, principal }) => receipts.due(principal.userId, query));
  route(app, endpoints.myReceiptForm, ({ params, principal }) => receipts.form(principal.userId, params.id));
  route(app, endpoints.createMyAdReceipt, {
    config: perUser('ad-receipt'),
    handler: ({ body, principal }) => receipts.create(principal.userId, body),
  });
  route(app, endpoints.updateMyAdReceipt, {
    config: perUser('ad-receipt'),
    handler: ({ params, body, principal }) => receipts.update(principal.userId, params.id, body),
  });

  route(app, endpoints.adReceiptList, ({ query }) => receipts.list(query));
  route(app, endpoints.decideAdReceipt, ({ params, body, principal, request }) =>
    receipts.decide({ userId: principal.userId, context: requestContext(request) }, params.id, body),
  );
  route(app, endpoints.importAdReceipts, {
    // Past the app's 256 KiB: 5 000 rows with references are ≈ 1.3 MB of JSON.
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async ({ body, principal, request }) => {
      const result = await receipts.importRows(
        { userId: principal.userId, context: requestContext(request) },
        body,
      );
      const done = `新建 ${result.created} 条，通过 ${result.approved} 条`;
      return result.skipped.length > 0
        ? withMessage(result, `${done}，跳过 ${result.skipped.length} 条`, 207)
        : withMessage(result, done);
    },
  });
}
