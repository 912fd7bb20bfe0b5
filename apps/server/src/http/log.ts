import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/**
 * Quiet request logging: Fastify's two lines per request (incoming, completed) are off; a request
 * slower than `slowRequestMs` logs one warning, an error one line from the error handler, and at
 * `LOG_LEVEL=debug` every request logs one line with its status and time.
 */
export function logRequests(app: FastifyInstance, slowRequestMs: number) {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const line = { req: requestLogValue(request), status: reply.statusCode, ms };
    if (ms >= slowRequestMs) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request');
  });
}
