import { CERT_STATUS, idCardCheckDigit, type CertificationType } from '@creator-console/contract';
import { inArray } from 'drizzle-orm';
import {
  certificationApplications,
  certificationCategories,
  certificationHistory,
  certificationItems,
} from '../schema/index.js';
import { ago, userIdsOf } from './lookup.js';
import type { SeedStep } from './step.js';

type Fields = Record<string, string | number | string[]>;

/** A valid 18-character ID-card number from its first 17 digits. */
export const idNumber = (first17: string) => `${first17}${idCardCheckDigit(first17)}`;

interface SeedCategory {
  type: 'identity' | 'interest';
  name: string;
  items: { name: string; description: string; conditions: string[] }[];
}

export const CERTIFICATION_CATALOGUE: SeedCategory[] = [
  {
    type: 'identity',
    name: '美食',
    items: [
      {
        name: '美食博主',
        description: '持续创作美食制作、美食文化类原创内容的创作者',
        conditions: ['已完成实名认证', '粉丝数不少于 1 万', '近 30 天发布美食类原创视频不少于 8 条'],
      },
      {
        name: '探店达人',
        description: '以实地探店、餐饮测评为主要内容的创作者',
        conditions: ['已完成实名认证', '粉丝数不少于 5000', '近 30 天发布探店类原创视频不少于 6 条'],
      },
    ],
  },
  {
    type: 'identity',
    name: '汽车',
    items: [
      {
        name: '汽车博主',
        description: '持续创作汽车资讯、用车知识类原创内容的创作者',
        conditions: ['已完成实名认证', '粉丝数不少于 1 万', '近 90 天发布汽车类原创视频不少于 15 条'],
      },
      {
        name: '汽车评测师',
        description: '具备专业评测能力，持续输出新车试驾与横评内容的创作者',
        conditions: ['已完成实名认证', '粉丝数不少于 5 万', '提供汽车行业从业或媒体工作证明'],
      },
    ],
  },
  {
    type: 'identity',
    name: '数码科技',
    items: [
      {
        name: '数码博主',
        description: '持续创作数码产品评测、科技资讯类原创内容的创作者',
        conditions: ['已完成实名认证', '粉丝数不少于 1 万', '近 30 天发布数码类原创视频不少于 6 条'],
      },
    ],
  },
  {
    type: 'interest',
    name: '舞蹈',
    items: [
      {
        name: '街舞',
        description: '热爱街舞，持续分享街舞作品与教学的创作者',
        conditions: ['近 30 天发布舞蹈类原创视频不少于 5 条', '作品累计获赞不少于 1 万'],
      },
      {
        name: '古典舞',
        description: '热爱中国古典舞，持续分享古典舞作品的创作者',
        conditions: ['近 30 天发布舞蹈类原创视频不少于 5 条', '作品累计获赞不少于 1 万'],
      },
    ],
  },
  {
    type: 'interest',
    name: '萌宠',
    items: [
      {
        name: '宠物达人',
        description: '持续分享宠物日常与科学养宠知识的创作者',
        conditions: ['近 30 天发布萌宠类原创视频不少于 6 条', '粉丝数不少于 3000'],
      },
    ],
  },
  {
    type: 'interest',
    name: '户外运动',
    items: [
      {
        name: '钓鱼达人',
        description: '热爱垂钓，持续分享钓鱼技巧与户外见闻的创作者',
        conditions: ['近 30 天发布户外类原创视频不少于 5 条', '粉丝数不少于 3000'],
      },
      {
        name: '自驾旅行',
        description: '热爱自驾出行，持续分享路线攻略与沿途风光的创作者',
        conditions: ['近 30 天发布旅行类原创视频不少于 5 条', '粉丝数不少于 3000'],
      },
    ],
  },
];

const upload = (name: string) => `/uploads/certification/demo/${name}`;

const personal = (realName: string, first17: string, who: string): Fields => ({
  real_name: realName,
  id_number: idNumber(first17),
  id_front: upload(`${who}-id-front.jpg`),
  id_back: upload(`${who}-id-back.jpg`),
  face_image: upload(`${who}-face.jpg`),
});

const enterprise = (
  entityName: string,
  creditCode: string,
  legalPerson: string,
  phone: string,
  who: string,
) => ({
  entity_name: entityName,
  credit_code: creditCode,
  license_image: upload(`${who}-license.jpg`),
  legal_person: legalPerson,
  contact_phone: phone,
});

interface SeedApplication {
  username: string;
  type: CertificationType;
  status: 1 | 2 | 3;
  fields: Fields;
  /** Identity and interest: `category/item` names; fields get category_id and info_id. */
  item?: [string, string];
  message?: string;
  daysAgo: number;
  /** Days between submission and review (approved and rejected ones). */
  reviewedAfter?: number;
}

const category = (description: string, who: string, proofs: number): Fields => ({
  description,
  proof_images: Array.from({ length: proofs }, (_, i) => upload(`${who}-proof-${i + 1}.jpg`)),
});

/**
 * Applications in every state, consistent with the demo story: the creator is real-name certified
 * and waits for 美食博主; 晚风说车's real name was rejected and his studio waits for review; the MCN
 * is fully certified; 星芒娱乐 waits for its MCN certification; the MCN's creators in between.
 */
export const SEED_APPLICATIONS: SeedApplication[] = [
  {
    username: 'creator',
    type: 'personal',
    status: CERT_STATUS.approved,
    fields: personal('陈志杰', '33010619900512301', 'creator'),
    daysAgo: 210,
    reviewedAfter: 1,
  },
  {
    username: 'creator',
    type: 'identity',
    status: CERT_STATUS.pending,
    item: ['美食', '美食博主'],
    fields: category('专注家常菜与山野美食，已发布原创美食视频 320 余条，粉丝 8.6 万。', 'creator', 3),
    daysAgo: 2,
  },
  {
    username: 'creator_live',
    type: 'personal',
    status: CERT_STATUS.rejected,
    fields: personal('王思远', '51010419930817201', 'creator-live'),
    message: '身份证国徽面照片模糊，请重新上传清晰、完整的照片',
    daysAgo: 12,
    reviewedAfter: 1,
  },
  {
    username: 'creator_live',
    type: 'enterprise',
    status: CERT_STATUS.pending,
    fields: enterprise('思远汽车文化工作室', '92510104MA6CJ8KX3R', '王思远', '13800000004', 'creator-live'),
    daysAgo: 4,
  },
  {
    username: 'mcn',
    type: 'personal',
    status: CERT_STATUS.approved,
    fields: personal('赵敏', '33010219880302402', 'mcn'),
    daysAgo: 420,
    reviewedAfter: 1,
  },
  {
    username: 'mcn',
    type: 'enterprise',
    status: CERT_STATUS.approved,
    fields: enterprise('杭州青禾文化传媒有限公司', '91330106MA2H3K7X5Q', '赵敏', '13800000005', 'mcn'),
    daysAgo: 415,
    reviewedAfter: 2,
  },
  {
    username: 'mcn',
    type: 'mcn',
    status: CERT_STATUS.approved,
    fields: {
      ...enterprise('杭州青禾文化传媒有限公司', '91330106MA2H3K7X5Q', '赵敏', '13800000005', 'mcn'),
      contact_name: '赵敏',
      description:
        '青禾传媒成立于 2019 年，专注生活方式与泛娱乐内容，签约创作者 40 余位，提供内容策划、流量运营与商业化服务。',
    },
    daysAgo: 410,
    reviewedAfter: 3,
  },
  {
    username: 'mcn_pending',
    type: 'personal',
    status: CERT_STATUS.approved,
    fields: personal('刘洋', '51010519910623151', 'mcn-pending'),
    daysAgo: 9,
    reviewedAfter: 1,
  },
  {
    username: 'mcn_pending',
    type: 'mcn',
    status: CERT_STATUS.pending,
    fields: {
      ...enterprise('成都星芒文化传播有限公司', '91510105MA62XK4T8N', '刘洋', '13800000006', 'mcn-pending'),
      contact_name: '刘洋',
      description: '星芒娱乐立足成都，专注本地生活与文旅内容孵化，已合作创作者 18 位。',
    },
    daysAgo: 3,
  },
  {
    username: 'qinghe_xiaoyu',
    type: 'personal',
    status: CERT_STATUS.approved,
    fields: personal('李雨桐', '33010820000214242', 'xiaoyu'),
    daysAgo: 280,
    reviewedAfter: 1,
  },
  {
    username: 'qinghe_xiaoyu',
    type: 'interest',
    status: CERT_STATUS.rejected,
    item: ['舞蹈', '街舞'],
    fields: category('坚持每周更新街舞翻跳作品，累计获赞 12 万。', 'xiaoyu', 2),
    message: '证明材料与申请的兴趣领域不符，请上传近期街舞作品的数据截图',
    daysAgo: 20,
    reviewedAfter: 2,
  },
  {
    username: 'qinghe_laozhou',
    type: 'personal',
    status: CERT_STATUS.pending,
    fields: personal('周国平', '33050119750909301', 'laozhou'),
    daysAgo: 1,
  },
  {
    username: 'qinghe_mengmeng',
    type: 'interest',
    status: CERT_STATUS.pending,
    item: ['萌宠', '宠物达人'],
    fields: category('记录两只英短的日常，分享科学养猫知识，粉丝 5.2 万。', 'mengmeng', 4),
    daysAgo: 5,
  },
  {
    username: 'qinghe_axin',
    type: 'personal',
    status: CERT_STATUS.approved,
    fields: personal('何鑫', '44030519950401501', 'axin'),
    daysAgo: 300,
    reviewedAfter: 1,
  },
  {
    username: 'qinghe_axin',
    type: 'identity',
    status: CERT_STATUS.approved,
    item: ['数码科技', '数码博主'],
    fields: category('专注手机与电脑评测，近 30 天发布评测视频 9 条。', 'axin', 3),
    daysAgo: 150,
    reviewedAfter: 2,
  },
];

export const REVIEWER = 'operator';

/**
 * The identity and interest catalogue, and the applications above with their history (submitted,
 * then approved or rejected by the operator). Rows that exist (same user, type and state) are kept.
 */
export const certification: SeedStep<void> = {
  name: 'certification',

  async prepare() {},

  async run(tx) {
    const now = new Date();
    await tx
      .insert(certificationCategories)
      .values(CERTIFICATION_CATALOGUE.map(({ type, name }, position) => ({ type, name, position })))
      .onConflictDoNothing();
    const categoryRows = await tx
      .select({
        id: certificationCategories.id,
        type: certificationCategories.type,
        name: certificationCategories.name,
      })
      .from(certificationCategories);
    const categoryId = (type: string, name: string) => {
      const row = categoryRows.find((c) => c.type === type && c.name === name);
      if (!row) throw new Error(`Seed: missing category ${name}`);
      return row.id;
    };
    await tx
      .insert(certificationItems)
      .values(
        CERTIFICATION_CATALOGUE.flatMap(({ type, name, items }) =>
          items.map((item, position) => ({ categoryId: categoryId(type, name), ...item, position })),
        ),
      )
      .onConflictDoNothing();
    const itemRows = await tx
      .select({
        id: certificationItems.id,
        categoryId: certificationItems.categoryId,
        name: certificationItems.name,
      })
      .from(certificationItems);

    const userId = await userIdsOf(tx, [...SEED_APPLICATIONS.map((a) => a.username), REVIEWER]);
    const reviewerId = userId(REVIEWER);
    const existing = await tx
      .select({
        userId: certificationApplications.userId,
        type: certificationApplications.type,
        status: certificationApplications.status,
      })
      .from(certificationApplications)
      .where(
        inArray(
          certificationApplications.userId,
          SEED_APPLICATIONS.map((a) => userId(a.username)),
        ),
      );

    for (const seed of SEED_APPLICATIONS) {
      const applicantId = userId(seed.username);
      const exists = existing.some(
        (row) => row.userId === applicantId && row.type === seed.type && row.status === seed.status,
      );
      if (exists) continue;
      let fields = seed.fields;
      let itemId: number | null = null;
      if (seed.item) {
        const [categoryName, itemName] = seed.item;
        const catId = categoryId(seed.type, categoryName);
        const item = itemRows.find((row) => row.categoryId === catId && row.name === itemName);
        if (!item) throw new Error(`Seed: missing item ${itemName}`);
        itemId = item.id;
        fields = { category_id: catId, info_id: item.id, ...seed.fields };
      }
      const createdAt = ago(now, seed.daysAgo, 3);
      const reviewed = seed.status !== CERT_STATUS.pending;
      const reviewedAt = reviewed ? ago(now, seed.daysAgo - (seed.reviewedAfter ?? 1), 1) : null;
      const [created] = await tx
        .insert(certificationApplications)
        .values({
          userId: applicantId,
          type: seed.type,
          status: seed.status,
          fields,
          itemId,
          message: seed.message ?? '',
          reviewerId: reviewed ? reviewerId : null,
          createdAt,
          updatedAt: reviewedAt ?? createdAt,
          reviewedAt,
        })
        .onConflictDoNothing()
        .returning({ id: certificationApplications.id });
      if (!created) continue;
      await tx.insert(certificationHistory).values([
        {
          applicationId: created.id,
          status: CERT_STATUS.pending,
          message: '提交申请',
          actorId: applicantId,
          createdAt,
        },
        ...(reviewed && reviewedAt
          ? [
              {
                applicationId: created.id,
                status: seed.status,
                message: seed.message ?? '审核通过',
                actorId: reviewerId,
                createdAt: reviewedAt,
              },
            ]
          : []),
      ]);
    }
  },
};
