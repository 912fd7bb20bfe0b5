import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';

/** Account administration (/admin/index) and the staff pages' account picker. */
export default async function accountRoutes(app: FastifyInstance) {
  route(app, endpoints.adminUserPicker, ({ query }) => app.accounts.pick(query));
}
