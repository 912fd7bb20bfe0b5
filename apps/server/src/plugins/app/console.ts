import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { NotFoundError } from '../../http/errors.js';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
/** A last segment with a dot names a file (a missing chunk must 404, not turn into HTML). */
const looksLikeFile = (path: string) => /\.[^/]*$/.test(path);

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
        setHeaders(res, path) {
          // Vite's hashed assets never change; index.html must be revalidated to pick up a release.
          const immutable = path.startsWith(join(dist, 'assets') + sep);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      if (isApi(path)) throw new NotFoundError('接口不存在');
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (serveConsole && wantsPage && !looksLikeFile(path)) return reply.sendFile('index.html');
      throw new NotFoundError('页面不存在');
    });
  },
  { name: 'console' },
);
