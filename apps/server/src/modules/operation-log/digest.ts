import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { operationLogDigests } from '../../db/schema/index.js';
import { addDays } from '../../dates.js';

export interface DayDigest {
  day: string;
  rowCount: number;
  firstId: number | null;
  lastId: number | null;
  sha256: string;
}

/** The instants a platform day (Asia/Shanghai, UTC+8 all year) starts and ends at. */
const dayBounds = (day: string) => ({
  start: new Date(`${day}T00:00:00+08:00`).toISOString(),
  end: new Date(`${addDays(day, 1)}T00:00:00+08:00`).toISOString(),
});

/**
 * SHA-256 over the day's rows in id order, one canonical line per row: a fixed list of columns
 * (so a column added later does not change past days), timestamps in UTC text (so the session's
 * time zone does not either), joined by newlines. Computed by the database in one statement.
 */
export async function computeDigest(db: Database, day: string): Promise<DayDigest> {
  const { start, end } = dayBounds(day);
  const result = await db.execute(sql`
    select count(*)::int as row_count, min(id) as first_id, max(id) as last_id,
      encode(sha256(convert_to(coalesce(string_agg(line, E'\n' order by id), ''), 'UTF8')), 'hex') as sha256
    from (
      select id, jsonb_build_array(
        id, module, action, target_type, target_id, target_label, actor_id, actor_name, actor_role,
        acting_mcn_id, ip, user_agent, request_id, outcome, summary, before, after, detail, repeat_count,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')
      )::text as line
      from operation_logs
      where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
    ) as day_rows`);
  const [row] = rowsOf<{
    row_count: number;
    first_id: number | null;
    last_id: number | null;
    sha256: string;
  }>(result);
  return {
    day,
    rowCount: Number(row?.row_count ?? 0),
    firstId: row?.first_id ?? null,
    lastId: row?.last_id ?? null,
    sha256: row?.sha256 ?? '',
  };
}

/** node-postgres answers `{rows}`, PGlite too; both behind drizzle's `execute`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Writes the day's digest once (the daily job); an existing digest is never overwritten, so a
 * later recomputation cannot launder an altered day. Answers the stored digest.
 */
export async function digestDay(db: Database, day: string): Promise<DayDigest> {
  const digest = await computeDigest(db, day);
  await db
    .insert(operationLogDigests)
    .values({
      day,
      rowCount: digest.rowCount,
      firstId: digest.firstId,
      lastId: digest.lastId,
      sha256: digest.sha256,
    })
    .onConflictDoNothing();
  const [stored] = await db.select().from(operationLogDigests).where(eq(operationLogDigests.day, day));
  return {
    day,
    rowCount: stored!.rowCount,
    firstId: stored!.firstId,
    lastId: stored!.lastId,
    sha256: stored!.sha256,
  };
}

/**
 * Recomputes a digested day and compares (POST /api/operation-logs/verify): false when the day was
 * altered since — or was never digested.
 */
export async function verifyDay(db: Database, day: string): Promise<{ match: boolean }> {
  const [stored] = await db.select().from(operationLogDigests).where(eq(operationLogDigests.day, day));
  if (!stored) return { match: false };
  const now = await computeDigest(db, day);
  return {
    match:
      now.sha256 === stored.sha256 &&
      now.rowCount === stored.rowCount &&
      now.firstId === stored.firstId &&
      now.lastId === stored.lastId,
  };
}
