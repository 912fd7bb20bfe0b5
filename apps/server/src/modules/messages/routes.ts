import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.js';
import { route } from '../../http/route.js';

const MISSING = '消息不存在';

/** The caller's notification centre, and the reviewers' sidebar badges. */
export default async function messageRoutes(app: FastifyInstance) {
  route(app, endpoints.myMessages, ({ query, principal }) => app.messages.list(principal.userId, query));

  route(app, endpoints.myUnreadMessageCount, async ({ query, principal }) => ({
    count: await app.messages.unreadCount(principal.userId, query.type),
  }));

  route(app, endpoints.readMessage, async ({ query, principal }) => {
    const updated = await app.messages.markRead(principal.userId, query);
    // Another user's message is answered like a missing one.
    if (updated === null) throw new NotFoundError(MISSING);
    return { updated };
  });

  route(app, endpoints.messageDetail, async ({ params, principal }) => {
    const message = await app.messages.detail(principal.userId, params.id);
    if (!message) throw new NotFoundError(MISSING);
    return message;
  });

  route(app, endpoints.reminders, ({ query }) => app.messages.reminders(query.kinds));
}
