import { USER_STATUS } from '@creator-console/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.js';
import { activeRoleKey } from '../db/queries.js';
import { users } from '../db/schema/index.js';
import { BusinessRuleError, UnauthorizedError } from '../http/errors.js';

/** Any constant: serialises every write that could leave the platform without an administrator. */
export const ADMIN_GUARD_LOCK = 720_260_014;

export const ADMIN_GUARD_MESSAGES = {
  lastAdmin: '至少需要保留一名启用状态的管理员',
  actorDisabled: '账号已被禁用，请联系平台运营',
} as const;

/**
 * At least one enabled administrator always remains (admin.md §3, §10.2). Call it inside the
 * transaction of a write that disables `targetId` or moves it off the admin role, before that
 * write: it takes the advisory lock (held to commit, so two such writes run one after the other),
 * re-reads the actor — who may have been disabled by the write that held the lock before — and
 * counts the enabled administrators other than the target.
 *
 * Refuses with 401 when the actor is no longer enabled, 202 when the target is the last enabled
 * administrator. A target that is no enabled administrator passes.
 */
export async function guardLastAdmin(
  tx: Transaction,
  actorId: number | null,
  targetId: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_GUARD_LOCK})`);
  if (actorId !== null) {
    const [actor] = await tx.select({ status: users.status }).from(users).where(eq(users.id, actorId));
    if (!actor || actor.status !== USER_STATUS.active)
      throw new UnauthorizedError(ADMIN_GUARD_MESSAGES.actorDisabled);
  }
  const enabledAdmin = and(eq(users.status, USER_STATUS.active), eq(activeRoleKey('users'), 'admin'));
  const [target] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, targetId), enabledAdmin));
  if (!target) return;
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(ne(users.id, targetId), enabledAdmin));
  if ((others?.n ?? 0) === 0) throw new BusinessRuleError(ADMIN_GUARD_MESSAGES.lastAdmin);
}
