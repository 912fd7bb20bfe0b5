import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential (GET /api/my-bloggers, /api/my_user_token: `mcn_token`). */
const SECRET_PARAMS = /([?&](?:mcn_token)=)[^&#]*/gi;

/**
 * Signed routes (GET /files/{id}?expires&signature, src/modules/files/signed-routes.ts): the
 * signature is a bearer credential for its lifetime, so the whole query goes.
 */
const SIGNED_ROUTE = /^(\/files\/[^?#]*\?)[^#]*/;

/** A URL as it may be logged: credential query values, and the query of signed routes, replaced. */
export const redactUrl = (url: string): string =>
  url.replace(SIGNED_ROUTE, '$1[Redacted]').replace(SECRET_PARAMS, '$1[Redacted]');

/** Fastify's request log value, with the URL redacted. */
export function requestLogValue(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}
