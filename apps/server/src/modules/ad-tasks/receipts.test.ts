import type { AdReceipt, AdReceiptImportResult, AdSettlementPreview } from '@creator-console/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, operationLogs } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { settleableTask } from '../../../test/support/ad-settlement.js';
import {
  answer,
  daysFromNow,
  data,
  insertParticipation,
  insertSubmission,
  insertTask,
  items,
  requestsOf,
  type Json,
  type TaskFixture,
} from '../../../test/support/ad-tasks.js';
import { as, storedImage } from '../../../test/support/stored-files.js';
import { rowsOf } from '../finance/reads.js';
import { adFields, adReceipts, adSubmissions, adTasks } from './schema.js';

let t: TestApp;
const { call, fresh } = requestsOf(() => t);
const put = (username: string, url: string, payload: Json) => call(username, 'PUT', url, payload);
const file = (username: string, body: Json) => call(username, 'POST', '/api/my-ad-receipts', body);
const revise = (username: string, id: number, body: Json) => put(username, `/api/my-ad-receipts/${id}`, body);
const decide = (id: number, body: Json, username = 'operator') =>
  call(username, 'POST', `/api/ad-receipts/${id}/decision`, body);
const LINK = 'https://data.example.com/report/1';

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type ReceiptTask = TaskFixture & {
  metricSource?: 'platform' | 'receipt';
  receiptRequired?: boolean;
  receiptFieldIds?: number[];
};

/** A running task that takes receipts (receipt-required cpa by default). */
async function receiptTask(fixture: ReceiptTask = {}): Promise<number> {
  const { metricSource, receiptRequired, receiptFieldIds, ...rest } = fixture;
  const id = await insertTask(t.database.db, {
    reward: { kind: 'cpa', cpa_fen: 500, cap_fen: 50_000, conversion_label: '下单' },
    ...rest,
  });
  await t.database.db
    .update(adTasks)
    .set({
      metricSource: metricSource ?? 'receipt',
      receiptRequired: receiptRequired ?? true,
      receiptFieldIds: receiptFieldIds ?? [],
    })
    .where(eq(adTasks.id, id));
  return id;
}

/** A joined creator's submission of the task, in the state given. */
async function submissionOf(
  taskId: number,
  userId: number,
  status: typeof adSubmissions.$inferInsert.status = 'approved',
): Promise<number> {
  const { db } = t.database;
  // A second submission of the same creator reuses the participation.
  const [existing] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from ad_participations where task_id = ${taskId} and user_id = ${userId}`),
  );
  const participationId = existing
    ? Number(existing.id)
    : await insertParticipation(db, taskId, userId, 'joined');
  return insertSubmission(db, { taskId, participationId, userId, status });
}

const receiptRow = async (id: number) =>
  (await t.database.db.select().from(adReceipts).where(eq(adReceipts.id, id)))[0]!;

describe('POST /api/my-ad-receipts (file a receipt)', () => {
  it('refuses with every §8 message and 404s another creator’s submission', async () => {
    const [me, other] = [await fresh(), await fresh()];
    const task = await receiptTask();
    const mine = await submissionOf(task, me.id);
    const theirs = await submissionOf(task, other.id);

    expect(answer(await file(me.username, { submission_id: theirs, link: LINK }))).toEqual({
      status: 404,
      message: '记录不存在',
    });
    const platformTask = await insertTask(t.database.db);
    const noReceipts = await submissionOf(platformTask, me.id);
    expect(answer(await file(me.username, { submission_id: noReceipts, link: LINK }))).toEqual({
      status: 202,
      message: '此任务无需提交回执',
    });
    expect(
      answer(
        await file(me.username, { submission_id: await submissionOf(task, me.id, 'rejected'), link: LINK }),
      ),
    ).toEqual({
      status: 202,
      message: '投稿未通过审核，不能提交回执',
    });
    expect(
      answer(
        await file(me.username, { submission_id: await submissionOf(task, me.id, 'planned'), link: LINK }),
      ),
    ).toEqual({
      status: 202,
      message: '投稿已进入结算，回执不能修改',
    });
    const closedTask = await receiptTask({
      startsAt: daysFromNow(-20),
      endsAt: daysFromNow(-3),
      observeDays: 2,
    });
    expect(
      answer(await file(me.username, { submission_id: await submissionOf(closedTask, me.id), link: LINK })),
    ).toEqual({
      status: 202,
      message: '回执提交已截止',
    });

    const bare = await file(me.username, { submission_id: mine });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      message: '请上传截图或填写数据链接',
      issues: [{ path: ['images'], message: '请上传截图或填写数据链接' }],
    });

    const created = await file(me.username, { submission_id: mine, claimed_conversions: 12, link: LINK });
    expect(created.statusCode, created.body).toBe(200);
    expect(data<AdReceipt>(created)).toMatchObject({
      submission_id: mine,
      status: 'pending',
      source: 'creator',
      claimed_conversions: 12,
      revision: 1,
      editable: true,
    });
    expect(answer(await file(me.username, { submission_id: mine, link: LINK }))).toEqual({
      status: 202,
      message: '该投稿已提交回执',
    });
  });

  it('accepts a receipt while the task is paused, until settle_after', async () => {
    const me = await fresh();
    const task = await receiptTask({ status: 'paused' });
    const response = await file(me.username, {
      submission_id: await submissionOf(task, me.id, 'held'),
      link: LINK,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('checks the task’s receipt fields and takes only own receipt images, answering them signed', async () => {
    const { db } = t.database;
    const [me, other] = [await fresh(), await fresh()];
    const [field] = await db
      .insert(adFields)
      .values({
        key: `orders_${Date.now() % 100_000}`,
        label: '订单数',
        kind: 'number',
        scope: 'receipt',
        required: true,
      })
      .returning();
    const task = await receiptTask({ receiptFieldIds: [field!.id] });
    const submission = await submissionOf(task, me.id);
    const missing = await file(me.username, { submission_id: submission, link: LINK });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      issues: [{ path: ['answers', field!.key], message: '请填写订单数' }],
    });

    const theirs = (await storedImage(as(t, other.username), 'receipt')).url;
    const wrongPurpose = (await storedImage(as(t, me.username), 'cover')).url;
    const own = (await storedImage(as(t, me.username), 'receipt')).url;
    const answers = { [field!.key]: '18' };
    const foreign = await file(me.username, { submission_id: submission, images: [own, theirs], answers });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      issues: [{ path: ['images', 1], message: '文件不存在或无权使用' }],
    });
    const purpose = await file(me.username, { submission_id: submission, images: [wrongPurpose], answers });
    expect(purpose.json()).toMatchObject({
      issues: [{ path: ['images', 0], message: '文件用途不符，请重新上传' }],
    });
    expect(await db.select().from(adReceipts).where(eq(adReceipts.submissionId, submission))).toHaveLength(0);

    const created = data<AdReceipt>(
      await file(me.username, { submission_id: submission, images: [own], answers }),
    );
    expect(created.images).toEqual([own]);
    expect(created.image_urls).toHaveLength(1);
    expect(created.image_urls[0]).toMatch(/^\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    expect(created.answers).toEqual([{ key: field!.key, label: '订单数', value: '18' }]);
    expect((await receiptRow(created.id)).answers).toEqual([
      { field_id: field!.id, key: field!.key, label: '订单数', value: '18' },
    ]);
    // The staff read the image through the signed address.
    expect((await t.app.inject({ method: 'GET', url: created.image_urls[0]! })).statusCode).toBe(200);
  });

  it('lists what still needs a receipt, and the form shows the task’s rule', async () => {
    const me = await fresh();
    const task = await receiptTask();
    const submission = await submissionOf(task, me.id);
    const due = items<{ id: number }>(
      await call(me.username, 'GET', `/api/my-ad-receipt-due?task_id=${task}`),
    );
    expect(due.map((s) => s.id)).toEqual([submission]);
    const form = data<Json>(
      await call(me.username, 'GET', `/api/my-ad-submissions/${submission}/receipt-form`),
    );
    expect(form).toMatchObject({
      task: { id: task, metric_source: 'receipt', receipt_required: true },
      receipt: null,
    });
    await file(me.username, { submission_id: submission, link: LINK });
    expect(items<unknown>(await call(me.username, 'GET', `/api/my-ad-receipt-due?task_id=${task}`))).toEqual(
      [],
    );
    const other = await fresh();
    expect(
      (await call(other.username, 'GET', `/api/my-ad-submissions/${submission}/receipt-form`)).statusCode,
    ).toBe(404);
  });

  it('answers the 31st receipt write of a minute 429 with Retry-After, per user', async () => {
    const [me, other] = [await fresh(), await fresh()];
    const body = { submission_id: 2_000_000_000, link: LINK };
    for (let i = 0; i < 30; i += 1) expect((await file(me.username, body)).statusCode).toBe(404);
    const limited = await file(me.username, body);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await file(other.username, body)).statusCode).toBe(404);
  });

  it('files one receipt per submission under concurrent requests', async () => {
    const me = await fresh();
    const task = await receiptTask();
    const submission = await submissionOf(task, me.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => file(me.username, { submission_id: submission, link: LINK })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 202, 202, 202, 202, 202]);
    for (const r of answers.filter((r) => r.statusCode === 202))
      expect(answer(r).message).toBe('该投稿已提交回执');
    expect(
      await t.database.db.select().from(adReceipts).where(eq(adReceipts.submissionId, submission)),
    ).toHaveLength(1);
  });
});

describe('revising and reviewing a receipt', () => {
  it('reject → edit → pending (revision 2) → approve, telling the creator each decision; approved is final', async () => {
    const { db } = t.database;
    const [me, other] = [await fresh(), await fresh()];
    const task = await receiptTask();
    const submission = await submissionOf(task, me.id);
    const receipt = data<AdReceipt>(
      await file(me.username, { submission_id: submission, link: LINK, claimed_plays: 900 }),
    );

    expect(answer(await call(other.username, 'GET', `/api/my-ad-receipts/${receipt.id}`))).toEqual({
      status: 404,
      message: '记录不存在',
    });
    expect(answer(await revise(other.username, receipt.id, { link: LINK }))).toEqual({
      status: 404,
      message: '记录不存在',
    });

    const rejected = await decide(receipt.id, { decision: 'reject', reason: '截图看不清' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(data<AdReceipt>(rejected)).toMatchObject({
      status: 'rejected',
      reason: '截图看不清',
      editable: true,
    });
    expect(answer(await decide(receipt.id, { decision: 'reject', reason: '再驳回' }))).toEqual({
      status: 202,
      message: '该回执已被处理',
    });

    const revised = await revise(me.username, receipt.id, {
      link: LINK,
      claimed_plays: 1200,
      claimed_conversions: 9,
    });
    expect(revised.statusCode, revised.body).toBe(200);
    expect(data<AdReceipt>(revised)).toMatchObject({
      status: 'pending',
      revision: 2,
      reason: '',
      claimed_plays: 1200,
      claimed_conversions: 9,
    });

    const approved = await decide(receipt.id, {
      decision: 'approve',
      verified_plays: 1100,
      verified_conversions: 8,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(data<AdReceipt>(approved)).toMatchObject({
      status: 'approved',
      verified_plays: 1100,
      verified_conversions: 8,
      editable: false,
    });
    expect(answer(await revise(me.username, receipt.id, { link: LINK }))).toEqual({
      status: 202,
      message: '回执已审核通过，不能修改',
    });

    const told = await db.select().from(messages).where(eq(messages.userId, me.id));
    expect(told.map((m) => [m.type, m.title, m.link])).toEqual([
      [2, '审核结果', `/spread/survey-list?task_id=${task}`],
      [2, '审核结果', `/spread/survey-list?task_id=${task}`],
    ]);
    expect(told[0]!.content).toContain('截图看不清');
    const logged = await db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.targetType, 'ad_receipt'), eq(operationLogs.targetId, receipt.id)));
    expect(logged.map((l) => l.action).sort()).toEqual(['ad_task.receipt_approve', 'ad_task.receipt_reject']);
  });

  it('approval needs the numbers the rule reads: 400 naming each missing field', async () => {
    const me = await fresh();
    const cpa = await receiptTask();
    const receipt = data<AdReceipt>(
      await file(me.username, { submission_id: await submissionOf(cpa, me.id), link: LINK }),
    );
    const both = await decide(receipt.id, { decision: 'approve' });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      message: '请填写核定播放量',
      issues: [
        { path: ['verified_plays'], message: '请填写核定播放量' },
        { path: ['verified_conversions'], message: '请填写核定转化数' },
      ],
    });
    expect((await receiptRow(receipt.id)).status).toBe('pending');

    const platformFixed = await receiptTask({
      reward: { kind: 'fixed', amount_fen: 5000 },
      metricSource: 'platform',
      receiptRequired: true,
    });
    const plain = data<AdReceipt>(
      await file(me.username, { submission_id: await submissionOf(platformFixed, me.id), link: LINK }),
    );
    expect((await decide(plain.id, { decision: 'approve' })).statusCode).toBe(200);

    const cpmReceipt = await receiptTask({
      reward: { kind: 'cpm', cpm_fen: 800, min_plays: 1000, cap_fen: 30_000 },
      receiptRequired: false,
    });
    const plays = data<AdReceipt>(
      await file(me.username, { submission_id: await submissionOf(cpmReceipt, me.id), claimed_plays: 5000 }),
    );
    expect((await decide(plays.id, { decision: 'approve' })).json()).toMatchObject({
      issues: [{ path: ['verified_plays'], message: '请填写核定播放量' }],
    });
  });

  it('a planned submission freezes its receipt: no edit, no review', async () => {
    const { db } = t.database;
    const me = await fresh();
    const task = await receiptTask();
    const submission = await submissionOf(task, me.id);
    const receipt = data<AdReceipt>(await file(me.username, { submission_id: submission, link: LINK }));
    await db.update(adSubmissions).set({ status: 'planned' }).where(eq(adSubmissions.id, submission));
    expect(answer(await revise(me.username, receipt.id, { link: LINK }))).toEqual({
      status: 202,
      message: '投稿已进入结算，回执不能修改',
    });
    expect(answer(await decide(receipt.id, { decision: 'reject', reason: '数据不符' }))).toEqual({
      status: 202,
      message: '投稿已进入结算，回执不能再审核',
    });
    expect(
      data<AdReceipt>(await call(me.username, 'GET', `/api/my-ad-receipts/${receipt.id}`)).editable,
    ).toBe(false);
  });

  it('lists receipts for staff by task, status, source and keyword', async () => {
    const me = await fresh();
    const task = await receiptTask();
    const receipt = data<AdReceipt>(
      await file(me.username, { submission_id: await submissionOf(task, me.id), link: LINK }),
    );
    const list = await call(
      'operator',
      'GET',
      `/api/ad-receipts?task_id=${task}&status=pending&source=creator`,
    );
    expect(list.statusCode).toBe(200);
    expect(items<AdReceipt>(list).map((r) => r.id)).toEqual([receipt.id]);
    expect(
      items<AdReceipt>(await call('operator', 'GET', `/api/ad-receipts?task_id=${task}&source=import`)),
    ).toEqual([]);
    expect(
      items<AdReceipt>(
        await call('operator', 'GET', `/api/ad-receipts?task_id=${task}&q=${encodeURIComponent('投稿视频')}`),
      ),
    ).toHaveLength(1);
  });
});

describe('POST /api/ad-receipts/import', () => {
  it('creates and approves in one pass, skipping rows with the §8 messages (207)', async () => {
    const { db } = t.database;
    const [a, b] = [await fresh(), await fresh()];
    const task = await receiptTask();
    const otherTask = await receiptTask();
    const fresh1 = await submissionOf(task, a.id);
    const pending = await submissionOf(task, b.id);
    const rejected = await submissionOf(task, a.id);
    const approved = await submissionOf(task, b.id);
    const planned = await submissionOf(task, a.id, 'planned');
    const foreign = await submissionOf(otherTask, a.id);
    const pendingReceipt = data<AdReceipt>(await file(b.username, { submission_id: pending, link: LINK }));
    const rejectedReceipt = data<AdReceipt>(await file(a.username, { submission_id: rejected, link: LINK }));
    await decide(rejectedReceipt.id, { decision: 'reject', reason: '数据不符' });
    const approvedReceipt = data<AdReceipt>(await file(b.username, { submission_id: approved, link: LINK }));
    await decide(approvedReceipt.id, { decision: 'approve', verified_plays: 1, verified_conversions: 1 });

    const row = (submission_id: number, ref: string) => ({ submission_id, plays: 3000, conversions: 7, ref });
    const response = await call('operator', 'POST', '/api/ad-receipts/import', {
      task_id: task,
      rows: [
        row(fresh1, 'R1'),
        row(2_000_000_000, 'R2'),
        row(foreign, 'R3'),
        row(planned, 'R4'),
        row(approved, 'R5'),
        row(pending, 'R6'),
        row(rejected, 'R7'),
        row(fresh1, 'R8'),
        { submission_id: pending, plays: 10, ref: 'R9' },
      ],
    });
    expect(response.statusCode, response.body).toBe(207);
    expect(data<AdReceiptImportResult>(response)).toEqual({
      created: 1,
      approved: 2,
      skipped: [
        { row: 2, message: '投稿不存在' },
        { row: 3, message: '投稿不属于此任务' },
        { row: 4, message: '投稿已进入结算' },
        { row: 5, message: '回执已审核' },
        { row: 8, message: '回执已审核' },
        { row: 9, message: '回执已审核' },
      ],
    });
    const created = (await db.select().from(adReceipts).where(eq(adReceipts.submissionId, fresh1)))[0]!;
    expect(created).toMatchObject({
      source: 'import',
      status: 'approved',
      verifiedPlays: 3000,
      verifiedConversions: 7,
      externalRef: 'R1',
      userId: a.id,
    });
    expect(await receiptRow(pendingReceipt.id)).toMatchObject({
      status: 'approved',
      externalRef: 'R6',
      verifiedConversions: 7,
    });
    expect(await receiptRow(rejectedReceipt.id)).toMatchObject({
      status: 'approved',
      reason: '',
      externalRef: 'R7',
    });
    expect(await receiptRow(approvedReceipt.id)).toMatchObject({ verifiedPlays: 1 });
    expect(await db.select().from(adReceipts).where(eq(adReceipts.submissionId, planned))).toHaveLength(0);

    const told = await db.select().from(messages).where(eq(messages.userId, a.id));
    expect(told.filter((m) => m.content.includes('第三方数据'))).toHaveLength(1);
    const [logged] = await db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'ad_task.receipt_import'), eq(operationLogs.targetId, task)));
    expect(logged).toBeDefined();

    const clean = await call('operator', 'POST', '/api/ad-receipts/import', {
      task_id: task,
      rows: [row(await submissionOf(task, b.id), 'R10')],
    });
    expect(clean.statusCode).toBe(200);
    expect(data<AdReceiptImportResult>(clean)).toEqual({ created: 1, approved: 0, skipped: [] });
    expect(
      answer(
        await call('operator', 'POST', '/api/ad-receipts/import', {
          task_id: 2_000_000_000,
          rows: [row(1, 'x')],
        }),
      ),
    ).toEqual({
      status: 404,
      message: '任务不存在',
    });
  });

  it('imports 5 000 rows with references of 64 characters (a body past the app’s 256 KiB)', async () => {
    const { db } = t.database;
    const task = await receiptTask({ reward: { kind: 'fixed', amount_fen: 100 }, metricSource: 'platform' });
    const me = await fresh();
    const participationId = await insertParticipation(db, task, me.id, 'joined');
    await db.execute(sql`
      insert into ad_submissions (task_id, participation_id, user_id, video_title, status, plays_at_bind)
      select ${task}, ${participationId}, ${me.id}, '批量投稿 ' || g, 'approved', 0 from generate_series(1, 5000) g`);
    const ids = (
      await db.select({ id: adSubmissions.id }).from(adSubmissions).where(eq(adSubmissions.taskId, task))
    ).map((r) => r.id);
    const ref = (i: number) => `${'参考号'.repeat(20)}${String(i).padStart(4, '0')}`;
    const response = await call('operator', 'POST', '/api/ad-receipts/import', {
      task_id: task,
      rows: ids.map((submission_id, i) => ({ submission_id, plays: i, ref: ref(i) })),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(data<AdReceiptImportResult>(response).created).toBe(5000);
    const [stored] = rowsOf<{ count: number; longest: number }>(
      await db.execute(sql`
        select count(*)::int as count, max(char_length(r.external_ref))::int as longest
        from ad_receipts r join ad_submissions s on s.id = r.submission_id where s.task_id = ${task}`),
    );
    expect(stored).toEqual({ count: 5000, longest: 64 });
  });
});

describe('receipts and settlement', () => {
  it('pending receipts block a receipt-required task; once approved, the run pays from verified_*', async () => {
    const { db } = t.database;
    const [a, b] = [await fresh(), await fresh()];
    const fixture = await settleableTask(db, {
      reward: { kind: 'cpa', cpa_fen: 500, cap_fen: 100_000, conversion_label: '下单' },
      budgetFen: 1_000_000,
      submissions: [
        { userId: a.id, plays: 20_000, likes: 2_000, receipt: { status: 'pending' } },
        { userId: b.id, plays: 20_000, likes: 2_000, receipt: { status: 'pending' } },
      ],
    });
    const preview = async () =>
      data<AdSettlementPreview>(
        await call('admin', 'GET', `/api/ad-tasks/${fixture.taskId}/settlement-preview?page=1&size=10`),
      );
    expect((await preview()).summary.blockers).toContainEqual({
      code: 'pending_receipts',
      message: '还有 2 条回执待审核，请先处理',
      count: 2,
    });
    const receipts = await db.select().from(adReceipts).where(eq(adReceipts.taskId, fixture.taskId));
    const bySubmission = new Map(receipts.map((r) => [r.submissionId, r.id]));
    // Staff review after the creators' deadline (settle_after has passed).
    expect(
      (
        await decide(bySubmission.get(fixture.submissionIds[0]!)!, {
          decision: 'approve',
          verified_plays: 20_000,
          verified_conversions: 12,
        })
      ).statusCode,
    ).toBe(200);
    expect((await preview()).summary.blockers.map((x) => x.code)).toContain('pending_receipts');
    await decide(bySubmission.get(fixture.submissionIds[1]!)!, {
      decision: 'approve',
      verified_plays: 20_000,
      verified_conversions: 3,
    });
    const ready = await preview();
    expect(ready.summary.blockers).toEqual([]);
    expect(ready.summary.total_fen).toBe(12 * 500 + 3 * 500);

    const run = await call('admin', 'POST', `/api/ad-tasks/${fixture.taskId}/settlements`, {
      preview_total_fen: ready.summary.total_fen,
    });
    expect(run.statusCode, run.body).toBe(200);
    for (let i = 0; i < 200; i++) {
      await t.app.adSettlements.idle();
      const rows = await db.select().from(adSubmissions).where(eq(adSubmissions.taskId, fixture.taskId));
      if (rows.every((r) => r.status === 'settled')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const settled = await db.select().from(adSubmissions).where(eq(adSubmissions.taskId, fixture.taskId));
    expect(settled.sort((x, y) => x.id - y.id).map((s) => [s.status, s.conversions, s.amountFen])).toEqual([
      ['settled', 12, 6000],
      ['settled', 3, 1500],
    ]);
  });
});

describe('authorization', () => {
  it('answers a creator 403 on every staff receipt route', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/ad-receipts', undefined],
      ['POST', '/api/ad-receipts/1/decision', { decision: 'approve' }],
      ['POST', '/api/ad-receipts/import', { task_id: 1, rows: [{ submission_id: 1, ref: '' }] }],
    ] as const) {
      expect((await call('creator', method, url, body)).statusCode, url).toBe(403);
    }
  });
});
