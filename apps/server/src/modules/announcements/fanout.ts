import { MESSAGE_TYPES } from '@creator-console/contract';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { announcements } from '../../db/schema/index.js';
import { recordOperation } from '../operation-log/record.js';
import { audienceCondition, resolveAudience } from './audience.js';

/** Recipients written per transaction (admin.md §6.7). */
export const FANOUT_BATCH = 1_000;
export const FANOUT_JOB = 'announcements.fanout';
export const FANOUT_EVERY_MS = 5_000;

/** node-postgres answers `{rows}`, PGlite too; both behind drizzle's `execute`. */
type Row = typeof announcements.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Moves every scheduled announcement whose time has come to `sending`, resolving its audience
 * (one transaction each; a row another process holds is skipped, and it moves it). Answers how
 * many it moved. Logged as the platform (actor null).
 */
export async function sweepScheduled(db: Database, now = new Date()): Promise<number> {
  let moved = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(announcements)
        .where(and(eq(announcements.status, 'scheduled'), lte(announcements.scheduledAt, now)))
        .orderBy(asc(announcements.scheduledAt), asc(announcements.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return true;
      const { count } = await resolveAudience(tx, row.audience);
      await tx
        .update(announcements)
        .set({
          status: 'sending',
          sentAt: sql`now()`,
          fanoutCursor: 0,
          recipientCount: count,
          version: sql`${announcements.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(announcements.id, row.id));
      await recordOperation(tx, {
        module: 'notice',
        action: 'notice.send',
        targetType: 'notice',
        targetId: row.id,
        targetLabel: row.title,
        actorId: null,
        summary: `定时发送公告 ${row.title}（${count} 人）`,
        before: { status: row.status },
        after: { status: 'sending', recipient_count: count },
      });
      return false;
    });
    if (done) return moved;
    moved += 1;
  }
}

/**
 * Writes the next batch of a `sending` announcement the caller holds locked (`row`, in `tx`): the
 * next `batchSize` recipients after its cursor, in id order, `ON CONFLICT DO NOTHING`, and the
 * cursor advanced — so a crash resumes from the cursor and a rerun writes nobody twice. The last
 * (short) batch marks it `sent` with its exact recipient count. Answers the row as it is now.
 */
export async function writeBatch(tx: Transaction, row: Row, batchSize = FANOUT_BATCH): Promise<Row> {
  const sentAt = row.sentAt ?? new Date();
  const result = await tx.execute(sql`
    with batch as (
      select "users"."id" as id from users
      where "users"."id" > ${row.fanoutCursor} and ${audienceCondition(row.audience)}
      order by "users"."id"
      limit ${batchSize}
    ), written as (
      insert into messages (user_id, type, title, content, link, announcement_id, created_at)
      select id, ${MESSAGE_TYPES.system}, ${row.title}, ${row.content}, ${row.link}, ${row.id}, ${sentAt}::timestamptz
      from batch
      on conflict (announcement_id, user_id) where announcement_id is not null do nothing
      returning 1
    )
    select (select max(id) from batch) as last_id, (select count(*)::int from batch) as n,
      (select count(*)::int from written) as written`);
  const [batch] = rowsOf<{ last_id: number | null; n: number }>(result);
  const n = Number(batch?.n ?? 0);
  const cursor = batch?.last_id ?? row.fanoutCursor;
  if (n < batchSize) {
    const [counted] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from messages where announcement_id = ${row.id}`),
    );
    const [done] = await tx
      .update(announcements)
      .set({
        status: 'sent',
        fanoutCursor: cursor,
        recipientCount: Number(counted?.n ?? 0),
        updatedAt: sql`now()`,
      })
      .where(eq(announcements.id, row.id))
      .returning();
    return done!;
  }
  const [moved] = await tx
    .update(announcements)
    .set({ fanoutCursor: cursor })
    .where(eq(announcements.id, row.id))
    .returning();
  return moved!;
}

/**
 * Writes one batch of the first `sending` announcement no other process holds (`FOR UPDATE SKIP
 * LOCKED`), in a transaction of its own. Answers its id, or null when none is sending.
 */
export async function fanoutBatch(db: Database, batchSize = FANOUT_BATCH): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(announcements)
      .where(eq(announcements.status, 'sending'))
      .orderBy(asc(announcements.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    await writeBatch(tx, row, batchSize);
    return row.id;
  });
}

/**
 * Deletes the messages of withdrawn announcements, `batchSize` at a time (one statement each):
 * what a withdrawal started and a crash interrupted is finished here. Answers how many it deleted.
 */
export async function purgeWithdrawn(
  db: Database,
  announcementId?: number,
  batchSize = FANOUT_BATCH,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const target =
      announcementId === undefined
        ? sql`(select a.id from announcements a where a.status = 'withdrawn')`
        : sql`(${announcementId})`;
    const result = await db.execute(sql`
      delete from messages where id in (
        select id from messages where announcement_id in ${target} limit ${batchSize}
      ) returning 1`);
    const n = rowsOf(result).length;
    deleted += n;
    if (n < batchSize) return deleted;
  }
}

/** Recipients per batch when the database shares this thread (PGlite): a batch is then a few ms. */
export const FANOUT_BATCH_IN_PROCESS = 50;
/**
 * How long the job rests after a batch on PGlite while requests are being served, in multiples of
 * the batch's own time (see `sharesLoop`).
 */
export const FANOUT_REST_FACTOR = 3;

export interface FanoutOptions {
  batchSize?: number;
  /**
   * The database runs on this event loop (PGlite): while requests are being served (`busy`), the
   * job rests `FANOUT_REST_FACTOR` times as long as each batch took. Under load the requests'
   * latency follows their share of the one thread: with the fan-out taking a share s, a loaded
   * route answers about 1 / (1 − s) times slower, twice as slow at s = ½ — the budget (admin.md
   * §11: my-menu's p99 during a fan-out under 2 × idle). At s = ¼ it is about 1.3 ×. When nobody
   * is asking, the job does not rest and the fan-out ends as soon as it can.
   */
  sharesLoop?: boolean;
  /** Whether requests arrived a moment ago (PGlite's pacing rests only then); always, if not given. */
  busy?: () => boolean;
}

/**
 * The job (every 5 s, and at once after a send): sweep due scheduled ones, fan out every sending
 * one, purge what a withdrawal left. One cheap query when there is nothing to do.
 */
export async function runFanout(
  db: Database,
  {
    sharesLoop = false,
    batchSize = sharesLoop ? FANOUT_BATCH_IN_PROCESS : FANOUT_BATCH,
    busy = () => true,
  }: FanoutOptions = {},
): Promise<void> {
  const [work] = rowsOf<{ due: boolean; sending: boolean; leftover: boolean }>(
    await db.execute(sql`
      select
        exists (select 1 from announcements where status = 'scheduled' and scheduled_at <= now()) as due,
        exists (select 1 from announcements where status = 'sending') as sending,
        exists (
          select 1 from announcements a
          where a.status = 'withdrawn' and exists (select 1 from messages m where m.announcement_id = a.id)
        ) as leftover`),
  );
  if (work?.due) await sweepScheduled(db);
  if (work?.due || work?.sending) {
    for (;;) {
      const started = performance.now();
      if ((await fanoutBatch(db, batchSize)) === null) break;
      // Each batch commits on its own; then the requests that arrived meanwhile are answered before
      // the next (without this, PGlite, whose queries run on this loop, would hold every request
      // until the last batch of a fan-out of 100 000).
      const rest = sharesLoop && busy() ? (performance.now() - started) * FANOUT_REST_FACTOR : 0;
      await new Promise((resolve) => (rest > 0 ? setTimeout(resolve, rest) : setImmediate(resolve)));
    }
  }
  if (work?.leftover) await purgeWithdrawn(db, undefined, batchSize);
}
