import { videoDetail, videoSummary } from '@creator-console/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorStatements, operationLogs, videoReviews, videos } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { qs, userIds } from '../../../test/support/demo.js';
import { as, storedVideo } from '../../../test/support/stored-files.js';

const NAMES = ['creator', 'creator_live', 'qinghe_axin', 'operator', 'mcn_pending'] as const;
const DAY = 86_400_000;

let t: TestApp;
let db: TestApp['database']['db'];
let id: Record<(typeof NAMES)[number], number>;
let statementId: number;
/** What the publish form declares about a video the creator uploaded. */
const declared = (url: string) => ({ url, mime: 'video/mp4', size: 24_000_000, duration: 95 });
/** The uploaded video of each creator who submits one here. */
let VIDEO_FILE: ReturnType<typeof declared>;
let axinVideo: ReturnType<typeof declared>;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  id = await userIds(t, NAMES);
  VIDEO_FILE = declared((await storedVideo(as(t, 'creator'))).url);
  axinVideo = declared((await storedVideo(as(t, 'qinghe_axin'))).url);
  const [statement] = await db
    .select({ id: creatorStatements.id })
    .from(creatorStatements)
    .where(eq(creatorStatements.enabled, true));
  statementId = statement!.id;
});
afterAll(() => t?.close());

const get = (username: string, url: string) => t.injectAs(username, { method: 'GET', url });
const create = (username: string, payload: object) =>
  t.injectAs(username, { method: 'POST', url: '/api/my-videos', payload });
const update = (username: string, videoId: number, payload: object) =>
  t.injectAs(username, { method: 'PUT', url: `/api/my-videos/${videoId}`, payload });
const remove = (username: string, videoId: number) =>
  t.injectAs(username, { method: 'DELETE', url: `/api/my-videos/${videoId}` });
const bulk = (username: string, payload: object) =>
  t.injectAs(username, { method: 'POST', url: '/api/my-videos/bulk', payload });
const submission = (title: string, extra: object = {}) => ({
  title,
  description: '从选材到出锅的完整过程',
  topics: ['家常菜'],
  file: VIDEO_FILE,
  statement_id: statementId,
  submit: true,
  ...extra,
});

type Detail = ReturnType<typeof videoDetail.parse>;
const detailOf = (response: { json<T>(): T }) => videoDetail.parse(response.json<{ data: unknown }>().data);
async function rowOf(videoId: number) {
  const [row] = await db.select().from(videos).where(eq(videos.id, videoId));
  return row;
}

describe('GET /api/my-videos', () => {
  it("lists only the caller's videos, newest first, with the total", async () => {
    const response = await get('creator', `/api/my-videos?${qs({ size: 100 })}`);
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json<{ data: { data: unknown[]; total: number } }>().data;
    const rows = data.map((row) => videoSummary.parse(row));
    const [own] = await db.select({ n: count() }).from(videos).where(eq(videos.userId, id.creator));
    expect(total).toBe(own!.n);
    expect(rows).toHaveLength(Math.min(100, own!.n));
    const ownIds = new Set(
      (await db.select({ id: videos.id }).from(videos).where(eq(videos.userId, id.creator))).map((r) => r.id),
    );
    expect(rows.every((row) => ownIds.has(row.id))).toBe(true);
    const created = rows.map((row) => row.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by status and keyword, sorts by plays and pages', async () => {
    const drafts = (await get('creator', `/api/my-videos?${qs({ status: 'draft' })}`)).json<{
      data: { data: { status: string }[]; total: number };
    }>().data;
    expect(drafts.total).toBeGreaterThan(0);
    expect(drafts.data.every((row) => row.status === 'draft')).toBe(true);

    const found = (await get('creator', `/api/my-videos?${qs({ keyword: '红烧肉' })}`)).json<{
      data: { data: { title: string }[]; total: number };
    }>().data;
    expect(found.data.map((row) => row.title)).toEqual(['秘制红烧肉的三个关键步骤']);
    // LIKE wildcards in a keyword are taken literally.
    expect((await get('creator', `/api/my-videos?${qs({ keyword: '%' })}`)).json().data.total).toBe(0);

    const byPlays = (await get('creator', `/api/my-videos?${qs({ sort: 'plays', size: 5 })}`)).json<{
      data: { data: { plays: number }[] };
    }>().data.data;
    const plays = byPlays.map((row) => row.plays);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));

    const first = (await get('creator', `/api/my-videos?${qs({ page: 1, size: 3 })}`)).json().data;
    const second = (await get('creator', `/api/my-videos?${qs({ page: 2, size: 3 })}`)).json().data;
    expect(first.data).toHaveLength(3);
    expect(second.total).toBe(first.total);
    expect(second.data[0].id).not.toBe(first.data[0].id);
  });

  it('filters by a creation date range (platform days)', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const recent = (
      await get('creator', `/api/my-videos?${qs({ start_date: today, end_date: today })}`)
    ).json<{
      data: { data: { created_at: string }[] };
    }>().data.data;
    const dayStart = Date.parse(`${today}T00:00:00+08:00`);
    expect(recent.every((row) => Date.parse(row.created_at) >= dayStart)).toBe(true);
    const reversed = await get(
      'creator',
      `/api/my-videos?${qs({ start_date: today, end_date: '2020-01-01' })}`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('开始日期不能晚于结束日期');
  });

  it('refuses an unknown status and callers without video:publish', async () => {
    expect((await get('creator', '/api/my-videos?status=deleted')).statusCode).toBe(400);
    expect((await get('operator', '/api/my-videos')).statusCode).toBe(403);
    expect((await get('mcn_pending', '/api/my-videos')).statusCode).toBe(403);
  });
});

describe('POST /api/my-videos', () => {
  it('saves a draft with only a title', async () => {
    const response = await create('creator', { title: '  只有标题的草稿  ' });
    expect(response.statusCode).toBe(200);
    const video = detailOf(response);
    expect(video).toMatchObject({
      title: '只有标题的草稿',
      status: 'draft',
      visibility: 'public',
      history: [],
    });
    expect((await rowOf(video.id))?.userId).toBe(id.creator);
  });

  it.each([
    [{ title: '' }, '请填写标题'],
    [{ title: '字'.repeat(56) }, '标题不能超过 55 字'],
    [{ title: 'x', description: '字'.repeat(1001) }, '简介不能超过 1000 字'],
    [{ title: 'x', topics: ['a', 'b', 'c', 'd', 'e', 'f'] }, '最多添加 5 个话题'],
    [{ title: 'x', topics: ['话'.repeat(21)] }, '每个话题不能超过 20 字'],
    [{ title: 'x', topics: ['美食', '#美食'] }, '话题不能重复'],
    [
      { title: 'x', scheduled_at: new Date(Date.now() - 60_000).toISOString() },
      '定时发布时间必须晚于当前时间',
    ],
    [
      { title: 'x', scheduled_at: new Date(Date.now() + 15 * DAY).toISOString() },
      '定时发布时间不能超过 14 天',
    ],
    [{ title: 'x', visibility: 'everyone' }, '可见范围无效'],
    [{ title: 'x', cover: 'http://evil.example/x.jpg' }, '文件引用无效'],
    // The contract refuses it before any file is looked up.
    [
      { title: 'x', submit: true, file: declared('/api/files/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b') },
      '提交审核前请选择创作声明',
    ],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const before = (await db.select({ n: count() }).from(videos))[0]!.n;
    const response = await create('creator', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { message: string }) => issue.message)).toContain(message);
    expect((await db.select({ n: count() }).from(videos))[0]!.n).toBe(before);
  });

  it('asks for the video file when submitting', async () => {
    const response = await create('creator', { title: 'x', submit: true, statement_id: statementId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: '请上传视频', issues: [{ path: ['file'] }] });
  });

  it('refuses a disabled declaration', async () => {
    const [disabled] = await db
      .select({ id: creatorStatements.id })
      .from(creatorStatements)
      .where(eq(creatorStatements.enabled, false));
    const response = await create('creator', submission('声明已停用', { statement_id: disabled!.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('所选创作声明不存在或已停用');
  });

  it('submits: a clean video passes the machine review into first review, in history and log', async () => {
    const response = await create('creator', submission('清炒时蔬的火候'));
    expect(response.statusCode).toBe(200);
    const video = detailOf(response);
    expect(video.status).toBe('first_review');
    expect(video.submitted_at).not.toBeNull();
    expect(video.history.map((step) => [step.stage, step.decision])).toEqual([
      ['submit', 'submitted'],
      ['machine', 'pass'],
    ]);
    // The creator never learns who reviewed.
    expect(video.history.every((step) => !('reviewer' in step))).toBe(true);
    const row = await rowOf(video.id);
    expect(row).toMatchObject({ machineVerdict: 'pass', machineReasons: [], file: VIDEO_FILE });
    const logged = await db
      .select({ action: operationLogs.action })
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'video'), eq(operationLogs.targetId, video.id)));
    expect(logged.map((log) => log.action).sort()).toEqual(['machine_review', 'submit']);
  });

  it('flags a blocklisted title as suspect: first review, with the reason', async () => {
    const video = detailOf(await create('creator', submission('震惊！土豆原来这样切')));
    expect(video.status).toBe('first_review');
    expect(await rowOf(video.id)).toMatchObject({
      machineVerdict: 'suspect',
      machineReasons: ['标题含敏感词「震惊」（标题党）'],
    });
  });

  it('blocks a forbidden term or a file that is not a video: it waits in machine review', async () => {
    const term = detailOf(
      await create('creator', submission('夜市小吃', { description: '顺便聊聊赌博的危害' })),
    );
    expect(term.status).toBe('machine_review');
    expect((await rowOf(term.id))?.machineReasons).toEqual(['简介含敏感词「赌博」（违法违规）']);

    const pdf = detailOf(
      await create(
        'creator',
        submission('菜谱合集', { file: { ...VIDEO_FILE, mime: 'application/pdf', size: 0 } }),
      ),
    );
    expect(pdf.status).toBe('machine_review');
    expect(await rowOf(pdf.id)).toMatchObject({
      machineVerdict: 'block',
      machineReasons: ['文件类型不是视频（application/pdf）', '视频文件为空'],
    });
    expect(pdf.history.at(-1)).toMatchObject({ stage: 'machine', decision: 'block' });

    const long = detailOf(
      await create(
        'creator',
        submission('一整天的直播录像', { file: { ...VIDEO_FILE, duration: 4 * 3600 } }),
      ),
    );
    expect((await rowOf(long.id))?.machineReasons).toEqual(['视频时长超过 60 分钟']);
  });

  it('lets whitelisted creators skip the machine review (reason 白名单)', async () => {
    const video = detailOf(await create('qinghe_axin', submission('赌博题材电影解说', { file: axinVideo })));
    expect(video.status).toBe('first_review');
    expect(await rowOf(video.id)).toMatchObject({ machineVerdict: 'pass', machineReasons: ['白名单'] });
  });
});

describe('one video of the caller', () => {
  let draft: Detail;
  let othersDraft: Detail;
  beforeAll(async () => {
    draft = detailOf(await create('creator', { title: '待编辑的草稿' }));
    othersDraft = detailOf(await create('creator_live', { title: '别人的草稿' }));
  });

  it("answers another creator's video like a missing one, and leaves it alone", async () => {
    expect((await get('creator', `/api/my-videos/${othersDraft.id}`)).statusCode).toBe(404);
    const put = await update('creator', othersDraft.id, { title: '改别人的' });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('视频不存在');
    expect((await remove('creator', othersDraft.id)).statusCode).toBe(404);
    const batch = await bulk('creator', {
      action: 'visibility',
      ids: [othersDraft.id],
      visibility: 'private',
    });
    expect(batch.statusCode).toBe(207);
    expect(batch.json().data).toEqual({ done: [], skipped: [{ id: othersDraft.id, message: '视频不存在' }] });
    expect(await rowOf(othersDraft.id)).toMatchObject({ title: '别人的草稿', visibility: 'public' });
  });

  it('edits a draft, then submits it', async () => {
    const saved = await update('creator', draft.id, { title: '编辑后的草稿', topics: ['#美食'] });
    expect(saved.statusCode).toBe(200);
    expect(detailOf(saved)).toMatchObject({ title: '编辑后的草稿', topics: ['美食'], status: 'draft' });
    const submitted = detailOf(await update('creator', draft.id, submission('编辑后提交')));
    expect(submitted.status).toBe('first_review');
  });

  it('refuses to edit or delete a video in review (202), and changes nothing', async () => {
    const put = await update('creator', draft.id, { title: '审核中改标题' });
    expect(put.statusCode).toBe(202);
    expect(put.json().message).toBe('视频初审中，暂不能修改');
    const del = await remove('creator', draft.id);
    expect(del.statusCode).toBe(202);
    expect(del.json().message).toBe('视频初审中，暂不能删除');
    expect(await rowOf(draft.id)).toMatchObject({ title: '编辑后提交', status: 'first_review' });
  });

  it('shows a rejected video with the reasons, and resubmits it when edited', async () => {
    const [rejected] = await db
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.userId, id.creator), eq(videos.title, '山里人家的腊肉怎么做')));
    const detail = detailOf(await get('creator', `/api/my-videos/${rejected!.id}`));
    expect(detail).toMatchObject({
      status: 'rejected',
      review_reasons: ['未授权背景音乐'],
      review_message: '视频第 02:15 处出现未授权的背景音乐，请替换后重新提交。',
    });
    expect(detail.history.at(-1)).toMatchObject({
      stage: 'first',
      decision: 'reject',
      reasons: ['未授权背景音乐'],
    });

    const again = detailOf(
      await update('creator', rejected!.id, submission('山里人家的腊肉怎么做（换了音乐）')),
    );
    expect(again).toMatchObject({ status: 'first_review', review_reasons: [], review_message: '' });
    expect(again.history.slice(-2).map((step) => step.decision)).toEqual(['submitted', 'pass']);
  });

  it('deletes a draft with its history, and logs it', async () => {
    const doomed = detailOf(await create('creator', { title: '要删除的草稿' }));
    const response = await remove('creator', doomed.id);
    expect(response.statusCode).toBe(200);
    expect(await rowOf(doomed.id)).toBeUndefined();
    expect((await db.select().from(videoReviews).where(eq(videoReviews.videoId, doomed.id))).length).toBe(0);
    const [log] = await db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'delete'), eq(operationLogs.targetId, doomed.id)));
    expect(log).toMatchObject({ actorId: id.creator, detail: { title: '要删除的草稿', status: 'draft' } });
    expect((await get('creator', `/api/my-videos/${doomed.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/my-videos/bulk', () => {
  it('submits ready drafts and skips the rest with a reason (207)', async () => {
    const ready = detailOf(await create('creator', { ...submission('批量提交的草稿'), submit: false }));
    const bare = detailOf(await create('creator', { title: '没有视频的草稿' }));
    const response = await bulk('creator', { action: 'submit', ids: [ready.id, bare.id] });
    expect(response.statusCode).toBe(207);
    expect(response.json()).toMatchObject({
      data: { done: [ready.id], skipped: [{ id: bare.id, message: '请先上传视频并选择创作声明' }] },
      message: '已处理 1 个，1 个未处理：请先上传视频并选择创作声明',
    });
    expect((await rowOf(ready.id))?.status).toBe('first_review');
    expect((await rowOf(bare.id))?.status).toBe('draft');
  });

  it('changes visibility and deletes, but never a video in review', async () => {
    const a = detailOf(await create('creator', { title: '批量 A' }));
    const b = detailOf(await create('creator', submission('批量 B')));
    const visibility = await bulk('creator', { action: 'visibility', ids: [a.id, b.id], visibility: 'fans' });
    expect(visibility.statusCode).toBe(200);
    expect(visibility.json().data).toEqual({ done: [a.id, b.id], skipped: [] });
    expect((await rowOf(b.id))?.visibility).toBe('fans');

    const deletion = await bulk('creator', { action: 'delete', ids: [a.id, b.id] });
    expect(deletion.json().data).toEqual({
      done: [a.id],
      skipped: [{ id: b.id, message: '视频初审中，暂不能删除' }],
    });
    expect(await rowOf(a.id)).toBeUndefined();
    expect(await rowOf(b.id)).toBeDefined();
  });

  it('validates the action', async () => {
    const response = await bulk('creator', { action: 'visibility', ids: [1] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('请选择可见范围');
    expect((await bulk('creator', { action: 'delete', ids: [] })).json().message).toBe('请选择视频');
  });
});

describe('GET /api/video-statements', () => {
  it('lists the enabled declarations in order', async () => {
    const response = await get('creator', '/api/video-statements');
    expect(response.statusCode).toBe(200);
    const contents = response.json<{ data: { content: string; enabled: boolean }[] }>().data;
    expect(contents.map((s) => s.content)).toEqual([
      '内容由本人原创',
      '内容取材网络',
      '含 AI 生成内容',
      '虚构演绎，仅供娱乐',
    ]);
    expect((await get('operator', '/api/video-statements')).statusCode).toBe(403);
  });
});

describe('the library totals', () => {
  it('match the rows in every status after creating, submitting, editing and deleting', async () => {
    const rows = await db
      .select({ status: videos.status, n: count() })
      .from(videos)
      .where(eq(videos.userId, id.creator))
      .groupBy(videos.status);
    expect(rows.length).toBeGreaterThan(3);
    for (const { status, n } of rows) {
      const response = await get('creator', `/api/my-videos?${qs({ status, size: 1 })}`);
      expect([status, response.json().data.total]).toEqual([status, n]);
    }
    const none = await get('creator_live', `/api/my-videos?${qs({ status: 'scheduled' })}`);
    expect(none.json().data.total).toBe(0);
  });
});
