import { endpoints, MCN_TOKEN_HEADER } from '@creator-console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, roleKeyOf } from '../../auth/principal.js';
import { BadRequestError, ForbiddenError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import type { Principal } from '../../plugins/app/authorization.js';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** Invitations between MCNs and creators, and an MCN's linked accounts. */
export default async function mcnRoutes(app: FastifyInstance) {
  /**
   * The MCN token of a request: the `X-MCN-Token` header (kept out of URLs and their logs), else the
   * spec's `mcn_token` query parameter.
   */
  const mcnTokenOf = (request: FastifyRequest, query: string | undefined) => {
    const header = request.headers[MCN_TOKEN_HEADER];
    return (typeof header === 'string' && header.trim()) || query;
  };

  /**
   * The MCN a request acts for, and the MCN's session. With an MCN token (from inside one of its
   * creators' accounts): the MCN of that live session, and the caller must be that MCN or one of
   * its creators. Without: the caller, who must be an MCN. Anything else is 403.
   */
  async function actingMcn(
    principal: Principal,
    mcnToken: string | undefined,
  ): Promise<{ mcnId: number; sessionId: number }> {
    if (!mcnToken) {
      if (roleKeyOf(principal) !== 'mcn') throw new ForbiddenError('仅 MCN 机构可以管理签约创作者');
      return { mcnId: principal.userId, sessionId: principal.sessionId };
    }
    const mcn = await app.mcn.mcnSessionOf(mcnToken);
    if (mcn === null) throw new ForbiddenError('MCN 账号登录已失效，请重新登录 MCN 账号');
    if (mcn.mcnId !== principal.userId && !(await app.mcn.isLinked(mcn.mcnId, principal.userId))) {
      throw new ForbiddenError('当前账号不属于该 MCN 机构');
    }
    return mcn;
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

  route(app, endpoints.myBloggers, async ({ query, principal, request }) => {
    const { mcnId } = await actingMcn(principal, mcnTokenOf(request, query.mcn_token));
    return app.mcn.bloggers(mcnId, principal.userId, query);
  });

  route(app, endpoints.myUserToken, async ({ query, principal, request }) => {
    const mcnToken = mcnTokenOf(request, query.mcn_token);
    if (!mcnToken) {
      const message = '缺少 mcn_token';
      throw new BadRequestError(message, [{ path: ['mcn_token'], message }]);
    }
    // The MCN token is a credential: this route shares the login routes' per-address budget.
    await app.credentials.spend(request.ip);
    const { mcnId, sessionId } = await actingMcn(principal, mcnToken);
    return app.mcn.creatorToken(mcnId, query.user_id, clientOf(request), sessionId);
  });

  route(app, endpoints.removeBlogger, async ({ query, principal }) => {
    if (roleKeyOf(principal) !== 'mcn') throw new ForbiddenError('仅 MCN 机构可以管理签约创作者');
    await app.mcn.unlink(principal.userId, query.user_id);
    return null;
  });
}
