import { PLATFORM, trackedEvent } from '@creator-console/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { userIds } from '../../../test/support/demo.js';

const LIMIT = 12;

let t: TestApp;
let id: Record<'creator', number>;
let seededInvites = 0;
beforeAll(async () => {
  t = await buildTestApp({ config: { trackLimit: { max: LIMIT, windowMs: 60_000 } } });
  id = await userIds(t, ['creator']);
  seededInvites = await t.database.db.$count(trackingEvents, eq(trackingEvents.event, 'invite'));
});
afterAll(() => t?.close());

const track = (payload: object, options: { token?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/track',
    payload,
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
const latest = async () =>
  (await t.database.db.select().from(trackingEvents).orderBy(desc(trackingEvents.id)).limit(1))[0]!;

describe('POST /api/track', () => {
  it('records an event without a session, with the client IP and the defaults', async () => {
    const response = await track(
      { event: 'login', success: false, reason: '账号或密码错误', properties: { label: 'phone' } },
      { ip: '10.0.0.7' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    expect(await latest()).toMatchObject({
      event: 'login',
      platform: PLATFORM.label,
      port: PLATFORM.port,
      success: false,
      reason: '账号或密码错误',
      properties: { label: 'phone' },
      userId: null,
      ip: '10.0.0.7',
    });
  });

  it('attaches the sender when a valid token comes with it, and only then', async () => {
    const token = await t.loginAs('creator');
    await track({ event: 'invite', success: true, properties: { type: 1 } }, { token });
    expect(await latest()).toMatchObject({ event: 'invite', userId: id.creator, reason: null });
    await track({ event: 'invite', success: true }, { token: 'x'.repeat(43) });
    expect((await latest()).userId).toBeNull();
  });

  it('answers 400 for an unknown event or platform', async () => {
    const unknown = await track({ event: 'purchase', success: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('事件类型无效');
    expect((await track({ event: 'login', success: true, platform: 'iOS' })).statusCode).toBe(400);
    expect((await track({ event: 'login' })).statusCode).toBe(400);
  });

  it('limits events per client IP', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await track({ event: 'login', success: true }, { ip })).statusCode).toBe(200);
    }
    const limited = await track({ event: 'login', success: true }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not affected.
    expect((await track({ event: 'login', success: true }, { ip: '10.9.9.10' })).statusCode).toBe(200);
  });
});

describe('GET /api/track', () => {
  it('lets log:view browse events newest first, by event', async () => {
    const response = await t.injectAs('operator', { method: 'GET', url: '/api/track?size=5' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.total).toBeGreaterThan(LIMIT);
    expect(data.data).toHaveLength(5);
    for (const row of data.data) expect(trackedEvent.parse(row)).toEqual(row);
    const ids = data.data.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const invites = (await t.injectAs('admin', { method: 'GET', url: '/api/track?event=invite' })).json()
      .data;
    // The demo seed's invitations (admin-tracking) are older than the two this file sent.
    expect(invites.total).toBe(2 + seededInvites);
    expect(invites.data[1]).toMatchObject({
      user_id: id.creator,
      reason: 0,
      properties: { type: 1 },
      success: true,
    });
  });

  it('is refused without log:view or a session', async () => {
    for (const username of ['creator', 'mcn']) {
      expect((await t.injectAs(username, { method: 'GET', url: '/api/track' })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/track' })).statusCode).toBe(401);
  });
});
