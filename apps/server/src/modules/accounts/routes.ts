import { endpoints } from '@creator-console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.js';
import { NotFoundError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { requestContext } from '../operation-log/record.js';
import { accountDetail, accountOptions, accountSessions, listAccounts } from './reads.js';
import { accountWrites } from './writes.js';

const NOT_FOUND = '账号不存在';

/** Account administration (/admin/index, admin.md §6.1) and the staff pages' account picker. */
export default async function accountRoutes(app: FastifyInstance) {
  const { db } = app;
  const writes = accountWrites(app);
  const idleTtlMs = () => app.config.session.idleTtlMs;
  const detailOf = async (principal: Parameters<typeof accountDetail>[1], id: number) => {
    const detail = await accountDetail(db, principal, id, idleTtlMs());
    if (!detail) throw new NotFoundError(NOT_FOUND);
    return detail;
  };

  route(app, endpoints.adminUserPicker, ({ query }) => app.accounts.pick(query));

  route(app, endpoints.adminAccounts, ({ principal, query }) => listAccounts(db, principal, query));

  route(app, endpoints.adminAccountDetail, ({ principal, params }) => detailOf(principal, params.id));

  route(app, endpoints.adminAccountOptions, ({ principal }) => accountOptions(db, principal));

  route(app, endpoints.createAdminAccount, async ({ principal, body, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    const { id, initialPassword } = await writes.create(principal, body, requestContext(request));
    const account = await detailOf(principal, id);
    return initialPassword ? { account, initial_password: initialPassword } : { account };
  });

  route(app, endpoints.updateAdminAccount, async ({ principal, params, body, request }) => {
    await writes.update(principal, params.id, body, requestContext(request));
    return detailOf(principal, params.id);
  });

  route(app, endpoints.setAdminAccountStatus, async ({ principal, params, body, request }) => {
    const revoked = await writes.setStatus(
      principal,
      params.id,
      body.status,
      body.reason ?? '',
      requestContext(request),
    );
    return { status: body.status, revoked_sessions: revoked };
  });

  route(app, endpoints.resetAdminAccountPassword, async ({ principal, params, body, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return writes.resetPassword(principal, params.id, body, requestContext(request));
  });

  route(app, endpoints.adminAccountSessions, async ({ params }) => {
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, params.id));
    if (!found) throw new NotFoundError(NOT_FOUND);
    return accountSessions(db, params.id, idleTtlMs());
  });

  route(app, endpoints.revokeAdminAccountSessions, async ({ principal, params, request }) => ({
    revoked: await writes.revokeSessions(principal, params.id, null, requestContext(request)),
  }));

  route(app, endpoints.revokeAdminAccountSession, async ({ principal, params, request }) => ({
    revoked: await writes.revokeSessions(principal, params.id, params.sessionId, requestContext(request)),
  }));

  route(app, endpoints.bulkAdminAccounts, ({ principal, body, request }) =>
    writes.bulk(principal, body, requestContext(request)),
  );
}
