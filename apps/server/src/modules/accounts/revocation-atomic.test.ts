import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { userIds } from '../../../test/support/demo.js';

/**
 * Disabling an account, resetting its password and changing its active role end its sessions in
 * the same transaction as the change (sessions.revokeWhereIn). Before, the sessions were revoked in
 * a transaction of their own after the commit: a process dying in between (one of several behind
 * a balancer, say) left the account disabled with its sessions alive — and enabling it again
 * brought its old tokens back (admin.md §10.4 says no old token). A revocation forced to fail here
 * stands in for that death: the change must not be half-written.
 */
let t: TestApp;
let id: Record<'qinghe_xiaoyu' | 'creator', number>;

beforeAll(async () => {
  t = await buildTestApp();
  id = await userIds(t, ['qinghe_xiaoyu', 'creator']);
});
afterAll(() => t?.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/my-profile', headers: { authorization: `Bearer ${token}` } });
const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.injectAs('admin', { method, url, payload });

/** Makes every revocation of the sessions table fail until the function returned is called. */
async function revocationsFail() {
  const { db } = t.database;
  await db.execute(sql`create function cc_test_no_revoke() returns trigger language plpgsql as $$
    begin raise exception 'revocation forced to fail'; end $$`);
  await db.execute(sql`create trigger cc_test_no_revoke before update of revoked_at on sessions
    for each row when (new.revoked_at is not null) execute function cc_test_no_revoke()`);
  return async () => {
    await db.execute(sql`drop trigger cc_test_no_revoke on sessions`);
    await db.execute(sql`drop function cc_test_no_revoke()`);
  };
}

const statusOf = async (userId: number) =>
  (await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, userId)))[0]!.status;

describe('account writes that end sessions are all or nothing', () => {
  it('a disable whose revocation fails leaves the account enabled; one that succeeds keeps old tokens dead after enabling', async () => {
    const token = await t.loginAs('qinghe_xiaoyu');
    const restore = await revocationsFail();
    try {
      const failed = await asAdmin('POST', `/api/admin/accounts/${id.qinghe_xiaoyu}/status`, {
        status: 2,
        reason: '测试',
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await statusOf(id.qinghe_xiaoyu)).toBe(1);
    expect((await me(token)).statusCode).toBe(200);

    const disabled = await asAdmin('POST', `/api/admin/accounts/${id.qinghe_xiaoyu}/status`, {
      status: 2,
      reason: '测试',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data.revoked_sessions).toBeGreaterThanOrEqual(1);
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('账号已被禁用，请联系平台运营');
    const enabled = await asAdmin('POST', `/api/admin/accounts/${id.qinghe_xiaoyu}/status`, { status: 1 });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    await t.loginAs('qinghe_xiaoyu');
  });

  it('a password reset whose revocation fails keeps the old password and sessions', async () => {
    const token = await t.loginAs('creator');
    const restore = await revocationsFail();
    try {
      const failed = await asAdmin('POST', `/api/admin/accounts/${id.creator}/password`, {
        password: 'Changed@2026',
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await me(token)).statusCode).toBe(200);
    await t.loginAs('creator');

    const reset = await asAdmin('POST', `/api/admin/accounts/${id.creator}/password`, {
      password: 'Changed@2026',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('密码已被重置，请重新登录');
    await t.loginAs('creator', 'Changed@2026');
  });
});
