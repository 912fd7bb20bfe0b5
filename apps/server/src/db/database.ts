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
import { countWrites } from './write-generation.js';
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

/** The `tx` of `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | {
      kind: 'pglite';
      dataDir?: string;
      /** A data directory saved by `dumpDataDir` to start from (tests clone a migrated one). */
      loadDataDir?: Blob;
    };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** PostgreSQL only: the connection string (the job queue opens its own small pool on it). */
  url?: string;
  migrate(): Promise<void>;
  /**
   * PGlite only (one process per data directory, so every write passes through this process):
   * the write generation, a number that changes whenever a write starts or ends
   * (db/write-generation.ts). Absent on PostgreSQL, where other processes write unseen.
   */
  writeGeneration?: () => number;
  /** PGlite only: the whole data directory as an uncompressed tarball, for `loadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the connection pool's counts, for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The advisory lock the migrations run under on PostgreSQL: processes started at once on a fresh
 * database (two servers of a deployment) would otherwise apply the same migration side by side,
 * and all but one fail on the tables the other just created.
 */
export const MIGRATION_LOCK = 720_260_002;

/** The `code` of the warning `BusyClientWarningClient` emits. */
export const BUSY_CLIENT_WARNING = 'CC_PG_QUERY_ON_BUSY_CLIENT';

/** A query's SQL, shortened: enough to find the code that issued it. */
const sqlOf = (query: unknown) => {
  const text = typeof query === 'string' ? query : ((query as { text?: unknown })?.text ?? '');
  return String(text).replace(/\s+/g, ' ').slice(0, 160);
};

/**
 * A node-postgres client that warns at every query issued while it is still executing another,
 * naming both queries' SQL. pg 8 queues such a query and warns once per process, saying neither
 * where nor what; pg 9 refuses it. Inside a transaction every query goes to the transaction's one
 * client, so a `Promise.all` over `tx` does exactly this (queries outside a transaction each take a
 * pool client). The server tests fail on the warning (test/support/no-pg-deprecations.ts); the
 * query itself still runs, as pg 8 runs it.
 */
export class BusyClientWarningClient extends pg.Client {
  /** The SQL of the queries issued and not yet answered, oldest first. */
  readonly #running: string[] = [];

  // Every overload of `query` (text, config or submittable; promise or callback) passes through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const sql = sqlOf(args[0]);
    if (this.#running.length > 0) {
      const warning = new Error(
        `A query was issued on a PostgreSQL client still executing another (pg@9 refuses it): ` +
          `inside a transaction, await each query before issuing the next. Executing: ` +
          `${this.#running[0]} — issued: ${sql}`,
      );
      warning.name = 'DeprecationWarning';
      Object.assign(warning, { code: BUSY_CLIENT_WARNING });
      process.emitWarning(warning);
    }
    const passOn = () => super.query(...(args as Parameters<pg.Client['query']>)) as unknown;
    // A submittable (cursor, stream) reports its end by events of its own: not followed.
    if (typeof args[0]?.submit === 'function') return passOn();
    this.#running.push(sql);
    const done = () => {
      this.#running.splice(this.#running.indexOf(sql), 1);
    };
    const callback: unknown = args.at(-1);
    try {
      if (typeof callback !== 'function') return (passOn() as Promise<unknown>).finally(done);
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return callback(...results);
      };
      return passOn();
    } catch (error) {
      done();
      throw error;
    }
  }
}

/** Opens PostgreSQL through a node-postgres pool, or PGlite (persisted in `dataDir`, else in memory). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, Client: BusyClientWarningClient });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      url: target.url,
      async migrate() {
        // Held on a connection of its own while the migrator runs on the pool; the next process
        // waits for it, then finds every migration applied.
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePostgres(db, { migrationsFolder });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          lock.release();
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const release = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  const client = await PGlite.create({
    ...(target.dataDir && { dataDir: target.dataDir }),
    ...(target.loadDataDir && { loadDataDir: target.loadDataDir }),
  }).catch((error) => {
    release();
    throw error;
  });
  const writeGeneration = countWrites(client);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    writeGeneration,
    migrate: () => migratePglite(db, { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close().finally(release),
  };
}
