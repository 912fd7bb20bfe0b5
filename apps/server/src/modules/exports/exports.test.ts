import type { ExportJob } from '@creator-console/contract';
import { fileIdOf } from '@creator-console/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { qs } from '../../../test/support/demo.js';
import { readSheet } from '../../../test/support/xlsx.js';
import { exportJobs, users } from '../../db/schema/index.js';
import { RESEND_JOB } from './repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const startExport = (username: string, body: object) =>
  t.injectAs(username, { method: 'POST', url: '/api/exports', payload: body });

async function finished(username: string, id: number): Promise<ExportJob> {
  await t.app.exports.idle();
  const response = await t.injectAs(username, { method: 'GET', url: '/api/exports?size=100' });
  expect(response.statusCode).toBe(200);
  const job = response.json<{ data: { data: ExportJob[] } }>().data.data.find((j) => j.id === id);
  expect(job, `export ${id} in the list`).toBeDefined();
  return job!;
}

async function download(username: string, reference: string): Promise<Buffer> {
  const address = await t.injectAs(username, { method: 'GET', url: `/api/files/${fileIdOf(reference)}/url` });
  expect(address.statusCode).toBe(200);
  const file = await t.app.inject({ method: 'GET', url: address.json<{ data: { url: string } }>().data.url });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  return file.rawPayload;
}

describe('POST /api/exports and GET /api/exports', () => {
  it('exports the creator’s library with the current filter as an xlsx file in the download list', async () => {
    const filter = { status: 'published', sort: 'created_at', order: 'desc' };
    const library = (
      await t.injectAs('creator', { method: 'GET', url: `/api/my-videos?${qs({ ...filter, size: 100 })}` })
    ).json<{ data: { data: { id: number; title: string }[]; total: number } }>().data;
    expect(library.total).toBeGreaterThan(0);

    const started = await startExport('creator', { kind: 'videos', filter });
    expect(started.statusCode).toBe(200);
    const job = started.json<{ data: ExportJob }>().data;
    expect(job).toMatchObject({ kind: 'videos', status: 'pending', file: null });
    expect(job.name).toMatch(/^我的作品-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const done = await finished('creator', job.id);
    expect(done).toMatchObject({ status: 'done', rows: library.total, error: null });
    const rows = await readSheet(await download('creator', done.file!));
    expect(rows[0]).toEqual([
      'ID',
      '标题',
      '状态',
      '可见范围',
      '话题',
      '播放',
      '点赞',
      '创建时间',
      '发布时间',
      '未通过原因',
    ]);
    expect(rows.slice(1).map((row) => [Number(row[0]), row[1], row[2]])).toEqual(
      library.data.map((video) => [video.id, video.title, '已发布']),
    );
  });

  it('exports the operators’ review list with creator, verdict and reviewer columns', async () => {
    const list = (await t.injectAs('operator', { method: 'GET', url: '/api/audit/videos?size=1' })).json<{
      data: { total: number };
    }>().data;
    const started = await startExport('operator', { kind: 'review_videos', filter: {} });
    expect(started.statusCode).toBe(200);
    const done = await finished('operator', started.json<{ data: ExportJob }>().data.id);
    expect(done).toMatchObject({ status: 'done', rows: list.total });
    const rows = await readSheet(await download('operator', done.file!));
    expect(rows).toHaveLength(list.total + 1);
    expect(rows[0]).toEqual(expect.arrayContaining(['创作者', '机审结果', '审核员']));
  });

  it('refuses an export of a list the caller may not see', async () => {
    const response = await startExport('creator', { kind: 'review_videos', filter: {} });
    expect(response.statusCode).toBe(403);
    expect((await startExport('operator', { kind: 'videos' })).statusCode).toBe(403);
  });

  it('validates the kind and the filter with the list’s own messages', async () => {
    const kind = await startExport('creator', { kind: 'everything' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe('导出类型无效');
    const filter = await startExport('creator', { kind: 'videos', filter: { status: 'gone' } });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().message).toBe('状态无效');
  });

  it('keeps each user’s exports and files to themselves', async () => {
    const started = await startExport('creator', { kind: 'videos', filter: { status: 'draft' } });
    const done = await finished('creator', started.json<{ data: ExportJob }>().data.id);
    const theirs = (await t.injectAs('creator_live', { method: 'GET', url: '/api/exports?size=100' })).json<{
      data: { data: ExportJob[] };
    }>().data.data;
    expect(theirs.map((j) => j.id)).not.toContain(done.id);
    const address = await t.injectAs('creator_live', {
      method: 'GET',
      url: `/api/files/${fileIdOf(done.file!)}/url`,
    });
    expect(address.statusCode).toBe(404);
    // Not even a reviewer loads someone's export.
    expect(
      (await t.injectAs('operator', { method: 'GET', url: `/api/files/${fileIdOf(done.file!)}/url` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the sweep of exports left pending', () => {
  it('sends again an export committed over a minute ago whose job was never sent, and it gets done', async () => {
    const db = t.database.db;
    const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'creator'));
    // As a process that died between the commit and the send leaves them: pending, unclaimed, no job.
    const [lost] = await db
      .insert(exportJobs)
      .values({
        ownerId: creator!.id,
        kind: 'videos',
        filter: { status: 'draft' },
        name: '我的作品-遗留.xlsx',
        createdAt: sql`now() - interval '2 minutes'`,
      })
      .returning({ id: exportJobs.id });
    const [recent] = await db
      .insert(exportJobs)
      .values({ ownerId: creator!.id, kind: 'videos', filter: {}, name: '我的作品-刚提交.xlsx' })
      .returning({ id: exportJobs.id });

    await t.app.scheduler.runNow(RESEND_JOB);
    // On PostgreSQL the job goes through the shared queue: a worker fetches it on its next poll.
    let done = await finished('creator', lost!.id);
    for (
      const start = Date.now();
      ['pending', 'running'].includes(done.status) && Date.now() - start < 30_000;
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      done = await finished('creator', lost!.id);
    }
    expect(done).toMatchObject({ status: 'done', error: null });
    expect(done.rows).toBeGreaterThan(0);
    expect(await readSheet(await download('creator', done.file!))).toHaveLength(done.rows + 1);
    // One committed within the minute may still be on its way to the queue: left alone.
    const [still] = await db
      .select({ status: exportJobs.status })
      .from(exportJobs)
      .where(eq(exportJobs.id, recent!.id));
    expect(still?.status).toBe('pending');
  });
});
