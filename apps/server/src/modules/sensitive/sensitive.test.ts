import { decryptField, SENSITIVE_MODULES } from '@creator-console/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificationApplications, revealConfirmations, sensitiveReveals } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { qs, userIds } from '../../../test/support/demo.js';

const REVEAL_LIMIT = 5;

let t: TestApp;
let db: TestApp['database']['db'];
let id: Record<'operator' | 'admin' | 'creator' | 'qinghe_mengmeng', number>;
beforeAll(async () => {
  t = await buildTestApp({ config: { revealLimit: { max: REVEAL_LIMIT, windowMs: 60_000 } } });
  db = t.database.db;
  id = await userIds(t, ['operator', 'admin', 'creator', 'qinghe_mengmeng']);
});
afterAll(() => t?.close());

let client = 0;
/** Each test from its own client IP, so that the per-IP limit only meets its own test. */
/** The dialog's 确定: a fresh one-time confirmation of `username`, or undefined when refused. */
async function confirm(username: string): Promise<string | undefined> {
  const response = await t.injectAs(username, { method: 'POST', url: '/api/p1/usi/confirm' });
  return response.statusCode === 200 ? response.json().data.n : undefined;
}
/** Confirms, then reveals with that confirmation (as the console does). */
const reveal = async (username: string, query: Record<string, string | number | undefined>, ip?: string) =>
  revealWith(username, { ...query, n: await confirm(username) }, ip);
const revealWith = (username: string, query: Record<string, string | number | undefined>, ip?: string) =>
  t.injectAs(username, {
    method: 'GET',
    url: `/api/p1/usi?${qs(query)}`,
    remoteAddress: ip ?? `10.0.0.${(client += 1)}`,
  });
const audits = async () => (await db.select({ n: count() }).from(sensitiveReveals))[0]!.n;
const lastAudit = async () =>
  (await db.select().from(sensitiveReveals).orderBy(desc(sensitiveReveals.id)).limit(1))[0];
const decrypt = (cipher: string) => decryptField(cipher, t.config.fieldKey);

describe('GET /api/p1/usi', () => {
  it('reveals a phone number encrypted, uncached, and audits it without the value', async () => {
    const before = await audits();
    const response = await reveal('operator', {
      t: SENSITIVE_MODULES.userInfo,
      d: id.creator,
      e: t.encrypt('phone'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { c } = response.json().data;
    expect(c).not.toContain('13800000003');
    expect(decrypt(c)).toBe('13800000003');

    expect(await audits()).toBe(before + 1);
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      actorId: id.operator,
      subjectUserId: id.creator,
      module: SENSITIVE_MODULES.userInfo,
      field: 'phone',
    });
    expect(JSON.stringify(audit)).not.toContain('13800000003');
  });

  it("reveals the ID-card number of the user's latest real-name application", async () => {
    const [application] = await db
      .select()
      .from(certificationApplications)
      .where(
        and(eq(certificationApplications.userId, id.creator), eq(certificationApplications.type, 'personal')),
      );
    const response = await reveal('admin', {
      t: SENSITIVE_MODULES.certification,
      d: id.creator,
      e: t.encrypt('id_number'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = decrypt(response.json().data.c);
    expect(value).toBe(application!.fields.id_number);
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      actorId: id.admin,
      subjectUserId: id.creator,
      module: 2,
      field: 'id_number',
    });
    expect(JSON.stringify(audit)).not.toContain(String(value));
  });

  it('answers 404, and audits nothing, when there is no value', async () => {
    const before = await audits();
    const none = await reveal('operator', { t: 1, d: id.qinghe_mengmeng, e: t.encrypt('id_number') });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('该用户尚未提交实名认证');
    const nobody = await reveal('operator', { t: 1, d: 999_999, e: t.encrypt('phone') });
    expect(nobody.statusCode).toBe(404);
    expect(await audits()).toBe(before);
  });

  it('needs sensitive:reveal: 403 for creators and MCNs, 401 without a session', async () => {
    const before = await audits();
    for (const username of ['creator', 'mcn', 'mcn_pending']) {
      const response = await reveal(username, { t: 3, d: id.creator, e: t.encrypt('phone') });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('13800000003');
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/p1/usi?${qs({ t: 1, d: id.creator, e: t.encrypt('phone') })}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await audits()).toBe(before);
  });

  it('answers 400 for a field that is not encrypted or not revealable, and for bad parameters', async () => {
    const before = await audits();
    const cases = [
      [{ t: 1, d: id.creator, e: 'phone' }, '查看字段无法解密，请刷新页面后重试'],
      [{ t: 1, d: id.creator, e: t.encrypt('password_hash') }, '查看字段无效'],
      [{ t: 5, d: id.creator, e: t.encrypt('phone') }, '模块无效'],
      [{ t: 1, d: 0, e: t.encrypt('phone') }, '用户无效'],
      [{ t: 1, d: id.creator }, '缺少查看字段'],
    ] as const;
    for (const [query, message] of cases) {
      const response = await reveal('operator', query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await audits()).toBe(before);
  });

  it('reveals once per confirmation: a replayed, missing or foreign one is refused with 202, unaudited', async () => {
    const query = { t: SENSITIVE_MODULES.userInfo, d: id.creator, e: t.encrypt('phone') };
    const before = await audits();
    const n = await confirm('operator');
    expect(n).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const first = await revealWith('operator', { ...query, n });
    expect(first.statusCode).toBe(200);
    expect(decrypt(first.json().data.c)).toBe('13800000003');

    const refusals = [
      await revealWith('operator', { ...query, n }),
      await revealWith('operator', query),
      await revealWith('operator', { ...query, n: 'not-a-confirmation' }),
      await revealWith('operator', { ...query, n: await confirm('admin') }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(202);
      expect(refused.json()).toEqual({ message: '请确认后再查看，每次确认只能查看一次' });
      expect(refused.body).not.toContain('13800000003');
    }
    expect(await audits()).toBe(before + 1);

    // a fresh confirmation reveals again, and is audited again
    expect((await reveal('operator', query)).statusCode).toBe(200);
    expect(await audits()).toBe(before + 2);
  });

  it('refuses a confirmation that has expired', async () => {
    const n = await confirm('operator');
    await db.update(revealConfirmations).set({ expiresAt: new Date(Date.now() - 1) });
    const late = await revealWith('operator', { t: 1, d: id.creator, e: t.encrypt('phone'), n });
    expect(late.statusCode).toBe(202);
  });

  it('limits reveals per client IP', async () => {
    const query = { t: 1, d: id.creator, e: t.encrypt('phone') };
    for (let i = 0; i < REVEAL_LIMIT; i += 1) {
      expect((await reveal('operator', query, '10.1.1.1')).statusCode).toBe(200);
    }
    const limited = await reveal('operator', query, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await reveal('operator', query, '10.1.1.2')).statusCode).toBe(200);
  });
});
