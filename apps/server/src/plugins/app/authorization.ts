import { USER_STATUS, type Access } from '@creator-console/contract';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { FailureWindow } from '../../auth/failure-window.js';
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
}

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
      };
    }

    const authorization: Authorization = {
      async authenticate(request) {
        const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
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
        return async (request) => {
          if (access === 'public') return;
          const principal = await authorization.authenticate(request);
          if (!principal) throw new UnauthorizedError();
          if (!authorization.allows(principal, access)) throw new ForbiddenError();
          request.principal = principal;
        };
      },
    };
    app.decorate('authorization', authorization);
  },
  { name: 'authorization', dependencies: ['sessions', 'users-repository', 'menu-repository'] },
);
