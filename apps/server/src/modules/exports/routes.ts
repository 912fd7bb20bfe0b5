import { endpoints, type ExportRequest } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { requestContext } from '../operation-log/record.js';

/** Asynchronous xlsx exports and the caller's download list. */
export default async function exportRoutes(app: FastifyInstance) {
  route(app, endpoints.createExport, ({ body, principal, request }) =>
    // The parsed body: an operation-log filter's modules arrive as a list (create writes them back as text).
    app.exports.create(principal, body as ExportRequest, requestContext(request)),
  );
  route(app, endpoints.myExports, ({ query, principal }) => app.exports.list(principal.userId, query));
}
