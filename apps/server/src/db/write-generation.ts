import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * A statement that only reads: a `SELECT` that locks no row and calls no function with a side
 * effect, or a `WITH` whose parts are all such. Anything else counts as a write (DDL, `SET`,
 * `INSERT … RETURNING`, `SELECT … FOR UPDATE`, `nextval`): a false "write" only costs a cache
 * miss, a false "read" would serve a stale answer.
 */
export function isPlainRead(statement: string): boolean {
  const text = statement.trimStart();
  if (/\b(for\s+(update|share|no\s+key\s+update|key\s+share))\b/i.test(text)) return false;
  if (/\b(nextval|setval|pg_notify|pg_advisory\w*|set_config|lo_\w+)\s*\(/i.test(text)) return false;
  if (/^select\b/i.test(text)) return true;
  return /^with\b/i.test(text) && !/\b(insert|update|delete|merge)\b/i.test(text);
}

/**
 * Counts the writes that reach an embedded database (PGlite), at the driver: every statement of
 * drizzle, of raw SQL, of a job or of a test passes through `query`, `exec` or `transaction` of
 * this one client, and PGlite serves one process only (db/data-dir-lock.ts), so nothing writes
 * to it unseen. Answers the generation: a number that changes when a write starts and again when
 * it ends (a transaction: when it ends, if it wrote). A reader that takes the generation before
 * its queries and finds it unchanged after them read a state no write touched meanwhile — the
 * condition for keeping its answer (http/list-cache.ts).
 */
export function countWrites(client: PGlite): () => number {
  let generation = 0;
  const bump = () => {
    generation += 1;
  };
  /** Runs `run`, bumping around it when it writes; `wrote` learns that it did. */
  const around = <T>(writes: boolean, run: () => Promise<T>, wrote?: () => void): Promise<T> => {
    if (!writes) return run();
    bump();
    wrote?.();
    return run().finally(bump);
  };

  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((statement: string, ...rest: unknown[]) =>
    around(!isPlainRead(statement), () =>
      (query as (...args: unknown[]) => Promise<unknown>)(statement, ...rest),
    )) as PGlite['query'];
  // `exec` runs several statements in one string: always a write.
  client.exec = ((...args: Parameters<PGlite['exec']>) =>
    around(true, () => exec(...args))) as PGlite['exec'];
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
    let wrote = false;
    const marked = () => {
      wrote = true;
    };
    return transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      const txSql = tx.sql.bind(tx);
      const watched: Transaction = Object.create(tx, {
        query: {
          value: (statement: string, ...rest: unknown[]) =>
            around(
              !isPlainRead(statement),
              () => (txQuery as (...args: unknown[]) => Promise<unknown>)(statement, ...rest),
              marked,
            ),
        },
        exec: {
          value: (...args: Parameters<Transaction['exec']>) => around(true, () => txExec(...args), marked),
        },
        // A tagged template, not parsed here: a write.
        sql: {
          value: (...args: Parameters<Transaction['sql']>) => around(true, () => txSql(...args), marked),
        },
      });
      return callback(watched);
    }).finally(() => {
      // The commit (or rollback) makes the writes visible (or undoes them): a change either way.
      if (wrote) bump();
    });
  }) as PGlite['transaction'];
  return () => generation;
}
