import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';

/** The operation log of content review and its settings (/log/video, /log/album). */
export default async function logRoutes(app: FastifyInstance) {
  route(app, endpoints.operationLogs, ({ query }) => app.operationLog.list(query));
}
