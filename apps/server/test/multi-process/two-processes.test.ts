import type { MenuEntry, RoleAccess, RoleRow } from '@creator-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  login,
  pollUntil,
  startPair,
  type Answer,
  type ServerPair,
  type ServerProcess,
} from './harness.js';

/**
 * Issue 18 item 4 and admin.md §4 / §10.3 with real processes: two servers on one PostgreSQL,
 * driven alternately over HTTP. Every cache a process keeps of sessions, principals and menus is
 * kept coherent by LISTEN/NOTIFY (plugins/app/sessions.ts), and the login counters live in the
 * database (plugins/app/throttles.ts); these tests watch both from the outside. One pair for the
 * whole file: starting the processes is most of its time.
 *
 * Runs in the PostgreSQL step of `npm test` (scripts/with-postgres.mjs sets DATABASE_URL); on
 * PGlite, which one process embeds, there is no second process to test.
 */

/** How soon a change made through one process must hold in the other (admin.md §10.3). */
const PEER_WITHIN_MS = 1_000;
/** Failed logins per account and address before the backoff starts, and attempts per address. */
const ACCOUNT_FAILURES = 2;
const ATTEMPTS_PER_IP = 6;

let pair: ServerPair;
let a: ServerProcess;
let b: ServerProcess;

/** Each login from an address of its own, so that only the throttling test meets the limits. */
let addresses = 0;
const freshIp = () => `10.20.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

async function tokenOf(server: ServerProcess, username: string): Promise<string> {
  const answer = await login(server, username, { ip: freshIp() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body!.data!.token;
}

async function userId(username: string): Promise<number> {
  const { rows } = await pair.pool.query<{ id: number }>('select id from users where username = $1', [
    username,
  ]);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

/** Connections of the pair's database that LISTEN for session invalidations: one per live process. */
async function listeners(): Promise<number> {
  const { rows } = await pair.pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and query = 'LISTEN cc_session_invalidation'`,
  );
  return rows[0]!.n;
}

const components = (menu: MenuEntry[]) => menu.flatMap((group) => group.children.map((c) => c.component));

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let admin: string;

  beforeAll(async () => {
    pair = await startPair({
      env: {
        // The tests name their client address (X-Forwarded-For), as a balancer in front would.
        TRUST_PROXY: 'true',
        LOGIN_LIMIT_PER_ACCOUNT: String(ACCOUNT_FAILURES),
        LOGIN_LIMIT_PER_IP: String(ATTEMPTS_PER_IP),
      },
    });
    ({ a, b } = pair);
    admin = await tokenOf(a, 'admin');
  }, 120_000);

  afterAll(async () => {
    await pair?.close();
  });

  it('both processes listen for the other’s invalidations (their session caches are on)', async () => {
    expect(await listeners()).toBe(2);
  });

  it('a permission removed from a role through A is refused by B within 1 s, and B’s menu loses its page', async () => {
    const roles = await call<RoleRow[]>(a, 'GET', '/api/admin/roles', { token: admin });
    expect(roles.status).toBe(200);
    const role = roles.body!.data!.find((row) => row.key === 'operator')!;
    const original = (
      await call<RoleAccess>(a, 'GET', `/api/admin/roles/${role.id}/access`, { token: admin })
    ).body!.data!;
    expect(original.permissions).toContain('notice:publish');
    expect(original.menus.find((grant) => grant.group === 'admin')?.children).toContain('notice');

    // The operator works on B: its principal and its menu are now cached there.
    const operator = await tokenOf(a, 'operator');
    const notices = () => call(b, 'GET', '/api/admin/notices', { token: operator });
    const before = await notices();
    expect(before.status).toBe(200);
    const versionBefore = before.headers.get('x-access-version');
    expect(versionBefore).toMatch(/^\d+\.\d+\.\d+$/);
    const menuBefore = await call<{ menu: MenuEntry[] }>(b, 'GET', '/api/my-menu', { token: operator });
    expect(components(menuBefore.body!.data!.menu)).toContain('admin/notice');

    // Control: the same right taken away behind the processes' backs (no notification) is still
    // granted by B, which answers from its cache — so the 403 below is the notification's doing.
    await pair.pool.query(
      `delete from role_permissions where role_id = $1 and permission = 'notice:publish'`,
      [role.id],
    );
    try {
      expect((await notices()).status).toBe(200);
    } finally {
      await pair.pool.query(
        `insert into role_permissions (role_id, permission) values ($1, 'notice:publish')`,
        [role.id],
      );
    }

    const without = {
      version: original.version,
      menus: original.menus
        .map((grant) =>
          grant.group === 'admin'
            ? { ...grant, children: grant.children.filter((child) => child !== 'notice') }
            : grant,
        )
        .filter((grant) => grant.children.length > 0),
      permissions: original.permissions.filter((key) => key !== 'notice:publish'),
    };
    const put = await call<{ version: number; removed: string[] }>(
      a,
      'PUT',
      `/api/admin/roles/${role.id}/access`,
      { token: admin, body: without },
    );
    const changedAt = performance.now();
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body!.data!.removed).toEqual(expect.arrayContaining(['admin/notice', 'notice:publish']));

    try {
      const refused = await pollUntil(notices, (answer) => answer.status === 403, {
        since: changedAt,
        withinMs: PEER_WITHIN_MS,
      });
      expect(refused.done, `B still answered ${refused.answer.status} after ${refused.afterMs} ms`).toBe(
        true,
      );
      expect(refused.answer.body?.message).toBe('没有权限执行此操作');
      expect(refused.answer.headers.get('x-access-version')).not.toBe(versionBefore);

      const menuAfter = await call<{ menu: MenuEntry[] }>(b, 'GET', '/api/my-menu', { token: operator });
      expect(menuAfter.status).toBe(200);
      expect(components(menuAfter.body!.data!.menu)).not.toContain('admin/notice');
      expect(menuAfter.body!.data!.menu.map((group) => group.path)).not.toContain('admin');
      expect(menuAfter.headers.get('x-access-version')).not.toBe(versionBefore);
      // What stayed is still allowed on B (the principal was re-read, not emptied).
      expect((await call(b, 'GET', '/api/my-page', { token: operator })).status).toBe(200);
    } finally {
      // Restored through B this time: A, which cached the narrowed principal above, follows.
      const restore = await call(b, 'PUT', `/api/admin/roles/${role.id}/access`, {
        token: admin,
        body: { version: put.body!.data!.version, menus: original.menus, permissions: original.permissions },
      });
      expect(restore.status, JSON.stringify(restore.body)).toBe(200);
    }
    const restoredAt = performance.now();
    const allowedOnA = await pollUntil(
      () => call(a, 'GET', '/api/admin/notices', { token: operator }),
      (answer) => answer.status === 200,
      { since: restoredAt, withinMs: PEER_WITHIN_MS },
    );
    expect(allowedOnA.done, `A still answered ${allowedOnA.answer.status}`).toBe(true);
  });

  it('a token from a login on A works on B; a logout on B ends it on A within 1 s', async () => {
    const token = await tokenOf(a, 'creator');
    const profile = (server: ServerProcess) => call(server, 'GET', '/api/my-profile', { token });
    // Cached on both.
    expect((await profile(a)).status).toBe(200);
    expect((await profile(b)).status).toBe(200);
    expect((await profile(a)).status).toBe(200);

    const logout = await call(b, 'POST', '/api/logout', { token });
    const loggedOutAt = performance.now();
    expect(logout.status).toBe(200);
    const ended = await pollUntil(
      () => profile(a),
      (answer) => answer.status === 401,
      {
        since: loggedOutAt,
        withinMs: PEER_WITHIN_MS,
      },
    );
    expect(ended.done, `A still answered ${ended.answer.status} after ${ended.afterMs} ms`).toBe(true);
    expect(ended.answer.body?.message).toBe('登录已失效，请重新登录');
    expect((await profile(b)).status).toBe(401);
  });

  it('an account disabled through A is 401 with the reason on B within 1 s; enabled again, it logs in but the old token stays dead', async () => {
    const id = await userId('qinghe_xiaoyu');
    const token = await tokenOf(b, 'qinghe_xiaoyu');
    const profile = () => call(b, 'GET', '/api/my-profile', { token });
    expect((await profile()).status).toBe(200);

    const disable = await call(a, 'POST', `/api/admin/accounts/${id}/status`, {
      token: admin,
      body: { status: 2, reason: '多进程测试' },
    });
    const disabledAt = performance.now();
    try {
      expect(disable.status, JSON.stringify(disable.body)).toBe(200);
      const refused = await pollUntil(profile, (answer) => answer.status === 401, {
        since: disabledAt,
        withinMs: PEER_WITHIN_MS,
      });
      expect(refused.done, `B still answered ${refused.answer.status} after ${refused.afterMs} ms`).toBe(
        true,
      );
      expect(refused.answer.body?.message).toBe('账号已被禁用，请联系平台运营');
      const refusedLogin = await login(b, 'qinghe_xiaoyu', { ip: freshIp() });
      expect(refusedLogin.status).toBe(202);
      expect(refusedLogin.body?.message).toBe('账号已被禁用，请联系平台运营');
    } finally {
      const enable = await call(a, 'POST', `/api/admin/accounts/${id}/status`, {
        token: admin,
        body: { status: 1 },
      });
      expect(enable.status, JSON.stringify(enable.body)).toBe(200);
    }
    expect((await login(b, 'qinghe_xiaoyu', { ip: freshIp() })).status).toBe(200);
    expect((await profile()).status).toBe(401);
  });

  it('login throttling counts the attempts of both processes together', async () => {
    // Per account and address: the failures on A and on B add up to the backoff, which both apply.
    const ip = freshIp();
    const wrong = { password: 'Wrong@2026', ip };
    const attempts: Answer[] = [];
    for (let i = 0; i < ACCOUNT_FAILURES; i += 1)
      attempts.push(await login(i % 2 === 0 ? a : b, 'operator', wrong));
    expect(attempts.map((answer) => answer.status)).toEqual(Array(ACCOUNT_FAILURES).fill(202));
    expect(attempts.every((answer) => answer.body?.message === '账号或密码错误')).toBe(true);
    // One counter, written by both (the key is the account and the address: credentials.ts).
    const { rows } = await pair.pool.query<{ count: number }>('select count from throttles where key = $1', [
      `login:user:${await userId('operator')}|${ip}`,
    ]);
    expect(rows).toEqual([{ count: ACCOUNT_FAILURES }]);
    const next = ACCOUNT_FAILURES % 2 === 0 ? a : b;
    // Even the right password waits out the backoff the other process started.
    const held = await login(next, 'operator', { ip });
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(held.body?.message).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);

    // Per address: every credential attempt on either process spends the one budget (successful
    // ones, so that no account's failures are what stops them).
    const address = freshIp();
    const spent: number[] = [];
    for (let i = 0; i < ATTEMPTS_PER_IP; i += 1)
      spent.push((await login(i % 2 === 0 ? b : a, 'creator', { ip: address })).status);
    expect(spent).toEqual(Array(ATTEMPTS_PER_IP).fill(200));
    for (const server of [a, b]) {
      const over = await login(server, 'admin', { ip: address });
      expect(over.status, `${server.name}: ${JSON.stringify(over.body)}`).toBe(429);
    }
  });

  // Last: A does not come back.
  it('kill -9 of A during acknowledged writes loses none of them, and B keeps serving', async () => {
    const label = (n: number) => `断电${n}`;
    const acknowledged = new Map<number, string>();
    let sent = 0;
    let killed = false;
    const failures: string[] = [];
    // Four writers at once, so that requests are in flight when the kill lands; a 2xx is an
    // acknowledgement, a request the kill cut off has no answer and is not counted.
    const writer = async () => {
      while (!killed) {
        const name = label(++sent);
        try {
          const answer = await call<{ id: number }>(a, 'POST', '/api/admin/labels', {
            token: admin,
            body: { name, description: '多进程测试', tone: 'neutral' },
          });
          if (answer.status === 200) acknowledged.set(answer.body!.data!.id, name);
          else if (!killed) failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        } catch (error) {
          if (!killed) failures.push(String(error));
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    // B serves meanwhile too.
    const bWhileWriting = call(b, 'GET', '/api/my-menu', { token: admin });
    const deadline = performance.now() + 20_000;
    while (acknowledged.size < 30 && failures.length === 0 && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(failures).toEqual([]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(30);
    killed = true;
    a.child.kill('SIGKILL');
    expect(await a.exited).toBe(null);
    await Promise.all(writers);
    expect((await bWhileWriting).status).toBe(200);

    // Every acknowledged label, through B.
    const seen = new Map<number, string>();
    for (let page = 1; ; page += 1) {
      const list = await call<{ data: { id: number; name: string }[]; total: number }>(
        b,
        'GET',
        `/api/admin/labels?keyword=${encodeURIComponent('断电')}&size=100&page=${page}`,
        { token: admin },
      );
      expect(list.status).toBe(200);
      const rows = list.body!.data!.data;
      for (const row of rows) seen.set(row.id, row.name);
      if (rows.length < 100) break;
    }
    const missing = [...acknowledged].filter(([id, name]) => seen.get(id) !== name);
    expect(missing).toEqual([]);
    // Nothing beyond what was sent, and each once (ids are unique; names too).
    expect(new Set(seen.values()).size).toBe(seen.size);
    expect(seen.size).toBeLessThanOrEqual(sent);

    // All or nothing, also for the writes the kill cut off: each label committed has its one
    // operation-log row (same transaction), and no row names a label that is not there.
    const { rows: logged } = await pair.pool.query<{ target_id: number }>(
      `select target_id from operation_logs where action = 'label.create' and target_label like '断电%'
        order by target_id`,
    );
    expect(logged.map((row) => row.target_id)).toEqual([...seen.keys()].sort((x, y) => x - y));

    // B keeps serving: reads, a write, a new login, its readiness.
    expect((await call(b, 'GET', '/readyz')).status).toBe(200);
    const alone = await pollUntil(listeners, (n) => n === 1, { withinMs: 5_000, everyMs: 100 });
    expect(alone.answer).toBe(1);
    expect((await call(b, 'GET', '/api/my-menu', { token: admin })).status).toBe(200);
    const afterKill = await call(b, 'POST', '/api/admin/labels', {
      token: admin,
      body: { name: '断电之后', description: '', tone: 'neutral' },
    });
    expect(afterKill.status, JSON.stringify(afterKill.body)).toBe(200);
    expect((await login(b, 'operator', { ip: freshIp() })).status).toBe(200);
  });
});
