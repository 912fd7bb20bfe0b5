import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/**
 * The drizzle database, whichever engine is behind it. Code written against this type runs on the
 * embedded PGlite and on PostgreSQL alike.
 *
 * PGlite is a single connection. It serialises by itself: every top-level query and every
 * transaction takes the same lock, so a transaction is never interleaved with other queries. The
 * one rule for callers: inside `db.transaction(async (tx) => …)` use only `tx` — a query on `db`
 * there would wait for the transaction that is waiting for it.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir?: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PostgreSQL through a node-postgres pool, or PGlite (persisted in `dataDir`, else in memory). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const release = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  const client = await PGlite.create(target.dataDir ? { dataDir: target.dataDir } : {}).catch((error) => {
    release();
    throw error;
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close().finally(release),
  };
}
