import { USER_STATUS } from '@creator-console/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { roles, sessions, users } from '../../src/db/schema/index.js';
import {
  decodeInvalidation,
  encodeInvalidation,
  SessionCache,
  type CacheEntry,
  type Invalidation,
} from '../../src/plugins/app/session-cache.js';
import {
  buildTestApp,
  createTestDatabase,
  DEMO_PASSWORD,
  type TestApp,
  type TestDatabase,
} from '../helper.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

const entry = (tokenHash: string, id: number, userId: number, loadedAt = 0): CacheEntry => ({
  tokenHash,
  id,
  userId,
  expiresAt: Number.MAX_SAFE_INTEGER,
  lastSeenAt: loadedAt,
  loadedAt,
  derived: new Map(),
});

describe('SessionCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new SessionCache({ maxEntries: 3, ttlMs: 30_000 });
    for (const [hash, id] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.setIfUnchanged(entry(hash, id, 10), cache.epoch);
    expect(cache.get('a', 1)).toBeDefined(); // a is now the most recently used
    cache.setIfUnchanged(entry('d', 4, 11), cache.epoch);
    expect(cache.size).toBe(3);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    // the indexes forgot the evicted entry: dropping by user leaves d alone and empties the rest
    cache.dropUsers([10]);
    expect(cache.size).toBe(1);
    expect(cache.get('d', 1)).toBeDefined();
  });

  it('forgets an entry at its TTL', () => {
    const cache = new SessionCache({ maxEntries: 10, ttlMs: 30_000 });
    cache.setIfUnchanged(entry('a', 1, 10, 1_000), cache.epoch);
    expect(cache.get('a', 30_999)).toBeDefined();
    expect(cache.get('a', 31_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not store what was read before an invalidation', () => {
    const cache = new SessionCache({ maxEntries: 10, ttlMs: 30_000 });
    const epoch = cache.epoch;
    cache.dropSessions([1]);
    expect(cache.setIfUnchanged(entry('a', 1, 10), epoch)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('drops by session, by user, or everything', () => {
    const cache = new SessionCache({ maxEntries: 10, ttlMs: 30_000 });
    for (const [hash, id, user] of [
      ['a', 1, 10],
      ['b', 2, 10],
      ['c', 3, 11],
      ['d', 4, 12],
    ] as const)
      cache.setIfUnchanged(entry(hash, id, user), cache.epoch);
    cache.dropSessions([3]);
    expect(cache.get('c', 1)).toBeUndefined();
    cache.dropUsers([10]);
    expect([cache.get('a', 1), cache.get('b', 1)]).toEqual([undefined, undefined]);
    expect(cache.get('d', 1)).toBeDefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('stores and answers nothing while disabled', () => {
    const cache = new SessionCache({ maxEntries: 10, ttlMs: 30_000 });
    cache.setIfUnchanged(entry('a', 1, 10), cache.epoch);
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
    expect(cache.setIfUnchanged(entry('a', 1, 10), cache.epoch)).toBe(false);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('encodes invalidations for NOTIFY, and reads anything unexpected as "everything"', () => {
    const messages: Invalidation[] = [
      { kind: 'sessions', ids: [1, 22, 333] },
      { kind: 'users', ids: [7] },
      { kind: 'all' },
    ];
    for (const message of messages)
      expect(decodeInvalidation(encodeInvalidation(message, 'a1b2'))).toEqual({ origin: 'a1b2', message });
    const many = Array.from({ length: 501 }, (_, i) => i + 1);
    expect(encodeInvalidation({ kind: 'sessions', ids: many }, 'a1b2')).toBe('a1b2|*');
    for (const payload of ['', 's:1', 'a1b2|s:', 'a1b2|s:1,', 'a1b2|x:1', 'a1b2|u:1;drop', '|*', '*'])
      expect(decodeInvalidation(payload).message, payload).toEqual({ kind: 'all' });
  });
});

describe('the sessions plugin with its cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/my-profile', headers: { authorization: `Bearer ${token}` } });
  const userId = async (username: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  const sessionOf = async (token: string) => (await t.app.sessions.resolve(token))!.id;
  const row = async (sessionId: number) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]!;

  it(`is ${onPostgres ? 'shared through LISTEN/NOTIFY on PostgreSQL' : 'local on PGlite'}`, () => {
    expect(t.app.sessions.cacheState().mode).toBe(onPostgres ? 'shared' : 'local');
  });

  it('finds a cached session without a database round trip', async () => {
    const token = await t.loginAs('creator');
    const select = vi.spyOn(t.app.db, 'select');
    expect(await t.app.sessions.resolve(token)).toMatchObject({ userId: await userId('creator') });
    const first = select.mock.calls.length;
    expect(first).toBe(2); // the session, and userId() above
    for (let i = 0; i < 5; i += 1) await t.app.sessions.resolve(token);
    expect(select.mock.calls.length).toBe(first);
  });

  it('refuses a token at once after logout, in a warm cache', async () => {
    const token = await t.loginAs('creator_live');
    const other = await t.loginAs('creator_live');
    for (const bearer of [token, token, other]) expect((await profile(bearer)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    const refused = await profile(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('登录已失效，请重新登录');
    expect(await t.app.sessions.resolve(token)).toBeNull();
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('answers a warm /api/my-menu, X-Access-Version included, without a query', async () => {
    const token = await t.loginAs('operator');
    const menu = () =>
      t.app.inject({ method: 'GET', url: '/api/my-menu', headers: { authorization: `Bearer ${token}` } });
    expect((await menu()).statusCode).toBe(200);
    const select = vi.spyOn(t.app.db, 'select');
    const execute = vi.spyOn(t.app.db, 'execute');
    const warm = await menu();
    expect(warm.statusCode).toBe(200);
    expect(warm.headers['x-access-version']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(select).not.toHaveBeenCalled();
    expect(execute).not.toHaveBeenCalled();
  });

  it('sends X-Access-Version on authenticated answers and changes it with the role or the user', async () => {
    const token = await t.loginAs('operator');
    const id = await userId('operator');
    const [role] = await t.database.db.select().from(roles).where(eq(roles.key, 'operator'));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
    const first = await profile(token);
    expect(first.headers['x-access-version']).toBe(`${role!.id}.${role!.version}.${user!.accessVersion}`);
    // Unknown or absent tokens get no version.
    expect((await profile('A'.repeat(43))).headers['x-access-version']).toBeUndefined();

    await t.database.db
      .update(roles)
      .set({ version: role!.version + 1 })
      .where(eq(roles.id, role!.id));
    await t.app.sessions.forgetAll();
    expect((await profile(token)).headers['x-access-version']).toBe(
      `${role!.id}.${role!.version + 1}.${user!.accessVersion}`,
    );
    await t.database.db
      .update(users)
      .set({ accessVersion: user!.accessVersion + 1 })
      .where(eq(users.id, id));
    await t.app.sessions.forgetUser(id);
    expect((await profile(token)).headers['x-access-version']).toBe(
      `${role!.id}.${role!.version + 1}.${user!.accessVersion + 1}`,
    );
  });

  it('refuses every cached session of a user at once after revokeAllForUser', async () => {
    const tokens = [await t.loginAs('operator'), await t.loginAs('operator')];
    const bystander = await t.loginAs('mcn');
    for (const token of [...tokens, bystander]) expect((await profile(token)).statusCode).toBe(200);
    await t.app.sessions.revokeAllForUser(await userId('operator'), 'password_reset');
    for (const token of tokens) {
      const refused = await profile(token);
      expect(refused.statusCode).toBe(401);
      // The 401 says why (admin.md §4), also when the token is refused again from memory.
      expect(refused.json().message).toBe('密码已被重置，请重新登录');
      expect((await profile(token)).json().message).toBe('密码已被重置，请重新登录');
    }
    expect((await profile(bystander)).statusCode).toBe(200);
  });

  it("refuses a disabled user's cached session at once", async () => {
    const token = await t.loginAs('qinghe_xiaoyu');
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(200);
    // Disabling an account: its status, and its sessions end (ARCHITECTURE: sessions).
    const id = await userId('qinghe_xiaoyu');
    await t.database.db.update(users).set({ status: USER_STATUS.disabled }).where(eq(users.id, id));
    await t.app.sessions.revokeAllForUser(id, 'disabled');
    const refused = await profile(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('账号已被禁用，请联系平台运营');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: t.encrypt('qinghe_xiaoyu'), password: t.encrypt(DEMO_PASSWORD) },
    });
    expect(again.statusCode).toBe(202);
  });

  it('revokes the sessions matching a condition', async () => {
    const id = await userId('mcn_pending');
    const client = { ip: '10.9.9.9', userAgent: 'revoke-where' };
    const tokens = [await t.app.sessions.start(id, client), await t.app.sessions.start(id, client)];
    const kept = await t.loginAs('mcn_pending');
    for (const token of [...tokens, kept]) expect((await profile(token)).statusCode).toBe(200);
    expect(await t.app.sessions.revokeWhere(eq(sessions.ip, client.ip), 'forced')).toBe(2);
    for (const token of tokens) {
      const refused = await profile(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('你已被管理员强制下线，请重新登录');
    }
    expect((await profile(kept)).statusCode).toBe(200);
  });

  it('honours the idle expiry with the cache', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await t.loginAs('creator');
    expect((await profile(token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 3_600_000 + 1_000);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('honours the absolute expiry with the cache, without asking the database', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await t.loginAs('creator');
    const id = await sessionOf(token);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5_000) })
      .where(eq(sessions.id, id));
    await t.app.sessions.forgetAll();
    expect((await profile(token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 6_000);
    const select = vi.spyOn(t.app.db, 'select');
    expect(await t.app.sessions.resolve(token)).toBeNull();
    expect(select).not.toHaveBeenCalled();
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('writes the idle-expiry bookkeeping at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const token = await t.loginAs('mcn');
    const id = await sessionOf(token);
    const lastSeen = async () => (await row(id)).lastSeenAt.getTime();
    expect(await lastSeen()).toBe(start);
    vi.setSystemTime(start + 25_000);
    expect((await profile(token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(start);
    vi.setSystemTime(start + 61_000);
    expect((await profile(token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(start + 61_000);
    vi.setSystemTime(start + 100_000);
    expect((await profile(token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(start + 61_000);
  });

  it('sees a change made behind its back (a manual UPDATE) within its 30 s TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await t.loginAs('admin');
    const id = await sessionOf(token);
    expect((await profile(token)).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
    // The documented bound: served from the cache until the TTL…
    expect((await profile(token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 30_000);
    // …then read again.
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('caches what resolveWith derives beside the session, and drops it with the session', async () => {
    const token = await t.loginAs('operator');
    const derive = vi.fn(async (session: { userId: number }) => ({ userId: session.userId }));
    const first = await t.app.sessions.resolveWith(token, derive);
    expect(first).toEqual({ userId: await userId('operator') });
    expect(await t.app.sessions.resolveWith(token, derive)).toBe(first);
    expect(derive).toHaveBeenCalledTimes(1);

    await t.app.sessions.forgetUser(first!.userId);
    expect(await t.app.sessions.resolveWith(token, derive)).toEqual(first);
    expect(derive).toHaveBeenCalledTimes(2);

    const refuse = vi.fn(async () => null);
    expect(await t.app.sessions.resolveWith(token, refuse)).toBeNull();
    expect(await t.app.sessions.resolveWith(token, refuse)).toBeNull();
    expect(refuse).toHaveBeenCalledTimes(2);

    await t.app.sessions.revoke((await t.app.sessions.resolve(token))!.id, 'role_changed');
    expect(await t.app.sessions.resolveWith(token, derive)).toBeNull();
    expect(derive).toHaveBeenCalledTimes(2);
  });

  it('remembers other values beside a cached session, until its user is forgotten', async () => {
    const token = await t.loginAs('creator_live');
    const { id, userId: owner } = (await t.app.sessions.resolve(token))!;
    const key = {};
    let loads = 0;
    const load = async () => ({ load: (loads += 1) });
    expect(await t.app.sessions.remember(id, key, load)).toEqual({ load: 1 });
    expect(await t.app.sessions.remember(id, key, load)).toEqual({ load: 1 });
    expect(await t.app.sessions.remember(id, {}, load)).toEqual({ load: 2 }); // another key

    await t.app.sessions.forgetUser(owner);
    // The session is no longer cached: every call loads until a request caches it again.
    expect(await t.app.sessions.remember(id, key, load)).toEqual({ load: 3 });
    expect(await t.app.sessions.remember(id, key, load)).toEqual({ load: 4 });
    await t.app.sessions.resolve(token);
    expect(await t.app.sessions.remember(id, key, load)).toEqual({ load: 5 });
    expect(await t.app.sessions.remember(id, key, load)).toEqual({ load: 5 });

    await t.app.sessions.forgetAll();
    await t.app.sessions.resolve(token);
    expect(await t.app.sessions.remember(id, key, load)).toEqual({ load: 6 });
  });

  it('caches nothing for malformed or unknown tokens', async () => {
    const before = t.app.sessions.cacheState().entries;
    for (const token of ['', 'x', 'A'.repeat(43), `${'A'.repeat(42)}!`])
      expect(await t.app.sessions.resolve(token)).toBeNull();
    expect(t.app.sessions.cacheState().entries).toBe(before);
  });
});

describe.skipIf(!onPostgres)('two processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    // The seeded template: the demo accounts without seeding (and hashing their passwords) again.
    database = await createTestDatabase({ seeded: true });
    const options = { database, logger: false as const, config: { nodeEnv: 'test' as const } };
    a = await buildApp(options);
    b = await buildApp(options);
    await Promise.all([a.ready(), b.ready()]);
    const userId = (
      await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'creator'))
    )[0]!.id;
    token = await a.sessions.start(userId, { ip: '127.0.0.1', userAgent: 'test' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.dispose();
  });

  const profileOn = (app: FastifyInstance, bearer: string) =>
    app.inject({ method: 'GET', url: '/api/my-profile', headers: { authorization: `Bearer ${bearer}` } });

  /** Polls until `check` holds; answers the milliseconds it took. */
  async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
    const started = performance.now();
    while (!(await check())) {
      if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return performance.now() - started;
  }

  it("drops a peer's cached session when one process revokes it", async () => {
    expect(b.sessions.cacheState().mode).toBe('shared');
    expect((await profileOn(b, token)).statusCode).toBe(200);
    expect((await profileOn(b, token)).statusCode).toBe(200);
    expect(b.sessions.cacheState().entries).toBeGreaterThan(0);
    const logout = await a.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    // NOTIFY is delivered on commit: a few milliseconds on loopback.
    await within(1_000, async () => (await profileOn(b, token)).statusCode === 401);
  });

  it('drops what a peer derived when one process calls forgetUser', async () => {
    const userId = (
      await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'mcn'))
    )[0]!.id;
    const bearer = await a.sessions.start(userId, { ip: '127.0.0.1', userAgent: 'test' });
    const derive = vi.fn(async () => ({ role: 'mcn' }));
    await b.sessions.resolveWith(bearer, derive);
    await b.sessions.resolveWith(bearer, derive);
    expect(derive).toHaveBeenCalledTimes(1);
    await a.sessions.forgetUser(userId);
    await within(1_000, async () => {
      await b.sessions.resolveWith(bearer, derive);
      return derive.mock.calls.length > 1;
    });
  });

  it('reads the database while its channel is down, and shares the cache again once it is back', async () => {
    const userId = (
      await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'operator'))
    )[0]!.id;
    const bearer = await a.sessions.start(userId, { ip: '127.0.0.1', userAgent: 'test' });
    expect((await profileOn(b, bearer)).statusCode).toBe(200);

    // Cut every listening connection (both processes'); they reconnect on their own.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    await within(2_000, async () => b.sessions.cacheState().mode === 'bypassed');
    expect(b.sessions.cacheState().entries).toBe(0);
    // A revocation whose notification was lost meanwhile is seen at once: nothing is cached.
    await database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId));
    expect((await profileOn(b, bearer)).statusCode).toBe(401);

    await within(5_000, async () => b.sessions.cacheState().mode === 'shared');
    const fresh = await a.sessions.start(userId, { ip: '127.0.0.1', userAgent: 'test' });
    expect((await profileOn(b, fresh)).statusCode).toBe(200);
    expect(b.sessions.cacheState().entries).toBeGreaterThan(0);
  });
});
