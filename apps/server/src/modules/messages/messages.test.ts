import { messageDetail, messageSummary, MESSAGE_TYPES } from '@creator-console/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { qs, userIds } from '../../../test/support/demo.js';

let t: TestApp;
let id: Record<'creator' | 'creator_live' | 'mcn', number>;
beforeAll(async () => {
  t = await buildTestApp();
  id = await userIds(t, ['creator', 'creator_live', 'mcn']);
});
afterAll(() => t?.close());

const get = (username: string, url: string) => t.injectAs(username, { method: 'GET', url });
const read = (username: string, query: Record<string, string | number | undefined> = {}) =>
  t.injectAs(username, { method: 'POST', url: `/api/read-message?${qs(query)}` });
const unread = async (username: string, type?: number) =>
  (await get(username, `/api/my-unread-message-count?${qs({ type })}`)).json().data.count as number;

async function messageOf(userId: number, title: string) {
  const [row] = await t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.title, title)));
  return row!;
}

describe('GET /api/my-message', () => {
  it("lists the caller's own messages, newest first, with a one-line summary", async () => {
    const response = await get('creator', '/api/my-message?size=50');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    // 8 seeded notices, 11 wallet notices of the money history (money.md §11), 1 of the growth
    // mission he claimed and 6 of the demo ad tasks (ad-tasks.md §11: 4 approvals, a rejected
    // receipt, task 7's settlement), all read.
    expect(data.total).toBe(8 + 11 + 1 + 6);
    expect(data.data).toHaveLength(8 + 11 + 1 + 6);
    expect(data.data.filter((m: { type: number }) => m.type === MESSAGE_TYPES.wallet)).toHaveLength(11 + 1);
    for (const message of data.data) {
      expect(messageSummary.parse(message)).toEqual(message);
      expect(message.summary).not.toContain('\n');
    }
    const times = data.data.map((m: { created_at: string }) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const own = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.userId, id.creator));
    expect(data.data.map((m: { id: number }) => m.id).sort()).toEqual(own.map((m) => m.id).sort());
    expect(data.data[0]).toMatchObject({
      type: MESSAGE_TYPES.system,
      title: '创作者平台 6 月版本更新说明',
      is_read: 0,
    });
  });

  it('filters by type and unread, and pages', async () => {
    const invites = (await get('creator', `/api/my-message?type=${MESSAGE_TYPES.invite}`)).json().data;
    expect(invites.total).toBe(1);
    expect(invites.data[0]).toMatchObject({ title: '青禾传媒 邀请您加入', is_read: 0 });
    const unreadOnly = (await get('creator', '/api/my-message?unread=1')).json().data;
    expect(unreadOnly.data.every((m: { is_read: number }) => m.is_read === 0)).toBe(true);
    expect(unreadOnly.total).toBe(3);
    const page2 = (await get('creator', '/api/my-message?page=2&size=3')).json().data;
    expect(page2.total).toBe(8 + 11 + 1 + 6);
    expect(page2.data).toHaveLength(3);
  });

  it('answers 400 for an unknown type and 401 without a session', async () => {
    const response = await get('creator', '/api/my-message?type=9');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('消息类型无效');
    expect((await t.app.inject({ method: 'GET', url: '/api/my-message' })).statusCode).toBe(401);
  });
});

describe('GET /api/my-unread-message-count', () => {
  it('counts unread messages, of all types or one', async () => {
    expect(await unread('creator')).toBe(3);
    expect(await unread('creator', MESSAGE_TYPES.system)).toBe(1);
    expect(await unread('creator', MESSAGE_TYPES.certification)).toBe(0);
    expect(await unread('mcn', MESSAGE_TYPES.invite)).toBe(1);
  });
});

describe('GET /api/message/{id}', () => {
  it('answers one own message in full without marking it read', async () => {
    const row = await messageOf(id.creator, '视频《山里人家的腊肉怎么做》未通过审核');
    const response = await get('creator', `/api/message/${row.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(messageDetail.parse(data)).toEqual(data);
    expect(data).toMatchObject({
      id: row.id,
      type: MESSAGE_TYPES.review,
      content: row.content,
      summary: '您发布的视频《山里人家的腊肉怎么做》未通过审核。',
      link: '/video/index',
    });
    const invite = await messageOf(id.creator, '青禾传媒 邀请您加入');
    const before = await unread('creator');
    const detail = (await get('creator', `/api/message/${invite.id}`)).json().data;
    expect(detail).toMatchObject({ is_read: 0, read_at: null });
    expect(await unread('creator')).toBe(before);
  });

  it("answers another user's message exactly like a missing one", async () => {
    const theirs = await messageOf(id.creator_live, '实名认证未通过');
    const other = await get('creator', `/api/message/${theirs.id}`);
    const missing = await get('creator', '/api/message/999999');
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect(other.json().message).toBe('消息不存在');
    expect(other.body).not.toContain('身份证');
    expect((await get('creator', '/api/message/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/read-message', () => {
  it('marks one own message read, once', async () => {
    const invite = await messageOf(id.creator, '青禾传媒 邀请您加入');
    const before = await unread('creator');
    const first = await read('creator', { id: invite.id });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ updated: 1 });
    expect((await read('creator', { id: invite.id })).json().data).toEqual({ updated: 0 });
    expect(await unread('creator')).toBe(before - 1);
    const detail = (await get('creator', `/api/message/${invite.id}`)).json().data;
    expect(detail.is_read).toBe(1);
    expect(detail.read_at).not.toBeNull();
  });

  it("never marks another user's message: 404, and it stays unread", async () => {
    const theirs = await messageOf(id.creator_live, '实名认证未通过');
    const response = await read('creator', { id: theirs.id });
    expect(response.statusCode).toBe(404);
    expect((await messageOf(id.creator_live, '实名认证未通过')).readAt).toBeNull();
  });

  it('marks all of a type, then all', async () => {
    const byType = await read('creator_live', { type: MESSAGE_TYPES.review });
    expect(byType.json().data).toEqual({ updated: 1 });
    expect(await unread('creator_live', MESSAGE_TYPES.review)).toBe(0);
    expect(await unread('creator_live')).toBe(2);
    expect((await read('creator_live')).json().data).toEqual({ updated: 2 });
    expect(await unread('creator_live')).toBe(0);
    // Other users' messages are untouched.
    const others = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.userId, id.mcn), isNull(messages.readAt)));
    expect(others.length).toBeGreaterThan(0);
  });

  it('answers 400 for an invalid id or type', async () => {
    const badId = await read('creator', { id: 'abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('消息 id 无效');
    const badType = await read('creator', { type: 7 });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('消息类型无效');
  });
});

describe('GET /api/reminders', () => {
  it('counts pending certification applications and albums waiting in review for reviewers', async () => {
    for (const username of ['operator', 'admin']) {
      const response = await get(username, '/api/reminders');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ album_count: 5, user_count: 5 });
    }
  });

  it('gives only the counts asked for in kinds, and refuses an unknown kind', async () => {
    const albumsOnly = await get('operator', '/api/reminders?kinds=album');
    expect(albumsOnly.json().data).toEqual({ album_count: 5, user_count: 0 });
    const usersOnly = await get('operator', '/api/reminders?kinds=user');
    expect(usersOnly.json().data).toEqual({ album_count: 0, user_count: 5 });
    const both = await get('operator', '/api/reminders?kinds=user,album');
    expect(both.json().data).toEqual({ album_count: 5, user_count: 5 });
    const unknown = await get('operator', '/api/reminders?kinds=video');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('提醒类型无效');
  });

  it('is refused to creators and MCNs', async () => {
    for (const username of ['creator', 'mcn', 'mcn_pending']) {
      expect((await get(username, '/api/reminders')).statusCode).toBe(403);
    }
  });
});
