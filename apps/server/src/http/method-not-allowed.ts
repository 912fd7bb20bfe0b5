import fp from 'fastify-plugin';
import { ApiError } from './errors.js';

/** A route pattern as a matcher of concrete paths: `/api/message/:id` matches `/api/message/1`. */
const matcherOf = (url: string) =>
  new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);

/**
 * A method that a path does not serve answers 405 with `Allow` (RFC 9110 §15.5.6), not 404 as for
 * a path that does not exist, nor whatever a body parser would say (a QUERY with a body). The
 * router only knows the path is unmatched for this method; the routes registered are collected
 * here, and an unmatched request whose path one of them serves is answered before anything else.
 */
export default fp(
  async (app) => {
    const routes = new Map<string, { matches: RegExp; methods: Set<string> }>();
    app.addHook('onRoute', ({ url, method }) => {
      if (!url.startsWith('/api/')) return;
      const entry = routes.get(url) ?? { matches: matcherOf(url), methods: new Set<string>() };
      for (const one of Array.isArray(method) ? method : [method]) entry.methods.add(one);
      routes.set(url, entry);
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!request.is404) return;
      const path = request.url.split('?', 1)[0] ?? '/';
      const allowed = new Set<string>();
      for (const { matches, methods } of routes.values()) {
        if (matches.test(path)) for (const method of methods) allowed.add(method);
      }
      if (allowed.size === 0) return;
      reply.header('allow', [...allowed].sort().join(', '));
      throw new ApiError(405, '请求方法不受支持');
    });
  },
  { name: 'method-not-allowed' },
);
