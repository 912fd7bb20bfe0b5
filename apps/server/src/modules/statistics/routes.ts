import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { isStaff } from '../../auth/principal.js';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import type { Principal } from '../../plugins/app/authorization.js';

/** A creator's figures: totals with the previous period, daily history, fans. */
export default async function statisticsRoutes(app: FastifyInstance) {
  /** Whose figures: the caller's own; someone else's only for staff (operator, admin). */
  async function subjectOf(principal: Principal, userId: number | undefined): Promise<number> {
    if (userId === undefined || userId === principal.userId) return principal.userId;
    if (!isStaff(principal)) throw new ForbiddenError('只能查看自己的数据');
    if (!(await app.users.accessProfile(userId))) throw new NotFoundError('用户不存在');
    return userId;
  }

  route(app, endpoints.userStatisticsInfo, async ({ query, principal }) => {
    const userId = await subjectOf(principal, query.user_id);
    const range = { start: query.start_date, end: query.end_date };
    return {
      user_id: userId,
      start_date: range.start,
      end_date: range.end,
      ...(await app.statistics.totals(userId, range)),
    };
  });

  route(app, endpoints.userStatisticsHistory, async ({ query, principal }) => {
    const userId = await subjectOf(principal, query.user_id);
    return {
      user_id: userId,
      days: await app.statistics.history(userId, { start: query.start_date, end: query.end_date }),
    };
  });

  route(app, endpoints.userStatisticsFans, async ({ query, principal }) => {
    const userId = await subjectOf(principal, query.user_id);
    return {
      user_id: userId,
      ...(await app.statistics.fans(userId, { start: query.start_date, end: query.end_date })),
    };
  });
}
