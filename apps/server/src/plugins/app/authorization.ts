import { USER_STATUS, type Access } from '@creator-console/contract';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { FailureWindow } from '../../auth/failure-window.js';
import type { RevokedReason } from '../../db/schema/index.js';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../http/errors.js';
import type { ActiveSession } from './sessions.js';
import type { ActiveRole } from './users-repository.js';

/** The signed-in caller of a request. */
export interface Principal {
  sessionId: number;
  userId: number;
  role: ActiveRole | null;
  /** Page rights of the active role. */
  permissions: ReadonlySet<string>;
  /**
   * `{role.id}.{role.version}.{user.access_version}`, sent as `X-Access-Version` on every
   * authenticated response: when it changes, an open console refreshes its menu.
   */
  accessVersion: string;
}

/** The header an open console compares with the value it saw when it loaded its routes. */
export const ACCESS_VERSION_HEADER = 'X-Access-Version';

/** What the 401 of a token whose session was ended says (admin.md §4); others keep the default. */
const REVOKED_MESSAGES: Partial<Record<RevokedReason, string>> = {
  disabled: '账号已被禁用，请联系平台运营',
  password_reset: '密码已被重置，请重新登录',
  role_changed: '账号角色已变更，请重新登录',
  forced: '你已被管理员强制下线，请重新登录',
};

export interface Authorization {
  /**
   * The caller behind the request's bearer token; null without a live session or for a disabled
   * user. Throws 429 for an address whose tokens failed too often (config `authFailureLimit`).
   */
  authenticate(request: FastifyRequest): Promise<Principal | null>;
  allows(principal: Principal, access: Access): boolean;
  /**
   * The access check of a route (the route helper installs it): sets `request.principal`, answers
   * 401 without a session and 403 without one of the required permissions.
   */
  guard(access: Access): onRequestHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    authorization: Authorization;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const tokenOf = (request: FastifyRequest) => BEARER.exec(request.headers.authorization ?? '')?.[1];

export default fp(
  async (app) => {
    app.decorateRequest('principal', null);
    /**
     * Bearer tokens that named no live session, per client address. Past the limit, the address's
     * tokens are refused (429) before any lookup. Kept in this process on purpose: it spares this
     * process's database reads, and counting in the database would cost the very write per
     * request it saves.
     */
    const failedTokens = new FailureWindow(app.config.authFailureLimit);

    /**
     * The principal of a live session, cached beside it by the sessions plugin: a user's status,
     * role or a role's page rights change through `sessions.forgetUser`/`forgetAll` (or a
     * revocation), else they reach the caches within the cache TTL (30 s).
     */
    async function principalOf(session: ActiveSession): Promise<Principal | null> {
      const profile = await app.users.accessProfile(session.userId);
      if (!profile || profile.status === USER_STATUS.disabled) return null;
      const permissions = profile.role ? await app.menus.pageRights(profile.role) : [];
      return {
        sessionId: session.id,
        userId: session.userId,
        role: profile.role,
        permissions: new Set(permissions),
        accessVersion: `${profile.role?.id ?? 0}.${profile.role?.version ?? 0}.${profile.accessVersion}`,
      };
    }

    const authorization: Authorization = {
      async authenticate(request) {
        const token = tokenOf(request);
        if (!token) return null;
        const retryAfter = failedTokens.retryAfterSeconds(request.ip);
        if (retryAfter > 0) throw new TooManyRequestsError(retryAfter);
        const principal = await app.sessions.resolveWith(token, principalOf);
        if (!principal) failedTokens.recordFailure(request.ip);
        return principal;
      },

      allows(principal, access) {
        if (access === 'public' || access === 'session') return true;
        return access.permissions.some((permission) => principal.permissions.has(permission));
      },

      guard(access) {
        return async (request, reply) => {
          if (access === 'public') return;
          const principal = await authorization.authenticate(request);
          if (!principal) {
            const token = tokenOf(request);
            const reason = token ? app.sessions.revokedReason(token) : null;
            throw new UnauthorizedError(reason ? REVOKED_MESSAGES[reason] : undefined);
          }
          reply.header(ACCESS_VERSION_HEADER, principal.accessVersion);
          if (!authorization.allows(principal, access)) throw new ForbiddenError();
          request.principal = principal;
        };
      },
    };
    app.decorate('authorization', authorization);
  },
  { name: 'authorization', dependencies: ['sessions', 'users-repository', 'menu-repository'] },
);
