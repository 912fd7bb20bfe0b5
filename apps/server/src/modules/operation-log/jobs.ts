import { lt, max, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { operationLogDigests, operationLogs, trackingEvents } from '../../db/schema/index.js';
import { addDays, platformDay } from '../../dates.js';
import { digestDay } from './digest.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * A day is digested once it ended this long ago: a transaction that began before midnight stamps
 * its row with its start time and may commit a little after.
 */
const SETTLE_MS = 10 * MINUTE;

export const DIGEST_JOB = 'operation-log-digest';
export const RETENTION_JOB = 'log-retention';

const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/**
 * Digests every past platform day not yet digested, from the day after the newest digest (or the
 * oldest row's day) to the last settled day. Safe in several processes: `digestDay` inserts with
 * ON CONFLICT DO NOTHING and never overwrites, so two processes store the same digest once.
 */
export async function digestPastDays(db: Database, now = new Date()): Promise<string[]> {
  const lastSettled = addDays(platformDay(new Date(now.getTime() - SETTLE_MS)), -1);
  const [[newest], [oldest]] = await Promise.all([
    db.select({ day: max(operationLogDigests.day) }).from(operationLogDigests),
    db.select({ at: min(operationLogs.createdAt) }).from(operationLogs),
  ]);
  if (!oldest?.at) return [];
  const from = newest?.day ? addDays(newest.day, 1) : platformDay(oldest.at);
  const done: string[] = [];
  for (let day = from; day <= lastSettled; day = addDays(day, 1)) {
    await digestDay(db, day);
    done.push(day);
  }
  return done;
}

/**
 * Deletes operation-log rows older than the retention (whole platform days, with their digests)
 * and behaviour-tracking events older than theirs. The append-only trigger lets the delete
 * through only in this transaction (`cc.log_retention = on`); the tracking rollups are
 * decremented by their statement trigger. Deleting what is already gone is a no-op, so several
 * processes may run it.
 */
export async function applyRetention(
  db: Database,
  { operationLogDays, trackingDays }: { operationLogDays: number; trackingDays: number },
  now = new Date(),
): Promise<{ operationLogs: number; trackingEvents: number }> {
  const logCutoffDay = addDays(platformDay(now), -operationLogDays);
  const trackingCutoff = new Date(now.getTime() - trackingDays * 24 * HOUR);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('cc.log_retention', 'on', true)`);
    const logs = await tx
      .delete(operationLogs)
      .where(lt(operationLogs.createdAt, dayStart(logCutoffDay)))
      .returning({ id: operationLogs.id });
    await tx.delete(operationLogDigests).where(lt(operationLogDigests.day, logCutoffDay));
    const events = await tx
      .delete(trackingEvents)
      .where(lt(trackingEvents.createdAt, trackingCutoff))
      .returning({ id: trackingEvents.id });
    return { operationLogs: logs.length, trackingEvents: events.length };
  });
}

/** The daily digest and the retention, as scheduled jobs (hourly ticks; each does nothing when done). */
export function registerLogJobs(app: FastifyInstance) {
  const { operationLogRetentionDays, trackingRetentionDays } = app.config.logs;
  app.scheduler.every({ name: DIGEST_JOB, everyMs: HOUR, run: () => digestPastDays(app.db) });
  app.scheduler.every({
    name: RETENTION_JOB,
    everyMs: 6 * HOUR,
    run: () =>
      applyRetention(app.db, {
        operationLogDays: operationLogRetentionDays,
        trackingDays: trackingRetentionDays,
      }),
  });
}
