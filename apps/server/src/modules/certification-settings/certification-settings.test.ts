import {
  CERT_STATUS,
  certificationEligibility,
  certificationRule,
  certificationSettingCategory,
  certificationSettingItem,
} from '@creator-console/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificationApplications as apps,
  certificationCategories,
  certificationItems,
  certificationRules,
  dailyStatistics,
  operationLogs,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { qs, userIds } from '../../../test/support/demo.js';
import { as, storedImage } from '../../../test/support/stored-files.js';

const NAMES = [
  'admin',
  'operator',
  'creator',
  'creator_live',
  'qinghe_xiaoyu',
  'qinghe_mengmeng',
  'qinghe_laozhou',
] as const;
const BASE = '/api/certification/settings';

let t: TestApp;
let db: TestApp['database']['db'];
let id: Record<(typeof NAMES)[number], number>;
const documents = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  id = await userIds(t, NAMES);
  for (const username of NAMES) {
    documents.set(username, (await storedImage(as(t, username), 'certification', 'proof.png')).url);
  }
});
afterAll(() => t?.close());

const send = (username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(username, { method, url, ...(payload ? { payload } : {}) });

const logCount = async () => (await db.select({ n: count() }).from(operationLogs))[0]!.n;
const successCount = async () =>
  (await db.select({ n: count() }).from(operationLogs).where(eq(operationLogs.outcome, 'success')))[0]!.n;
const appCount = async () => (await db.select({ n: count() }).from(apps))[0]!.n;
async function lastLog() {
  const [row] = await db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1);
  return row!;
}
async function itemNamed(name: string) {
  const [row] = await db.select().from(certificationItems).where(eq(certificationItems.name, name));
  return row!;
}
async function categoryNamed(type: 'identity' | 'interest', name: string) {
  const [row] = await db
    .select()
    .from(certificationCategories)
    .where(and(eq(certificationCategories.type, type), eq(certificationCategories.name, name)));
  return row!;
}

const NO_THRESHOLDS = {
  open: true,
  require_real_name: false,
  require_enterprise: false,
  min_fans: 0,
  posts_window_days: 30,
  min_posts: 0,
  min_account_days: 0,
  reapply_cooldown_days: 0,
  notice: '',
};
/** Saves a type's rule: no thresholds, then `changes`, with the version read just before. */
async function setRule(type: string, changes: object = {}) {
  const rules = (await send('operator', 'GET', `${BASE}/rules`)).json().data as {
    type: string;
    version: number;
  }[];
  const { version } = rules.find((rule) => rule.type === type)!;
  const response = await send('operator', 'PUT', `${BASE}/rules/${type}`, {
    ...NO_THRESHOLDS,
    ...changes,
    version,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const enterpriseFields = (username: string) => ({
  entity_name: '测试文化有限公司',
  credit_code: '91330106MA2H4L8Y6P',
  license_image: documents.get(username),
  legal_person: '张三',
  contact_phone: '13800000003',
});
const applyEnterprise = (username: string) =>
  send(username, 'POST', '/api/users_certification_apply', {
    type: 'enterprise',
    fields: enterpriseFields(username),
  });

describe('the seed', () => {
  it('opens all five; 身份认证 needs the real name and 1000 fans, MCN the real name', async () => {
    const response = await send('admin', 'GET', `${BASE}/rules`);
    expect(response.statusCode).toBe(200);
    const rules = response.json().data;
    for (const rule of rules) expect(certificationRule.parse(rule)).toEqual(rule);
    expect(rules.map((r: { type: string }) => r.type)).toEqual([
      'personal',
      'enterprise',
      'mcn',
      'identity',
      'interest',
    ]);
    const byType = Object.fromEntries(rules.map((r: { type: string }) => [r.type, r]));
    expect(byType.identity).toMatchObject({ open: true, require_real_name: true, min_fans: 1000 });
    expect(byType.mcn).toMatchObject({ open: true, require_real_name: true, min_fans: 0 });
    for (const type of ['personal', 'enterprise', 'interest']) {
      expect(byType[type]).toMatchObject({ ...NO_THRESHOLDS });
    }
    const item = await itemNamed('汽车改装达人');
    expect(item.enabled).toBe(false);
  });

  it('keeps the seeded identity applicants eligible', async () => {
    for (const username of ['creator', 'qinghe_xiaoyu']) {
      const response = await send(username, 'GET', '/api/certification_rules/identity/eligibility');
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(certificationEligibility.parse(data)).toEqual(data);
      expect(data.refusal).toBeNull();
      expect(data.checks.map((c: { key: string; met: boolean }) => [c.key, c.met])).toEqual([
        ['real_name', true],
        ['fans', true],
      ]);
    }
  });
});

describe('categories', () => {
  it('lists a type in order with item counts; 400 for another type', async () => {
    const response = await send('operator', 'GET', `${BASE}/categories?type=identity`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    for (const row of data) expect(certificationSettingCategory.parse(row)).toEqual(row);
    expect(data.map((c: { name: string; item_count: number }) => [c.name, c.item_count])).toEqual([
      ['美食', 2],
      ['汽车', 3],
      ['数码科技', 1],
    ]);
    const wrong = await send('operator', 'GET', `${BASE}/categories?type=personal`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('认证类型无效');
  });

  it('validates the name: 400 on the field', async () => {
    for (const [name, message] of [
      ['', '请填写分类名称'],
      ['一二三四五六七八九十一', '分类名称不能超过 10 字'],
      ['美食', '分类名称已存在'],
    ] as const) {
      const response = await send('operator', 'POST', `${BASE}/categories`, { type: 'identity', name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, issues: [{ path: ['name'], message }] });
    }
    // The same name in the other type is another category.
    const other = await send('operator', 'POST', `${BASE}/categories`, { type: 'interest', name: '美食' });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toMatchObject({ type: 'interest', name: '美食', item_count: 0 });
  });

  it('adds, renames, reorders and deletes, one log row each', async () => {
    const logs = await logCount();
    const created = (
      await send('admin', 'POST', `${BASE}/categories`, { type: 'identity', name: '旅行' })
    ).json().data;
    expect(created).toMatchObject({ name: '旅行', position: 3, item_count: 0 });
    expect(await lastLog()).toMatchObject({
      module: 'certification',
      action: 'certification.category_create',
      targetType: 'certification_category',
      targetId: created.id,
      actorId: id.admin,
      outcome: 'success',
      before: null,
      after: { type: 'identity', name: '旅行', position: 3 },
    });

    const renamed = await send('admin', 'PUT', `${BASE}/categories/${created.id}`, { name: '旅行出游' });
    expect(renamed.json().data.name).toBe('旅行出游');
    expect(await lastLog()).toMatchObject({
      action: 'certification.category_rename',
      before: { name: '旅行' },
      after: { name: '旅行出游' },
    });
    const clash = await send('admin', 'PUT', `${BASE}/categories/${created.id}`, { name: '汽车' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe('分类名称已存在');

    const list = (await send('admin', 'GET', `${BASE}/categories?type=identity`)).json().data as {
      id: number;
    }[];
    const ids = list.map((c) => c.id).reverse();
    const ordered = await send('admin', 'PUT', `${BASE}/categories/order`, { type: 'identity', ids });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().data.map((c: { id: number }) => c.id)).toEqual(ids);
    expect(await lastLog()).toMatchObject({
      action: 'certification.category_order',
      targetType: 'certification_category',
    });
    const partial = await send('admin', 'PUT', `${BASE}/categories/order`, {
      type: 'identity',
      ids: ids.slice(1),
    });
    expect(partial.statusCode).toBe(400);

    const deleted = await send('admin', 'DELETE', `${BASE}/categories/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await lastLog()).toMatchObject({
      action: 'certification.category_delete',
      targetId: created.id,
      before: { name: '旅行出游' },
    });
    expect(await logCount()).toBe(logs + 4);
  });

  it('refuses to delete a category with items (202) and answers 404 for a missing one', async () => {
    const car = await categoryNamed('identity', '汽车');
    const successes = await successCount();
    const response = await send('operator', 'DELETE', `${BASE}/categories/${car.id}`);
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe('分类下还有 3 个认证项，无法删除');
    expect(await categoryNamed('identity', '汽车')).toBeTruthy();
    // No success row for a refusal (the operation-log room's hook writes the `refused` one).
    expect(await successCount()).toBe(successes);
    for (const [method, body] of [
      ['PUT', { name: '新名称' }],
      ['DELETE', undefined],
    ] as const) {
      const missing = await send('operator', method, `${BASE}/categories/999999`, body);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('认证分类不存在');
    }
  });

  it('needs certification:configure', async () => {
    for (const username of ['creator', 'qinghe_xiaoyu']) {
      expect((await send(username, 'GET', `${BASE}/categories?type=identity`)).statusCode).toBe(403);
      expect((await send(username, 'GET', `${BASE}/rules`)).statusCode).toBe(403);
    }
  });
});

describe('items', () => {
  const payload = (categoryId: number, changes: object = {}) => ({
    category_id: categoryId,
    name: '汽车摄影师',
    description: '专注汽车摄影与视频拍摄',
    conditions: ['近 30 天发布汽车摄影作品不少于 5 条'],
    enabled: true,
    ...changes,
  });

  it('lists with filters and application counts', async () => {
    const all = await send('operator', 'GET', `${BASE}/items?${qs({ type: 'identity', size: 100 })}`);
    expect(all.statusCode).toBe(200);
    const { data, total } = all.json().data;
    for (const row of data) expect(certificationSettingItem.parse(row)).toEqual(row);
    expect(total).toBe(6);
    expect(data.find((row: { name: string }) => row.name === '美食博主')).toMatchObject({
      category_name: '美食',
      pending_count: 1,
      approved_count: 0,
      enabled: true,
    });
    const disabled = await send(
      'operator',
      'GET',
      `${BASE}/items?${qs({ type: 'identity', enabled: 'false' })}`,
    );
    expect(disabled.json().data.data.map((row: { name: string }) => row.name)).toEqual(['汽车改装达人']);
    const car = await categoryNamed('identity', '汽车');
    const byCategory = await send(
      'operator',
      'GET',
      `${BASE}/items?${qs({ type: 'identity', category_id: car.id, keyword: '评测' })}`,
    );
    expect(byCategory.json().data.data.map((row: { name: string }) => row.name)).toEqual(['汽车评测师']);
  });

  it('validates the drawer with the design messages: 400', async () => {
    const car = await categoryNamed('identity', '汽车');
    const cases = [
      [{ category_id: undefined }, '请选择所属分类'],
      [{ name: '' }, '请填写认证名称'],
      [{ name: '一'.repeat(21) }, '认证名称不能超过 20 字'],
      [{ name: '汽车博主' }, '该分类下已有同名认证项'],
      [{ description: ' ' }, '请填写认证说明'],
      [{ description: '一'.repeat(201) }, '认证说明不能超过 200 字'],
      [{ conditions: [] }, '请至少填写一条认证条件'],
      [{ conditions: ['', ' '] }, '请至少填写一条认证条件'],
      [{ conditions: Array.from({ length: 11 }, (_, n) => `条件${n}`) }, '认证条件最多 10 条'],
      [{ conditions: ['一'.repeat(51)] }, '每条认证条件不能超过 50 字'],
    ] as const;
    for (const [changes, message] of cases) {
      const response = await send('operator', 'POST', `${BASE}/items`, payload(car.id, changes));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const missing = await send('operator', 'POST', `${BASE}/items`, payload(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('认证分类不存在');
  });

  it('adds, edits, disables and deletes an item, one log row each', async () => {
    const car = await categoryNamed('identity', '汽车');
    const logs = await logCount();
    const created = await send('operator', 'POST', `${BASE}/items`, payload(car.id));
    expect(created.statusCode).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({
      name: '汽车摄影师',
      type: 'identity',
      category_name: '汽车',
      enabled: true,
    });
    expect(await lastLog()).toMatchObject({
      action: 'certification.item_create',
      targetType: 'certification_item',
      targetId: item.id,
      after: { name: '汽车摄影师', enabled: true },
    });

    const edited = await send(
      'operator',
      'PUT',
      `${BASE}/items/${item.id}`,
      payload(car.id, { name: '汽车摄影' }),
    );
    expect(edited.json().data.name).toBe('汽车摄影');
    expect(await lastLog()).toMatchObject({
      action: 'certification.item_update',
      before: { name: '汽车摄影师' },
      after: { name: '汽车摄影' },
    });
    // Into a category of the other type: refused.
    const dance = await categoryNamed('interest', '舞蹈');
    const crossing = await send('operator', 'PUT', `${BASE}/items/${item.id}`, payload(dance.id));
    expect(crossing.statusCode).toBe(400);
    expect(crossing.json().message).toBe('请选择所属分类');

    const off = await send('operator', 'POST', `${BASE}/items/${item.id}/status`, { enabled: false });
    expect(off.json().data.enabled).toBe(false);
    expect(await lastLog()).toMatchObject({
      action: 'certification.item_disable',
      before: { enabled: true },
      after: { enabled: false },
    });
    const gone = await send('operator', 'DELETE', `${BASE}/items/${item.id}`);
    expect(gone.statusCode).toBe(200);
    expect(await lastLog()).toMatchObject({ action: 'certification.item_delete', targetId: item.id });
    expect(await logCount()).toBe(logs + 4);

    for (const [method, url, body] of [
      ['PUT', `${BASE}/items/${item.id}`, payload(car.id)],
      ['DELETE', `${BASE}/items/${item.id}`, undefined],
      ['POST', `${BASE}/items/${item.id}/status`, { enabled: true }],
    ] as const) {
      const missing = await send('operator', method, url, body);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('认证项不存在');
    }
  });

  it('refuses to delete an item an application names: 202', async () => {
    const item = await itemNamed('美食博主');
    const response = await send('operator', 'DELETE', `${BASE}/items/${item.id}`);
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe('已有用户申请过该认证项，无法删除，可改为停用');
    expect(await itemNamed('美食博主')).toBeTruthy();
  });

  it('hides a disabled item from applicants, flags it for staff and refuses it on submit', async () => {
    const disabled = await itemNamed('汽车改装达人');
    const itemsOf = async (username: string) =>
      (
        (await send(username, 'GET', '/api/certification_info_category_list')).json().data as {
          items: { id: number; enabled: boolean }[];
        }[]
      ).flatMap((category) => category.items);
    expect((await itemsOf('creator_live')).map((item) => item.id)).not.toContain(disabled.id);
    expect(await itemsOf('operator')).toContainEqual(
      expect.objectContaining({ id: disabled.id, enabled: false }),
    );

    const before = await appCount();
    const response = await send('creator_live', 'POST', '/api/users_certification_apply', {
      type: 'identity',
      fields: {
        category_id: disabled.categoryId,
        info_id: disabled.id,
        description: '改装十年',
        proof_images: [documents.get('creator_live')],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('认证项不存在');
    expect(await appCount()).toBe(before);
  });

  it('keeps pending applications of a disabled item reviewable', async () => {
    const item = await itemNamed('美食博主');
    await send('operator', 'POST', `${BASE}/items/${item.id}/status`, { enabled: false });
    const [pending] = await db
      .select()
      .from(apps)
      .where(and(eq(apps.itemId, item.id), eq(apps.status, CERT_STATUS.pending)));
    const decided = await send('operator', 'POST', `/api/users_certification_apply_approval/${pending!.id}`, {
      status: 2,
    });
    expect(decided.statusCode).toBe(200);
    await send('operator', 'POST', `${BASE}/items/${item.id}/status`, { enabled: true });
  });
});

describe('rules', () => {
  it('validates the ranges: 400 with the design messages', async () => {
    const cases = [
      [{ min_fans: -1 }, '最低粉丝数应为 0–100000000'],
      [{ min_fans: 100_000_001 }, '最低粉丝数应为 0–100000000'],
      [{ posts_window_days: 0 }, '统计天数应为 1–365'],
      [{ posts_window_days: 366 }, '统计天数应为 1–365'],
      [{ min_posts: 1001 }, '作品数应为 0–1000'],
      [{ min_account_days: 3651 }, '注册天数应为 0–3650'],
      [{ reapply_cooldown_days: 31 }, '间隔天数应为 0–30'],
      [{ notice: '一'.repeat(501) }, '申请须知不能超过 500 字'],
      [{ version: undefined }, '请刷新后重试'],
    ] as const;
    for (const [changes, message] of cases) {
      const response = await send('operator', 'PUT', `${BASE}/rules/enterprise`, {
        ...NO_THRESHOLDS,
        version: 1,
        ...changes,
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const wrongType = await send('operator', 'PUT', `${BASE}/rules/vip`, { ...NO_THRESHOLDS, version: 1 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('认证类型无效');
    const wrongEligibility = await send('creator', 'GET', '/api/certification_rules/vip/eligibility');
    expect(wrongEligibility.statusCode).toBe(400);
    expect(wrongEligibility.json().message).toBe('认证类型无效');
  });

  it('saves with the version read, logs before/after, and refuses a stale version: 202', async () => {
    const rules = (await send('operator', 'GET', `${BASE}/rules`)).json().data as {
      type: string;
      version: number;
    }[];
    const { version } = rules.find((rule) => rule.type === 'personal')!;
    const body = { ...NO_THRESHOLDS, notice: '请使用本人身份证', version };
    const saved = await send('operator', 'PUT', `${BASE}/rules/personal`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ notice: '请使用本人身份证', version: version + 1 });
    expect(await lastLog()).toMatchObject({
      module: 'certification',
      action: 'certification.rule_update',
      targetType: 'certification_rule',
      targetLabel: '实名认证',
      before: { notice: '', version },
      after: { notice: '请使用本人身份证', version: version + 1 },
    });
    const successes = await successCount();
    const stale = await send('admin', 'PUT', `${BASE}/rules/personal`, body);
    expect(stale.statusCode).toBe(202);
    expect(stale.json().message).toBe('规则已被他人修改，请刷新后重试');
    const [row] = await db.select().from(certificationRules).where(eq(certificationRules.type, 'personal'));
    expect(row!.version).toBe(version + 1);
    expect(await successCount()).toBe(successes);
    await setRule('personal');
  });

  it('never touches applications already submitted', async () => {
    const snapshotOf = async () =>
      (await db.select({ id: apps.id, status: apps.status, updatedAt: apps.updatedAt }).from(apps)).sort(
        (a, b) => a.id - b.id,
      );
    const before = await snapshotOf();
    await setRule('interest', { open: false, min_fans: 100_000_000, reapply_cooldown_days: 30 });
    expect(await snapshotOf()).toEqual(before);
    // A pending interest application stays reviewable while the type is closed.
    const [pending] = await db
      .select()
      .from(apps)
      .where(and(eq(apps.userId, id.qinghe_mengmeng), eq(apps.type, 'interest'), eq(apps.status, 1)));
    const decided = await send('operator', 'POST', `/api/users_certification_apply_approval/${pending!.id}`, {
      status: 3,
      message: '材料不全',
    });
    expect(decided.statusCode).toBe(200);
    await setRule('interest');
  });
});

describe('submission checks the basic conditions in order: 202, no application row', () => {
  async function refused(username: string, expected: string, submit = () => applyEnterprise(username)) {
    const before = await appCount();
    const response = await submit();
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: expected });
    expect(await appCount()).toBe(before);
  }
  async function eligibility(username: string, type: string) {
    const response = await send(username, 'GET', `/api/certification_rules/${type}/eligibility`);
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      open: boolean;
      notice: string;
      refusal: string | null;
      checks: { key: string; required: number | boolean; current: number | boolean; met: boolean }[];
    };
  }

  it('暂停申请 first', async () => {
    await setRule('enterprise', { open: false, require_real_name: true, notice: '暂停受理' });
    await refused('qinghe_mengmeng', '企业认证暂停申请');
    const standing = await eligibility('qinghe_mengmeng', 'enterprise');
    expect(standing).toMatchObject({ open: false, notice: '暂停受理', refusal: '企业认证暂停申请' });
  });

  it('then the real name', async () => {
    await setRule('enterprise', { require_real_name: true, min_fans: 100_000_000 });
    await refused('qinghe_mengmeng', '请先完成实名认证');
    expect((await eligibility('qinghe_mengmeng', 'enterprise')).checks).toEqual([
      { key: 'real_name', label: '需先通过实名认证', required: true, current: false, met: false },
      expect.objectContaining({ key: 'fans', met: false }),
    ]);
  });

  it('then the enterprise certification (MCN only)', async () => {
    await setRule('mcn', { require_enterprise: true });
    await refused('creator_live', '请先完成企业认证', () =>
      send('creator_live', 'POST', '/api/users_certification_apply', {
        type: 'mcn',
        fields: { ...enterpriseFields('creator_live'), contact_name: '陈', description: '机构介绍' },
      }),
    );
    await setRule('mcn', { require_real_name: true });
  });

  it('then fans, from the latest daily statistics', async () => {
    const [latest] = await db
      .select({ fans: dailyStatistics.fans })
      .from(dailyStatistics)
      .where(eq(dailyStatistics.userId, id.qinghe_xiaoyu))
      .orderBy(desc(dailyStatistics.date))
      .limit(1);
    const fans = latest!.fans;
    await setRule('enterprise', { require_real_name: true, min_fans: fans + 1, min_posts: 1000 });
    await refused('qinghe_xiaoyu', `粉丝数需达到 ${fans + 1}（当前 ${fans}）`);
    const standing = await eligibility('qinghe_xiaoyu', 'enterprise');
    expect(standing.checks.slice(0, 2)).toEqual([
      { key: 'real_name', label: '需先通过实名认证', required: true, current: true, met: true },
      { key: 'fans', label: `粉丝数不少于 ${fans + 1}`, required: fans + 1, current: fans, met: false },
    ]);
  });

  it('then recent posts, from published videos', async () => {
    await setRule('enterprise', { posts_window_days: 365, min_posts: 1000, min_account_days: 3650 });
    const { checks } = await eligibility('qinghe_xiaoyu', 'enterprise');
    const posts = checks[0]!;
    expect(posts).toMatchObject({ key: 'posts', required: 1000, met: false });
    await refused('qinghe_xiaoyu', `近 365 天需发布至少 1000 个作品（当前 ${posts.current}）`);
  });

  it('then the account age', async () => {
    await setRule('enterprise', { min_account_days: 3650, reapply_cooldown_days: 30 });
    await refused('qinghe_xiaoyu', '账号注册需满 3650 天');
  });

  it('then the cooldown after a rejection, also on re-apply', async () => {
    await setRule('enterprise');
    await setRule('interest', { reapply_cooldown_days: 30 });
    const [rejected] = await db
      .select()
      .from(apps)
      .where(and(eq(apps.userId, id.qinghe_xiaoyu), eq(apps.type, 'interest'), eq(apps.status, 3)));
    const standing = await eligibility('qinghe_xiaoyu', 'interest');
    expect(standing.checks).toEqual([
      expect.objectContaining({ key: 'cooldown', required: 30, current: 12, met: false }),
    ]);
    await refused('qinghe_xiaoyu', '驳回后需间隔 30 天才能再次申请', () =>
      send('qinghe_xiaoyu', 'PUT', `/api/users_certification_apply/${rejected!.id}`, {
        type: 'interest',
        fields: { ...rejected!.fields, proof_images: [documents.get('qinghe_xiaoyu')] },
      }),
    );
    const [still] = await db.select().from(apps).where(eq(apps.id, rejected!.id));
    expect(still!.status).toBe(3);

    // Within the cooldown no more: the re-application goes through.
    await setRule('interest', { reapply_cooldown_days: 10 });
    const again = await send('qinghe_xiaoyu', 'PUT', `/api/users_certification_apply/${rejected!.id}`, {
      type: 'interest',
      fields: { ...rejected!.fields, proof_images: [documents.get('qinghe_xiaoyu')] },
    });
    expect(again.statusCode, again.body).toBe(200);
    await setRule('interest');
  });

  it('files the application once every condition is met', async () => {
    await setRule('enterprise', { require_real_name: true, min_fans: 1 });
    expect((await eligibility('qinghe_xiaoyu', 'enterprise')).refusal).toBeNull();
    const response = await applyEnterprise('qinghe_xiaoyu');
    expect(response.statusCode, response.body).toBe(200);
    await setRule('enterprise');
  });

  it('is for applicants only', async () => {
    expect((await send('operator', 'GET', '/api/certification_rules/personal/eligibility')).statusCode).toBe(
      403,
    );
  });
});
