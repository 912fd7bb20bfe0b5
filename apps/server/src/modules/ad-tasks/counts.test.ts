import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import {
  data,
  insertParticipation,
  insertSubmission,
  insertTask,
  insertVideo,
  requestsOf,
  submissionCountDrift,
  type Json,
} from '../../../test/support/ad-tasks.js';
import { adParticipations, adSubmissionCounts, adSubmissions, adTasks } from './schema.js';

/**
 * The submission counter (issue 16, migration 0016): `ad_submission_counts` equals `count(*)` of
 * `ad_submissions` per (task, status) after any statement — its statement triggers keep it, not the
 * app's code paths, so SQL written straight to the table is counted too — and the staff lists read
 * their totals and counts by status from it.
 */

let t: TestApp;
const { call, fresh } = requestsOf(() => t);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A task's counters as the lists read them (only non-zero ones). */
async function countersOf(taskId: number) {
  const rows = await t.database.db
    .select({ status: adSubmissionCounts.status, count: adSubmissionCounts.count })
    .from(adSubmissionCounts)
    .where(eq(adSubmissionCounts.taskId, taskId));
  return Object.fromEntries(rows.filter((r) => r.count !== 0).map((r) => [r.status, r.count]));
}

describe('the counter (statement triggers on ad_submissions)', () => {
  it('equals count(*) per task and status after inserts, status changes, moves and deletes', async () => {
    const { db } = t.database;
    const [a, b] = [await insertTask(db), await insertTask(db)];
    const [ann, bob] = [await fresh(), await fresh()];
    const annIn = await insertParticipation(db, a, ann.id, 'joined');
    const bobIn = await insertParticipation(db, a, bob.id, 'joined');
    const annInB = await insertParticipation(db, b, ann.id, 'joined');

    // One row per statement, then several rows of several statuses in one statement.
    const first = await insertSubmission(db, {
      taskId: a,
      participationId: annIn,
      userId: ann.id,
      status: 'approved',
    });
    expect(await countersOf(a)).toEqual({ approved: 1 });
    const videos = await Promise.all([1, 2, 3, 4].map(() => insertVideo(db, bob.id)));
    const many = (
      await db
        .insert(adSubmissions)
        .values(
          videos.map((videoId, i) => ({
            taskId: a,
            participationId: bobIn,
            userId: bob.id,
            videoId,
            status: i < 3 ? ('pending_review' as const) : ('held' as const),
          })),
        )
        .returning({ id: adSubmissions.id })
    ).map((r) => r.id);
    expect(await countersOf(a)).toEqual({ approved: 1, pending_review: 3, held: 1 });
    expect(await submissionCountDrift(db)).toEqual([]);

    // Status changes in one statement (as settlement's batches are), and a change of no status.
    await db
      .update(adSubmissions)
      .set({ status: 'approved' })
      .where(inArray(adSubmissions.id, many.slice(0, 2)));
    expect(await countersOf(a)).toEqual({ approved: 3, pending_review: 1, held: 1 });
    await db
      .update(adSubmissions)
      .set({ featured: true, playsSnapshot: 5 })
      .where(eq(adSubmissions.taskId, a));
    expect(await countersOf(a)).toEqual({ approved: 3, pending_review: 1, held: 1 });
    await db
      .update(adSubmissions)
      .set({
        status: sql`case when ${adSubmissions.status} = 'approved' then 'planned' else 'invalidated' end`,
      })
      .where(eq(adSubmissions.taskId, a));
    expect(await countersOf(a)).toEqual({ planned: 3, invalidated: 2 });

    // A move to another task, with a status change in the same statement.
    await db
      .update(adSubmissions)
      .set({ taskId: b, participationId: annInB, status: 'approved' })
      .where(eq(adSubmissions.id, first));
    expect(await countersOf(a)).toEqual({ planned: 2, invalidated: 2 });
    expect(await countersOf(b)).toEqual({ approved: 1 });
    expect(await submissionCountDrift(db)).toEqual([]);

    // Deletes: one row, a participation's (cascade), a user's (cascade), a whole task's.
    await db.delete(adSubmissions).where(eq(adSubmissions.id, many[3]!));
    expect(await countersOf(a)).toEqual({ planned: 2, invalidated: 1 });
    await db.delete(adParticipations).where(eq(adParticipations.id, bobIn));
    expect(await countersOf(a)).toEqual({});
    await insertSubmission(db, { taskId: b, participationId: annInB, userId: ann.id, status: 'rejected' });
    await db.delete(users).where(eq(users.id, ann.id));
    expect(await countersOf(b)).toEqual({});
    const c = await insertTask(db);
    const cy = await fresh();
    const cyIn = await insertParticipation(db, c, cy.id, 'joined');
    await insertSubmission(db, { taskId: c, participationId: cyIn, userId: cy.id, status: 'approved' });
    await db.delete(adTasks).where(eq(adTasks.id, c));
    const left = await db.select().from(adSubmissionCounts).where(eq(adSubmissionCounts.taskId, c));
    expect(left).toEqual([]);
    expect(await submissionCountDrift(db)).toEqual([]);
  });

  it('is noticed when a trigger is missing (the invariant helper sees the drift)', async () => {
    const { db } = t.database;
    const task = await insertTask(db);
    const me = await fresh();
    const p = await insertParticipation(db, task, me.id, 'joined');
    const video = await insertVideo(db, me.id);
    let inside: unknown[] = [];
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`drop trigger "ad_submissions_count_insert" on "ad_submissions"`);
        await tx
          .insert(adSubmissions)
          .values({ taskId: task, participationId: p, userId: me.id, videoId: video, status: 'approved' });
        inside = await submissionCountDrift(tx);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(inside).toEqual([{ task_id: task, status: 'approved', counter: 0, actual: 1 }]);
    // Rolled back: the trigger is there again, and nothing drifted.
    expect(await submissionCountDrift(db)).toEqual([]);
  });
});

describe('the lists read the counter', () => {
  it('the submissions total (by status, featured or not) and the task list’s counts; a keyword counts rows', async () => {
    const { db } = t.database;
    const task = await insertTask(db, { title: '计数器读取任务' });
    const me = await fresh();
    const p = await insertParticipation(db, task, me.id, 'joined');
    const statuses = ['approved', 'approved', 'approved', 'pending_review', 'held'] as const;
    const ids: number[] = [];
    for (const status of statuses)
      ids.push(await insertSubmission(db, { taskId: task, participationId: p, userId: me.id, status }));
    await db
      .update(adSubmissions)
      .set({ featured: true, featuredPosition: 1 })
      .where(eq(adSubmissions.id, ids[0]!));
    await db.update(adSubmissions).set({ videoTitle: '关键词命中' }).where(eq(adSubmissions.id, ids[1]!));

    const totals = async () =>
      Object.fromEntries(
        await Promise.all(
          [
            '',
            'status=approved',
            'featured=1',
            'featured=0',
            'status=approved&featured=0',
            `q=${encodeURIComponent('关键词命中')}`,
          ].map(async (query) => {
            const list = data<{ total: number }>(
              await call('operator', 'GET', `/api/ad-tasks/${task}/submissions?${query}`),
            );
            return [query || 'all', list.total] as const;
          }),
        ),
      );
    const counts = async () => {
      const row = data<{ data: Json[] }>(
        await call('operator', 'GET', `/api/ad-tasks?q=${encodeURIComponent('计数器读取任务')}`),
      ).data[0]!;
      const detail = data(await call('operator', 'GET', `/api/ad-tasks/${task}`));
      expect((detail.figures as Json).submissions).toEqual(row.submissions);
      return { ...(row.submissions as Record<string, number>), featured: row.featured_count };
    };
    const keyword = `q=${encodeURIComponent('关键词命中')}`;
    expect(await totals()).toEqual({
      all: 5,
      'status=approved': 3,
      'featured=1': 1,
      'featured=0': 4,
      'status=approved&featured=0': 2,
      [keyword]: 1,
    });
    expect(await counts()).toMatchObject({
      approved: 3,
      pending_review: 1,
      held: 1,
      rejected: 0,
      featured: 1,
    });

    // The counter, not a count of rows: moved by hand, the figures follow it (a keyword's does not).
    const shift = (by: number) =>
      db
        .update(adSubmissionCounts)
        .set({ count: sql`${adSubmissionCounts.count} + ${by}` })
        .where(sql`${adSubmissionCounts.taskId} = ${task} and ${adSubmissionCounts.status} = 'approved'`);
    await shift(100);
    try {
      expect(await totals()).toEqual({
        all: 105,
        'status=approved': 103,
        'featured=1': 1,
        'featured=0': 104,
        'status=approved&featured=0': 102,
        [keyword]: 1,
      });
      expect(await counts()).toMatchObject({ approved: 103, pending_review: 1, held: 1 });
    } finally {
      await shift(-100);
    }
    expect(await submissionCountDrift(db)).toEqual([]);
  });
});

describe('concurrency', () => {
  it('20 binds and 20 decisions of one task at once leave the counter exact', async () => {
    const { db } = t.database;
    const task = await insertTask(db, { reviewRequired: true });
    const creators = await Promise.all(Array.from({ length: 20 }, () => fresh()));
    const pending: number[] = [];
    for (const creator of creators) {
      const p = await insertParticipation(db, task, creator.id, 'joined');
      pending.push(
        await insertSubmission(db, {
          taskId: task,
          participationId: p,
          userId: creator.id,
          status: 'pending_review',
        }),
      );
    }
    const videos = await Promise.all(creators.map((c) => insertVideo(db, c.id)));
    const results = await Promise.all([
      ...creators.map((c, i) =>
        call(c.username, 'POST', `/api/ad-hall/${task}/submissions`, { video_id: videos[i] }),
      ),
      ...pending.map((id, i) =>
        call(
          'operator',
          'POST',
          `/api/ad-submissions/${id}/decision`,
          i % 2 === 0 ? { decision: 'approve' } : { decision: 'reject', reason: '内容与任务要求不符' },
        ),
      ),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
    expect(await countersOf(task)).toEqual({ pending_review: 20, approved: 10, rejected: 10 });
    expect(await submissionCountDrift(db)).toEqual([]);
  });
});
