import fp from 'fastify-plugin';
import { openStorage } from '../../storage/open.js';
import type { Storage } from '../../storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The file storage: the configured one (`STORAGE`: a local directory or an S3 bucket), or the one passed in (tests). */
export default fp<{ storage?: Storage }>(
  async (app, { storage }) => {
    app.decorate('storage', storage ?? (await openStorage(app.config)));
  },
  { name: 'storage' },
);
