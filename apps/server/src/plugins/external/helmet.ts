import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';
import { storeOrigin } from '../../storage/s3-settings.js';

/** The security headers of every response (also applied by src/http/framework-errors.ts). */
export const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // A video picked for upload previews (and gives its cover frames) from a blob: address.
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
  // Kept: nosniff, HSTS (ignored by browsers on plain-HTTP loopback), CORP, COOP.
} satisfies FastifyHelmetOptions;

/** API answers carry tokens and personal data: no cache may keep them. */
export const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Security headers on every response, errors and static files included. The console build needs
 * no inline script or style, so the CSP allows none.
 */
export default fp(
  async (app) => {
    // With S3 storage, files load from presigned addresses of the store (signed-routes.ts redirects).
    const store = app.config.s3 ? [storeOrigin(app.config.s3)] : [];
    const { directives } = SECURITY_HEADERS.contentSecurityPolicy;
    await app.register(helmet, {
      global: true,
      ...SECURITY_HEADERS,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...directives,
          imgSrc: [...directives.imgSrc, ...store],
          mediaSrc: [...directives.mediaSrc, ...store],
        },
      },
    });
    app.addHook('onRequest', async (request, reply) => {
      if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'helmet' },
);
