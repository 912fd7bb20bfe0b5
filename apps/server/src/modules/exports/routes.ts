import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';

/** Asynchronous xlsx exports and the caller's download list. */
export default async function exportRoutes(app: FastifyInstance) {
  route(app, endpoints.createExport, ({ body, principal }) => app.exports.create(principal, body));
  route(app, endpoints.myExports, ({ query, principal }) => app.exports.list(principal.userId, query));
}
