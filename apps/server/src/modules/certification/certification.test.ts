import {
  applicationDetail,
  applicationSummary,
  certificationCategory,
  certificationItem,
  CERT_STATUS,
  ID_CARD_MESSAGES,
  MESSAGE_TYPES,
  ROLE,
} from '@creator-console/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificationApplications as apps,
  certificationHistory,
  certificationItems,
  messages,
  users,
} from '../../db/schema/index.js';
import { idNumber } from '../../db/seed/certification.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { qs, userIds } from '../../../test/support/demo.js';
import { as, storedImage } from '../../../test/support/stored-files.js';

const NAMES = [
  'admin',
  'operator',
  'creator',
  'creator_live',
  'mcn',
  'mcn_pending',
  'qinghe_xiaoyu',
  'qinghe_laozhou',
  'qinghe_mengmeng',
] as const;

let t: TestApp;
let db: TestApp['database']['db'];
let id: Record<(typeof NAMES)[number], number>;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  id = await userIds(t, NAMES);
  for (const username of NAMES) {
    const upload = () => storedImage(as(t, username), 'certification', 'document.png');
    documents.set(username, [(await upload()).url, (await upload()).url]);
  }
});
afterAll(() => t?.close());

const get = (username: string, url: string) => t.injectAs(username, { method: 'GET', url });
const apply = (username: string, payload: object) =>
  t.injectAs(username, { method: 'POST', url: '/api/users_certification_apply', payload });
const reapply = (username: string, applicationId: number, payload: object) =>
  t.injectAs(username, { method: 'PUT', url: `/api/users_certification_apply/${applicationId}`, payload });
const decide = (username: string, applicationId: number, payload: object) =>
  t.injectAs(username, {
    method: 'POST',
    url: `/api/users_certification_apply_approval/${applicationId}`,
    payload,
  });

async function applicationOf(userId: number, type: string, status?: number) {
  const [row] = await db
    .select()
    .from(apps)
    .where(
      and(
        eq(apps.userId, userId),
        eq(apps.type, type as 'mcn'),
        status === undefined ? undefined : eq(apps.status, status),
      ),
    )
    .orderBy(desc(apps.id))
    .limit(1);
  return row!;
}
async function itemNamed(name: string) {
  const [row] = await db.select().from(certificationItems).where(eq(certificationItems.name, name));
  return row!;
}
const rowCounts = async () => ({
  apps: (await db.select({ n: count() }).from(apps))[0]!.n,
  history: (await db.select({ n: count() }).from(certificationHistory))[0]!.n,
  messages: (await db.select({ n: count() }).from(messages))[0]!.n,
});

/** Two certification documents each account uploaded: an application may name only its own. */
const documents = new Map<string, [string, string]>();
const documentsOf = (username: string) => documents.get(username)!;

const personalFields = (first17: string, applicant: string) => ({
  real_name: '王思远',
  id_number: idNumber(first17),
  id_front: documentsOf(applicant)[0],
  id_back: documentsOf(applicant)[1],
  face_image: documentsOf(applicant)[0],
});
const enterpriseFields = (applicant: string) => ({
  entity_name: '阿杰山野美食文化有限公司',
  credit_code: '91330106MA2H4L8Y6P',
  license_image: documentsOf(applicant)[0],
  legal_person: '陈志杰',
  contact_phone: '13800000003',
});

describe('catalogue', () => {
  it('lists identity and interest categories with their items', async () => {
    const response = await get('creator', '/api/certification_info_category_list');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    for (const category of data) expect(certificationCategory.parse(category)).toEqual(category);
    expect(data.map((c: { type: string; name: string }) => `${c.type}:${c.name}`)).toEqual([
      'identity:美食',
      'identity:汽车',
      'identity:数码科技',
      'interest:舞蹈',
      'interest:萌宠',
      'interest:户外运动',
    ]);
    expect(data[0].items.map((i: { name: string }) => i.name)).toEqual(['美食博主', '探店达人']);
  });

  it('answers one item with its conditions, 404 for none', async () => {
    const item = await itemNamed('美食博主');
    const response = await get('mcn_pending', `/api/certification_info_detail/${item.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(certificationItem.parse(data)).toEqual(data);
    expect(data).toMatchObject({ name: '美食博主', type: 'identity', category_id: item.categoryId });
    expect(data.conditions).toContain('已完成实名认证');
    expect((await get('creator', '/api/certification_info_detail/999999')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/certification_info_category_list' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/my_cert_info', () => {
  it("summarises the caller's latest application of each type", async () => {
    const response = await get('creator', '/api/my_cert_info');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      mcn_status: CERT_STATUS.none,
      enterprise_status: CERT_STATUS.none,
      cert_status: CERT_STATUS.approved,
      identity_status: CERT_STATUS.pending,
      interest_status: CERT_STATUS.none,
    });
    expect(data.applications.map((a: { type: string }) => a.type)).toEqual(['identity', 'personal']);
    for (const a of data.applications) expect(applicationSummary.parse(a)).toEqual(a);

    const applying = (await get('creator', '/api/my_cert_info?applying=1')).json().data;
    expect(applying.applications).toEqual([
      expect.objectContaining({ type: 'identity', status: CERT_STATUS.pending, title: '美食博主' }),
    ]);
    const pending = (await get('mcn_pending', '/api/my_cert_info')).json().data;
    expect(pending).toMatchObject({ mcn_status: CERT_STATUS.pending, cert_status: CERT_STATUS.approved });
    expect((await get('operator', '/api/my_cert_info')).json().data.applications).toEqual([]);
  });
});

describe('GET /api/users_certification_apply_record', () => {
  it('shows reviewers every application, with filters', async () => {
    const all = (await get('operator', '/api/users_certification_apply_record?size=50')).json().data;
    expect(all.total).toBe(15);
    for (const a of all.data) expect(applicationSummary.parse(a)).toEqual(a);
    const pending = (await get('operator', '/api/users_certification_apply_record?status=1')).json().data;
    expect(pending.total).toBe(5);
    const mcn = (await get('admin', `/api/users_certification_apply_record?${qs({ type: 'mcn' })}`)).json()
      .data;
    expect(mcn.total).toBe(2);
    // By applicant name (both of 星芒娱乐's) or by what is certified.
    const byName = (
      await get('operator', `/api/users_certification_apply_record?${qs({ keyword: '星芒' })}`)
    ).json();
    expect(byName.data.total).toBe(2);
    const found = (
      await get('operator', `/api/users_certification_apply_record?${qs({ keyword: '星芒文化' })}`)
    ).json().data;
    expect(found.data).toEqual([
      expect.objectContaining({
        type: 'mcn',
        title: '成都星芒文化传播有限公司',
        user: expect.objectContaining({ id: id.mcn_pending, role_name: ROLE.mcnPending }),
      }),
    ]);
    const rejected = (await get('operator', '/api/users_certification_apply_record?status=3')).json().data;
    expect(rejected.data.map((a: { message: string }) => a.message)).toContain(
      '身份证国徽面照片模糊，请重新上传清晰、完整的照片',
    );
    expect(rejected.data.every((a: { reviewer: string }) => a.reviewer === '运营-林晓雯')).toBe(true);
  });

  it('shows anyone else only their own', async () => {
    const own = (await get('creator', '/api/users_certification_apply_record?size=50')).json().data;
    expect(own.total).toBe(2);
    expect(own.data.every((a: { user: { id: number } }) => a.user.id === id.creator)).toBe(true);
    const filtered = (
      await get('creator', `/api/users_certification_apply_record?${qs({ keyword: '星芒' })}`)
    ).json().data;
    expect(filtered.total).toBe(0);
    const invalid = await get('creator', '/api/users_certification_apply_record?type=vip');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('认证类型无效');
  });
});

describe('GET /api/users_certification_apply_detail/{id}', () => {
  it('answers the applicant and reviewers, ID-card and phone numbers masked', async () => {
    const personal = await applicationOf(id.creator, 'personal');
    for (const username of ['creator', 'operator']) {
      const response = await get(username, `/api/users_certification_apply_detail/${personal.id}`);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(applicationDetail.parse(data)).toEqual(data);
      expect(data.fields.id_number).toMatch(/^330106\*{8}\d{3}[\dX]$/);
      expect(data.fields.id_number.slice(-4)).toBe(String(personal.fields.id_number).slice(-4));
      expect(response.body).not.toContain(String(personal.fields.id_number));
      expect(data.user).toMatchObject({ id: id.creator, phone: '138****0003' });
      expect(response.body).not.toContain('13800000003');
      expect(data.history).toEqual([
        expect.objectContaining({ status: 1, message: '提交申请', actor: '山野厨房阿杰' }),
        expect.objectContaining({ status: 2, message: '审核通过', actor: '运营-林晓雯' }),
      ]);
    }
    const enterprise = await applicationOf(id.creator_live, 'enterprise');
    const detail = (await get('operator', `/api/users_certification_apply_detail/${enterprise.id}`)).json()
      .data;
    expect(detail.fields.contact_phone).toBe('138****0004');
    expect(detail.fields.credit_code).toBe('92510104MA6CJ8KX3R');
  });

  it("answers someone else's application like a missing one", async () => {
    const personal = await applicationOf(id.creator, 'personal');
    for (const username of ['creator_live', 'mcn']) {
      const response = await get(username, `/api/users_certification_apply_detail/${personal.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('陈志杰');
    }
    expect((await get('operator', '/api/users_certification_apply_detail/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/users_all_cert_info/{userId}', () => {
  it('answers the user themself and reviewers', async () => {
    const own = await get('qinghe_xiaoyu', `/api/users_all_cert_info/${id.qinghe_xiaoyu}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual([
      expect.objectContaining({ type: 'interest', name: '兴趣认证·街舞', status: CERT_STATUS.rejected }),
      expect.objectContaining({ type: 'personal', name: '实名认证', status: CERT_STATUS.approved }),
    ]);
    const byReviewer = await get('operator', `/api/users_all_cert_info/${id.mcn}?${qs({ name: '企业' })}`);
    expect(byReviewer.json().data).toEqual([expect.objectContaining({ type: 'enterprise', status: 2 })]);
    expect((await get('operator', '/api/users_all_cert_info/999999')).statusCode).toBe(404);
  });

  it('refuses anyone else: 403', async () => {
    const response = await get('creator', `/api/users_all_cert_info/${id.creator_live}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('只能查看自己的认证信息');
    expect((await get('mcn', `/api/users_all_cert_info/${id.qinghe_xiaoyu}`)).statusCode).toBe(403);
  });
});

describe('POST /api/users_certification_apply', () => {
  it('files a pending application with its first history row, once per type', async () => {
    const item = await itemNamed('自驾旅行');
    const payload = {
      type: 'interest',
      fields: {
        category_id: item.categoryId,
        info_id: item.id,
        description: '每年自驾 2 万公里，分享川西、新疆自驾路线。',
        proof_images: documentsOf('creator_live'),
      },
    };
    const response = await apply('creator_live', payload);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(applicationSummary.parse(data)).toEqual(data);
    expect(data).toMatchObject({
      type: 'interest',
      status: CERT_STATUS.pending,
      title: '自驾旅行',
      message: '',
      reviewer: null,
      reviewed_at: null,
      user: { id: id.creator_live, name: '晚风说车', role_name: ROLE.creator },
    });
    const history = await db
      .select()
      .from(certificationHistory)
      .where(eq(certificationHistory.applicationId, data.id));
    expect(history).toEqual([
      expect.objectContaining({ status: 1, message: '提交申请', actorId: id.creator_live }),
    ]);

    const before = await rowCounts();
    const again = await apply('creator_live', payload);
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toBe('您的兴趣认证申请正在审核中，请耐心等待审核结果');
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['mcn', 'mcn', '您已是 MCN 机构，无需再次申请 MCN 认证'],
    ['qinghe_xiaoyu', 'mcn', '您已签约 MCN 机构，请先解约再申请 MCN 认证'],
    ['mcn_pending', 'mcn', '您的MCN认证申请正在审核中，请耐心等待审核结果'],
    ['creator_live', 'enterprise', '您的企业认证申请正在审核中，请耐心等待审核结果'],
  ])('refuses %s a %s application: 202', async (username, type, message) => {
    const fields = { ...enterpriseFields(username), contact_name: '联系人', description: '机构介绍' };
    const before = await rowCounts();
    const response = await apply(username, { type, fields });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message });
    expect(await rowCounts()).toEqual(before);
  });

  it('checks the item and its category: 400', async () => {
    const item = await itemNamed('美食博主');
    const other = await itemNamed('汽车博主');
    const fields = { description: '说明', proof_images: documentsOf('qinghe_laozhou') };
    const cases = [
      [
        { type: 'identity', fields: { ...fields, category_id: other.categoryId, info_id: item.id } },
        '认证项不属于所选分类',
      ],
      [
        { type: 'identity', fields: { ...fields, category_id: item.categoryId, info_id: 999_999 } },
        '认证项不存在',
      ],
      // An identity item is no interest certification.
      [
        { type: 'interest', fields: { ...fields, category_id: item.categoryId, info_id: item.id } },
        '认证项不存在',
      ],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await apply('qinghe_laozhou', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('validates the form with the contract messages: 400', async () => {
    const cases = [
      [{ type: 'vip', fields: {} }, '认证类型无效'],
      [
        {
          type: 'personal',
          fields: {
            ...personalFields('11010519491231002', 'qinghe_laozhou'),
            id_number: '110105194912310021',
          },
        },
        ID_CARD_MESSAGES.checkDigit,
      ],
      [
        {
          type: 'personal',
          fields: {
            ...personalFields('11010519491231002', 'qinghe_laozhou'),
            id_number: '990105194912310021',
          },
        },
        ID_CARD_MESSAGES.format,
      ],
      [
        {
          type: 'personal',
          fields: { ...personalFields('11010519491231002', 'qinghe_laozhou'), real_name: ' ' },
        },
        '请填写真实姓名',
      ],
      [
        { type: 'enterprise', fields: { ...enterpriseFields('qinghe_laozhou'), contact_phone: '12345' } },
        '请填写正确的手机号',
      ],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await apply('qinghe_laozhou', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('needs certification:apply', async () => {
    const response = await apply('operator', { type: 'enterprise', fields: enterpriseFields('operator') });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/users_certification_apply/{id}', () => {
  it('sends an own rejected application back to review', async () => {
    const rejected = await applicationOf(id.creator_live, 'personal', CERT_STATUS.rejected);
    const response = await reapply('creator_live', rejected.id, {
      type: 'personal',
      fields: personalFields('51010419930817201', 'creator_live'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: rejected.id,
      status: CERT_STATUS.pending,
      message: '',
      reviewer: null,
    });
    const history = await db
      .select()
      .from(certificationHistory)
      .where(eq(certificationHistory.applicationId, rejected.id))
      .orderBy(certificationHistory.id);
    expect(history.map((h) => [h.status, h.message])).toEqual([
      [1, '提交申请'],
      [3, '身份证国徽面照片模糊，请重新上传清晰、完整的照片'],
      [1, '修改申请并重新提交'],
    ]);
  });

  it('changes an own pending application in place', async () => {
    const pending = await applicationOf(id.creator, 'identity', CERT_STATUS.pending);
    const fields = { ...pending.fields, description: '补充：近 30 天发布原创美食视频 12 条。' };
    const response = await reapply('creator', pending.id, { type: 'identity', fields });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: pending.id,
      status: CERT_STATUS.pending,
      title: '美食博主',
    });
    const detail = (await get('creator', `/api/users_certification_apply_detail/${pending.id}`)).json().data;
    expect(detail.fields.description).toBe('补充：近 30 天发布原创美食视频 12 条。');
    expect(detail.history.at(-1)).toMatchObject({
      status: 1,
      message: '修改申请并重新提交',
      actor: '山野厨房阿杰',
    });
  });

  it('refuses an approved one (202), another type (400), and hides others’ (404)', async () => {
    const approved = await applicationOf(id.creator, 'personal');
    const done = await reapply('creator', approved.id, {
      type: 'personal',
      fields: personalFields('33010619900512301', 'creator'),
    });
    expect(done.statusCode).toBe(202);
    expect(done.json().message).toBe('该申请已审核通过，无法修改');

    const pending = await applicationOf(id.creator_live, 'enterprise');
    const otherType = await reapply('creator_live', pending.id, {
      type: 'personal',
      fields: personalFields('51010419930817201', 'creator_live'),
    });
    expect(otherType.statusCode).toBe(400);
    expect(otherType.json().message).toBe('认证类型不能修改');

    const theirs = await reapply('creator', pending.id, {
      type: 'enterprise',
      fields: enterpriseFields('creator'),
    });
    expect(theirs.statusCode).toBe(404);
    expect((await applicationOf(id.creator_live, 'enterprise')).fields.entity_name).toBe(
      '思远汽车文化工作室',
    );
  });
});

describe('POST /api/users_certification_apply_approval/{id}', () => {
  it('approves an MCN certification: the applicant becomes an MCN with the mcn menu', async () => {
    const menuBefore = (await get('mcn_pending', '/api/my-menu')).json().data;
    expect(menuBefore.menu.map((g: { path: string }) => g.path)).not.toContain('mcn');
    const application = await applicationOf(id.mcn_pending, 'mcn', CERT_STATUS.pending);
    const before = await rowCounts();

    const response = await decide('operator', application.id, { id: application.id, status: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ user_id: id.mcn_pending });

    const menu = (await get('mcn_pending', '/api/my-menu')).json().data;
    expect(menu.role).toBe(ROLE.mcn);
    expect(menu.menu.map((g: { path: string }) => g.path)).toContain('mcn');
    const profile = (await get('mcn_pending', '/api/my-profile')).json().data;
    expect(profile.roles).toEqual([{ name: ROLE.mcn }]);
    expect(profile.info.entity_name).toBe('成都星芒文化传播有限公司');
    expect((await get('mcn_pending', '/api/my-page')).json().data.page).toContain('mcn:manage');
    expect((await get('mcn_pending', '/api/my-bloggers')).json().data.total).toBe(1);

    expect(await rowCounts()).toEqual({
      ...before,
      history: before.history + 1,
      messages: before.messages + 1,
    });
    const decided = await applicationOf(id.mcn_pending, 'mcn');
    expect(decided).toMatchObject({ status: CERT_STATUS.approved, reviewerId: id.operator });
    const [message] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, id.mcn_pending), eq(messages.type, MESSAGE_TYPES.certification)))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(message).toMatchObject({ title: 'MCN认证审核通过', readAt: null });

    const again = await decide('operator', application.id, { status: 2 });
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toBe('该申请已审核');
  });

  it('approves an enterprise certification: the entity name is set', async () => {
    const filed = await apply('creator', { type: 'enterprise', fields: enterpriseFields('creator') });
    expect(filed.statusCode).toBe(200);
    const response = await decide('admin', filed.json().data.id, { status: 2, message: '资料齐全' });
    expect(response.json().data).toEqual({ user_id: id.creator });
    const profile = (await get('creator', '/api/my-profile')).json().data;
    expect(profile.info.entity_name).toBe('阿杰山野美食文化有限公司');
    expect(profile.roles).toEqual([{ name: ROLE.creator }]);
    expect((await get('creator', '/api/my_cert_info')).json().data.enterprise_status).toBe(
      CERT_STATUS.approved,
    );
  });

  it('rejects with the message, which the applicant reads', async () => {
    const application = await applicationOf(id.qinghe_laozhou, 'personal', CERT_STATUS.pending);
    const missing = await decide('operator', application.id, { status: 3 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('驳回时请填写审核意见');

    const response = await decide('operator', application.id, {
      status: 0,
      message: '人脸照片与身份证不一致',
    });
    expect(response.statusCode).toBe(200);
    expect(await applicationOf(id.qinghe_laozhou, 'personal')).toMatchObject({
      status: CERT_STATUS.rejected,
      message: '人脸照片与身份证不一致',
    });
    const inbox = (await get('qinghe_laozhou', `/api/my-message?type=${MESSAGE_TYPES.certification}`)).json()
      .data;
    expect(inbox.data[0]).toMatchObject({ title: '实名认证未通过', is_read: 0 });
    const detail = (await get('qinghe_laozhou', `/api/message/${inbox.data[0].id}`)).json().data;
    expect(detail.content).toContain('审核意见：人脸照片与身份证不一致');
    expect((await get('qinghe_laozhou', '/api/my_cert_info')).json().data.cert_status).toBe(
      CERT_STATUS.rejected,
    );
  });

  it('is for reviewers only, never on their own application', async () => {
    const application = await applicationOf(id.qinghe_mengmeng, 'interest', CERT_STATUS.pending);
    for (const username of ['creator', 'mcn', 'qinghe_mengmeng']) {
      expect((await decide(username, application.id, { status: 2 })).statusCode).toBe(403);
    }
    expect((await applicationOf(id.qinghe_mengmeng, 'interest')).status).toBe(CERT_STATUS.pending);

    const own = await apply('admin', {
      type: 'enterprise',
      fields: { ...enterpriseFields('admin'), entity_name: '星河互娱科技有限公司' },
    });
    const response = await decide('admin', own.json().data.id, { status: 2 });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('不能审核自己的认证申请');
    expect((await decide('operator', 999_999, { status: 2 })).statusCode).toBe(404);
    const mismatch = await decide('operator', application.id, { id: application.id + 1, status: 2 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('申请 id 与路径不一致');
    expect((await applicationOf(id.qinghe_mengmeng, 'interest')).status).toBe(CERT_STATUS.pending);
  });

  it('writes nothing when a rule refuses the approval halfway', async () => {
    // An MCN application of a creator who is (meanwhile) linked to an MCN.
    const [created] = await db
      .insert(apps)
      .values({
        userId: id.qinghe_xiaoyu,
        type: 'mcn',
        status: CERT_STATUS.pending,
        fields: {
          ...enterpriseFields('qinghe_xiaoyu'),
          entity_name: '小鱼舞蹈工作室',
          contact_name: '李雨桐',
          description: '舞蹈内容工作室',
        },
      })
      .returning();
    const before = await rowCounts();
    const response = await decide('operator', created!.id, { status: 2 });
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe('该用户已签约 MCN 机构，无法通过 MCN 认证');
    expect(await rowCounts()).toEqual(before);
    expect((await applicationOf(id.qinghe_xiaoyu, 'mcn')).status).toBe(CERT_STATUS.pending);
    const [user] = await db.select().from(users).where(eq(users.id, id.qinghe_xiaoyu));
    expect(user!.entityName).toBe('杭州青禾文化传媒有限公司');
    expect((await get('qinghe_xiaoyu', '/api/my-menu')).json().data.role).toBe(ROLE.creator);
  });
});
