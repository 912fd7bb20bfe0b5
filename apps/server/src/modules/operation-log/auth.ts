import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { maskPhone } from '../../sensitive-values.js';
import { requestContext } from './record.js';

/** A login identifier as the log keeps it: phones as 138****0001, names as their first character and ***. */
export function maskIdentifier(identifier: string): string {
  if (/^\d{7,}$/.test(identifier)) return maskPhone(identifier);
  return identifier.length <= 1 ? '***' : `${[...identifier][0]}***`;
}

/** `auth.login`: the account signed in (admin.md §5); its 最近登录 moves with the row. */
export async function logLogin(app: FastifyInstance, request: FastifyRequest, userId: number, by: string) {
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(users.id, userId));
    await app.operationLog.record(tx, {
      module: 'auth',
      action: 'auth.login',
      targetType: 'account',
      targetId: userId,
      actorId: userId,
      summary: '登录成功',
      detail: { by },
      context: requestContext(request),
    });
  });
}

/**
 * `auth.login_failed` for a refused login (202: wrong credentials, a disabled account): the
 * account as actor when the identifier names one, else no actor and the identifier masked. The
 * password never enters. Throttled attempts (429) are not rows: the throttle is their record.
 */
export async function logLoginFailure(
  app: FastifyInstance,
  request: FastifyRequest,
  identifier: string,
  by: 'account' | 'phone',
  error: unknown,
) {
  if (!(error instanceof ApiError) || error.statusCode !== 202) return;
  try {
    const account = await app.users.findForLogin(identifier, by);
    await app.operationLog.recordAttempt({
      module: 'auth',
      action: 'auth.login_failed',
      targetType: account ? 'account' : null,
      targetId: account?.id ?? null,
      targetLabel: account ? maskIdentifier(identifier) : '',
      actorId: account?.id ?? null,
      outcome: 'refused',
      summary: `登录失败：${error.message}`,
      detail: { identifier: maskIdentifier(identifier), by, reason: error.message },
      context: requestContext(request),
    });
  } catch (failure) {
    request.log.error({ err: failure }, 'could not log a failed login');
  }
}

/** `auth.logout`. */
export async function logLogout(app: FastifyInstance, request: FastifyRequest, userId: number) {
  await app.operationLog.record(app.db, {
    module: 'auth',
    action: 'auth.logout',
    targetType: 'account',
    targetId: userId,
    actorId: userId,
    summary: '退出登录',
    context: requestContext(request),
  });
}
