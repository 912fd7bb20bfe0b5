import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { checkLedger } from './check.js';
import { listEntries, transactionDetail } from './reads.js';

/** The wallet log (/log/finance) and the ledger's self-check (money.md §8.3). */
export default async function ledgerRoutes(app: FastifyInstance) {
  route(app, endpoints.ledgerEntries, ({ query }) => listEntries(app.db, query));
  route(app, endpoints.ledgerTransactionDetail, ({ params }) => transactionDetail(app.db, params.id));
  route(app, endpoints.ledgerCheck, ({ reply }) => {
    void reply.header('Cache-Control', 'no-store');
    return checkLedger(app.db);
  });
}
