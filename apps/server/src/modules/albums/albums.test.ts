import { MESSAGE_TYPES, albumDetail, reviewAlbumDetail } from '@creator-console/contract';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { albums, messages } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { userIds } from '../../../test/support/demo.js';
import { as, storedImage } from '../../../test/support/stored-files.js';

const NAMES = ['admin', 'operator', 'creator', 'creator_live'] as const;
const HOUR = 3_600_000;
/** A well-formed reference to a file never stored: for input the contract refuses first. */
const image = (n: number) => `/api/files/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** Album images the creator uploaded, and a cover uploaded on its own. */
let IMAGES: string[];
let COVER: string;
const uploadedImages = async (count: number) => {
  const creator = as(t, 'creator');
  const urls: string[] = [];
  for (let n = 0; n < count; n++) urls.push((await storedImage(creator, 'album', `photo-${n}.png`)).url);
  return urls;
};

let t: TestApp;
let db: TestApp['database']['db'];
let id: Record<(typeof NAMES)[number], number>;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  id = await userIds(t, NAMES);
  IMAGES = await uploadedImages(3);
  COVER = (await storedImage(as(t, 'creator'), 'cover')).url;
});
afterAll(() => t?.close());
// Every test starts with nobody holding anything.
beforeEach(async () => {
  await db.update(albums).set({ lockedBy: null, lockedUntil: null });
});

const get = (username: string, url: string) => t.injectAs(username, { method: 'GET', url });
const post = (username: string, url: string, payload: object) =>
  t.injectAs(username, { method: 'POST', url, payload });
const put = (username: string, url: string, payload: object) =>
  t.injectAs(username, { method: 'PUT', url, payload });
const del = (username: string, url: string) => t.injectAs(username, { method: 'DELETE', url });

const claim = (username: string, stage: string, size = 20) =>
  post(username, '/api/audit/albums/claim', { stage, size });
const decide = (username: string, albumId: number, payload: object) =>
  post(username, `/api/audit/albums/${albumId}/decision`, payload);
const claimedIds = async (username: string, stage: string, size = 20) => {
  const response = await claim(username, stage, size);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { id: number }[] }>().data.map((item) => item.id);
};

/** An album the creator submits now, put at the front of the first-review queue. */
async function submitted(title: string, username = 'creator') {
  const response = await post(username, '/api/my-albums', { title, images: IMAGES, submit: true });
  expect(response.statusCode).toBe(200);
  const album = albumDetail.parse(response.json<{ data: unknown }>().data);
  await db
    .update(albums)
    .set({ submittedAt: new Date(Date.now() - 24 * 400 * HOUR) })
    .where(eq(albums.id, album.id));
  return album;
}
async function rowOf(albumId: number) {
  const [row] = await db.select().from(albums).where(eq(albums.id, albumId));
  return row!;
}
const reminders = async () =>
  (await get('operator', '/api/reminders')).json<{ data: { album_count: number } }>().data.album_count;

describe('the creator’s albums', () => {
  it('creates a draft with ordered images, reorders them, picks a cover and lists it', async () => {
    const created = await post('creator', '/api/my-albums', {
      title: '  周末早餐合集 ',
      description: '五道快手早餐',
      images: IMAGES,
    });
    expect(created.statusCode).toBe(200);
    const album = albumDetail.parse(created.json().data);
    expect(album).toMatchObject({
      title: '周末早餐合集',
      status: 'draft',
      images: IMAGES,
      image_count: 3,
      // Without a chosen cover the first image is the cover.
      cover: IMAGES[0],
      chosen_cover: null,
      visibility: 'public',
      history: [],
    });

    const reordered = await put('creator', `/api/my-albums/${album.id}`, {
      title: '周末早餐合集',
      images: [IMAGES[2], IMAGES[0]],
      cover: IMAGES[0],
      visibility: 'fans',
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data).toMatchObject({
      images: [IMAGES[2], IMAGES[0]],
      image_count: 2,
      cover: IMAGES[0],
      chosen_cover: IMAGES[0],
      visibility: 'fans',
    });
    const again = await get('creator', `/api/my-albums/${album.id}`);
    expect(again.json().data.images).toEqual([IMAGES[2], IMAGES[0]]);

    const listed = await get('creator', '/api/my-albums?status=draft&keyword=早餐合集&size=100');
    expect(listed.statusCode).toBe(200);
    const { data, total } = listed.json<{
      data: { data: { id: number; image_count: number }[]; total: number };
    }>().data;
    expect(total).toBe(data.length);
    expect(data.find((row) => row.id === album.id)).toMatchObject({ image_count: 2 });
    const published = await get('creator', '/api/my-albums?status=published&keyword=早餐合集');
    expect(published.json().data.data.map((row: { id: number }) => row.id)).not.toContain(album.id);
  });

  it('answers another creator’s album as missing (404) and never changes it', async () => {
    const [theirs] = await db.select().from(albums).where(eq(albums.userId, id.creator_live)).limit(1);
    const mine = await submitted('归属：我的图集');
    for (const response of [
      await get('creator', `/api/my-albums/${theirs!.id}`),
      await put('creator', `/api/my-albums/${theirs!.id}`, { title: '偷改' }),
      await del('creator', `/api/my-albums/${theirs!.id}`),
      await get('creator_live', `/api/my-albums/${mine.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('图集不存在');
    }
    expect((await rowOf(theirs!.id)).title).toBe(theirs!.title);
    const list = await get('creator', '/api/my-albums?size=100');
    const ids = list.json<{ data: { data: { id: number }[] } }>().data.data.map((row) => row.id);
    expect(ids).not.toContain(theirs!.id);
  });

  it('explains invalid input per field', async () => {
    const cases: [object, string, string][] = [
      [{ title: '' }, 'title', '请填写标题'],
      [{ title: '无图提交', submit: true }, 'images', '请至少上传 1 张图片'],
      [{ title: '坏引用', images: ['/uploads/a.jpg'] }, 'images.0', '文件引用无效'],
      [{ title: '重复', images: [IMAGES[0], IMAGES[0]] }, 'images', '图片不能重复'],
      [
        { title: '太多', images: Array.from({ length: 36 }, (_, n) => image(n + 10)) },
        'images',
        '每个图集最多 35 张图片',
      ],
      [{ title: '坏封面', cover: 'cover.jpg' }, 'cover', '文件引用无效'],
    ];
    for (const [payload, path, message] of cases) {
      const response = await post('creator', '/api/my-albums', payload);
      expect(response.statusCode).toBe(400);
      const issues = response.json<{ issues: { path: (string | number)[]; message: string }[] }>().issues;
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([path, message]);
    }
    const full = await post('creator', '/api/my-albums', {
      title: '刚好 35 张',
      images: await uploadedImages(35),
    });
    expect(full.statusCode).toBe(200);
  });

  it('refuses to edit or delete an album in review (202) and deletes a draft', async () => {
    const album = await submitted('审核中不能改');
    const edit = await put('creator', `/api/my-albums/${album.id}`, { title: '改了' });
    expect(edit.statusCode).toBe(202);
    expect(edit.json().message).toBe('图集初审中，暂不能修改');
    const remove = await del('creator', `/api/my-albums/${album.id}`);
    expect(remove.statusCode).toBe(202);
    expect(remove.json().message).toBe('图集初审中，暂不能删除');

    const draft = (await post('creator', '/api/my-albums', { title: '删除草稿', images: IMAGES })).json()
      .data;
    expect((await del('creator', `/api/my-albums/${draft.id}`)).statusCode).toBe(200);
    expect((await get('creator', `/api/my-albums/${draft.id}`)).statusCode).toBe(404);
  });
});

describe('album review', () => {
  it('refuses creators every album review endpoint (403)', async () => {
    const album = await submitted('权限：创作者不能审');
    const calls = [
      claim('creator', 'first'),
      post('creator', '/api/audit/albums/release', {}),
      decide('creator', album.id, { stage: 'first', decision: 'approve' }),
      post('creator', '/api/audit/albums/decisions', {
        stage: 'first',
        decision: 'approve',
        ids: [album.id],
      }),
      get('creator', '/api/audit/albums'),
      get('creator', `/api/audit/albums/${album.id}`),
      put('creator', `/api/audit/albums/${album.id}`, { title: 'x', visibility: 'public' }),
    ];
    const statuses = (await Promise.all(calls)).map((response) => response.statusCode);
    expect(statuses).toEqual(calls.map(() => 403));
    expect((await rowOf(album.id)).lockedBy).toBeNull();
  });

  it('submit → first → second → published, with history, log, notice and the reminder count', async () => {
    const before = await reminders();
    const album = await submitted('完整流程：家常小炒');
    expect(album.status).toBe('first_review');
    expect(album.history.map((step) => [step.stage, step.decision])).toEqual([['submit', 'submitted']]);
    expect(await reminders()).toBe(before + 1);

    expect(await claimedIds('operator', 'first')).toContain(album.id);
    const first = await decide('operator', album.id, { stage: 'first', decision: 'approve' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ id: album.id, status: 'second_review' });
    expect(await reminders()).toBe(before + 1);

    // Second review by another reviewer.
    expect(await claimedIds('admin', 'second')).toContain(album.id);
    const second = await decide('admin', album.id, { stage: 'second', decision: 'approve' });
    expect(second.json().data).toEqual({ id: album.id, status: 'published' });
    expect(await reminders()).toBe(before);

    const mine = albumDetail.parse((await get('creator', `/api/my-albums/${album.id}`)).json().data);
    expect(mine.status).toBe('published');
    expect(mine.published_at).not.toBeNull();
    expect(mine.history.map((step) => [step.stage, step.decision])).toEqual([
      ['submit', 'submitted'],
      ['first', 'approve'],
      ['second', 'approve'],
    ]);
    expect(mine.history[1]).not.toHaveProperty('reviewer');

    const detail = reviewAlbumDetail.parse(
      (await get('operator', `/api/audit/albums/${album.id}`)).json().data,
    );
    expect(detail.history.map((step) => step.reviewer)).toEqual([
      '山野厨房阿杰',
      '运营-林晓雯',
      '平台管理员',
    ]);
    expect(detail.reviewer).toBe('平台管理员');
    expect(detail.images).toEqual(IMAGES);

    const [notice] = await db
      .select()
      .from(messages)
      .where(eq(messages.userId, id.creator))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(notice).toMatchObject({
      type: MESSAGE_TYPES.review,
      title: '图集《完整流程：家常小炒》已通过审核',
    });

    const log = await get('operator', `/api/operation-logs?module=album&target_id=${album.id}&size=20`);
    expect(log.statusCode).toBe(200);
    const entries = log.json<{
      data: { data: { module: string; action: string; actor: { name: string } }[] };
    }>().data.data;
    expect(entries.map((entry) => entry.action)).toEqual(['review_approve', 'review_approve', 'submit']);
    expect(entries.every((entry) => entry.module === 'album')).toBe(true);
    expect(entries[0]!.actor.name).toBe('平台管理员');
    // Not in the video log.
    const videoLog = await get('operator', `/api/operation-logs?module=video&target_id=${album.id}&size=100`);
    expect(
      videoLog
        .json<{ data: { data: { action: string; detail: { title?: string } }[] } }>()
        .data.data.some((entry) => entry.detail.title === '完整流程：家常小炒'),
    ).toBe(false);
  });

  it('rejects with a quick reason of kind album: the creator gets the notice and the reason, and re-submits', async () => {
    const album = await submitted('驳回：模糊的图集');
    expect(await claimedIds('operator', 'first')).toContain(album.id);
    const videoReason = await decide('operator', album.id, {
      stage: 'first',
      decision: 'reject',
      reasons: ['画面模糊'],
    });
    expect(videoReason.statusCode).toBe(400);
    expect(videoReason.json().issues[0]).toMatchObject({ path: ['reasons', 0] });
    const bare = await decide('operator', album.id, { stage: 'first', decision: 'reject' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().issues[0].message).toBe('驳回时请选择审核理由或填写审核意见');

    const rejected = await decide('operator', album.id, {
      stage: 'first',
      decision: 'reject',
      reasons: ['封面不清晰'],
      message: '请换一张清晰的封面',
    });
    expect(rejected.json().data).toEqual({ id: album.id, status: 'rejected' });

    const mine = (await get('creator', `/api/my-albums/${album.id}`)).json().data;
    expect(mine).toMatchObject({
      status: 'rejected',
      review_reasons: ['封面不清晰'],
      review_message: '请换一张清晰的封面',
    });
    const [notice] = await db
      .select()
      .from(messages)
      .where(eq(messages.userId, id.creator))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(notice!.type).toBe(MESSAGE_TYPES.review);
    expect(notice!.title).toBe('图集《驳回：模糊的图集》未通过初审');
    expect(notice!.content).toContain('原因：封面不清晰');
    expect(notice!.content).toContain('审核意见：请换一张清晰的封面');
    const inbox = await get('creator', `/api/message/${notice!.id}`);
    expect(inbox.statusCode).toBe(200);

    const resubmit = await put('creator', `/api/my-albums/${album.id}`, {
      title: '驳回：模糊的图集',
      images: IMAGES,
      cover: COVER,
      submit: true,
    });
    expect(resubmit.json().data).toMatchObject({
      status: 'first_review',
      review_reasons: [],
      cover: COVER,
    });
  });
});

describe('the operators’ album list and edit', () => {
  it('lists every album with filters and paging', async () => {
    const album = await submitted('列表：运营可见');
    const all = await get('operator', '/api/audit/albums?size=5');
    expect(all.statusCode).toBe(200);
    const page = all.json<{ data: { data: unknown[]; total: number } }>().data;
    expect(page.data).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);

    const filtered = await get(
      'operator',
      `/api/audit/albums?status=first_review&creator_id=${id.creator}&keyword=${encodeURIComponent('运营可见')}`,
    );
    expect(filtered.json().data).toMatchObject({
      total: 1,
      data: [
        { id: album.id, creator: { id: id.creator, name: '山野厨房阿杰' }, image_count: 3, cover: IMAGES[0] },
      ],
    });
    const byName = await get(
      'operator',
      `/api/audit/albums?keyword=${encodeURIComponent('山野厨房阿杰')}&size=100`,
    );
    const creators = byName.json<{ data: { data: { creator: { id: number } }[] } }>().data.data;
    expect(creators.length).toBeGreaterThan(0);
    expect(creators.every((row) => row.creator.id === id.creator)).toBe(true);
    const invalid = await get('operator', '/api/audit/albums?status=machine_review');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues[0].message).toBe('状态无效');
    expect((await get('operator', `/api/audit/albums/2000000000`)).statusCode).toBe(404);
  });

  it('edits an album as an operator and writes the change to the album log', async () => {
    const album = await submitted('运营修改前');
    const edited = await put('operator', `/api/audit/albums/${album.id}`, {
      title: '运营修改后',
      description: '改了简介',
      visibility: 'private',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      title: '运营修改后',
      visibility: 'private',
      status: 'first_review',
    });
    expect((await get('creator', `/api/my-albums/${album.id}`)).json().data.title).toBe('运营修改后');
    const log = await get(
      'operator',
      `/api/operation-logs?module=album&action=operator_edit&target_id=${album.id}`,
    );
    expect(log.json().data.data[0]).toMatchObject({
      module: 'album',
      actor: { id: id.operator },
      detail: {
        title: { from: '运营修改前', to: '运营修改后' },
        visibility: { from: 'public', to: 'private' },
      },
    });
  });
});

describe('the demo albums', () => {
  it('seeds albums in every state, each with stored images the reviewer may load', async () => {
    const rows = await db.select({ status: albums.status, n: count() }).from(albums).groupBy(albums.status);
    const statuses = new Set(rows.map((row) => row.status));
    for (const status of ['draft', 'first_review', 'second_review', 'published', 'rejected']) {
      expect(statuses).toContain(status);
    }
    const list = await get(
      'operator',
      `/api/audit/albums?status=first_review&keyword=${encodeURIComponent('野菜图鉴')}`,
    );
    const [first] = list.json<{ data: { data: { id: number; cover: string; image_count: number }[] } }>().data
      .data;
    expect(first!.image_count).toBeGreaterThan(1);
    const fileId = first!.cover.split('/').pop();
    const address = await get('operator', `/api/files/${fileId}/url`);
    expect(address.statusCode).toBe(200);
  });
});
