import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Which engine `db` runs on, and PostgreSQL's connection string (null on PGlite). */
    dbKind: DatabaseHandle['kind'];
    dbUrl: string | null;
    /** The database's write generation when this process sees every write (PGlite), else null. */
    writeGeneration: (() => number) | null;
    /** The connection pool's counts on PostgreSQL, else null (PGlite has one connection). */
    dbPoolStats: DatabaseHandle['poolStats'] | null;
  }
}

/**
 * The database. A handle passed in (server.ts, the test helper) is only borrowed: its owner
 * migrates, seeds and closes it. Without one, the database of the config is opened and migrated
 * here and closed with the app.
 */
export default fp<{ database?: DatabaseHandle }>(
  async (app, { database }) => {
    let handle = database;
    if (!handle) {
      const { databaseUrl, dataDir } = app.config;
      handle = await openDatabase(
        databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
      );
      await handle.migrate();
      const owned = handle;
      app.addHook('onClose', () => owned.close());
    }
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('dbUrl', handle.url ?? null);
    app.decorate('writeGeneration', handle.writeGeneration ?? null);
    app.decorate('dbPoolStats', handle.poolStats ?? null);
  },
  { name: 'db' },
);
