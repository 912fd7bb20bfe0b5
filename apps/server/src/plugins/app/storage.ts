import fp from 'fastify-plugin';
import { LocalStorage } from '../../storage/local-storage.js';
import type { Storage } from '../../storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The file storage: a local directory (`STORAGE_DIR`), or the one passed in (tests, another store). */
export default fp<{ storage?: Storage }>(
  async (app, { storage }) => {
    app.decorate('storage', storage ?? new LocalStorage(app.config.storageDir));
  },
  { name: 'storage' },
);
