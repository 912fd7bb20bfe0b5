import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { NotFoundError } from '../../http/errors.js';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
/** A last segment with a dot names a file (a missing chunk must 404, not turn into HTML). */
const looksLikeFile = (path: string) => /\.[^/]*$/.test(path);

const CSP_HEADER = 'content-security-policy';

/**
 * The policy with `'nonce-…'` added to its style-src (or, without one, to a style-src copied from
 * default-src, so that nothing else the page loads changes). A reply without a policy keeps none.
 */
export function withStyleNonce(policy: string, nonce: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const source = `'nonce-${nonce}'`;
  const styleIndex = directives.findIndex((directive) => /^style-src(\s|$)/i.test(directive));
  if (styleIndex >= 0) {
    directives[styleIndex] = `${directives[styleIndex]} ${source}`;
  } else {
    const defaults = directives.find((directive) => /^default-src(\s|$)/i.test(directive));
    const sources = defaults ? defaults.replace(/^default-src/i, '').trim() : '';
    directives.push(`style-src ${sources ? `${sources} ` : ''}${source}`);
  }
  return directives.join(';');
}

/**
 * The console's index.html with a nonce of its own: in the page as `<meta name="csp-nonce">`, and
 * in this reply's style-src. The console hands it to react-remove-scroll (Radix's modal dialogs
 * and menus), whose one `<style>` element the `style-src 'self'` policy would otherwise block;
 * every other inline style stays forbidden. The rest of helmet's policy is kept as it is.
 */
async function sendConsolePage(reply: FastifyReply, dist: string): Promise<FastifyReply> {
  const nonce = randomBytes(16).toString('base64');
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  // The build's index.html always has a head; anything else is sent as it is.
  const page = html.replace(
    /<head(\s[^>]*)?>/i,
    (head) => `${head}\n    <meta name="csp-nonce" content="${nonce}" />`,
  );
  const policy = reply.getHeader(CSP_HEADER) ?? reply.raw.getHeader(CSP_HEADER);
  if (typeof policy === 'string') {
    reply.raw.removeHeader(CSP_HEADER);
    reply.header(CSP_HEADER, withStyleNonce(policy, nonce));
  }
  // Revalidated on every use (it has no validator), so a nonce is never served twice from a cache.
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
}

/**
 * Serves the built console (when CONSOLE_DIST holds one) from the API's origin, with the SPA
 * fallback: a GET outside /api that is no file answers index.html so client routes survive a
 * reload. Unknown /api paths answer 404 `{ message }` either way.
 */
export default fp(
  async (app) => {
    const dist = app.config.consoleDist;
    const serveConsole = existsSync(join(dist, 'index.html'));
    if (serveConsole) {
      await app.register(fastifyStatic, {
        root: dist,
        cacheControl: false,
        // The build writes .br and .gz beside each script and stylesheet (apps/console/vite.config.ts):
        // sent as the browser accepts.
        preCompressed: true,
        // index.html (also as a directory's index) is the page with a nonce, served below.
        allowedPath: (pathname) => !pathname.endsWith('/') && pathname !== '/index.html',
        setHeaders(res, path) {
          // Vite's hashed assets never change.
          const immutable = path.startsWith(join(dist, 'assets') + sep);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          // A cache must not hand the compressed copy to a client that did not ask for it.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      if (isApi(path)) throw new NotFoundError('接口不存在');
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (serveConsole && wantsPage && (!looksLikeFile(path) || path === '/index.html')) {
        return sendConsolePage(reply, dist);
      }
      throw new NotFoundError('页面不存在');
    });
  },
  { name: 'console' },
);
