import type { MenuEntry } from '@creator-console/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { qs, userIds } from '../../../test/support/demo.js';
import { announcements, operationLogs } from '../../db/schema/index.js';
import { CLASSIFIERS } from './repository.js';

let t: TestApp;
let ids: Record<
  'admin' | 'operator' | 'creator' | 'creator_live' | 'mcn' | 'sysop' | 'qinghe_axin' | 'reviewer_b',
  number
>;
beforeAll(async () => {
  t = await buildTestApp();
  ids = await userIds(t, [
    'admin',
    'operator',
    'creator',
    'creator_live',
    'mcn',
    'sysop',
    'qinghe_axin',
    'reviewer_b',
  ]);
});
afterAll(() => t?.close());

const call = (username: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
  t.injectAs(username, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const asAdmin = (method: InjectOptions['method'], url: string, payload?: unknown) =>
  call('admin', method, url, payload);
const ok = async <T = unknown>(
  response: Promise<{ statusCode: number; json(): { data: T }; body: string }>,
) => {
  const res = await response;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const refused = async (
  response: Promise<{ statusCode: number; json(): { message: string } }>,
  status: number,
  message: string,
) => {
  const res = await response;
  expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
  return res;
};

/** Operation-log rows written since the test began, by action (successes only). */
let logMark = 0;
beforeEach(async () => {
  const rows = await t.database.db.select({ id: operationLogs.id }).from(operationLogs);
  logMark = Math.max(0, ...rows.map((row) => row.id));
});
const logged = async () => {
  const rows = await t.database.db
    .select({
      id: operationLogs.id,
      action: operationLogs.action,
      module: operationLogs.module,
      targetType: operationLogs.targetType,
      targetId: operationLogs.targetId,
      outcome: operationLogs.outcome,
      before: operationLogs.before,
      after: operationLogs.after,
    })
    .from(operationLogs)
    // In the order written: without it PostgreSQL answers in the heap's order, which a reused page changes.
    .orderBy(operationLogs.id);
  // This area's successful writes: refusals are logged by the hook (outcome refused/denied), logins as auth.
  return rows.filter((row) => row.id > logMark && row.outcome === 'success' && row.module === 'label');
};

type Row = { id: number; name: string };
const labelNamed = async (name: string) => {
  const list = await ok<{ data: (Row & { user_count: number; builtin: boolean })[] }>(
    asAdmin('GET', `/api/admin/labels?${qs({ size: 100 })}`),
  );
  return list.data.find((row) => row.name === name)!;
};
const menuGroups = async (username: string) => {
  const res = await call(username, 'GET', '/api/my-menu');
  expect(res.statusCode).toBe(200);
  return {
    groups: (res.json().data.menu as MenuEntry[]).map((entry) => entry.path),
    version: res.headers['x-access-version'],
  };
};

describe('labels (/api/admin/labels)', () => {
  it('creates, edits and deletes a label with one log row each, and answers the form messages', async () => {
    const created = await ok<Row & { tone: string; position: number; builtin: boolean }>(
      asAdmin('POST', '/api/admin/labels', { name: ' 测试标签 ', description: '说明', tone: 'positive' }),
    );
    expect(created).toMatchObject({ name: '测试标签', tone: 'positive', builtin: false, user_count: 0 });
    const edited = await ok<Row & { tone: string }>(
      asAdmin('PUT', `/api/admin/labels/${created.id}`, { name: '测试标签2', tone: 'critical' }),
    );
    expect(edited).toMatchObject({ name: '测试标签2', tone: 'critical', description: '' });
    await ok(asAdmin('DELETE', `/api/admin/labels/${created.id}`));
    const rows = await logged();
    expect(rows.map((row) => [row.module, row.action, row.targetType, row.targetId])).toEqual([
      ['label', 'label.create', 'label', created.id],
      ['label', 'label.update', 'label', created.id],
      ['label', 'label.delete', 'label', created.id],
    ]);
    expect(rows[1]!.before).toMatchObject({ name: '测试标签', tone: 'positive' });
    expect(rows[1]!.after).toMatchObject({ name: '测试标签2', tone: 'critical' });

    await refused(asAdmin('POST', '/api/admin/labels', { name: ' ' }), 400, '请填写标签名称');
    await refused(
      asAdmin('POST', '/api/admin/labels', { name: '一二三四五六七八九十一' }),
      400,
      '标签名称不能超过 10 字',
    );
    await refused(
      asAdmin('POST', '/api/admin/labels', { name: '好', description: 'x'.repeat(101) }),
      400,
      '标签说明不能超过 100 字',
    );
    const taken = await refused(
      asAdmin('POST', '/api/admin/labels', { name: '签约创作者' }),
      400,
      '标签名称已存在',
    );
    expect(taken.json()).toMatchObject({ issues: [{ path: ['name'], message: '标签名称已存在' }] });
    expect(await logged()).toHaveLength(3);
  });

  it('protects the built-in 直播 and refuses deleting a label in use', async () => {
    const live = await labelNamed('直播');
    expect(live.builtin).toBe(true);
    await refused(
      asAdmin('PUT', `/api/admin/labels/${live.id}`, { name: '直播2' }),
      202,
      '内置标签不能修改名称',
    );
    await refused(asAdmin('DELETE', `/api/admin/labels/${live.id}`), 202, '内置标签不能删除');
    // Its description and colour stay editable.
    await ok(
      asAdmin('PUT', `/api/admin/labels/${live.id}`, {
        name: '直播',
        tone: 'accent',
        description: '直播账号',
      }),
    );

    const signed = await labelNamed('签约创作者');
    expect(signed.user_count).toBeGreaterThan(0);
    await refused(
      asAdmin('DELETE', `/api/admin/labels/${signed.id}`),
      202,
      `标签已分配给 ${signed.user_count} 个账号，请先移除后再删除`,
    );
    await refused(asAdmin('PUT', '/api/admin/labels/999999', { name: '无' }), 404, '标签不存在');
    await refused(asAdmin('DELETE', '/api/admin/labels/999999'), 404, '标签不存在');
    await refused(asAdmin('GET', '/api/admin/labels/999999/members'), 404, '标签不存在');
    expect((await logged()).map((row) => row.action)).toEqual(['label.update']);
  });

  it('reorders every label, and refuses an order of a list that changed', async () => {
    const list = await ok<{ data: Row[] }>(asAdmin('GET', '/api/admin/labels?size=100'));
    const reversed = list.data.map((row) => row.id).reverse();
    await ok(asAdmin('PUT', '/api/admin/labels/order', { ids: reversed }));
    const after = await ok<{ data: (Row & { position: number })[] }>(
      asAdmin('GET', '/api/admin/labels?size=100'),
    );
    expect(after.data.map((row) => row.id)).toEqual(reversed);
    await refused(
      asAdmin('PUT', '/api/admin/labels/order', { ids: reversed.slice(1) }),
      202,
      '列表已变化，请刷新后重试',
    );
    expect((await logged()).map((row) => row.action)).toEqual(['label.order']);
    await ok(asAdmin('PUT', '/api/admin/labels/order', { ids: list.data.map((row) => row.id) }));
  });

  it('answers 403 to staff without admin:system', async () => {
    await refused(call('operator', 'GET', '/api/admin/labels'), 403, '没有权限执行此操作');
    await refused(call('creator', 'POST', '/api/admin/labels', { name: '越权' }), 403, '没有权限执行此操作');
  });
});

describe('label members', () => {
  it('直播 shows /live to a creator at once and hides it again; staff menus are unaffected', async () => {
    const live = await labelNamed('直播');
    const before = await menuGroups('creator');
    expect(before.groups).not.toContain('live');

    const added = await ok(
      asAdmin('POST', `/api/admin/labels/${live.id}/members`, { user_ids: [ids.creator] }),
    );
    expect(added).toEqual({ added: 1, existing: 0, failed: [] });
    const granted = await menuGroups('creator');
    expect(granted.groups).toContain('live');
    expect(granted.version).not.toBe(before.version);

    const members = await ok<{ data: { user: { username: string; phone: string } }[]; total: number }>(
      asAdmin('GET', `/api/admin/labels/${live.id}/members?${qs({ keyword: 'creator' })}`),
    );
    expect(members.data.map((row) => row.user.username)).toEqual(['creator', 'creator_live']);
    expect(members.data[0]!.user.phone).toMatch(/^\d{3}\*{4}\d{4}$/);

    await ok(asAdmin('DELETE', `/api/admin/labels/${live.id}/members/${ids.creator}`));
    expect((await menuGroups('creator')).groups).not.toContain('live');

    // Labels never carry rights: the operator tagged 直播 sees no live menu.
    const operatorBefore = await menuGroups('operator');
    await ok(asAdmin('POST', `/api/admin/labels/${live.id}/members`, { user_ids: [ids.operator] }));
    expect((await menuGroups('operator')).groups).toEqual(operatorBefore.groups);
    await ok(asAdmin('DELETE', `/api/admin/labels/${live.id}/members/${ids.operator}`));

    const rows = await logged();
    expect(rows.map((row) => row.action)).toEqual([
      'label.members_add',
      'label.members_remove',
      'label.members_add',
      'label.members_remove',
    ]);
    expect(rows[0]!.after).toEqual({ user_ids: [ids.creator] });
  });

  it('answers accounts beyond the ceiling, unknown or already members per user', async () => {
    const label = await labelNamed('重点扶持');
    const answer = await ok<{
      added: number;
      existing: number;
      failed: { user_id: number; message: string }[];
    }>(
      call('sysop', 'POST', `/api/admin/labels/${label.id}/members`, {
        user_ids: [ids.admin, ids.operator, ids.creator, ids.creator, 1_999_999_999],
      }),
    );
    expect(answer.added).toBe(1);
    expect(answer.failed).toEqual([
      { user_id: ids.admin, name: expect.any(String), message: '该账号的权限超出你的权限范围' },
      { user_id: ids.operator, name: expect.any(String), message: '该账号的权限超出你的权限范围' },
      { user_id: 1_999_999_999, name: '', message: '账号不存在' },
    ]);
    const again = await ok(
      call('sysop', 'POST', `/api/admin/labels/${label.id}/members`, { user_ids: [ids.creator] }),
    );
    expect(again).toEqual({ added: 0, existing: 1, failed: [] });

    // The admin adds the operator; sysop may not take it off again.
    await ok(asAdmin('POST', `/api/admin/labels/${label.id}/members`, { user_ids: [ids.operator] }));
    await refused(
      call('sysop', 'DELETE', `/api/admin/labels/${label.id}/members/${ids.operator}`),
      403,
      '该账号的权限超出你的权限范围',
    );
    await refused(
      asAdmin('DELETE', `/api/admin/labels/${label.id}/members/${ids.mcn}`),
      404,
      '该账号没有此标签',
    );
    const many = Array.from({ length: 201 }, (_, index) => index + 1);
    await refused(
      asAdmin('POST', `/api/admin/labels/${label.id}/members`, { user_ids: many }),
      400,
      '一次最多处理 200 个账号',
    );
    // One row per successful call, none for the refusals.
    expect((await logged()).map((row) => row.action)).toEqual([
      'label.members_add',
      'label.members_add',
      'label.members_add',
    ]);
  });
});

describe('groups (/api/admin/groups, /admin/user-group)', () => {
  it('creates, edits and deletes with the form messages; rows carry counts and the creator', async () => {
    const created = await ok<Row & { member_count: number; created_by: string }>(
      asAdmin('POST', '/api/admin/groups', { name: '测试分组', description: '测试' }),
    );
    expect(created).toMatchObject({ member_count: 0, reference_count: 0, created_by: expect.any(String) });
    await refused(asAdmin('POST', '/api/admin/groups', { name: '' }), 400, '请填写分组名称');
    await refused(
      asAdmin('POST', '/api/admin/groups', { name: 'x'.repeat(21) }),
      400,
      '分组名称不能超过 20 字',
    );
    await refused(asAdmin('POST', '/api/admin/groups', { name: '内测用户' }), 400, '分组名称已存在');
    await refused(
      asAdmin('PUT', `/api/admin/groups/${created.id}`, { name: '内测用户' }),
      400,
      '分组名称已存在',
    );
    await ok(asAdmin('PUT', `/api/admin/groups/${created.id}`, { name: '测试分组2' }));
    expect(await ok(asAdmin('GET', `/api/admin/groups/${created.id}`))).toMatchObject({ name: '测试分组2' });
    await ok(asAdmin('DELETE', `/api/admin/groups/${created.id}`));
    await refused(asAdmin('GET', `/api/admin/groups/${created.id}`), 404, '分组不存在');
    await refused(
      asAdmin('POST', `/api/admin/groups/${created.id}/members`, { user_ids: [ids.creator] }),
      404,
      '分组不存在',
    );
    expect((await logged()).map((row) => row.action)).toEqual([
      'group.create',
      'group.update',
      'group.delete',
    ]);
  });

  it('refuses deleting a group a draft or scheduled announcement targets', async () => {
    const group = await ok<Row>(asAdmin('POST', '/api/admin/groups', { name: '公告分组' }));
    const [notice] = await t.database.db
      .insert(announcements)
      .values({ title: '测试', content: '测试', status: 'scheduled', audience: { group_ids: [group.id] } })
      .returning({ id: announcements.id });
    const list = await ok<{ data: (Row & { reference_count: number })[] }>(
      asAdmin('GET', `/api/admin/groups?${qs({ keyword: '公告分组' })}`),
    );
    expect(list.data.map((row) => [row.name, row.reference_count])).toEqual([['公告分组', 1]]);
    await refused(
      asAdmin('DELETE', `/api/admin/groups/${group.id}`),
      202,
      '分组正被待发送的公告使用，无法删除',
    );
    await t.database.db.update(announcements).set({ status: 'sent' }).where(eq(announcements.id, notice!.id));
    await ok(asAdmin('DELETE', `/api/admin/groups/${group.id}`));
  });

  it('imports usernames and phones, removes several, and keeps a group within its ceiling', async () => {
    const group = await ok<Row>(asAdmin('POST', '/api/admin/groups', { name: '导入分组' }));
    await ok(asAdmin('POST', `/api/admin/groups/${group.id}/members`, { user_ids: [ids.creator] }));
    const res = await asAdmin('POST', `/api/admin/groups/${group.id}/members/import`, {
      lines: ['creator', '13800000004', ' mcn ', '', 'nobody', '13900000000', 'mcn'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { added: 2, existing: 1, failed: [], not_found: ['nobody', '13900000000'] },
      message: '已添加 2 个，已在分组中 1 个，未找到 2 个',
    });
    const members = await ok<{ total: number; data: { user: { username: string } }[] }>(
      asAdmin('GET', `/api/admin/groups/${group.id}/members?size=10`),
    );
    expect(members.total).toBe(3);
    expect(members.data.map((row) => row.user.username).sort()).toEqual(['creator', 'creator_live', 'mcn']);

    const removed = await ok(
      asAdmin('POST', `/api/admin/groups/${group.id}/members/remove`, {
        user_ids: [ids.creator, ids.mcn, ids.mcn],
      }),
    );
    expect(removed).toEqual({ removed: 2, failed: [] });
    await refused(
      asAdmin('POST', `/api/admin/groups/${group.id}/members/import`, {
        lines: Array.from({ length: 501 }, (_, i) => `u${i}`),
      }),
      400,
      '一次最多导入 500 行',
    );

    const capacity = CLASSIFIERS.group.capacity!;
    CLASSIFIERS.group.capacity = { ...capacity, max: 2 };
    try {
      await refused(
        asAdmin('POST', `/api/admin/groups/${group.id}/members`, { user_ids: [ids.creator, ids.mcn] }),
        202,
        '分组成员不能超过 100000 个',
      );
    } finally {
      CLASSIFIERS.group.capacity = capacity;
    }
    expect((await logged()).map((row) => row.action)).toEqual([
      'group.create',
      'group.members_add',
      'group.members_import',
      'group.members_remove',
    ]);
  });
});

describe('channels (/api/admin/channels)', () => {
  const channelNamed = async (name: string) => {
    const list = await ok<{ data: (Row & { code: string; user_count: number; enabled: boolean })[] }>(
      asAdmin('GET', '/api/admin/channels?size=100'),
    );
    return list.data.find((row) => row.name === name)!;
  };

  it('creates with a code that cannot change, and answers the form messages', async () => {
    const created = await ok<Row & { code: string }>(
      asAdmin('POST', '/api/admin/channels', { name: '测试渠道', code: 'test_channel' }),
    );
    expect(created).toMatchObject({ code: 'test_channel', enabled: true, user_count: 0 });
    await refused(
      asAdmin('POST', '/api/admin/channels', { name: '渠道X', code: 'Bad-Code' }),
      400,
      '渠道编码格式不正确',
    );
    await refused(
      asAdmin('POST', '/api/admin/channels', { name: '渠道X', code: 'xingtu' }),
      400,
      '渠道编码已存在',
    );
    await refused(
      asAdmin('POST', '/api/admin/channels', { name: '星图', code: 'xingtu2' }),
      400,
      '渠道名称已存在',
    );
    await refused(asAdmin('POST', '/api/admin/channels', { name: '', code: 'abc' }), 400, '请填写渠道名称');
    await refused(
      asAdmin('PUT', `/api/admin/channels/${created.id}`, { name: '测试渠道', code: 'other_code' }),
      400,
      '渠道编码创建后不能修改',
    );
    const edited = await ok(
      asAdmin('PUT', `/api/admin/channels/${created.id}`, {
        name: '测试渠道2',
        code: 'test_channel',
        description: '说明',
      }),
    );
    expect(edited).toMatchObject({ name: '测试渠道2', code: 'test_channel', description: '说明' });
    await ok(asAdmin('DELETE', `/api/admin/channels/${created.id}`));
    await refused(asAdmin('DELETE', `/api/admin/channels/${created.id}`), 404, '渠道不存在');
    expect((await logged()).map((row) => row.action)).toEqual([
      'channel.create',
      'channel.update',
      'channel.delete',
    ]);
  });

  it('takes only creator-side accounts, keeps assignments when disabled and refuses deleting one in use', async () => {
    const channel = await channelNamed('蒲公英');
    const answer = await ok<{ added: number; failed: { user_id: number; message: string }[] }>(
      asAdmin('POST', `/api/admin/channels/${channel.id}/members`, {
        user_ids: [ids.creator, ids.mcn, ids.operator, ids.sysop],
      }),
    );
    expect(answer.added).toBe(2);
    expect(answer.failed.map((row) => [row.user_id, row.message])).toEqual([
      [ids.operator, '商业渠道标签仅适用于创作者和 MCN 账号'],
      [ids.sysop, '商业渠道标签仅适用于创作者和 MCN 账号'],
    ]);
    const disabled = await ok(
      asAdmin('POST', `/api/admin/channels/${channel.id}/status`, { enabled: false }),
    );
    expect(disabled).toMatchObject({ enabled: false, user_count: 2 });
    await refused(
      asAdmin('DELETE', `/api/admin/channels/${channel.id}`),
      202,
      '渠道已分配给 2 个账号，无法删除',
    );
    await ok(asAdmin('POST', `/api/admin/channels/${channel.id}/status`, { enabled: true }));
    const rows = await logged();
    expect(rows.map((row) => row.action)).toEqual([
      'channel.members_add',
      'channel.status',
      'channel.status',
    ]);
    expect(rows[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it('reorders channels', async () => {
    const list = await ok<{ data: Row[] }>(asAdmin('GET', '/api/admin/channels?size=100'));
    const swapped = list.data.map((row) => row.id);
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    await ok(asAdmin('PUT', '/api/admin/channels/order', { ids: swapped }));
    const after = await ok<{ data: Row[] }>(asAdmin('GET', '/api/admin/channels?size=100'));
    expect(after.data.map((row) => row.id)).toEqual(swapped);
    const rows = await logged();
    expect(rows.map((row) => row.action)).toEqual(['channel.order']);
    expect(
      await t.database.db
        .select({ id: operationLogs.id })
        .from(operationLogs)
        .where(and(eq(operationLogs.action, 'channel.order'), eq(operationLogs.outcome, 'success'))),
    ).toHaveLength(1);
  });
});
