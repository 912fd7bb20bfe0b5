import { inviteLog, linkedAccount, MESSAGE_TYPES, ROLE } from '@creator-console/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcnCreators, mcnInvites, messages, roles, sessions, userRoles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { qs, userIds } from '../../../test/support/demo.js';

const NAMES = [
  'creator',
  'creator_live',
  'mcn',
  'mcn_pending',
  'qinghe_xiaoyu',
  'qinghe_laozhou',
  'qinghe_mengmeng',
  'qinghe_axin',
  'qinghe_guchen',
] as const;

let t: TestApp;
let id: Record<(typeof NAMES)[number], number>;
let mcnToken: string;
let db: TestApp['database']['db'];
beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  id = await userIds(t, NAMES);
  mcnToken = await t.loginAs('mcn');
});
afterAll(() => t?.close());

const get = (username: string, url: string) => t.injectAs(username, { method: 'GET', url });
const withToken = (token: string, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
const invite = (username: string, payload: object) =>
  t.injectAs(username, { method: 'POST', url: '/api/mcn-invite-log', payload });
const handle = (username: string, inviteId: number, status: number) =>
  t.injectAs(username, { method: 'PUT', url: `/api/mcn-invite-log/${inviteId}`, payload: { status } });
const bloggers = (username: string, query: Record<string, string | number | undefined> = {}) =>
  get(username, `/api/my-bloggers?${qs(query)}`);
const userToken = (username: string, query: Record<string, string | number | undefined>) =>
  get(username, `/api/my_user_token?${qs(query)}`);

async function inviteBetween(senderId: number, receiverId: number, status: number) {
  const [row] = await db
    .select()
    .from(mcnInvites)
    .where(
      and(
        eq(mcnInvites.senderId, senderId),
        eq(mcnInvites.receiverId, receiverId),
        eq(mcnInvites.status, status),
      ),
    );
  return row;
}
const linkOf = async (creatorId: number) =>
  (await db.select().from(mcnCreators).where(eq(mcnCreators.creatorUserId, creatorId)))[0];
const messageCount = async (userId: number) =>
  (await db.select({ n: count() }).from(messages).where(eq(messages.userId, userId)))[0]!.n;

describe('GET /api/mcn-invite-log', () => {
  it('lists the invitations the caller sent or received, newest first', async () => {
    const all = (await get('mcn', '/api/mcn-invite-log?size=20')).json().data;
    expect(all.total).toBe(9);
    for (const row of all.data) expect(inviteLog.parse(row)).toEqual(row);
    const times = all.data.map((row: { created_at: string }) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.data[0]).toMatchObject({
      type: 1,
      status: 0,
      sender: { id: id.mcn, name: '青禾传媒', role_name: ROLE.mcn },
      receiver: { id: id.creator, name: '山野厨房阿杰', role_name: ROLE.creator },
      handled_at: null,
    });

    const received = (await get('mcn', '/api/mcn-invite-log?direction=received')).json().data;
    expect(received.total).toBe(1);
    expect(received.data[0]).toMatchObject({ type: 2, status: 0, sender: { id: id.creator_live } });
    const accepted = (await get('mcn', '/api/mcn-invite-log?direction=sent&status=1')).json().data;
    expect(accepted.total).toBe(5);

    const creators = (await get('creator', '/api/mcn-invite-log')).json().data;
    expect(creators.total).toBe(1);
    // Nobody sees invitations between others.
    expect((await get('operator', '/api/mcn-invite-log')).json().data.total).toBe(0);
  });

  it('answers 400 for an unknown direction', async () => {
    const response = await get('mcn', '/api/mcn-invite-log?direction=all');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('direction 只能为 sent 或 received');
  });
});

describe('GET /api/user-search', () => {
  it('finds enabled creators by name, username or whole phone, phones masked', async () => {
    const byName = (await get('mcn', `/api/user-search?${qs({ keyword: '阿杰' })}`)).json().data;
    expect(byName).toEqual({
      total: 1,
      data: [
        {
          id: id.creator,
          name: '山野厨房阿杰',
          avatar: '',
          role_name: ROLE.creator,
          phone: '138****0003',
          linked: 0,
        },
      ],
    });
    const byPhone = (await get('mcn', '/api/user-search?keyword=13900000011')).json().data;
    expect(byPhone.data).toEqual([
      expect.objectContaining({ id: id.qinghe_xiaoyu, linked: 1, phone: '139****0011' }),
    ]);
    const byUsername = (await get('mcn', '/api/user-search?keyword=qinghe')).json().data;
    // The disabled creator is not offered.
    expect(byUsername.total).toBe(4);
    expect(JSON.stringify(byUsername)).not.toMatch(/\d{11}/);
    // A partial phone number finds nobody; wildcards are taken literally; MCNs are not creators.
    for (const keyword of ['1390000', '%', '青禾传媒']) {
      expect((await get('mcn', `/api/user-search?${qs({ keyword })}`)).json().data.total).toBe(0);
    }
  });

  it('is for MCNs only, and needs a keyword', async () => {
    expect((await get('creator', '/api/user-search?keyword=a')).statusCode).toBe(403);
    const empty = await get('mcn', '/api/user-search?keyword=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('请输入搜索关键词');
  });
});

describe('GET /api/my-bloggers', () => {
  it("lists the MCN's own row first, then its creators; total is linked + 1", async () => {
    const response = await bloggers('mcn');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.total).toBe(5 + 1);
    for (const row of data.data) expect(linkedAccount.parse(row)).toEqual(row);
    expect(data.data[0]).toEqual({
      user_id: id.mcn,
      is_current: 1,
      user: {
        avatar: '',
        name: '青禾传媒',
        real_name: '赵敏',
        phone: '138****0005',
        role_name: ROLE.mcn,
        status: 1,
      },
    });
    expect(data.data.slice(1).map((row: { user_id: number }) => row.user_id)).toEqual([
      id.qinghe_xiaoyu,
      id.qinghe_laozhou,
      id.qinghe_mengmeng,
      id.qinghe_axin,
      id.qinghe_guchen,
    ]);
    expect(data.data.slice(1).every((row: { is_current: number }) => row.is_current === 0)).toBe(true);
    expect(data.data.at(-1).user).toMatchObject({ name: '顾行天下', status: 2, phone: '139****0015' });
  });

  it('pages over the whole list, the own row included', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push((await bloggers('mcn', { page, size: 2 })).json().data);
    expect(pages.map((p) => p.total)).toEqual([6, 6, 6]);
    expect(pages.flatMap((p) => p.data.map((row: { user_id: number }) => row.user_id))).toEqual([
      id.mcn,
      id.qinghe_xiaoyu,
      id.qinghe_laozhou,
      id.qinghe_mengmeng,
      id.qinghe_axin,
      id.qinghe_guchen,
    ]);
  });

  it('filters creators by name', async () => {
    const { data } = (await bloggers('mcn', { user_name: '小鱼' })).json();
    expect(data.total).toBe(2);
    expect(data.data.map((row: { user_id: number }) => row.user_id)).toEqual([id.mcn, id.qinghe_xiaoyu]);
  });

  it("works from inside a linked creator's account with the MCN's token", async () => {
    const { data } = (await bloggers('qinghe_xiaoyu', { mcn_token: mcnToken })).json();
    expect(data.total).toBe(6);
    const current = data.data.filter((row: { is_current: number }) => row.is_current === 1);
    expect(current.map((row: { user_id: number }) => row.user_id)).toEqual([id.qinghe_xiaoyu]);
  });

  it('refuses anyone else: 403', async () => {
    const creatorToken = await t.loginAs('creator');
    const pendingToken = await t.loginAs('mcn_pending');
    const cases = [
      bloggers('creator'),
      bloggers('mcn_pending'),
      bloggers('operator'),
      // A creator not linked to the MCN, even with its token.
      bloggers('creator', { mcn_token: mcnToken }),
      // Tokens that are no live MCN session.
      bloggers('qinghe_xiaoyu', { mcn_token: creatorToken }),
      bloggers('qinghe_xiaoyu', { mcn_token: pendingToken }),
      bloggers('qinghe_xiaoyu', { mcn_token: 'not-a-token' }),
    ];
    for (const response of await Promise.all(cases)) expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/my_user_token', () => {
  it('starts a session as one of its creators, recorded as started by the MCN', async () => {
    const response = await userToken('mcn', { user_id: id.qinghe_xiaoyu, mcn_token: mcnToken });
    expect(response.statusCode).toBe(200);
    const token = response.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await withToken(token, 'GET', '/api/my-profile');
    expect(profile.json().data).toMatchObject({ id: id.qinghe_xiaoyu, name: '小鱼爱跳舞' });
    const acting = await db.select().from(sessions).where(eq(sessions.userId, id.qinghe_xiaoyu));
    expect(acting.filter((s) => s.actingMcnId === id.mcn)).toHaveLength(1);

    // From inside that creator's account, on to another creator with the MCN's token.
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/my_user_token?${qs({ user_id: id.qinghe_laozhou, mcn_token: mcnToken })}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(next.statusCode).toBe(200);
    const laozhou = await withToken(next.json().data, 'GET', '/api/my-profile');
    expect(laozhou.json().data.id).toBe(id.qinghe_laozhou);
  });

  it('refuses a creator that is not its own (403) and a disabled one (202)', async () => {
    for (const userId of [id.creator, id.creator_live, id.mcn, 999_999]) {
      const response = await userToken('mcn', { user_id: userId, mcn_token: mcnToken });
      expect(response.statusCode).toBe(403);
    }
    const disabled = await userToken('mcn', { user_id: id.qinghe_guchen, mcn_token: mcnToken });
    expect(disabled.statusCode).toBe(202);
    expect(disabled.json()).toEqual({ message: '该账号已被禁用' });
    expect(await db.select().from(sessions).where(eq(sessions.userId, id.qinghe_guchen))).toHaveLength(0);
  });

  it('needs a live MCN session as mcn_token', async () => {
    const creatorToken = await t.loginAs('creator');
    for (const token of [creatorToken, 'x'.repeat(43)]) {
      const response = await userToken('mcn', { user_id: id.qinghe_xiaoyu, mcn_token: token });
      expect(response.statusCode).toBe(403);
    }
    // A creator who is not the MCN's cannot use a leaked MCN token to act as its creators.
    const foreign = await userToken('creator', { user_id: id.qinghe_xiaoyu, mcn_token: mcnToken });
    expect(foreign.statusCode).toBe(403);
    // A logged-out MCN token is dead.
    const shortLived = await t.loginAs('mcn');
    await withToken(shortLived, 'GET', '/api/my-profile');
    await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${shortLived}` },
    });
    const revoked = await userToken('mcn', { user_id: id.qinghe_xiaoyu, mcn_token: shortLived });
    expect(revoked.statusCode).toBe(403);
  });

  it('takes the MCN token in the X-MCN-Token header, and ends the sessions it opened when the MCN logs out', async () => {
    const mcnSession = await t.loginAs('mcn');
    const switched = await t.app.inject({
      method: 'GET',
      url: `/api/my_user_token?${qs({ user_id: id.qinghe_xiaoyu })}`,
      headers: { authorization: `Bearer ${mcnSession}`, 'x-mcn-token': mcnSession },
    });
    expect(switched.statusCode).toBe(200);
    const creatorSession = switched.json().data;
    // On from inside the creator's account to another creator, still with the header.
    const onward = await t.app.inject({
      method: 'GET',
      url: `/api/my_user_token?${qs({ user_id: id.qinghe_laozhou })}`,
      headers: { authorization: `Bearer ${creatorSession}`, 'x-mcn-token': mcnSession },
    });
    expect(onward.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/my-bloggers',
      headers: { authorization: `Bearer ${creatorSession}`, 'x-mcn-token': mcnSession },
    });
    expect(list.json().data.data[0].user_id).toBe(id.mcn);
    // Another session of the same MCN, and what it opened, are not this logout's to end.
    const otherDevice = await t.loginAs('mcn');
    const otherCreator = (
      await userToken('mcn', { user_id: id.qinghe_xiaoyu, mcn_token: otherDevice })
    ).json().data;

    await withToken(creatorSession, 'GET', '/api/my-profile');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${mcnSession}` },
    });
    expect(logout.statusCode).toBe(200);
    for (const token of [creatorSession, onward.json().data]) {
      expect((await withToken(token, 'GET', '/api/my-profile')).statusCode).toBe(401);
    }
    expect((await withToken(otherCreator, 'GET', '/api/my-profile')).statusCode).toBe(200);
    expect((await withToken(otherDevice, 'GET', '/api/my-profile')).statusCode).toBe(200);
  });

  it('answers 400 for missing parameters', async () => {
    const noToken = await userToken('mcn', { user_id: id.qinghe_xiaoyu });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toBe('缺少 mcn_token');
    const badId = await userToken('mcn', { user_id: 'abc', mcn_token: mcnToken });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('user_id 无效');
  });
});

describe('POST /api/mcn-invite-log', () => {
  it.each([
    ['mcn', { type: 1, receiver_id: 'creator' }, 202, '已邀请该创作者，请等待对方处理'],
    ['mcn', { type: 1, receiver_id: 'creator_live' }, 202, '已邀请该创作者，请等待对方处理'],
    ['mcn', { type: 1, receiver_id: 'qinghe_xiaoyu' }, 202, '该创作者已是您的签约创作者'],
    ['mcn', { type: 1, receiver_id: 'mcn_pending' }, 202, '只能邀请创作者加入'],
    ['mcn', { type: 2, receiver_id: 'creator' }, 403, '只有创作者可以申请加入 MCN 机构'],
    ['creator', { type: 1, receiver_id: 'creator_live' }, 403, '只有 MCN 机构可以邀请创作者'],
    ['creator', { type: 2, receiver_id: 'mcn_pending' }, 202, '只能申请加入 MCN 机构'],
    ['creator', { type: 2, receiver_id: 'mcn' }, 202, '已提交加入申请，请等待对方处理'],
    ['qinghe_xiaoyu', { type: 2, receiver_id: 'mcn' }, 202, '您已是该 MCN 机构的签约创作者'],
    ['mcn_pending', { type: 1, receiver_id: 'creator' }, 403, '只有 MCN 机构可以邀请创作者'],
  ] as const)('%s %j → %i %s', async (username, body, status, message) => {
    const before = await db.select({ n: count() }).from(mcnInvites);
    const response = await invite(username, { ...body, receiver_id: id[body.receiver_id] });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await db.select({ n: count() }).from(mcnInvites)).toEqual(before);
  });

  it('answers 400 with the contract messages', async () => {
    const cases = [
      [{ type: 3, receiver_id: id.creator }, '邀请类型无效'],
      [{ type: 1 }, '请选择邀请对象'],
      [{ type: 1, receiver_id: id.creator, message: '好'.repeat(201) }, '附言不能超过 200 字'],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await invite('mcn', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('PUT /api/mcn-invite-log/{id}', () => {
  it('lets only the sender withdraw and only the receiver answer; others get 404', async () => {
    const pending = (await inviteBetween(id.mcn, id.creator, 0))!;
    const byReceiver = await handle('creator', pending.id, 3);
    expect(byReceiver.statusCode).toBe(403);
    expect(byReceiver.json().message).toBe('只有发起方可以撤回邀请');
    const bySender = await handle('mcn', pending.id, 1);
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json().message).toBe('只有被邀请方可以处理邀请');
    for (const username of ['creator_live', 'operator']) {
      const stranger = await handle(username, pending.id, 2);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().message).toBe('邀请不存在');
    }
    expect((await handle('creator', 999_999, 1)).statusCode).toBe(404);
    const badStatus = await handle('creator', pending.id, 0);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe('状态无效');
    expect((await inviteBetween(id.mcn, id.creator, 0))?.id).toBe(pending.id);
  });

  it('withdraws, re-invites, and accepting links the creator and tells the MCN', async () => {
    const pending = (await inviteBetween(id.mcn, id.creator, 0))!;
    const withdrawn = await handle('mcn', pending.id, 3);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ id: pending.id, status: 3 });
    expect(withdrawn.json().data.handled_at).not.toBeNull();
    const again = await handle('mcn', pending.id, 3);
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toBe('该邀请已处理');

    const creatorMessages = await messageCount(id.creator);
    const created = await invite('mcn', { type: 1, receiver_id: id.creator, message: '  期待合作  ' });
    expect(created.statusCode).toBe(200);
    const fresh = created.json().data;
    expect(inviteLog.parse(fresh)).toEqual(fresh);
    expect(fresh).toMatchObject({ type: 1, status: 0, message: '期待合作', receiver: { id: id.creator } });
    expect(await messageCount(id.creator)).toBe(creatorMessages + 1);

    const mcnMessages = await messageCount(id.mcn);
    const accepted = await handle('creator', fresh.id, 1);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 1 });
    expect((await linkOf(id.creator))?.mcnUserId).toBe(id.mcn);
    const [told] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, id.mcn), eq(messages.type, MESSAGE_TYPES.invite)))
      .orderBy(messages.id)
      .then((rows) => rows.slice(-1));
    expect(await messageCount(id.mcn)).toBe(mcnMessages + 1);
    expect(told!.title).toBe('山野厨房阿杰 接受了您的邀请');
    // Now listed, and the total grows.
    expect((await bloggers('mcn')).json().data.total).toBe(7);
  });

  it("refuses a creator's application and tells the creator", async () => {
    const application = (await inviteBetween(id.creator_live, id.mcn, 0))!;
    const before = await messageCount(id.creator_live);
    const refused = await handle('mcn', application.id, 2);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data.status).toBe(2);
    expect(await linkOf(id.creator_live)).toBeUndefined();
    expect(await messageCount(id.creator_live)).toBe(before + 1);
  });
});

describe('DELETE /api/my-bloggers', () => {
  it('unlinks one of its creators and ends the sessions it started as them', async () => {
    const acting = (await userToken('mcn', { user_id: id.qinghe_mengmeng, mcn_token: mcnToken })).json().data;
    expect((await withToken(acting, 'GET', '/api/my-profile')).statusCode).toBe(200);
    const own = await t.loginAs('qinghe_mengmeng');

    const response = await t.injectAs('mcn', {
      method: 'DELETE',
      url: `/api/my-bloggers?user_id=${id.qinghe_mengmeng}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    expect(await linkOf(id.qinghe_mengmeng)).toBeUndefined();
    expect((await withToken(acting, 'GET', '/api/my-profile')).statusCode).toBe(401);
    // The creator's own login is not the MCN's to end.
    expect((await withToken(own, 'GET', '/api/my-profile')).statusCode).toBe(200);
    const [note] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, id.qinghe_mengmeng), eq(messages.title, '签约已解除')));
    expect(note?.content).toContain('青禾传媒');

    const again = await t.injectAs('mcn', {
      method: 'DELETE',
      url: `/api/my-bloggers?user_id=${id.qinghe_mengmeng}`,
    });
    expect(again.statusCode).toBe(404);
    expect((await userToken('mcn', { user_id: id.qinghe_mengmeng, mcn_token: mcnToken })).statusCode).toBe(
      403,
    );
  });

  it('is for MCNs only', async () => {
    const response = await t.injectAs('creator', {
      method: 'DELETE',
      url: `/api/my-bloggers?user_id=${id.qinghe_axin}`,
    });
    expect(response.statusCode).toBe(403);
    expect((await linkOf(id.qinghe_axin))?.mcnUserId).toBe(id.mcn);
  });
});

describe('two MCNs', () => {
  beforeAll(async () => {
    // 星芒娱乐 becomes an MCN and signs 晚风说车.
    const [mcnRole] = await db.select().from(roles).where(eq(roles.key, 'mcn'));
    await db.delete(userRoles).where(eq(userRoles.userId, id.mcn_pending));
    await db.insert(userRoles).values({ userId: id.mcn_pending, roleId: mcnRole!.id, position: 0 });
    await db.insert(mcnCreators).values({ mcnUserId: id.mcn_pending, creatorUserId: id.creator_live });
    // A role changed behind the app's back: the sessions plugin caches the principal.
    await t.app.sessions.forgetUser(id.mcn_pending);
  });

  it("never reach each other's creators", async () => {
    const other = await t.loginAs('mcn_pending');
    const theirs = (await bloggers('mcn_pending')).json().data;
    expect(theirs.total).toBe(2);
    expect(theirs.data.map((row: { user_id: number }) => row.user_id)).toEqual([
      id.mcn_pending,
      id.creator_live,
    ]);

    expect((await userToken('mcn', { user_id: id.creator_live, mcn_token: mcnToken })).statusCode).toBe(403);
    expect((await userToken('mcn', { user_id: id.creator_live, mcn_token: other })).statusCode).toBe(403);
    expect((await userToken('mcn_pending', { user_id: id.qinghe_xiaoyu, mcn_token: other })).statusCode).toBe(
      403,
    );
    const removed = await t.injectAs('mcn', {
      method: 'DELETE',
      url: `/api/my-bloggers?user_id=${id.creator_live}`,
    });
    expect(removed.statusCode).toBe(404);
    expect((await linkOf(id.creator_live))?.mcnUserId).toBe(id.mcn_pending);
    expect((await invite('mcn', { type: 1, receiver_id: id.creator_live })).json().message).toBe(
      '该创作者已签约其他 MCN 机构',
    );
  });

  it('accepting a creator linked meanwhile elsewhere writes nothing', async () => {
    // A fresh invitation to a linked creator is refused up front, so the race is staged: 星芒娱乐
    // invites 萌萌 (unlinked above), then 萌萌 is linked to 青禾 before she accepts.
    const created = await invite('mcn_pending', { type: 1, receiver_id: id.qinghe_mengmeng });
    expect(created.statusCode).toBe(200);
    const inviteId = created.json().data.id;
    await db.insert(mcnCreators).values({ mcnUserId: id.mcn, creatorUserId: id.qinghe_mengmeng });
    const senderMessages = await messageCount(id.mcn_pending);

    const accepted = await handle('qinghe_mengmeng', inviteId, 1);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json().message).toBe('该创作者已签约其他 MCN 机构');
    const [row] = await db.select().from(mcnInvites).where(eq(mcnInvites.id, inviteId));
    expect(row).toMatchObject({ status: 0, handledAt: null });
    expect((await linkOf(id.qinghe_mengmeng))?.mcnUserId).toBe(id.mcn);
    expect(await messageCount(id.mcn_pending)).toBe(senderMessages);
  });
});
