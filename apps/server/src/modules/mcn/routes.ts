import { endpoints } from '@creator-console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, roleKeyOf } from '../../auth/principal.js';
import { ForbiddenError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import type { Principal } from '../../plugins/app/authorization.js';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** Invitations between MCNs and creators, and an MCN's linked accounts. */
export default async function mcnRoutes(app: FastifyInstance) {
  /**
   * The MCN a request acts for. With `mcn_token` (from inside one of its creators' accounts): the
   * MCN of that live session, and the caller must be that MCN or one of its creators. Without: the
   * caller, who must be an MCN. Anything else is 403.
   */
  async function actingMcn(principal: Principal, mcnToken: string | undefined): Promise<number> {
    if (!mcnToken) {
      if (roleKeyOf(principal) !== 'mcn') throw new ForbiddenError('仅 MCN 机构可以管理签约创作者');
      return principal.userId;
    }
    const mcnId = await app.mcn.mcnOfToken(mcnToken);
    if (mcnId === null) throw new ForbiddenError('MCN 账号登录已失效，请重新登录 MCN 账号');
    if (mcnId !== principal.userId && !(await app.mcn.isLinked(mcnId, principal.userId))) {
      throw new ForbiddenError('当前账号不属于该 MCN 机构');
    }
    return mcnId;
  }

  route(app, endpoints.inviteLogList, ({ query, principal }) => app.mcn.invites(principal.userId, query));

  route(app, endpoints.createInvite, ({ body, principal }) =>
    app.mcn.createInvite(
      {
        userId: principal.userId,
        roleKey: roleKeyOf(principal),
        managesCreators: can(principal, 'mcn:manage'),
      },
      body,
    ),
  );

  route(app, endpoints.handleInvite, ({ params, body, principal }) =>
    app.mcn.handleInvite(principal.userId, params.id, body.status),
  );

  route(app, endpoints.userSearch, ({ query }) => app.mcn.searchCreators(query));

  route(app, endpoints.myBloggers, async ({ query, principal }) => {
    const mcnId = await actingMcn(principal, query.mcn_token);
    return app.mcn.bloggers(mcnId, principal.userId, query);
  });

  route(app, endpoints.myUserToken, async ({ query, principal, request }) => {
    const mcnId = await actingMcn(principal, query.mcn_token);
    return app.mcn.creatorToken(mcnId, query.user_id, clientOf(request));
  });

  route(app, endpoints.removeBlogger, async ({ query, principal }) => {
    if (roleKeyOf(principal) !== 'mcn') throw new ForbiddenError('仅 MCN 机构可以管理签约创作者');
    await app.mcn.unlink(principal.userId, query.user_id);
    return null;
  });
}
