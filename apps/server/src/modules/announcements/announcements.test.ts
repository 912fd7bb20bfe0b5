import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  announcements,
  commercialChannels,
  messages,
  operationLogs,
  roles,
  throttles,
  userGroups,
  users,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { userIds } from '../../../test/support/demo.js';
import { FANOUT_JOB, fanoutBatch } from './fanout.js';

let t: TestApp;
let id: Record<
  'creator' | 'creator_live' | 'mcn' | 'qinghe_xiaoyu' | 'reviewer_b' | 'admin' | 'operator',
  number
>;
let groupBeta: number;
let channelXingtu: number;
let roleCreator: number;

beforeAll(async () => {
  t = await buildTestApp();
  id = await userIds(t, [
    'creator',
    'creator_live',
    'mcn',
    'qinghe_xiaoyu',
    'reviewer_b',
    'admin',
    'operator',
  ]);
  const { db } = t.database;
  groupBeta = (await db.select().from(userGroups).where(eq(userGroups.name, '内测用户')))[0]!.id;
  channelXingtu = (
    await db.select().from(commercialChannels).where(eq(commercialChannels.code, 'xingtu'))
  )[0]!.id;
  roleCreator = (await db.select().from(roles).where(eq(roles.key, 'creator')))[0]!.id;
});
afterAll(() => t?.close());
// Every test sends freely: the 10-a-minute limit has its own test.
beforeEach(async () => {
  await t.database.db.delete(throttles);
});

type Json = Record<string, unknown>;
const call = (username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
  t.injectAs(username, { method, url, ...(payload ? { payload } : {}) });
const create = (payload: Json, username = 'admin') => call(username, 'POST', '/api/admin/notices', payload);
const notice = (extra: Json = {}) => ({
  title: '测试公告',
  content: '第一行摘要\n第二行',
  audience: { all: true },
  ...extra,
});
const runJob = () => t.app.scheduler.runNow(FANOUT_JOB);
const unread = async (username: string) =>
  (await call(username, 'GET', '/api/my-unread-message-count')).json().data.count as number;
const enabledCount = async () =>
  (await t.database.db.select({ n: count() }).from(users).where(eq(users.status, 1)))[0]!.n;
const logsOf = (noticeId: number) =>
  t.database.db
    .select()
    .from(operationLogs)
    .where(
      and(
        eq(operationLogs.module, 'notice'),
        eq(operationLogs.targetId, noticeId),
        eq(operationLogs.outcome, 'success'),
      ),
    )
    .orderBy(operationLogs.id);
/** The refusals the operation-log hook wrote for one announcement. */
const refusalsOf = (noticeId: number) =>
  t.database.db
    .select({ action: operationLogs.action, summary: operationLogs.summary })
    .from(operationLogs)
    .where(
      and(
        eq(operationLogs.module, 'notice'),
        eq(operationLogs.targetId, noticeId),
        eq(operationLogs.outcome, 'refused'),
      ),
    );
const preview = async (audience: Json) => {
  const response = await call('admin', 'POST', '/api/admin/notices/audience-preview', { audience });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { count: number; sample: { id: number; name: string }[] };
};
const messageIdsOf = (noticeId: number) =>
  t.database.db
    .select({ id: messages.id, userId: messages.userId })
    .from(messages)
    .where(eq(messages.announcementId, noticeId));

describe('seed', () => {
  it('lists the seeded announcements with counts per status', async () => {
    const response = await call('operator', 'GET', '/api/admin/notices?size=20');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.counts).toMatchObject({ sent: 4, scheduled: 1, draft: 1, withdrawn: 1 });
    const byTitle = new Map(data.data.map((row: Json) => [row.title, row]));
    expect(byTitle.get('数据概览新功能内测邀请')).toMatchObject({
      status: 'scheduled',
      audience_summary: '分组：内测用户',
    });
    expect(byTitle.get('国庆假期审核时效调整')).toMatchObject({
      status: 'draft',
      audience_summary: '角色：创作者、MCN',
    });
    expect(byTitle.get('提现规则调整（错误发送）')).toMatchObject({
      status: 'withdrawn',
      withdraw_reason: '内容有误',
    });
    const newest = byTitle.get('创作者平台 6 月版本更新说明') as Json;
    expect(newest).toMatchObject({ status: 'sent', read_count: 0, audience_summary: '全部用户' });
    expect(newest.recipient_count).toBeGreaterThan(5);
    const older = byTitle.get('账号安全提醒') as Json;
    expect(older.read_count).toBe(older.recipient_count);
  });

  it('answers receipts of a seeded notice from the seeded read flags', async () => {
    const list = (await call('admin', 'GET', '/api/admin/notices?keyword=账号安全')).json().data;
    const noticeId = list.data[0].id;
    const all = (await call('admin', 'GET', `/api/admin/notices/${noticeId}/receipts?size=100`)).json().data;
    expect(all.total).toBe(list.data[0].recipient_count);
    expect(all.read).toBe(all.total);
    const unreadOnes = (await call('admin', 'GET', `/api/admin/notices/${noticeId}/receipts?read=0`)).json()
      .data;
    expect(unreadOnes.total).toBe(0);
    const found = (
      await call('admin', 'GET', `/api/admin/notices/${noticeId}/receipts?keyword=creator_live`)
    ).json().data;
    expect(found.data).toEqual([expect.objectContaining({ user_id: id.creator_live })]);
  });
});

describe('rights', () => {
  it('lets admin, operator and sysop in, and keeps creators out', async () => {
    for (const username of ['admin', 'operator', 'sysop']) {
      expect((await call(username, 'GET', '/api/admin/notices')).statusCode).toBe(200);
    }
    const denied = await call('creator', 'GET', '/api/admin/notices');
    expect(denied.statusCode).toBe(403);
    expect((await create(notice(), 'creator')).statusCode).toBe(403);
  });

  it('offers roles, labels, groups and enabled channels to choose from', async () => {
    const { data } = (await call('operator', 'GET', '/api/admin/notices/audience-options')).json();
    expect(data.roles.map((r: Json) => r.name)).toEqual(expect.arrayContaining(['创作者', 'MCN']));
    expect(data.tags.map((r: Json) => r.name)).toContain('直播');
    expect(data.groups.map((r: Json) => r.name)).toContain('内测用户');
    const channels = data.channels.map((r: Json) => r.name);
    expect(channels).toContain('星图');
    expect(channels).not.toContain('代理商');
  });
});

describe('editor rules', () => {
  const refused = async (payload: Json, message: string) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  };

  it('answers every field message', async () => {
    await refused(notice({ title: ' ' }), '请填写公告标题');
    await refused(notice({ title: '字'.repeat(51) }), '公告标题不能超过 50 字');
    await refused(notice({ content: '' }), '请填写公告正文');
    await refused(notice({ content: '字'.repeat(2001) }), '公告正文不能超过 2000 字');
    await refused(notice({ link: 'javascript:alert(1)' }), '链接须为以 / 开头的控制台路径');
    await refused(notice({ link: 'https://example.com/' }), '链接须为以 / 开头的控制台路径');
    await refused(notice({ audience: {} }), '请选择接收对象');
    await refused(notice({ audience: { all: false, role_ids: [] } }), '请选择接收对象');
    await refused(
      notice({ audience: { user_ids: Array.from({ length: 501 }, (_, i) => i + 1) } }),
      '指定账号最多 500 个',
    );
    await refused(notice({ audience: { role_ids: [999_999] } }), '角色不存在');
    await refused(notice({ audience: { tag_ids: [999_999] } }), '标签不存在');
    await refused(notice({ audience: { group_ids: [999_999] } }), '分组不存在');
    await refused(notice({ audience: { channel_ids: [999_999] } }), '渠道不存在');
    await refused(notice({ audience: { user_ids: [999_999] } }), '账号不存在');
    const soon = new Date(Date.now() + 60_000).toISOString();
    await refused(notice({ send_mode: 'scheduled', scheduled_at: soon }), '定时发送时间至少在 5 分钟之后');
    const far = new Date(Date.now() + 31 * 86_400_000).toISOString();
    await refused(notice({ send_mode: 'scheduled', scheduled_at: far }), '定时发送时间不能超过 30 天');
  });

  it('saves a draft with a link and a summary of its audience, and de-duplicates named accounts', async () => {
    const response = await create(
      notice({
        link: '/inform/index?type=1',
        audience: { role_ids: [roleCreator], user_ids: [id.mcn, id.mcn] },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      status: 'draft',
      link: '/inform/index?type=1',
      audience: { role_ids: [roleCreator], user_ids: [id.mcn] },
      version: 1,
      recipient_count: 0,
    });
    expect(data.audience_summary).toMatch(/^角色：创作者；指定账号：/);
    expect(data.audience_users.map((u: Json) => u.id)).toEqual([id.mcn]);
    expect(data.created_by).toMatchObject({ id: id.admin });
    const detail = await call('admin', 'GET', `/api/admin/notices/${data.id}`);
    expect(detail.json().data.id).toBe(data.id);
  });

  it('answers 404 for a missing announcement', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/notices/2000000000'],
      ['POST', '/api/admin/notices/2000000000/send', {}],
      ['POST', '/api/admin/notices/2000000000/withdraw', { reason: '错' }],
      ['DELETE', '/api/admin/notices/2000000000'],
      ['GET', '/api/admin/notices/2000000000/receipts'],
    ] as const) {
      const response = await call('admin', method, url, payload as Json | undefined);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('公告不存在');
    }
  });
});

describe('audience', () => {
  it('resolves everyone enabled, a role, dimensions together and the union with named accounts', async () => {
    expect((await preview({ all: true })).count).toBe(await enabledCount());
    const exactly = await preview({ user_ids: [id.qinghe_xiaoyu] });
    expect(exactly.count).toBe(1);
    expect(exactly.sample.map((u) => u.id)).toEqual([id.qinghe_xiaoyu]);
    // 内测用户 (creator, creator_live, mcn) and 星图 (creator, qinghe_axin, mcn): both.
    const both = await preview({ group_ids: [groupBeta], channel_ids: [channelXingtu] });
    expect(both.sample.map((u) => u.id).sort()).toEqual([id.creator, id.mcn].sort());
    const union = await preview({
      group_ids: [groupBeta],
      channel_ids: [channelXingtu],
      user_ids: [id.qinghe_xiaoyu],
    });
    expect(union.count).toBe(3);
    const creators = await preview({ role_ids: [roleCreator] });
    expect(creators.count).toBeGreaterThan(1);
    expect(creators.sample.length).toBeLessThanOrEqual(20);
  });

  it('never reaches a disabled account, and refuses to send to nobody', async () => {
    expect((await preview({ user_ids: [id.reviewer_b] })).count).toBe(0);
    const response = await create(notice({ audience: { user_ids: [id.reviewer_b] }, send_mode: 'now' }));
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe('没有符合条件的接收人');
    const draft = (
      await create(notice({ title: '无人公告', audience: { user_ids: [id.reviewer_b] } }))
    ).json().data;
    const send = await call('admin', 'POST', `/api/admin/notices/${draft.id}/send`, {});
    expect(send.statusCode).toBe(202);
    expect(send.json().message).toBe('没有符合条件的接收人');
  });
});

describe('sending, receipts and withdrawal', () => {
  it('fans out into the message centre and the bell, once per recipient, and withdraws', async () => {
    const before = {
      creator: await unread('creator'),
      mcn: await unread('mcn'),
      operator: await unread('operator'),
    };
    const response = await create(
      notice({
        title: '内测邀请',
        audience: { group_ids: [groupBeta] },
        link: '/analyse/user',
        send_mode: 'now',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const sent = response.json().data;
    // One batch's worth: written in the request itself, so it is sent when the answer comes.
    expect(sent).toMatchObject({ status: 'sent', recipient_count: 3 });
    const detail = (await call('admin', 'GET', `/api/admin/notices/${sent.id}`)).json().data;
    expect(detail).toMatchObject({ status: 'sent', recipient_count: 3, read_count: 0 });
    expect(await unread('creator')).toBe(before.creator + 1);
    expect(await unread('mcn')).toBe(before.mcn + 1);
    expect(await unread('operator')).toBe(before.operator);

    const rows = await messageIdsOf(sent.id);
    expect(rows.map((row) => row.userId).sort()).toEqual([id.creator, id.creator_live, id.mcn].sort());
    const mine = rows.find((row) => row.userId === id.creator)!;
    const shown = (await call('creator', 'GET', `/api/message/${mine.id}`)).json().data;
    expect(shown).toMatchObject({ type: 1, title: '内测邀请', link: '/analyse/user', is_read: 0 });
    await call('creator', 'POST', `/api/read-message?id=${mine.id}`);

    const receipts = (await call('admin', 'GET', `/api/admin/notices/${sent.id}/receipts`)).json().data;
    expect(receipts).toMatchObject({ total: 3, read: 1 });
    const readOnes = (await call('admin', 'GET', `/api/admin/notices/${sent.id}/receipts?read=1`)).json()
      .data;
    expect(readOnes.data).toEqual([
      expect.objectContaining({ user_id: id.creator, read_at: expect.any(String) }),
    ]);
    const unreadOnes = (await call('admin', 'GET', `/api/admin/notices/${sent.id}/receipts?read=0`)).json()
      .data;
    expect(unreadOnes.total).toBe(2);

    // A sent one cannot change; only a sent one can be withdrawn.
    const edit = await call('admin', 'PUT', `/api/admin/notices/${sent.id}`, {
      ...notice(),
      version: detail.version,
    });
    expect(edit.statusCode).toBe(202);
    expect(edit.json().message).toBe('已发送的公告不能修改，如需更正请撤回后重新发布');
    const again = await call('admin', 'POST', `/api/admin/notices/${sent.id}/send`, {});
    expect(again.json().message).toBe('公告状态已变化，请刷新后重试');

    const withdrawn = await call('operator', 'POST', `/api/admin/notices/${sent.id}/withdraw`, {
      reason: '内容有误',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data).toMatchObject({
      status: 'withdrawn',
      read_count: 1,
      withdraw_reason: '内容有误',
    });
    expect(await messageIdsOf(sent.id)).toEqual([]);
    const gone = await call('creator', 'GET', `/api/message/${mine.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('消息不存在');
    expect(await unread('mcn')).toBe(before.mcn);
    const twice = await call('operator', 'POST', `/api/admin/notices/${sent.id}/withdraw`, {
      reason: '再撤',
    });
    expect(twice.statusCode).toBe(202);
    expect(twice.json().message).toBe('只有已发送的公告可以撤回');

    const actions = (await logsOf(sent.id)).map((row) => row.action);
    expect(actions).toEqual(['notice.create', 'notice.withdraw']);
    // Every refusal above left a `refused` row (the hook), the second withdraw among them.
    expect(await refusalsOf(sent.id)).toContainEqual({
      action: 'withdrawAdminNotice',
      summary: '只有已发送的公告可以撤回',
    });
  });

  it('refuses to withdraw an unsent one', async () => {
    const draft = (await create(notice({ title: '未发送' }))).json().data;
    const response = await call('admin', 'POST', `/api/admin/notices/${draft.id}/withdraw`, { reason: '错' });
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe('只有已发送的公告可以撤回');
  });

  it('reaches exactly the one named account', async () => {
    const sent = (
      await create(
        notice({ title: '单人公告', audience: { user_ids: [id.qinghe_xiaoyu] }, send_mode: 'now' }),
      )
    ).json().data;
    await runJob();
    expect((await messageIdsOf(sent.id)).map((row) => row.userId)).toEqual([id.qinghe_xiaoyu]);
  });
});

describe('fan-out', () => {
  async function sendToAll(title: string) {
    const sent = (await create(notice({ title, send_mode: 'now' }))).json().data;
    await runJob();
    return sent.id as number;
  }
  const perRecipient = async (noticeId: number) => {
    const rows = await messageIdsOf(noticeId);
    return { total: rows.length, distinct: new Set(rows.map((row) => row.userId)).size };
  };

  it('writes each enabled account exactly once when run again from the start', async () => {
    const noticeId = await sendToAll('全员公告');
    const enabled = await enabledCount();
    expect(await perRecipient(noticeId)).toEqual({ total: enabled, distinct: enabled });
    // As if a crash came after the batch was written and before anything else was.
    await t.database.db
      .update(announcements)
      .set({ status: 'sending', fanoutCursor: 0 })
      .where(eq(announcements.id, noticeId));
    await runJob();
    expect(await perRecipient(noticeId)).toEqual({ total: enabled, distinct: enabled });
    const [row] = await t.database.db.select().from(announcements).where(eq(announcements.id, noticeId));
    expect(row).toMatchObject({ status: 'sent', recipientCount: enabled });
  });

  it('resumes from the cursor after an interrupted run', async () => {
    const noticeId = await sendToAll('中断公告');
    const rows = (await messageIdsOf(noticeId)).sort((a, b) => a.userId - b.userId);
    const enabled = rows.length;
    // The state after a first batch of 5: those written, the cursor on the 5th, the rest not.
    const cursor = rows[4]!.userId;
    await t.database.db.delete(messages).where(
      and(
        eq(messages.announcementId, noticeId),
        inArray(
          messages.userId,
          rows.slice(5).map((row) => row.userId),
        ),
      ),
    );
    await t.database.db
      .update(announcements)
      .set({ status: 'sending', fanoutCursor: cursor, recipientCount: enabled })
      .where(eq(announcements.id, noticeId));
    expect((await perRecipient(noticeId)).total).toBe(5);
    await runJob();
    expect(await perRecipient(noticeId)).toEqual({ total: enabled, distinct: enabled });
  });

  it('sends a scheduled one when its time comes, as the platform', async () => {
    const at = new Date(Date.now() + 10 * 60_000).toISOString();
    const response = await create(
      notice({
        title: '定时公告',
        audience: { user_ids: [id.creator] },
        send_mode: 'scheduled',
        scheduled_at: at,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const scheduled = response.json().data;
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduled_at: at });
    await runJob();
    expect((await messageIdsOf(scheduled.id)).length).toBe(0);
    await t.database.db
      .update(announcements)
      .set({ scheduledAt: sql`now() - interval '1 second'` })
      .where(eq(announcements.id, scheduled.id));
    await runJob();
    const detail = (await call('admin', 'GET', `/api/admin/notices/${scheduled.id}`)).json().data;
    expect(detail).toMatchObject({ status: 'sent', recipient_count: 1 });
    const logs = await logsOf(scheduled.id);
    expect(logs.map((row) => [row.action, row.actorId])).toEqual([
      ['notice.create', id.admin],
      ['notice.send', null],
    ]);
  });
});

describe('state changes', () => {
  it('schedules, unschedules, edits with a version, sends and deletes — one log row each', async () => {
    const draft = (await create(notice({ title: '流程公告', audience: { user_ids: [id.creator] } }))).json()
      .data;
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call('admin', 'POST', `/api/admin/notices/${draft.id}/schedule`, {
      scheduled_at: at,
    });
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', version: 2 });
    const stale = await call('admin', 'POST', `/api/admin/notices/${draft.id}/unschedule`, { version: 1 });
    expect(stale.statusCode).toBe(202);
    expect(stale.json().message).toBe('公告状态已变化，请刷新后重试');
    const unscheduled = await call('admin', 'POST', `/api/admin/notices/${draft.id}/unschedule`, {
      version: 2,
    });
    expect(unscheduled.json().data).toMatchObject({ status: 'draft', scheduled_at: null, version: 3 });

    const noVersion = await call('admin', 'PUT', `/api/admin/notices/${draft.id}`, notice());
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toBe('请刷新后重试');
    const oldVersion = await call('admin', 'PUT', `/api/admin/notices/${draft.id}`, {
      ...notice(),
      version: 1,
    });
    expect(oldVersion.json().message).toBe('公告状态已变化，请刷新后重试');
    const edited = await call('admin', 'PUT', `/api/admin/notices/${draft.id}`, {
      ...notice({ title: '流程公告（改）', audience: { user_ids: [id.creator] } }),
      version: 3,
    });
    expect(edited.json().data).toMatchObject({ title: '流程公告（改）', version: 4 });

    const deleteSent = await call('admin', 'POST', `/api/admin/notices/${draft.id}/send`, { version: 4 });
    expect(deleteSent.json().data.status).toMatch(/sending|sent/);
    const notDraft = await call('admin', 'DELETE', `/api/admin/notices/${draft.id}`);
    expect(notDraft.statusCode).toBe(202);

    const other = (await create(notice({ title: '待删公告' }))).json().data;
    expect((await call('admin', 'DELETE', `/api/admin/notices/${other.id}`)).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/api/admin/notices/${other.id}`)).statusCode).toBe(404);

    const logs = await logsOf(draft.id);
    expect(logs.map((row) => row.action)).toEqual([
      'notice.create',
      'notice.schedule',
      'notice.unschedule',
      'notice.update',
      'notice.send',
    ]);
    for (const row of logs) {
      expect(row.after).not.toBeNull();
      expect(row.outcome).toBe('success');
    }
    expect(logs.slice(1).every((row) => row.before !== null)).toBe(true);
    const deleted = await logsOf(other.id);
    expect(deleted.map((row) => [row.action, row.after === null, row.before !== null])).toEqual([
      ['notice.create', false, false],
      ['notice.delete', true, true],
    ]);
  });

  it('answers 429 after 10 sends a minute by one actor', async () => {
    for (let i = 0; i < 10; i += 1) {
      const response = await call('admin_li', 'POST', '/api/admin/notices/2000000000/send', {});
      expect(response.statusCode).toBe(404);
    }
    const limited = await call('admin_li', 'POST', '/api/admin/notices/2000000000/send', {});
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another actor has a budget of its own.
    expect((await call('sysop', 'POST', '/api/admin/notices/2000000000/send', {})).statusCode).toBe(404);
  });

  it('filters the list by status, keyword and send date', async () => {
    const drafts = (await call('admin', 'GET', '/api/admin/notices?status=draft&size=100')).json().data;
    expect(drafts.data.every((row: Json) => row.status === 'draft')).toBe(true);
    expect(drafts.total).toBe(drafts.counts.draft);
    const keyword = (await call('admin', 'GET', '/api/admin/notices?keyword=端午')).json().data;
    expect(keyword.data.map((row: Json) => row.title)).toEqual(['端午节假期提现到账时间调整通知']);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    const sentToday = (
      await call('admin', 'GET', `/api/admin/notices?start_date=${today}&end_date=${today}&size=100`)
    ).json().data;
    expect(sentToday.data.length).toBeGreaterThan(0);
    expect(sentToday.data.every((row: Json) => row.sent_at !== null || row.scheduled_at !== null)).toBe(true);
    expect(sentToday.data.map((row: Json) => row.title)).not.toContain('账号安全提醒');
    const bad = await call('admin', 'GET', '/api/admin/notices?start_date=2026-02-01&end_date=2026-01-01');
    expect(bad.statusCode).toBe(400);
  });

  it('leaves no unlinked copy: seeded messages of the four notices are all linked', async () => {
    const loose = await t.database.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.title, '账号安全提醒'), isNull(messages.announcementId)));
    expect(loose[0]!.n).toBe(0);
  });
});

describe('two processes (PostgreSQL)', () => {
  it('skips an announcement another process is writing, which finishes it alone', async () => {
    if (t.database.kind !== 'postgres') return; // one connection on PGlite: nothing runs beside it
    const { db } = t.database;
    const [row] = await db
      .insert(announcements)
      .values({
        title: '并发公告',
        content: '正文',
        audience: { all: true },
        audienceSummary: '全部用户',
        status: 'sending',
        sentAt: new Date(),
      })
      .returning();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // The first "process" holds the row as a batch would.
    const first = db.transaction(async (tx) => {
      await tx.select().from(announcements).where(eq(announcements.id, row!.id)).for('update');
      locked();
      await held;
    });
    await isLocked;
    // The second one skips it: no batch, no row written.
    expect(await fanoutBatch(db)).toBeNull();
    expect((await messageIdsOf(row!.id)).length).toBe(0);
    release();
    await first;
    await runJob();
    const enabled = await enabledCount();
    const rows = await messageIdsOf(row!.id);
    expect(rows.length).toBe(enabled);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(enabled);
  });
});
