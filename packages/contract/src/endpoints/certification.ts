import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { validateIdCard } from '../validators/id-card.js';
import { isPhoneNumber } from '../validators/phone.js';
import { listOf, pageQuery } from '../wire.js';
import { idParam, timestamp, userBrief, MAX_ID } from './common.js';

/** The five certifications of spec §1. `personal` is the real-name certification. */
export const CERTIFICATION_TYPES = ['personal', 'enterprise', 'mcn', 'identity', 'interest'] as const;
export type CertificationType = (typeof CERTIFICATION_TYPES)[number];

/** 0 never applied, 1 waiting for review, 2 approved (spec §9), 3 rejected. */
export const CERT_STATUS = { none: 0, pending: 1, approved: 2, rejected: 3 } as const;
/** The approval call's `status`: 2 approves (通过); anything else rejects (驳回). */
export const APPROVED = 2;

const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过 ${max} 字`);
/** An uploaded document: a path or URL the upload service returned. */
const document = (label: string) =>
  z
    .string({ error: `请上传${label}` })
    .trim()
    .min(1, `请上传${label}`)
    .max(500);
const phone = z.string({ error: '请填写联系电话' }).trim().refine(isPhoneNumber, '请填写正确的手机号');
const creditCode = z
  .string({ error: '请填写统一社会信用代码' })
  .trim()
  .regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, '统一社会信用代码应为 18 位');

export const personalFields = z.object({
  real_name: text('真实姓名', 30),
  id_number: z
    .string({ error: '请填写身份证号' })
    .trim()
    .toUpperCase()
    .superRefine((value, ctx) => {
      const problem = validateIdCard(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  id_front: document('身份证人像面'),
  id_back: document('身份证国徽面'),
  /** The face-recognition capture (camera or uploaded photo). */
  face_image: document('人脸照片'),
});
export const enterpriseFields = z.object({
  entity_name: text('企业名称', 60),
  credit_code: creditCode,
  license_image: document('营业执照'),
  legal_person: text('法定代表人', 30),
  contact_phone: phone,
});
export const mcnFields = enterpriseFields.extend({
  contact_name: text('联系人', 30),
  description: text('机构介绍', 500),
});
export const categoryFields = z.object({
  category_id: z
    .number({ error: '请选择认证分类' })
    .int()
    .positive('请选择认证分类')
    .max(MAX_ID, '请选择认证分类'),
  info_id: z.number({ error: '请选择认证项' }).int().positive('请选择认证项').max(MAX_ID, '请选择认证项'),
  description: text('认证说明', 500),
  proof_images: z.array(document('证明材料')).min(1, '请上传证明材料').max(9, '证明材料最多 9 张'),
});

/** An application: `type` picks which fields are required. */
export const certificationApplication = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('personal'), fields: personalFields }),
    z.object({ type: z.literal('enterprise'), fields: enterpriseFields }),
    z.object({ type: z.literal('mcn'), fields: mcnFields }),
    z.object({ type: z.literal('identity'), fields: categoryFields }),
    z.object({ type: z.literal('interest'), fields: categoryFields }),
  ],
  { error: '认证类型无效' },
);
export type CertificationApplicationInput = z.input<typeof certificationApplication>;

export const applicationSummary = z.object({
  id: z.number().int(),
  type: z.enum(CERTIFICATION_TYPES),
  status: z.number().int(),
  /** What is being certified: a real name, an entity name or a certification item's name. */
  title: z.string(),
  /** The reviewer's message to the applicant (empty until reviewed). */
  message: z.string(),
  user: userBrief,
  reviewer: z.string().nullable(),
  created_at: timestamp,
  reviewed_at: timestamp.nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummary>;

/** In full, with documents. `fields.id_number` and phone numbers are masked: reveal them through /api/p1/usi. */
export const applicationDetail = applicationSummary.extend({
  /** The applicant, with the account's phone number masked (reveal it through /api/p1/usi). */
  user: userBrief.extend({ phone: z.string() }),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
  history: z.array(
    z.object({ status: z.number().int(), message: z.string(), actor: z.string(), at: timestamp }),
  ),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

export const applyCertification = defineEndpoint({
  method: 'POST',
  path: '/api/users_certification_apply',
  summary: 'Submit a certification application (one pending application per type)',
  tag: 'certification',
  access: needs('certification:apply'),
  body: certificationApplication,
  response: applicationSummary,
});

export const updateCertification = defineEndpoint({
  method: 'PUT',
  path: '/api/users_certification_apply/{id}',
  summary: 'Re-apply: change an own pending or rejected application; it goes back to review',
  tag: 'certification',
  access: needs('certification:apply'),
  params: idParam,
  body: certificationApplication,
  response: applicationSummary,
});

export const certificationApplyRecords = defineEndpoint({
  method: 'GET',
  path: '/api/users_certification_apply_record',
  summary: 'Applications, newest first: reviewers see everyone’s, applicants their own',
  tag: 'certification',
  access: 'session',
  query: pageQuery.extend({
    type: z.enum(CERTIFICATION_TYPES, { error: '认证类型无效' }).optional(),
    status: z.coerce.number<number>().int().min(1).max(3).optional(),
    keyword: z.string().trim().max(50).optional(),
  }),
  response: listOf(applicationSummary),
});

export const approveCertification = defineEndpoint({
  method: 'POST',
  path: '/api/users_certification_apply_approval/{id}',
  summary: 'Approve (status 2, 通过) or reject (any other status, 驳回) a pending application',
  tag: 'certification',
  access: needs('approval:review'),
  params: idParam,
  body: z
    .object({
      id: z.number().int().positive().max(MAX_ID).optional(),
      status: z.number({ error: '请选择审核结果' }).int(),
      message: z.string().trim().max(200, '审核意见不能超过 200 字').default(''),
    })
    .refine((b) => b.status === APPROVED || b.message.length > 0, {
      message: '驳回时请填写审核意见',
      path: ['message'],
    }),
  response: z.object({ user_id: z.number().int() }),
});

export const certificationItem = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  type: z.enum(['identity', 'interest']),
  description: z.string(),
  conditions: z.array(z.string()),
});
export const certificationCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['identity', 'interest']),
  /** `enabled` false only reaches staff: applicants never see a disabled item (admin.md §6.10). */
  items: z.array(certificationItem.pick({ id: true, name: true }).extend({ enabled: z.boolean() })),
});

export const certificationInfoDetail = defineEndpoint({
  method: 'GET',
  path: '/api/certification_info_detail/{id}',
  summary: 'One identity or interest certification item, with its conditions',
  tag: 'certification',
  access: 'session',
  params: idParam,
  response: certificationItem,
});

export const certificationCategories = defineEndpoint({
  method: 'GET',
  path: '/api/certification_info_category_list',
  summary: 'Identity and interest certification categories with their items',
  tag: 'certification',
  access: 'session',
  response: z.array(certificationCategory),
});

export const userCertification = z.object({
  type: z.enum(CERTIFICATION_TYPES),
  name: z.string(),
  status: z.number().int(),
  application_id: z.number().int(),
  updated_at: timestamp,
});

export const userAllCertifications = defineEndpoint({
  method: 'GET',
  path: '/api/users_all_cert_info/{userId}',
  summary: "A user's latest application of each type (reviewers, or the user themself)",
  tag: 'certification',
  access: 'session',
  params: z.object({
    userId: z.coerce
      .number<number>({ error: 'userId 无效' })
      .int()
      .positive('userId 无效')
      .max(MAX_ID, 'userId 无效'),
  }),
  query: z.object({
    name: z.string().trim().max(50).optional(),
    /**
     * The spec's call sends the user id and 1 (§7 notes): every type of certification. The answer
     * covers every type either way; the flag is accepted so the call stays as the spec has it.
     */
    all: z.coerce
      .number<number>({ error: 'all 无效' })
      .pipe(z.literal(1, { error: 'all 无效' }))
      .optional(),
  }),
  response: z.array(userCertification),
});

/** The caller's certification summary (spec §3) and latest application per type. */
export const myCertificationInfo = defineEndpoint({
  method: 'GET',
  path: '/api/my_cert_info',
  summary: "The caller's certification states; `applying=1` keeps only the applications under review",
  tag: 'certification',
  access: 'session',
  // 0 or 1 exactly: coercion would read an empty `applying=` as 0.
  query: z.object({
    applying: z
      .union([z.literal(['0', '1']), z.literal([0, 1])], { error: 'applying 应为 0 或 1' })
      .transform(Number)
      .optional(),
  }),
  response: z.object({
    mcn_status: z.number().int(),
    enterprise_status: z.number().int(),
    cert_status: z.number().int(),
    identity_status: z.number().int(),
    interest_status: z.number().int(),
    applications: z.array(applicationSummary),
  }),
});

export const certificationApplyDetail = defineEndpoint({
  method: 'GET',
  path: '/api/users_certification_apply_detail/{id}',
  summary: 'One application in full, with documents and history (reviewers, or the applicant)',
  tag: 'certification',
  access: 'session',
  params: idParam,
  response: applicationDetail,
});
