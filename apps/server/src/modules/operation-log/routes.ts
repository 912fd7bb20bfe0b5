import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';

/** The operation log (/log/index, /log/video, /log/album) and its integrity check. */
export default async function logRoutes(app: FastifyInstance) {
  route(app, endpoints.operationLogs, ({ query, principal }) => app.operationLog.list(query, principal));
  route(app, endpoints.operationLogDetail, ({ params, principal }) =>
    app.operationLog.detail(params.id, principal),
  );
  route(app, endpoints.verifyOperationLogDay, ({ body }) => app.operationLog.verifyDay(body.day));
}
