import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** helmet's headers as raw `Name: value` lines, collected once from the middleware itself. */
const securityHeaderLines = (() => {
  const lines: string[] = [];
  const collect = {
    setHeader: (name: string, value: string) => lines.push(`${name}: ${value}`),
    removeHeader: () => undefined,
  };
  applyHelmet({} as IncomingMessage, collect as unknown as ServerResponse, () => {});
  return lines;
})();

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: '请求头过大' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: '请求超时' },
};

/**
 * Fastify's `clientErrorHandler`: Node refuses some requests before Fastify sees them — headers
 * over `maxHeaderSize` (431), a request that is not HTTP (400), a request that took too long
 * (408) — and Fastify's default answer carries none of the security headers. Written to the
 * socket here in the wire convention, with helmet's headers and `Cache-Control: no-store`.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: '请求格式不正确' };
  this.log.trace({ err: error }, 'client error');
  const body = JSON.stringify({ message });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...securityHeaderLines,
    'Cache-Control: no-store',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  if (socket.writable) socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  socket.destroy(error);
}
