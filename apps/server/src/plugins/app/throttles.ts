import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Limit } from '../../config.js';
import { throttles } from '../../db/schema/index.js';

/** The first delay once an account's free failures from one address are used up; it doubles. */
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_MAX_MS = 15 * 60_000;

export interface Throttles {
  /**
   * Counts one attempt on `key` in a fixed window of `limit`; answers the seconds until the window
   * ends when this attempt is over `limit.max`, else 0.
   */
  hit(key: string, limit: Limit): Promise<number>;
  /** Seconds until `key`'s backoff ends; 0 when it may try now. */
  retryAfter(key: string): Promise<number>;
  /**
   * Counts one failure on `key`, remembered for `limit.windowMs` after the last one. From the
   * `limit.max`-th on, each failure starts a backoff that doubles (1 s, 2 s, 4 s … 15 min).
   */
  fail(key: string, limit: Limit): Promise<void>;
  /** Forgets `key`'s failures (a success). */
  clear(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    throttles: Throttles;
  }
}

const secondsUntil = (time: Date, now: number) => Math.max(1, Math.ceil((time.getTime() - now) / 1000));

/**
 * Throttling counters in the database (`throttles`), so that every server process counts the same
 * attempts and a restart forgets nothing. Each update is one atomic upsert.
 */
export default fp(
  async (app) => {
    const { db } = app;

    app.decorate('throttles', {
      async hit(key, limit) {
        const now = Date.now();
        const resetsAt = new Date(now + limit.windowMs);
        const [row] = await db
          .insert(throttles)
          .values({ key, count: 1, resetsAt })
          .onConflictDoUpdate({
            target: throttles.key,
            set: {
              count: sql`case when ${throttles.resetsAt} <= ${new Date(now)} then 1 else ${throttles.count} + 1 end`,
              resetsAt: sql`case when ${throttles.resetsAt} <= ${new Date(now)} then excluded.resets_at else ${throttles.resetsAt} end`,
            },
          })
          .returning({ count: throttles.count, resetsAt: throttles.resetsAt });
        return row && row.count > limit.max ? secondsUntil(row.resetsAt, now) : 0;
      },

      async retryAfter(key) {
        const now = Date.now();
        const [row] = await db
          .select({ blockedUntil: throttles.blockedUntil })
          .from(throttles)
          .where(eq(throttles.key, key));
        return row?.blockedUntil && row.blockedUntil.getTime() > now
          ? secondsUntil(row.blockedUntil, now)
          : 0;
      },

      async fail(key, limit) {
        const now = new Date();
        const count = sql`case when ${throttles.resetsAt} <= ${now} then 1 else ${throttles.count} + 1 end`;
        // delay = base · 2^(count − max), capped; none below max failures
        const max = sql`${limit.max}::int`;
        const blockedUntil = sql`case when ${count} >= ${max}
          then ${now}::timestamptz + least(${BACKOFF_MAX_MS}::float8,
            ${BACKOFF_BASE_MS}::float8 * power(2::float8, least(${count} - ${max}, 30)))
            * interval '1 millisecond'
          else null end`;
        await db
          .insert(throttles)
          .values({
            key,
            count: 1,
            resetsAt: new Date(now.getTime() + limit.windowMs),
            blockedUntil: limit.max <= 1 ? new Date(now.getTime() + BACKOFF_BASE_MS) : null,
          })
          .onConflictDoUpdate({
            target: throttles.key,
            set: { count, resetsAt: sql`excluded.resets_at`, blockedUntil },
          });
      },

      async clear(key) {
        await db.delete(throttles).where(eq(throttles.key, key));
      },
    } satisfies Throttles);
  },
  { name: 'throttles', dependencies: ['db'] },
);
