import { endpoints } from '@creator-console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions } from '../../db/schema/index.js';
import { UnauthorizedError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { logLogin, logLoginFailure, logLogout } from '../operation-log/auth.js';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** Login (by account or by phone), the caller's menu, page rights and profile, logout. */
export default async function sessionRoutes(app: FastifyInstance) {
  async function startSession(request: FastifyRequest, userId: number, by: 'account' | 'phone') {
    const token = await app.sessions.start(userId, clientOf(request));
    const user = await app.users.profile(userId);
    if (!user) throw new UnauthorizedError();
    await logLogin(app, request, userId, by);
    return { token, user };
  }

  /** Checks the credentials; a refused login leaves an `auth.login_failed` row (admin.md §5). */
  async function verify(
    request: FastifyRequest,
    identifier: string,
    password: string,
    by: 'account' | 'phone',
  ) {
    try {
      return await app.credentials.verify(identifier, password, by, request.ip);
    } catch (error) {
      await logLoginFailure(app, request, identifier, by, error);
      throw error;
    }
  }

  route(app, endpoints.login, {
    throttled: true,
    handler: async ({ body, request }) => {
      await app.credentials.spend(request.ip);
      const account = app.fieldCipher.decrypt(body.email, 'email', '账号').trim();
      const password = app.fieldCipher.decrypt(body.password, 'password', '密码');
      const userId = await verify(request, account, password, 'account');
      return startSession(request, userId, 'account');
    },
  });

  route(app, endpoints.phoneLogin, {
    throttled: true,
    handler: async ({ body, request }) => {
      await app.credentials.spend(request.ip);
      const phone = app.fieldCipher.decrypt(body.phone, 'phone', '手机号').trim();
      const password = app.fieldCipher.decrypt(body.password, 'password', '密码');
      const userId = await verify(request, phone, password, 'phone');
      return startSession(request, userId, 'phone');
    },
  });

  // Kept beside the cached session (sessions.remember): whoever changes a user's profile, tags or
  // roles calls sessions.forgetUser, and a change to a role's menu sessions.forgetAll.
  const MENU = {};
  const PROFILE = {};

  route(app, endpoints.myMenu, async ({ principal }) => ({
    menu: await app.sessions.remember(principal.sessionId, MENU, () =>
      app.menus.menuFor(principal.userId, principal.role),
    ),
    role: principal.role?.name ?? '',
  }));

  route(app, endpoints.myPage, ({ principal }) => ({ page: [...principal.permissions] }));

  route(app, endpoints.myProfile, async ({ principal }) => {
    const user = await app.sessions.remember(principal.sessionId, PROFILE, () =>
      app.users.profile(principal.userId),
    );
    if (!user) throw new UnauthorizedError();
    return user;
  });

  route(app, endpoints.logout, async ({ principal, request }) => {
    await app.sessions.revoke(principal.sessionId, 'logout');
    await logLogout(app, request, principal.userId);
    // An MCN's logout ends the creator sessions it opened by switching (GET /api/my_user_token).
    await app.sessions.revokeWhere(eq(sessions.openedBySessionId, principal.sessionId), 'logout');
    return null;
  });
}
