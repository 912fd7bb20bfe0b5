import { ANNOUNCEMENT_MESSAGES, endpoints } from '@creator-console/contract';
import { NotFoundError } from '../../http/errors.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import type { Principal } from '../../plugins/app/authorization.js';
import { requestContext } from '../operation-log/record.js';
import { FANOUT_EVERY_MS, FANOUT_JOB, runFanout } from './fanout.js';
import type { Actor } from './repository.js';

const actorOf = (principal: Principal, request: FastifyRequest): Actor => ({
  userId: principal.userId,
  context: requestContext(request),
});

/** Announcements (/admin/notice) and their fan-out into the message centre. */
export default async function announcementRoutes(app: FastifyInstance) {
  const { announcements } = app;

  // A known write generation means the database runs in this process (PGlite): the job paces itself
  // while requests arrive (any route's, on the HTTP server; within the last quarter second).
  const sharesLoop = app.writeGeneration !== null;
  let lastRequestAt = -Infinity;
  if (sharesLoop) app.server.on('request', () => (lastRequestAt = performance.now()));
  app.scheduler.every({
    name: FANOUT_JOB,
    everyMs: FANOUT_EVERY_MS,
    run: () => runFanout(app.db, { sharesLoop, busy: () => performance.now() - lastRequestAt < 250 }),
  });

  route(app, endpoints.adminNotices, ({ query }) => announcements.list(query));
  route(app, endpoints.noticeAudienceOptions, () => announcements.options());
  route(app, endpoints.previewNoticeAudience, ({ body }) => announcements.preview(body.audience));
  route(app, endpoints.adminNoticeDetail, async ({ params }) => {
    const found = await announcements.detail(params.id);
    if (!found) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.missing);
    return found;
  });
  route(app, endpoints.createAdminNotice, {
    throttled: true,
    handler: ({ body, principal, request }) => announcements.create(actorOf(principal, request), body),
  });
  route(app, endpoints.updateAdminNotice, {
    throttled: true,
    handler: ({ params, body, principal, request }) =>
      announcements.update(actorOf(principal, request), params.id, body),
  });
  route(app, endpoints.sendAdminNotice, {
    throttled: true,
    handler: ({ params, body, principal, request }) =>
      announcements.send(actorOf(principal, request), params.id, body.version),
  });
  route(app, endpoints.scheduleAdminNotice, ({ params, body, principal, request }) =>
    announcements.schedule(actorOf(principal, request), params.id, body.scheduled_at, body.version),
  );
  route(app, endpoints.unscheduleAdminNotice, ({ params, body, principal, request }) =>
    announcements.unschedule(actorOf(principal, request), params.id, body.version),
  );
  route(app, endpoints.withdrawAdminNotice, ({ params, body, principal, request }) =>
    announcements.withdraw(actorOf(principal, request), params.id, body.reason, body.version),
  );
  route(app, endpoints.deleteAdminNotice, async ({ params, principal, request }) => {
    await announcements.remove(actorOf(principal, request), params.id);
    return null;
  });
  route(app, endpoints.adminNoticeReceipts, ({ params, query }) => announcements.receipts(params.id, query));
}
