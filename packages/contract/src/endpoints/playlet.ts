import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { flag, idParam, isoDate, MAX_ID, queryId, timestamp } from './common.js';
import { fileIdOf } from './files.js';

/**
 * Short-drama cooperation (money.md §5, §7.2, §8.4): partners who supply dramas, the legal review of
 * each drama, revenue-share contracts and the monthly statements whose approval credits the partner.
 */

export const PLAYLET_PARTNER_TYPES = ['personal', 'company'] as const;
export type PlayletPartnerType = (typeof PLAYLET_PARTNER_TYPES)[number];
export const PLAYLET_PARTNER_TYPE_LABELS: Record<PlayletPartnerType, string> = {
  personal: '个人',
  company: '企业',
};

export const PLAYLET_PARTNER_STATUSES = ['active', 'suspended'] as const;
export type PlayletPartnerStatus = (typeof PLAYLET_PARTNER_STATUSES)[number];
export const PLAYLET_PARTNER_STATUS_LABELS: Record<PlayletPartnerStatus, string> = {
  active: '合作中',
  suspended: '已暂停',
};

/** 重点 / 普通 / 其他 (NRTA filing tiers). */
export const FILING_TIERS = ['key', 'ordinary', 'other'] as const;
export type FilingTier = (typeof FILING_TIERS)[number];
export const FILING_TIER_LABELS: Record<FilingTier, string> = {
  key: '重点',
  ordinary: '普通',
  other: '其他',
};

export const LEGAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type LegalStatus = (typeof LEGAL_STATUSES)[number];
export const LEGAL_STATUS_LABELS: Record<LegalStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};

export const CONTRACT_STATUSES = ['draft', 'active', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** What the list shows: `expired` is an active contract past its end date (money.md §5). */
export const CONTRACT_DISPLAY_STATUSES = ['draft', 'active', 'expired', 'terminated'] as const;
export type ContractDisplayStatus = (typeof CONTRACT_DISPLAY_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractDisplayStatus, string> = {
  draft: '草稿',
  active: '生效中',
  expired: '已到期',
  terminated: '已终止',
};

export const STATEMENT_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const STATEMENT_STATUS_LABELS: Record<StatementStatus, string> = {
  draft: '草稿',
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};

export const PLAYLET_DECISIONS = ['approve', 'reject'] as const;
export type PlayletDecision = (typeof PLAYLET_DECISIONS)[number];

/** The largest share one approval credits (`app.ledger.credit`'s bound, money.md §6.3): ¥1,000,000.00. */
export const MAX_STATEMENT_SHARE_FEN = 100_000_000;
/** The largest figure of one statement component: ¥100,000,000.00. */
export const MAX_STATEMENT_AMOUNT_FEN = 10_000_000_000;

/** Refusals and not-founds, word for word (money.md §8.4). */
export const PLAYLET_MESSAGES = {
  userMissing: '用户不存在',
  partnerMissing: '合作用户不存在',
  dramaMissing: '剧目不存在',
  contractMissing: '合同不存在',
  statementMissing: '分账单不存在',
  notCertified: '合作用户须已完成实名认证或企业认证',
  alreadyPartner: '该用户已是合作用户',
  partnerSuspended: '合作用户已暂停合作',
  dramaApproved: '已通过法务审核的剧目不能修改',
  legalDone: '该剧目已完成法务审核',
  dramaNotApproved: '该剧目尚未通过法务审核，不能签订合同',
  dramaHasContract: '该剧目已有生效中的合同',
  contractNotDraft: '仅草稿状态的合同可以修改',
  signedFileMissing: '合同生效前请上传已签署的合同文件',
  contractNotActive: '仅生效中的合同可以终止',
  periodOutsideTerm: '合同未生效或不在有效期内，不能生成该账期的分账单',
  periodNotEnded: '账期尚未结束，不能生成分账单',
  statementExists: (period: string) => `该合同 ${period} 的分账单已存在`,
  deductionTooLarge: '扣除金额不能大于收入合计',
  statementNotEditable: '仅草稿或已驳回的分账单可以修改',
  samePreparer: '分账单的制作人与审核人不能为同一人',
  statementDone: '该分账单已处理',
  shareTooLarge: '单张分账单的分成金额不能超过 1,000,000.00 元',
  fileUnusable: '文件不存在或无权使用',
} as const;

/** `YYYY-MM`. */
export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const period = z
  .string({ error: '账期格式应为 YYYY-MM' })
  .regex(PERIOD_PATTERN, '账期格式应为 YYYY-MM');

/** net = paid + ad + sponsor − deduction (money.md §7.2); negative when the deduction is too large. */
export const statementNetFen = (s: {
  paid_fen: number;
  ad_fen: number;
  sponsor_fen: number;
  deduction_fen: number;
}) => s.paid_fen + s.ad_fen + s.sponsor_fen - s.deduction_fen;

const FILE_MESSAGE = '文件无效，请重新上传';
/** A stored file's `/api/files/<id>` reference. */
export const fileRef = z
  .string({ error: FILE_MESSAGE })
  .trim()
  .refine((value) => fileIdOf(value) !== null, FILE_MESSAGE);

const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

const contactName = z
  .string({ error: '请填写联系人' })
  .trim()
  .min(1, '请填写联系人')
  .max(30, '联系人不能超过 30 字');
export const CONTACT_PHONE_PATTERN = /^(1\d{10}|0\d{2,3}-?\d{7,8})$/;
const contactPhone = z
  .string({ error: '请填写联系电话' })
  .trim()
  .min(1, '请填写联系电话')
  .regex(CONTACT_PHONE_PATTERN, '联系电话格式不正确');
const note = z.string({ error: '备注不能超过 200 字' }).trim().max(200, '备注不能超过 200 字');
const keyword = z.string().trim().max(50, '关键词过长').optional();

const brief = z.object({ id: z.number().int(), name: z.string() });

// ---------------------------------------------------------------------------------------------
// Partners

export const playletPartner = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  type: z.enum(PLAYLET_PARTNER_TYPES),
  status: z.enum(PLAYLET_PARTNER_STATUSES),
  contact_name: z.string(),
  contact_phone: z.string(),
  note: z.string(),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
  /** The account: nickname, username, avatar. */
  user: z.object({ id: z.number().int(), name: z.string(), username: z.string(), avatar: z.string() }),
  /** The certified real name or enterprise name. */
  certified_name: z.string(),
  drama_count: z.number().int(),
  active_contract_count: z.number().int(),
  /** Shares of approved statements. */
  total_share_fen: z.number().int(),
});
export type PlayletPartner = z.infer<typeof playletPartner>;

export const playletPartnerInput = z.object({
  user_id: id('请选择合作用户'),
  contact_name: contactName,
  contact_phone: contactPhone,
  note: note.default(''),
});
export type PlayletPartnerInput = z.input<typeof playletPartnerInput>;

export const playletPartnerUpdate = z.object({
  status: z.enum(PLAYLET_PARTNER_STATUSES, { error: '状态无效' }).optional(),
  contact_name: contactName.optional(),
  contact_phone: contactPhone.optional(),
  note: note.optional(),
});
export type PlayletPartnerUpdate = z.input<typeof playletPartnerUpdate>;

export const partnerCandidate = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  avatar: z.string(),
  role_name: z.string(),
  /** Which certification makes them eligible (company when both). */
  type: z.enum(PLAYLET_PARTNER_TYPES),
  certified_name: z.string(),
});
export type PartnerCandidate = z.infer<typeof partnerCandidate>;

const manage = needs('playlet:manage');
const tag = 'playlet';

export const playletPartners = defineEndpoint({
  method: 'GET',
  path: '/api/playlet/partners',
  summary: 'Short-drama partners, newest first, by keyword (name, username, id), status and type',
  tag,
  access: manage,
  query: pageQuery.extend({
    keyword,
    status: z.enum(PLAYLET_PARTNER_STATUSES, { error: '状态无效' }).optional(),
    type: z.enum(PLAYLET_PARTNER_TYPES, { error: '类型无效' }).optional(),
  }),
  response: listOf(playletPartner),
});

export const createPlayletPartner = defineEndpoint({
  method: 'POST',
  path: '/api/playlet/partners',
  summary: 'Make a certified creator or MCN a short-drama partner',
  tag,
  access: manage,
  body: playletPartnerInput,
  response: playletPartner,
});

export const updatePlayletPartner = defineEndpoint({
  method: 'PUT',
  path: '/api/playlet/partners/{id}',
  summary: 'Suspend or resume a partner, or change its contact and note',
  tag,
  access: manage,
  params: idParam,
  body: playletPartnerUpdate,
  response: playletPartner,
});

export const playletPartnerCandidates = defineEndpoint({
  method: 'GET',
  path: '/api/playlet/partner-candidates',
  summary:
    'Creators and MCNs with an approved real-name or enterprise certification who are not partners yet',
  tag,
  access: manage,
  query: z.object({
    keyword: z.string({ error: '请输入搜索关键词' }).trim().min(1, '请输入搜索关键词').max(50, '关键词过长'),
  }),
  response: z.array(partnerCandidate),
});

// ---------------------------------------------------------------------------------------------
// Dramas

export const playletDrama = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  title: z.string(),
  episodes: z.number().int(),
  synopsis: z.string(),
  filing_tier: z.enum(FILING_TIERS),
  filing_no: z.string(),
  rights_files: z.array(z.string()),
  legal_status: z.enum(LEGAL_STATUSES),
  legal_reviewer_id: z.number().int().nullable(),
  legal_message: z.string(),
  legal_reviewed_at: timestamp.nullable(),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
  partner_name: z.string(),
  legal_reviewer: brief.nullable(),
  /** 1 when a draft or active contract exists for it. */
  has_contract: flag,
});
export type PlayletDrama = z.infer<typeof playletDrama>;

export const playletDramaFields = z.object({
  title: z.string({ error: '请填写剧名' }).trim().min(1, '请填写剧名').max(50, '剧名不能超过 50 字'),
  episodes: z
    .number({ error: '集数应为 1 至 500 的整数' })
    .int('集数应为 1 至 500 的整数')
    .min(1, '集数应为 1 至 500 的整数')
    .max(500, '集数应为 1 至 500 的整数'),
  synopsis: z.string({ error: '简介不能超过 500 字' }).trim().max(500, '简介不能超过 500 字').default(''),
  filing_tier: z.enum(FILING_TIERS, { error: '请选择备案级别' }),
  filing_no: z
    .string({ error: '请填写备案号' })
    .trim()
    .min(1, '请填写备案号')
    .max(50, '备案号不能超过 50 个字符'),
  rights_files: z
    .array(fileRef, { error: '请上传授权材料' })
    .min(1, '请上传授权材料')
    .max(9, '授权材料最多 9 个'),
});
export const playletDramaInput = playletDramaFields.extend({ partner_id: id('请选择合作用户') });
export type PlayletDramaInput = z.input<typeof playletDramaInput>;
export type PlayletDramaUpdate = z.input<typeof playletDramaFields>;

export const playletDramas = defineEndpoint({
  method: 'GET',
  path: '/api/playlet/dramas',
  summary:
    'Dramas by partner, legal status and keyword (title, filing number); oldest first while pending, else newest first. `contractable=1`: approved without a draft or active contract',
  tag,
  access: manage,
  query: pageQuery.extend({
    partner_id: queryId('合作用户无效').optional(),
    legal_status: z.enum(LEGAL_STATUSES, { error: '状态无效' }).optional(),
    keyword,
    contractable: z.coerce.number<number>({ error: '参数无效' }).pipe(flag).optional(),
  }),
  response: listOf(playletDrama),
});

export const createPlayletDrama = defineEndpoint({
  method: 'POST',
  path: '/api/playlet/dramas',
  summary: "Add a partner's drama; it waits for the legal review",
  tag,
  access: manage,
  body: playletDramaInput,
  response: playletDrama,
});

export const updatePlayletDrama = defineEndpoint({
  method: 'PUT',
  path: '/api/playlet/dramas/{id}',
  summary: 'Change a drama not yet approved; a rejected drama goes back to the legal review',
  tag,
  access: manage,
  params: idParam,
  body: playletDramaFields,
  response: playletDrama,
});

const decisionBody = (maxMessage: string, max: number) =>
  z
    .object({
      decision: z.enum(PLAYLET_DECISIONS, { error: '审核结果无效' }),
      message: z.string({ error: maxMessage }).trim().max(max, maxMessage).default(''),
    })
    .superRefine((value, ctx) => {
      if (value.decision === 'reject' && value.message === '') {
        ctx.addIssue({ code: 'custom', path: ['message'], message: '驳回时请填写审核意见' });
      }
    });

export const playletLegalDecision = defineEndpoint({
  method: 'POST',
  path: '/api/playlet/dramas/{id}/legal',
  summary: "Approve or reject a drama's rights and filing (a message is required to reject)",
  tag,
  access: manage,
  params: idParam,
  body: decisionBody('审核意见不能超过 500 字', 500),
  response: playletDrama,
});

// ---------------------------------------------------------------------------------------------
// Contracts

export const playletContract = z.object({
  id: z.number().int(),
  no: z.string(),
  drama_id: z.number().int(),
  partner_id: z.number().int(),
  share_bps: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  /** `expired` for an active contract whose end date has passed (Asia/Shanghai). */
  display_status: z.enum(CONTRACT_DISPLAY_STATUSES),
  signed_file: z.string().nullable(),
  created_by: z.number().int().nullable(),
  activated_by: z.number().int().nullable(),
  activated_at: timestamp.nullable(),
  terminated_reason: z.string(),
  drama_title: z.string(),
  partner_name: z.string(),
});
export type PlayletContract = z.infer<typeof playletContract>;

const shareBps = z
  .number({ error: '分成比例应在 0% 至 100% 之间' })
  .int('分成比例应在 0% 至 100% 之间')
  .min(0, '分成比例应在 0% 至 100% 之间')
  .max(10_000, '分成比例应在 0% 至 100% 之间');

const termFields = z.object({
  share_bps: shareBps.default(5_000),
  start_date: isoDate,
  end_date: isoDate,
});
const termOrdered = (value: { start_date: string; end_date: string }, ctx: z.RefinementCtx) => {
  if (value.end_date < value.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: '结束日期不能早于开始日期' });
  }
};
export const playletContractUpdate = termFields.superRefine(termOrdered);
export type PlayletContractUpdate = z.input<typeof playletContractUpdate>;
export const playletContractInput = termFields
  .extend({ drama_id: id('请选择剧目') })
  .superRefine(termOrdered);
export type PlayletContractInput = z.input<typeof playletContractInput>;

export const playletContracts = defineEndpoint({
  method: 'GET',
  path: '/api/playlet/contracts',
  summary:
    'Contracts, newest first, by shown status (草稿/生效中/已到期/已终止), partner and keyword (contract number, drama title)',
  tag,
  access: manage,
  query: pageQuery.extend({
    status: z.enum(CONTRACT_DISPLAY_STATUSES, { error: '状态无效' }).optional(),
    partner_id: queryId('合作用户无效').optional(),
    drama_id: queryId('剧目无效').optional(),
    keyword,
  }),
  response: listOf(playletContract),
});

export const createPlayletContract = defineEndpoint({
  method: 'POST',
  path: '/api/playlet/contracts',
  summary: 'Draft a revenue-share contract for a legally approved drama',
  tag,
  access: manage,
  body: playletContractInput,
  response: playletContract,
});

export const updatePlayletContract = defineEndpoint({
  method: 'PUT',
  path: '/api/playlet/contracts/{id}',
  summary: "Change a draft contract's share and term",
  tag,
  access: manage,
  params: idParam,
  body: playletContractUpdate,
  response: playletContract,
});

export const activatePlayletContract = defineEndpoint({
  method: 'POST',
  path: '/api/playlet/contracts/{id}/activate',
  summary: 'Bring a draft contract into force with its signed file',
  tag,
  access: manage,
  params: idParam,
  body: z.object({
    signed_file: z
      .string({ error: FILE_MESSAGE })
      .trim()
      .refine((value) => value === '' || fileIdOf(value) !== null, FILE_MESSAGE)
      .default(''),
  }),
  response: playletContract,
});

export const terminatePlayletContract = defineEndpoint({
  method: 'POST',
  path: '/api/playlet/contracts/{id}/terminate',
  summary: 'End an active contract early, with the reason',
  tag,
  access: manage,
  params: idParam,
  body: z.object({
    reason: z
      .string({ error: '请填写终止原因' })
      .trim()
      .min(1, '请填写终止原因')
      .max(200, '原因不能超过 200 字'),
  }),
  response: playletContract,
});

// ---------------------------------------------------------------------------------------------
// Statements

const amount = z
  .number({ error: '金额不能为负数' })
  .int('金额必须是以分为单位的整数')
  .min(0, '金额不能为负数')
  .max(MAX_STATEMENT_AMOUNT_FEN, '金额过大');

export const playletStatement = z.object({
  id: z.number().int(),
  contract_id: z.number().int(),
  period: z.string(),
  paid_fen: z.number().int(),
  ad_fen: z.number().int(),
  sponsor_fen: z.number().int(),
  deduction_fen: z.number().int(),
  net_fen: z.number().int(),
  share_fen: z.number().int(),
  status: z.enum(STATEMENT_STATUSES),
  prepared_by: z.number().int().nullable(),
  reviewed_by: z.number().int().nullable(),
  review_message: z.string(),
  transaction_id: z.number().int().nullable(),
  note: z.string(),
  created_at: timestamp,
  contract_no: z.string(),
  share_bps: z.number().int(),
  drama_title: z.string(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  preparer: brief.nullable(),
  reviewer: brief.nullable(),
});
export type PlayletStatement = z.infer<typeof playletStatement>;

export const playletStatementFields = z.object({
  period,
  paid_fen: amount.default(0),
  ad_fen: amount.default(0),
  sponsor_fen: amount.default(0),
  deduction_fen: amount.default(0),
  note: note.default(''),
});
export type PlayletStatementUpdate = z.input<typeof playletStatementFields>;
export const playletStatementInput = playletStatementFields.extend({ contract_id: id('请选择合同') });
export type PlayletStatementInput = z.input<typeof playletStatementInput>;

/** The statements list's filter (also the 短剧分成结算表 export's). */
export const playletStatementsFilter = z.object({
  contract_id: queryId('合同无效').optional(),
  partner_id: queryId('合作用户无效').optional(),
  period: period.optional(),
  status: z.enum(STATEMENT_STATUSES, { error: '状态无效' }).optional(),
  keyword,
});

export const playletStatements = defineEndpoint({
  method: 'GET',
  path: '/api/playlet/statements',
  summary:
    'Monthly statements by contract, partner, period, status and keyword (contract number, drama title); oldest first while pending, else newest first',
  tag,
  access: needs('playlet:manage', 'finance:review'),
  query: pageQuery.extend(playletStatementsFilter.shape),
  response: listOf(playletStatement),
});

export const createPlayletStatement = defineEndpoint({
  method: 'POST',
  path: '/api/playlet/statements',
  summary: "Prepare a month's statement of an active contract (a draft)",
  tag,
  access: manage,
  body: playletStatementInput,
  response: playletStatement,
});

export const updatePlayletStatement = defineEndpoint({
  method: 'PUT',
  path: '/api/playlet/statements/{id}',
  summary: 'Change a draft or rejected statement',
  tag,
  access: manage,
  params: idParam,
  body: playletStatementFields,
  response: playletStatement,
});

export const submitPlayletStatement = defineEndpoint({
  method: 'POST',
  path: '/api/playlet/statements/{id}/submit',
  summary: 'Send a draft or rejected statement to finance review',
  tag,
  access: manage,
  params: idParam,
  response: playletStatement,
});

export const reviewPlayletStatement = defineEndpoint({
  method: 'POST',
  path: '/api/playlet/statements/{id}/review',
  summary:
    "Approve (credits the partner's wallet with the share, once) or reject a pending statement; not by its preparer",
  tag,
  access: needs('finance:review'),
  params: idParam,
  body: decisionBody('审核意见不能超过 200 字', 200),
  response: playletStatement,
  idempotent: true,
});

// ---------------------------------------------------------------------------------------------
// The partner's own statements (wallet, 分账单 tab)

export const partnerStatement = z.object({
  id: z.number().int(),
  contract_no: z.string(),
  drama_title: z.string(),
  period: z.string(),
  paid_fen: z.number().int(),
  ad_fen: z.number().int(),
  sponsor_fen: z.number().int(),
  deduction_fen: z.number().int(),
  net_fen: z.number().int(),
  share_bps: z.number().int(),
  share_fen: z.number().int(),
  transaction_id: z.number().int().nullable(),
});
export type PartnerStatement = z.infer<typeof partnerStatement>;

export const walletPlayletStatements = defineEndpoint({
  method: 'GET',
  path: '/api/wallet/playlet-statements',
  summary: "The caller's approved short-drama statements, newest period first",
  tag: 'wallet',
  access: needs('wallet:withdraw'),
  query: pageQuery.extend({ period: period.optional() }),
  response: listOf(partnerStatement),
});

export const playletEndpoints = {
  playletPartners,
  createPlayletPartner,
  updatePlayletPartner,
  playletPartnerCandidates,
  playletDramas,
  createPlayletDrama,
  updatePlayletDrama,
  playletLegalDecision,
  playletContracts,
  createPlayletContract,
  updatePlayletContract,
  activatePlayletContract,
  terminatePlayletContract,
  playletStatements,
  createPlayletStatement,
  updatePlayletStatement,
  submitPlayletStatement,
  reviewPlayletStatement,
  walletPlayletStatements,
};
