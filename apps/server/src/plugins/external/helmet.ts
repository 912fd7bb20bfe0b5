import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every response, errors and static files included. The console build needs
 * no inline script or style, so the CSP allows none.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      // Kept: nosniff, HSTS (ignored by browsers on plain-HTTP loopback), CORP, COOP.
    });
    // API answers carry tokens and personal data: no cache may keep them.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/'))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'helmet' },
);
