import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isApiUrl, SECURITY_HEADERS } from '../plugins/external/helmet.js';
import { errorHandler } from './error-handler.js';

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** helmet itself, resolved where @fastify/helmet (whose dependency it is) finds it. */
const require = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'));
const helmet = require('helmet') as (options: object) => Middleware;
const applyHelmet = helmet(SECURITY_HEADERS);

/**
 * Fastify's `frameworkErrors`: the router refuses some URLs before any hook runs — a path
 * parameter that is not valid percent-encoding (400), one over `maxParamLength` (414). Without
 * this they would be answered in Fastify's own shape, without the security headers. They get the
 * wire convention's `{ message }`, the headers and, under /api, `Cache-Control: no-store`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  applyHelmet(request.raw, reply.raw, () => {});
  if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
  return errorHandler(error, request, reply);
}
