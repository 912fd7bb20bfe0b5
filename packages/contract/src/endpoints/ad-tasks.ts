import { z } from 'zod';
import {
  AD_REWARD_KINDS,
  type AdRewardKind,
  type AdRewardRule,
  AD_TASK_PHASES,
  AD_TASK_STATUSES,
  topicDisplayName,
} from '../ad-tasks/index.js';
import { defineEndpoint } from '../endpoint.js';
import { formatFen } from '../money.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { flag, idParam, isoDate, MAX_ID, queryId, timestamp, userBrief } from './common.js';
import { storedFileReference } from './videos.js';

/**
 * Ad tasks, staff side (ad-tasks.md §8, §9): the configuration of /sem/goods, /sem/topic, /sem/set
 * and the task form's schemas. Messages are the design's, word for word.
 */

export const AD_JOIN_MODES = ['open', 'apply'] as const;
export type AdJoinMode = (typeof AD_JOIN_MODES)[number];
export const AD_JOIN_MODE_LABELS: Record<AdJoinMode, string> = { open: '直接参与', apply: '报名审核' };

export const AD_METRIC_SOURCES = ['platform', 'receipt'] as const;
export type AdMetricSource = (typeof AD_METRIC_SOURCES)[number];

export const AD_GOODS_STATUSES = ['on_sale', 'off_sale'] as const;
export type AdGoodsStatus = (typeof AD_GOODS_STATUSES)[number];
export const AD_GOODS_STATUS_LABELS: Record<AdGoodsStatus, string> = { on_sale: '上架', off_sale: '下架' };

export const AD_FIELD_KINDS = ['text', 'number', 'url', 'image', 'select'] as const;
export type AdFieldKind = (typeof AD_FIELD_KINDS)[number];
export const AD_FIELD_SCOPES = ['join', 'receipt'] as const;
export type AdFieldScope = (typeof AD_FIELD_SCOPES)[number];
export const AD_FIELD_SCOPE_LABELS: Record<AdFieldScope, string> = { join: '报名字段', receipt: '回执字段' };

export const MISSION_KINDS = ['publish_videos', 'video_plays', 'real_name', 'ad_submission'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
export const MISSION_PERIODS = ['once', 'weekly', 'monthly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
export const MISSION_STATUSES = ['draft', 'online', 'offline'] as const;

/** Limits of ad tasks (§9). */
export const AD_TASK_LIMITS = {
  titleMax: 40,
  advertiserMax: 50,
  briefMax: 2000,
  durationDaysMax: 90,
  observeDaysMax: 30,
  participantsMax: 100_000,
  videosPerCreatorMax: 20,
  topicsMax: 3,
  goodsMax: 5,
  fieldsMax: 10,
  budgetMaxFen: 10_000_000_000,
  featuredMax: 20,
  featuredBonusMaxFen: 1_000_000,
  examplesMax: 6,
} as const;

/** Refusals and not-founds of the staff configuration (§8), word for word. */
export const AD_TASK_MESSAGES = {
  goodsMissing: '商品不存在',
  topicMissing: '话题不存在',
  fieldMissing: '字段不存在',
  typeMissing: '类型不存在',
  taskMissing: '任务不存在',
  skuTaken: 'SKU 已存在',
  goodsInUse: '商品正被进行中的任务使用，不能删除',
  topicTaken: '话题已存在',
  topicInUse: '话题正被任务使用，不能删除（可停用）',
  noRewardKind: '至少启用一种奖励方式',
  fieldKeyTaken: '字段标识已存在',
  fieldInUse: '字段正被任务使用，不能删除（可停用）',
  typeTaken: '类型名称已存在',
  typeInUse: '类型正被任务使用，不能删除（可停用）',
  budgetBelowMin: (minFen: number) => `任务预算不能低于 ${formatFen(minFen)}`,
  tagMissing: '标签不存在',
} as const;

const MONEY_INT = '金额必须是以分为单位的整数';
const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
/** An integer in [min, max] with one message for every way of missing it. */
const intIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
/** Fen in [min, max]: a fraction answers the money message, a bound the range message. */
const fenIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(MONEY_INT).min(min, message).max(max, message);
const keyword = z.string().trim().max(50, '关键词过长').optional();
const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const httpsUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(500, message)
    .refine((value) => value === '' || /^https:\/\/\S+$/.test(value), message);
const unique = (values: readonly number[]) => new Set(values).size === values.length;

// ---------------------------------------------------------------------------------------------
// Reward rules

const REWARD_MESSAGES = {
  kind: '奖励方式无效',
  amount: '单条奖励应为 ¥1.00–¥10,000.00',
  cpm: '千次播放单价应为 ¥0.10–¥1,000.00',
  minPlays: '起结播放量应为 0–10000000',
  cap: '单条封顶金额应为 ¥1.00–¥100,000.00',
  cpa: '单次转化单价应为 ¥0.10–¥10,000.00',
  label: '请填写转化名称',
  tierCount: '阶梯数量应为 1–5 档',
  tierPlays: '阶梯播放量必须递增',
  tierAmounts: '阶梯奖励必须递增',
} as const;

const amountFen = fenIn(100, 1_000_000, REWARD_MESSAGES.amount);
const cpmFen = fenIn(10, 100_000, REWARD_MESSAGES.cpm);
const minPlays = intIn(0, 10_000_000, REWARD_MESSAGES.minPlays);
const capFen = fenIn(100, 10_000_000, REWARD_MESSAGES.cap);
const cpaFen = fenIn(10, 1_000_000, REWARD_MESSAGES.cpa);
const conversionLabel = text(REWARD_MESSAGES.label, 10, REWARD_MESSAGES.label);
const tier = z.object({ min_plays: minPlays, amount_fen: amountFen });

const tiersIncreasing = (
  tiers: readonly { min_plays?: number; amount_fen?: number }[],
  ctx: z.RefinementCtx,
) => {
  for (let i = 1; i < tiers.length; i += 1) {
    const [before, after] = [tiers[i - 1]!, tiers[i]!];
    if (
      before.min_plays !== undefined &&
      after.min_plays !== undefined &&
      after.min_plays <= before.min_plays
    ) {
      ctx.addIssue({ code: 'custom', message: REWARD_MESSAGES.tierPlays, path: ['tiers', i, 'min_plays'] });
    }
    if (
      before.amount_fen !== undefined &&
      after.amount_fen !== undefined &&
      after.amount_fen <= before.amount_fen
    ) {
      ctx.addIssue({
        code: 'custom',
        message: REWARD_MESSAGES.tierAmounts,
        path: ['tiers', i, 'amount_fen'],
      });
    }
  }
};

/** A complete reward rule (§6), discriminated by `kind`. */
export const adReward = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('fixed'), amount_fen: amountFen }),
      z.object({ kind: z.literal('cpm'), cpm_fen: cpmFen, min_plays: minPlays, cap_fen: capFen }),
      z.object({
        kind: z.literal('cpa'),
        cpa_fen: cpaFen,
        cap_fen: capFen,
        conversion_label: conversionLabel,
      }),
      z.object({
        kind: z.literal('tiered'),
        tiers: z
          .array(tier, { error: REWARD_MESSAGES.tierCount })
          .min(1, REWARD_MESSAGES.tierCount)
          .max(5, REWARD_MESSAGES.tierCount),
      }),
    ],
    { error: REWARD_MESSAGES.kind },
  )
  .superRefine((rule, ctx) => {
    if (rule.kind === 'tiered') tiersIncreasing(rule.tiers, ctx);
  });
export type AdReward = z.infer<typeof adReward>;

/**
 * A reward rule as a draft may hold it: the kind and whichever of its fields are filled (each in
 * range). Publishing asks for the rest (`adRewardProblems`).
 */
export const adRewardDraft = z
  .object({
    kind: z.enum(AD_REWARD_KINDS, { error: REWARD_MESSAGES.kind }),
    amount_fen: amountFen.optional(),
    cpm_fen: cpmFen.optional(),
    min_plays: minPlays.optional(),
    cap_fen: capFen.optional(),
    cpa_fen: cpaFen.optional(),
    conversion_label: conversionLabel.optional(),
    tiers: z
      .array(z.object({ min_plays: minPlays.optional(), amount_fen: amountFen.optional() }), {
        error: REWARD_MESSAGES.tierCount,
      })
      .max(5, REWARD_MESSAGES.tierCount)
      .optional(),
  })
  .superRefine((rule, ctx) => {
    if (rule.tiers) tiersIncreasing(rule.tiers, ctx);
  });
export type AdRewardDraft = z.infer<typeof adRewardDraft>;

const REQUIRED_REWARD_FIELDS: Record<AdRewardKind, readonly (keyof typeof REWARD_FIELD_MESSAGES)[]> = {
  fixed: ['amount_fen'],
  cpm: ['cpm_fen', 'min_plays', 'cap_fen'],
  cpa: ['cpa_fen', 'cap_fen', 'conversion_label'],
  tiered: [],
};
const REWARD_FIELD_MESSAGES = {
  amount_fen: REWARD_MESSAGES.amount,
  cpm_fen: REWARD_MESSAGES.cpm,
  min_plays: REWARD_MESSAGES.minPlays,
  cap_fen: REWARD_MESSAGES.cap,
  cpa_fen: REWARD_MESSAGES.cpa,
  conversion_label: REWARD_MESSAGES.label,
} as const;

/** What a draft's reward lacks to be published: issues relative to the reward. */
export function adRewardProblems(rule: AdRewardDraft): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = REQUIRED_REWARD_FIELDS[rule.kind]
    .filter((field) => rule[field] === undefined)
    .map((field) => ({ path: [field], message: REWARD_FIELD_MESSAGES[field] }));
  if (rule.kind === 'tiered') {
    const tiers = rule.tiers ?? [];
    if (tiers.length === 0) problems.push({ path: ['tiers'], message: REWARD_MESSAGES.tierCount });
    tiers.forEach((t, i) => {
      if (t.min_plays === undefined)
        problems.push({ path: ['tiers', i, 'min_plays'], message: REWARD_MESSAGES.minPlays });
      if (t.amount_fen === undefined)
        problems.push({ path: ['tiers', i, 'amount_fen'], message: REWARD_MESSAGES.amount });
    });
  }
  return problems;
}

/** The complete rule of a draft reward, or null while it lacks something. */
export function completeReward(rule: AdRewardDraft | null): AdRewardRule | null {
  if (!rule) return null;
  const parsed = adReward.safeParse(rule);
  return parsed.success ? (parsed.data as AdRewardRule) : null;
}

// ---------------------------------------------------------------------------------------------
// The task form (§9)

const instant = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), message);

const idList = (max: number, tooMany: string, item: string, duplicate?: string) => {
  const list = z.array(id(item), { error: item }).max(max, tooMany);
  return duplicate ? list.refine(unique, duplicate) : list;
};

const DAY_MS = 86_400_000;

const adTaskFields = z.object({
  title: text('请填写任务名称', AD_TASK_LIMITS.titleMax, '任务名称不能超过 40 字'),
  advertiser_name: z
    .string({ error: '请填写广告主名称' })
    .trim()
    .max(AD_TASK_LIMITS.advertiserMax, '广告主名称不能超过 50 字')
    .default(''),
  type_id: id('请选择任务类型').nullable().default(null),
  cover: storedFileReference.nullable().default(null),
  brief: z
    .string({ error: '请填写任务说明' })
    .trim()
    .max(AD_TASK_LIMITS.briefMax, '任务说明不能超过 2000 字')
    .default(''),
  join_mode: z.enum(AD_JOIN_MODES, { error: '报名方式无效' }).default('open'),
  review_required: z.boolean({ error: '投稿审核只能为 true 或 false' }).default(true),
  required_tag: z.string({ error: '标签不存在' }).trim().max(50, '标签不存在').nullable().default(null),
  starts_at: instant('开始时间无效').nullable().default(null),
  ends_at: instant('结束时间无效').nullable().default(null),
  observe_days: intIn(0, AD_TASK_LIMITS.observeDaysMax, '数据观察期应为 0–30 天').default(7),
  max_participants: intIn(1, AD_TASK_LIMITS.participantsMax, '参与人数上限应为 1–100000')
    .nullable()
    .default(null),
  max_videos_per_creator: intIn(1, AD_TASK_LIMITS.videosPerCreatorMax, '每人投稿数应为 1–20 条').default(1),
  topic_ids: idList(AD_TASK_LIMITS.topicsMax, '最多选择 3 个任务话题', '话题无效', '话题不能重复').default(
    [],
  ),
  goods_ids: idList(AD_TASK_LIMITS.goodsMax, '最多关联 5 个商品', '商品无效', '商品不能重复').default([]),
  join_field_ids: idList(AD_TASK_LIMITS.fieldsMax, '最多选择 10 个字段', '字段无效').default([]),
  receipt_field_ids: idList(AD_TASK_LIMITS.fieldsMax, '最多选择 10 个字段', '字段无效').default([]),
  reward: adRewardDraft.nullable().default(null),
  metric_source: z.enum(AD_METRIC_SOURCES, { error: '数据来源无效' }).default('platform'),
  receipt_required: z.boolean({ error: '需要回执只能为 true 或 false' }).default(false),
  per_creator_cap_fen: z
    .number({ error: '每人奖励上限不能低于 ¥1.00' })
    .int(MONEY_INT)
    .min(100, '每人奖励上限不能低于 ¥1.00')
    .max(AD_TASK_LIMITS.budgetMaxFen, '每人奖励上限不能低于 ¥1.00')
    .nullable()
    .default(null),
  featured_bonus_fen: fenIn(
    0,
    AD_TASK_LIMITS.featuredBonusMaxFen,
    '优秀视频奖励应为 ¥0.00–¥10,000.00',
  ).default(0),
  featured_max: intIn(0, AD_TASK_LIMITS.featuredMax, '优秀视频数量应为 0–20 条').default(6),
  budget_fen: z
    .number({ error: '任务预算不能超过 ¥100,000,000.00' })
    .int(MONEY_INT)
    .max(AD_TASK_LIMITS.budgetMaxFen, '任务预算不能超过 ¥100,000,000.00')
    .nullable()
    .default(null),
});
type AdTaskFields = z.infer<typeof adTaskFields>;

/**
 * What every save checks (the window, cpa's source) and, when `publish`, what publishing needs
 * (§9: drafts need only the title). The minimum budget is the settings' and the tag an existing
 * one: the server checks those.
 */
export function adTaskProblems(
  input: AdTaskFields,
  publish: boolean,
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const add = (path: (string | number)[], message: string) => problems.push({ path, message });
  if (input.starts_at && input.ends_at) {
    const [starts, ends] = [Date.parse(input.starts_at), Date.parse(input.ends_at)];
    if (ends <= starts) add(['ends_at'], '结束时间必须晚于开始时间');
    else if (ends - starts > AD_TASK_LIMITS.durationDaysMax * DAY_MS)
      add(['ends_at'], '任务时长不能超过 90 天');
  }
  if (input.reward?.kind === 'cpa' && input.metric_source === 'platform') {
    add(['metric_source'], '按转化计费的任务必须使用回执数据');
  }
  if (!publish) return problems;
  if (!input.advertiser_name) add(['advertiser_name'], '请填写广告主名称');
  if (input.type_id === null) add(['type_id'], '请选择任务类型');
  if (input.cover === null) add(['cover'], '请上传任务封面');
  if (!input.brief) add(['brief'], '请填写任务说明');
  if (input.starts_at === null) add(['starts_at'], '开始时间无效');
  if (input.ends_at === null) add(['ends_at'], '结束时间无效');
  if (input.topic_ids.length === 0) add(['topic_ids'], '请至少选择 1 个任务话题');
  if (input.reward === null) add(['reward', 'kind'], REWARD_MESSAGES.kind);
  else
    for (const problem of adRewardProblems(input.reward)) add(['reward', ...problem.path], problem.message);
  return problems;
}

/** The task form: `publish: true` saves and publishes (everything checked), otherwise a draft. */
export const adTaskInput = adTaskFields
  .extend({ publish: z.boolean({ error: 'publish 只能为 true 或 false' }).default(false) })
  .superRefine((input, ctx) => {
    for (const problem of adTaskProblems(input, input.publish)) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
    }
  });
export type AdTaskInput = z.input<typeof adTaskInput>;
export type ParsedAdTaskInput = z.infer<typeof adTaskInput>;

/** An edit: the whole form and the version it was read at (optimistic lock). */
export const adTaskUpdate = adTaskFields
  .extend({ version: intIn(0, MAX_ID, '版本无效') })
  .superRefine((input, ctx) => {
    for (const problem of adTaskProblems(input, false)) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
    }
  });
export type AdTaskUpdate = z.input<typeof adTaskUpdate>;

/** Reasons of pause, cancel, decline, reject… (§9). */
export const adReason = text('请填写原因', 200, '原因不能超过 200 字');
export const adReasonBody = z.object({ reason: adReason });

// ---------------------------------------------------------------------------------------------
// Goods, topics, fields, types, settings

export const adGoodsInput = z.object({
  name: text('请填写商品名称', 60, '商品名称不能超过 60 字'),
  sku: z
    .string({ error: 'SKU 只能包含字母、数字、下划线和短横线' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'SKU 只能包含字母、数字、下划线和短横线'),
  cover: storedFileReference.nullable().default(null),
  price_fen: z
    .number({ error: '商品价格无效' })
    .int('商品价格无效')
    .min(0, '商品价格无效')
    .max(100_000_000, '商品价格无效'),
  link_url: httpsUrl('商品链接须以 https:// 开头').default(''),
  advertiser_name: z
    .string({ error: '广告主名称不能超过 50 字' })
    .trim()
    .max(AD_TASK_LIMITS.advertiserMax, '广告主名称不能超过 50 字')
    .default(''),
  status: z.enum(AD_GOODS_STATUSES, { error: '状态无效' }).default('on_sale'),
});
export type AdGoodsInput = z.input<typeof adGoodsInput>;

export const adGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  cover: z.string().nullable(),
  price_fen: z.number().int(),
  link_url: z.string(),
  advertiser_name: z.string(),
  status: z.enum(AD_GOODS_STATUSES),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
  /** Tasks that carry it. */
  task_count: z.number().int(),
});
export type AdGoods = z.infer<typeof adGoods>;

/** A topic name (the platform topics' rule): leading `#`/`＃` stripped, 1–20 characters. */
export const adTopicName = z
  .string({ error: '请填写话题名称' })
  .transform(topicDisplayName)
  .pipe(
    z
      .string()
      .min(1, { message: '请填写话题名称', abort: true })
      .max(20, { message: '话题名称不能超过 20 字', abort: true })
      .regex(/^[\p{Script=Han}A-Za-z0-9_]+$/u, '话题名称只能包含中文、字母、数字和下划线'),
  );

export const adTopicInput = z.object({
  name: adTopicName,
  description: z
    .string({ error: '话题描述不能超过 200 字' })
    .trim()
    .max(200, '话题描述不能超过 200 字')
    .default(''),
  enabled: z.boolean({ error: '启用状态无效' }).default(true),
});
export type AdTopicInput = z.input<typeof adTopicInput>;

export const adTopic = z.object({
  id: z.number().int(),
  name: z.string(),
  name_key: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
  task_count: z.number().int(),
});
export type AdTopic = z.infer<typeof adTopic>;

export const AD_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{1,31}$/;
const OPTIONS_MESSAGE = '下拉字段需要 2–20 个选项';
export const adFieldInput = z
  .object({
    key: z
      .string({ error: '字段标识须以小写字母开头，只含小写字母、数字和下划线（2–32 位）' })
      .trim()
      .regex(AD_FIELD_KEY_PATTERN, '字段标识须以小写字母开头，只含小写字母、数字和下划线（2–32 位）'),
    label: text('请填写字段名称', 20, '字段名称不能超过 20 字'),
    kind: z.enum(AD_FIELD_KINDS, { error: '字段类型无效' }),
    scope: z.enum(AD_FIELD_SCOPES, { error: '字段范围无效' }),
    required: z.boolean({ error: '必填只能为 true 或 false' }).default(false),
    options: z
      .array(z.string({ error: OPTIONS_MESSAGE }).trim().min(1, OPTIONS_MESSAGE).max(20, OPTIONS_MESSAGE), {
        error: OPTIONS_MESSAGE,
      })
      .max(20, OPTIONS_MESSAGE)
      .default([]),
    help: z.string({ error: '说明不能超过 100 字' }).trim().max(100, '说明不能超过 100 字').default(''),
    enabled: z.boolean({ error: '启用状态无效' }).default(true),
    position: intIn(0, 10_000, '排序无效').default(0),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'select' && (input.options.length < 2 || input.options.length > 20)) {
      ctx.addIssue({ code: 'custom', message: OPTIONS_MESSAGE, path: ['options'] });
    }
  });
export type AdFieldInput = z.input<typeof adFieldInput>;

export const adField = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  kind: z.enum(AD_FIELD_KINDS),
  scope: z.enum(AD_FIELD_SCOPES),
  required: z.boolean(),
  options: z.array(z.string()),
  help: z.string(),
  enabled: z.boolean(),
  position: z.number().int(),
  created_at: timestamp,
  task_count: z.number().int(),
});
export type AdField = z.infer<typeof adField>;

export const adTaskTypeInput = z.object({
  name: text('请填写类型名称', 10, '类型名称不能超过 10 字'),
  position: intIn(0, 10_000, '排序无效').default(0),
  enabled: z.boolean({ error: '启用状态无效' }).default(true),
});
export type AdTaskTypeInput = z.input<typeof adTaskTypeInput>;

export const adTaskType = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  enabled: z.boolean(),
  created_at: timestamp,
  task_count: z.number().int(),
});
export type AdTaskType = z.infer<typeof adTaskType>;

const THRESHOLD = '阈值无效';
export const adSettingsInput = z.object({
  /** An empty list is a refusal (202 至少启用一种奖励方式), not invalid input. */
  reward_kinds: z
    .array(z.enum(AD_REWARD_KINDS, { error: REWARD_MESSAGES.kind }), { error: REWARD_MESSAGES.kind })
    .max(AD_REWARD_KINDS.length, REWARD_MESSAGES.kind)
    .refine((kinds) => new Set(kinds).size === kinds.length, REWARD_MESSAGES.kind),
  min_budget_fen: fenIn(100, 10_000_000, '最低预算应为 ¥1.00–¥100,000.00'),
  default_observe_days: intIn(0, AD_TASK_LIMITS.observeDaysMax, '数据观察期应为 0–30 天'),
  featured_max_default: intIn(0, AD_TASK_LIMITS.featuredMax, '优秀视频数量应为 0–20 条'),
  engagement_min_plays: intIn(0, 10_000_000, THRESHOLD),
  min_like_permille: intIn(0, 1000, THRESHOLD),
  max_conversion_pct: intIn(1, 100, THRESHOLD),
});
export type AdSettingsInput = z.input<typeof adSettingsInput>;

export const adSettings = adSettingsInput.extend({
  reward_kinds: z.array(z.enum(AD_REWARD_KINDS)),
  updated_by: z.number().int().nullable(),
  updated_at: timestamp,
});
export type AdSettings = z.infer<typeof adSettings>;

/** What the task form picks from (GET /api/ad-tasks/options). */
export const adTaskOptions = z.object({
  types: z.array(z.object({ id: z.number().int(), name: z.string() })),
  topics: z.array(z.object({ id: z.number().int(), name: z.string() })),
  goods: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      sku: z.string(),
      cover: z.string().nullable(),
      price_fen: z.number().int(),
      advertiser_name: z.string(),
    }),
  ),
  fields: z.object({
    join: z.array(adField.omit({ created_at: true, task_count: true })),
    receipt: z.array(adField.omit({ created_at: true, task_count: true })),
  }),
  settings: adSettings,
  /** Admin tags a task may be restricted to. */
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdTaskOptions = z.infer<typeof adTaskOptions>;

// ---------------------------------------------------------------------------------------------
// Answers and receipts (the creator side's inputs, shared with the console's forms)

/** A join or receipt field as the answers are checked against it. */
export interface AdFieldRule {
  key: string;
  label: string;
  kind: AdFieldKind;
  required: boolean;
  options: readonly string[];
}

export const AD_ANSWER_MAX = 200;

/**
 * The answers to a task's fields (`{[field key]: value}`): required → 请填写{label}; number →
 * {label}须为数字; url → {label}须为有效链接; select → {label}选项无效; ≤ 200 → {label}不能超过 200 字;
 * image → a stored file reference. Keys of no field are dropped.
 */
export function adAnswers(fields: readonly AdFieldRule[]) {
  return z
    .record(z.string(), z.string({ error: '回答格式不正确' }).trim(), { error: '回答格式不正确' })
    .default({})
    .superRefine((answers, ctx) => {
      for (const field of fields) {
        const value = answers[field.key] ?? '';
        const issue = (message: string) => ctx.addIssue({ code: 'custom', message, path: [field.key] });
        if (value === '') {
          if (field.required) issue(`请填写${field.label}`);
          continue;
        }
        if (value.length > AD_ANSWER_MAX) issue(`${field.label}不能超过 200 字`);
        else if (field.kind === 'number' && !/^-?\d+(\.\d+)?$/.test(value)) issue(`${field.label}须为数字`);
        else if (field.kind === 'url' && !/^https?:\/\/\S+$/.test(value)) issue(`${field.label}须为有效链接`);
        else if (field.kind === 'select' && !field.options.includes(value)) issue(`${field.label}选项无效`);
        else if (field.kind === 'image' && !storedFileReference.safeParse(value).success)
          issue('文件引用无效');
      }
    })
    .transform((answers) =>
      Object.fromEntries(
        fields.filter((f) => (answers[f.key] ?? '') !== '').map((f) => [f.key, answers[f.key]!]),
      ),
    );
}

const count = z
  .number({ error: '数量必须是整数' })
  .int('数量必须是整数')
  .min(0, '数量不能为负数')
  .max(MAX_ID, '数量必须是整数');

export const adReceiptFields = z.object({
  claimed_plays: count.nullable().default(null),
  claimed_conversions: count.nullable().default(null),
  link: z
    .string({ error: '链接须以 https:// 开头' })
    .trim()
    .max(500, '链接须以 https:// 开头')
    .refine((value) => value === '' || /^https:\/\/\S+$/.test(value), '链接须以 https:// 开头')
    .default(''),
  images: z.array(storedFileReference, { error: '文件引用无效' }).max(9, '最多上传 9 张图片').default([]),
  note: z.string({ error: '备注不能超过 500 字' }).trim().max(500, '备注不能超过 500 字').default(''),
  answers: z.record(z.string(), z.string()).default({}),
});
export const adReceiptInput = adReceiptFields.extend({ submission_id: id('请选择投稿') });
export type AdReceiptInput = z.input<typeof adReceiptInput>;

/**
 * A receipt for a task: its receipt fields' answers checked, and ≥ 1 image or a link when the task
 * requires receipts (请上传截图或填写数据链接).
 */
export function adReceiptFor(task: { receipt_required: boolean }, fields: readonly AdFieldRule[]) {
  const answers = adAnswers(fields);
  return adReceiptFields.extend({ answers }).superRefine((input, ctx) => {
    if (task.receipt_required && input.images.length === 0 && input.link === '') {
      ctx.addIssue({ code: 'custom', message: '请上传截图或填写数据链接', path: ['images'] });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Missions (§9)

export const missionInput = z
  .object({
    title: text('请填写任务名称', 30, '任务名称不能超过 30 字'),
    description: z
      .string({ error: '任务描述不能超过 200 字' })
      .trim()
      .max(200, '任务描述不能超过 200 字')
      .default(''),
    kind: z.enum(MISSION_KINDS, { error: '任务类型无效' }),
    target: intIn(1, 1_000_000, '目标值应为 1–1000000'),
    topic: adTopicName.nullable().default(null),
    period: z.enum(MISSION_PERIODS, { error: '周期无效' }),
    reward_fen: fenIn(1, 10_000, '单次奖励应为 ¥0.01–¥100.00'),
    budget_fen: z
      .number({ error: '预算不能低于单次奖励' })
      .int(MONEY_INT)
      .max(AD_TASK_LIMITS.budgetMaxFen, '预算不能低于单次奖励'),
    starts_at: instant('开始时间无效').nullable().default(null),
    ends_at: instant('结束时间无效').nullable().default(null),
  })
  .superRefine((input, ctx) => {
    if (input.budget_fen < input.reward_fen) {
      ctx.addIssue({ code: 'custom', message: '预算不能低于单次奖励', path: ['budget_fen'] });
    }
    if (input.starts_at && input.ends_at) {
      const [starts, ends] = [Date.parse(input.starts_at), Date.parse(input.ends_at)];
      if (ends <= starts)
        ctx.addIssue({ code: 'custom', message: '结束时间必须晚于开始时间', path: ['ends_at'] });
      else if (ends - starts > AD_TASK_LIMITS.durationDaysMax * DAY_MS) {
        ctx.addIssue({ code: 'custom', message: '任务时长不能超过 90 天', path: ['ends_at'] });
      }
    }
  });
export type MissionInput = z.input<typeof missionInput>;

export const missionSettingsInput = z.object({
  monthly_budget_fen: z
    .number({ error: '金额无效' })
    .int('金额无效')
    .min(0, '金额无效')
    .max(AD_TASK_LIMITS.budgetMaxFen, '金额无效'),
  per_user_monthly_cap_fen: z
    .number({ error: '金额无效' })
    .int('金额无效')
    .min(1, '金额无效')
    .max(AD_TASK_LIMITS.budgetMaxFen, '金额无效'),
  enabled_kinds: z
    .array(z.enum(MISSION_KINDS, { error: '任务类型无效' }), { error: '至少启用一种任务类型' })
    .min(1, '至少启用一种任务类型'),
});
export type MissionSettingsInput = z.input<typeof missionSettingsInput>;

// ---------------------------------------------------------------------------------------------
// Staff configuration endpoints

const manage = needs('sem:manage');
const tag = 'sem';

export const adGoodsList = defineEndpoint({
  method: 'GET',
  path: '/api/ad-goods',
  summary: 'Ad goods, newest first, by keyword (name, SKU, advertiser) and status',
  tag,
  access: manage,
  query: pageQuery.extend({
    q: keyword,
    status: z.enum(AD_GOODS_STATUSES, { error: '状态无效' }).optional(),
  }),
  response: listOf(adGoods),
});
export const createAdGoods = defineEndpoint({
  method: 'POST',
  path: '/api/ad-goods',
  summary: 'Add ad goods (SKU unique)',
  tag,
  access: manage,
  body: adGoodsInput,
  response: adGoods,
});
export const updateAdGoods = defineEndpoint({
  method: 'PUT',
  path: '/api/ad-goods/{id}',
  summary: 'Change ad goods, or put them on or off sale',
  tag,
  access: manage,
  params: idParam,
  body: adGoodsInput,
  response: adGoods,
});
export const deleteAdGoods = defineEndpoint({
  method: 'DELETE',
  path: '/api/ad-goods/{id}',
  summary: 'Delete ad goods no task carries',
  tag,
  access: manage,
  params: idParam,
  response: z.null(),
});

export const adTopics = defineEndpoint({
  method: 'GET',
  path: '/api/ad-topics',
  summary: 'Ad topics, newest first, by keyword and enabled',
  tag,
  access: manage,
  query: pageQuery.extend({
    q: keyword,
    enabled: z.coerce.number<number>({ error: '参数无效' }).pipe(flag).optional(),
  }),
  response: listOf(adTopic),
});
export const createAdTopic = defineEndpoint({
  method: 'POST',
  path: '/api/ad-topics',
  summary: 'Add an ad topic (names matched by their normalised key)',
  tag,
  access: manage,
  body: adTopicInput,
  response: adTopic,
});
export const updateAdTopic = defineEndpoint({
  method: 'PUT',
  path: '/api/ad-topics/{id}',
  summary: 'Rename, describe, enable or disable an ad topic',
  tag,
  access: manage,
  params: idParam,
  body: adTopicInput,
  response: adTopic,
});
export const deleteAdTopic = defineEndpoint({
  method: 'DELETE',
  path: '/api/ad-topics/{id}',
  summary: 'Delete an ad topic no task uses',
  tag,
  access: manage,
  params: idParam,
  response: z.null(),
});

export const adFields = defineEndpoint({
  method: 'GET',
  path: '/api/ad-fields',
  summary: 'Join and receipt fields, by scope then position',
  tag,
  access: manage,
  query: pageQuery.extend({ scope: z.enum(AD_FIELD_SCOPES, { error: '字段范围无效' }).optional() }),
  response: listOf(adField),
});
export const createAdField = defineEndpoint({
  method: 'POST',
  path: '/api/ad-fields',
  summary: 'Add a join or receipt field (key unique)',
  tag,
  access: manage,
  body: adFieldInput,
  response: adField,
});
export const updateAdField = defineEndpoint({
  method: 'PUT',
  path: '/api/ad-fields/{id}',
  summary: 'Change a join or receipt field',
  tag,
  access: manage,
  params: idParam,
  body: adFieldInput,
  response: adField,
});
export const deleteAdField = defineEndpoint({
  method: 'DELETE',
  path: '/api/ad-fields/{id}',
  summary: 'Delete a field no task uses',
  tag,
  access: manage,
  params: idParam,
  response: z.null(),
});

export const adTaskTypes = defineEndpoint({
  method: 'GET',
  path: '/api/ad-task-types',
  summary: 'Task types in their order',
  tag,
  access: manage,
  query: pageQuery,
  response: listOf(adTaskType),
});
export const createAdTaskType = defineEndpoint({
  method: 'POST',
  path: '/api/ad-task-types',
  summary: 'Add a task type (name unique)',
  tag,
  access: manage,
  body: adTaskTypeInput,
  response: adTaskType,
});
export const updateAdTaskType = defineEndpoint({
  method: 'PUT',
  path: '/api/ad-task-types/{id}',
  summary: 'Rename, reorder, enable or disable a task type',
  tag,
  access: manage,
  params: idParam,
  body: adTaskTypeInput,
  response: adTaskType,
});
export const deleteAdTaskType = defineEndpoint({
  method: 'DELETE',
  path: '/api/ad-task-types/{id}',
  summary: 'Delete a task type no task uses',
  tag,
  access: manage,
  params: idParam,
  response: z.null(),
});

export const adSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ad-settings',
  summary: 'Ad task settings: enabled reward kinds, minimum budget, defaults and anomaly thresholds',
  tag,
  access: manage,
  response: adSettings,
});
export const updateAdSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/ad-settings',
  summary: 'Change the ad task settings (at least one reward kind stays enabled)',
  tag,
  access: manage,
  body: adSettingsInput,
  response: adSettings,
});

export const adTaskOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ad-tasks/options',
  summary:
    'What the task form picks from: enabled types, topics and fields, goods on sale, settings, admin tags',
  tag,
  access: manage,
  response: adTaskOptions,
});

export const adTaskEndpoints = {
  adGoodsList,
  createAdGoods,
  updateAdGoods,
  deleteAdGoods,
  adTopics,
  createAdTopic,
  updateAdTopic,
  deleteAdTopic,
  adFields,
  createAdField,
  updateAdField,
  deleteAdField,
  adTaskTypes,
  createAdTaskType,
  updateAdTaskType,
  deleteAdTaskType,
  adSettings: adSettingsEndpoint,
  updateAdSettings,
  adTaskOptions: adTaskOptionsEndpoint,
};

/** Task statuses and phases, re-exported beside the schemas for the wire. */
export const adTaskStatus = z.enum(AD_TASK_STATUSES);
export const adTaskPhaseSchema = z.enum(AD_TASK_PHASES);

// ---------------------------------------------------------------------------------------------
// Tasks (§5, §8): the staff list, form, detail, transitions, participants and their decisions

export const AD_PARTICIPATION_STATUSES = ['applied', 'joined', 'declined', 'quit', 'removed'] as const;
export type AdParticipationStatus = (typeof AD_PARTICIPATION_STATUSES)[number];
export const AD_PARTICIPATION_STATUS_LABELS: Record<AdParticipationStatus, string> = {
  applied: '报名审核中',
  joined: '已参与',
  declined: '未通过',
  quit: '已退出',
  removed: '已移出',
};

export const AD_SUBMISSION_STATUSES = [
  'pending_review',
  'approved',
  'rejected',
  'withdrawn',
  'held',
  'invalidated',
  'planned',
  'settled',
] as const;
export type AdSubmissionStatus = (typeof AD_SUBMISSION_STATUSES)[number];

/** Refusals of the task endpoints (§8), word for word. */
export const AD_TASK_REFUSALS = {
  topicsUnavailable: '所选话题不存在或已停用',
  goodsUnavailable: '所选商品不存在或已下架',
  typeDisabled: '该任务类型已停用',
  rewardKindDisabled: '该奖励方式已停用',
  budgetTooSmall: '预算不足以支付一条投稿的奖励',
  stale: '任务已被他人修改，请刷新后重试',
  started: '任务已开始，仅可修改说明、封面、结束时间（延长）、预算（追加）和人数上限',
  ended: '任务已结束，不能修改',
  budgetBelowUsed: '预算不能低于已结算与结算中金额之和',
  publishDraftOnly: '只有草稿可以发布',
  startPassed: '开始时间已过，请重新设置',
  pauseRunningOnly: '只有进行中的任务可以暂停',
  resumePausedOnly: '只有已暂停的任务可以恢复',
  resumeEnded: '任务已结束，不能恢复',
  cancelSettled: '任务已有结算记录，不能取消',
  settling: '该任务正在结算中',
  /** Not in §8: a draft is deleted, a cancelled or settled task stays as it is. */
  cancelNotAllowed: '当前状态不能取消',
  deleteDraftOnly: '只有草稿可以删除',
  participationDecided: '该报名已处理',
  full: '参与人数已满',
  removeJoinedOnly: '只能移出已参与的创作者',
  participationMissing: '记录不存在',
  /** The reason written on what a cancellation or a removal invalidates. */
  cancelledReason: '任务已取消',
  removedReason: '已被移出任务',
} as const;

/** The fields of the form, in its order: what `locked_fields` names. */
export const AD_TASK_INPUT_FIELDS = Object.keys(adTaskFields.shape) as (keyof AdTaskFields)[];
/** What a started task still lets staff change (§8); ends_at only later, budget only up. */
export const AD_TASK_EDITABLE_WHEN_STARTED = [
  'brief',
  'cover',
  'ends_at',
  'budget_fen',
  'max_participants',
] as const satisfies readonly (keyof AdTaskFields)[];

export const AD_TASK_SORTS = ['created_at', 'starts_at', 'ends_at', 'budget_fen'] as const;

const participantCounts = z.object(
  Object.fromEntries(AD_PARTICIPATION_STATUSES.map((s) => [s, z.number().int()])) as Record<
    AdParticipationStatus,
    z.ZodNumber
  >,
);
const submissionCounts = z.object(
  Object.fromEntries(AD_SUBMISSION_STATUSES.map((s) => [s, z.number().int()])) as Record<
    AdSubmissionStatus,
    z.ZodNumber
  >,
);
export type AdSubmissionCounts = z.infer<typeof submissionCounts>;
export type AdParticipantCounts = z.infer<typeof participantCounts>;

const rewardShown = z.object({
  kind: z.enum(AD_REWARD_KINDS),
  amount_fen: z.number().int().optional(),
  cpm_fen: z.number().int().optional(),
  min_plays: z.number().int().optional(),
  cap_fen: z.number().int().optional(),
  cpa_fen: z.number().int().optional(),
  conversion_label: z.string().optional(),
  tiers: z
    .array(z.object({ min_plays: z.number().int().optional(), amount_fen: z.number().int().optional() }))
    .optional(),
});

/** A row of /sem/index. */
export const adTaskRow = z.object({
  id: z.number().int(),
  title: z.string(),
  advertiser_name: z.string(),
  type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  cover: z.string().nullable(),
  status: adTaskStatus,
  phase: adTaskPhaseSchema,
  reward: rewardShown.nullable(),
  reward_kind: z.enum(AD_REWARD_KINDS).nullable(),
  reward_max_fen: z.number().int().nullable(),
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  settle_after: timestamp.nullable(),
  max_participants: z.number().int().nullable(),
  participant_count: z.number().int(),
  submission_count: z.number().int(),
  participants: participantCounts,
  submissions: submissionCounts,
  budget_fen: z.number().int().nullable(),
  reserved_fen: z.number().int(),
  settled_fen: z.number().int(),
  /** Featured submissions (approved, planned or settled) and example videos (/sem/best, /sem/example). */
  featured_count: z.number().int(),
  featured_max: z.number().int(),
  featured_bonus_fen: z.number().int(),
  example_count: z.number().int(),
  created_at: timestamp,
  published_at: timestamp.nullable(),
});
export type AdTaskRow = z.infer<typeof adTaskRow>;

const fieldBrief = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  kind: z.enum(AD_FIELD_KINDS),
  required: z.boolean(),
  options: z.array(z.string()),
});

/**
 * A task as the form and the drawer read it: every input field under its input name (a detail sent
 * back with its `version` is a valid PUT), then what is derived and counted.
 */
export const adTaskDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  advertiser_name: z.string(),
  type_id: z.number().int().nullable(),
  cover: z.string().nullable(),
  brief: z.string(),
  join_mode: z.enum(AD_JOIN_MODES),
  review_required: z.boolean(),
  required_tag: z.string().nullable(),
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  observe_days: z.number().int(),
  max_participants: z.number().int().nullable(),
  max_videos_per_creator: z.number().int(),
  topic_ids: z.array(z.number().int()),
  goods_ids: z.array(z.number().int()),
  join_field_ids: z.array(z.number().int()),
  receipt_field_ids: z.array(z.number().int()),
  reward: rewardShown.nullable(),
  metric_source: z.enum(AD_METRIC_SOURCES),
  receipt_required: z.boolean(),
  per_creator_cap_fen: z.number().int().nullable(),
  featured_bonus_fen: z.number().int(),
  featured_max: z.number().int(),
  budget_fen: z.number().int().nullable(),
  version: z.number().int(),
  status: adTaskStatus,
  phase: adTaskPhaseSchema,
  settle_after: timestamp.nullable(),
  /** Input fields a PUT must send unchanged (the form disables them: 任务已开始，不能修改). */
  locked_fields: z.array(z.string()),
  type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  topics: z.array(z.object({ id: z.number().int(), name: z.string() })),
  goods: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      sku: z.string(),
      cover: z.string().nullable(),
      price_fen: z.number().int(),
      status: z.enum(AD_GOODS_STATUSES),
    }),
  ),
  join_fields: z.array(fieldBrief),
  receipt_fields: z.array(fieldBrief),
  examples: z.array(
    z.object({
      video_id: z.number().int(),
      title: z.string(),
      cover: z.string(),
      position: z.number().int(),
    }),
  ),
  featured: z.array(
    z.object({
      submission_id: z.number().int(),
      video_title: z.string(),
      user_id: z.number().int(),
      position: z.number().int().nullable(),
    }),
  ),
  figures: z.object({
    reserved_fen: z.number().int(),
    settled_fen: z.number().int(),
    /** budget − settled − reserved (0 while a draft has no budget). */
    remaining_fen: z.number().int(),
    participant_count: z.number().int(),
    submission_count: z.number().int(),
    participants: participantCounts,
    submissions: submissionCounts,
  }),
  pause_reason: z.string(),
  cancel_reason: z.string(),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  published_at: timestamp.nullable(),
});
export type AdTaskDetail = z.infer<typeof adTaskDetail>;

/** A participant of a task (/sem/index drawer, 参与者). */
export const adParticipant = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  user: userBrief,
  status: z.enum(AD_PARTICIPATION_STATUSES),
  answers: z.array(
    z.object({ field_id: z.number().int(), key: z.string(), label: z.string(), value: z.string() }),
  ),
  reason: z.string(),
  submissions: submissionCounts,
  decided_by: z.number().int().nullable(),
  decided_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdParticipant = z.infer<typeof adParticipant>;

export const AD_PARTICIPATION_DECISIONS = ['approve', 'decline', 'remove'] as const;
export const adParticipationDecision = z
  .object({
    decision: z.enum(AD_PARTICIPATION_DECISIONS, { error: '操作无效' }),
    reason: z.string({ error: '请填写原因' }).trim().max(200, '原因不能超过 200 字').default(''),
  })
  .superRefine((input, ctx) => {
    if (input.decision !== 'approve' && input.reason === '') {
      ctx.addIssue({ code: 'custom', message: '请填写原因', path: ['reason'] });
    }
  });
export type AdParticipationDecision = z.input<typeof adParticipationDecision>;

export const adTaskListQuery = pageQuery
  .extend({
    q: keyword,
    phase: z.enum(AD_TASK_PHASES, { error: '状态无效' }).optional(),
    type_id: queryId('类型无效').optional(),
    reward_kind: z.enum(AD_REWARD_KINDS, { error: '奖励方式无效' }).optional(),
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
    sort: z.enum(AD_TASK_SORTS, { error: '排序字段无效' }).default('created_at'),
    order: z.enum(['asc', 'desc'], { error: '排序方向无效' }).default('desc'),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: '开始日期不能晚于结束日期',
    path: ['end_date'],
  });
export type AdTaskListQuery = z.input<typeof adTaskListQuery>;

export const adTaskList = defineEndpoint({
  method: 'GET',
  path: '/api/ad-tasks',
  summary:
    'Ad tasks by keyword (title, advertiser), phase, type, reward kind and creation days, with counts by status and the budget figures',
  tag,
  access: manage,
  query: adTaskListQuery,
  response: listOf(adTaskRow),
});
export const createAdTask = defineEndpoint({
  method: 'POST',
  path: '/api/ad-tasks',
  summary: 'Create an ad task: a draft (only the title needed) or, with `publish`, published at once',
  tag,
  access: manage,
  body: adTaskInput,
  response: adTaskDetail,
});
export const adTaskDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ad-tasks/{id}',
  summary: 'One ad task: its form, phase, locked fields, topics, goods, fields and figures',
  tag,
  access: manage,
  params: idParam,
  response: adTaskDetail,
});
export const updateAdTask = defineEndpoint({
  method: 'PUT',
  path: '/api/ad-tasks/{id}',
  summary:
    'Save the whole form at the version it was read (a started task: brief, cover, later end, higher budget, cap)',
  tag,
  access: manage,
  params: idParam,
  body: adTaskUpdate,
  response: adTaskDetail,
});
export const publishAdTask = defineEndpoint({
  method: 'POST',
  path: '/api/ad-tasks/{id}/publish',
  summary: 'Publish a draft (everything checked; topic names snapshot)',
  tag,
  access: manage,
  params: idParam,
  response: adTaskDetail,
});
export const pauseAdTask = defineEndpoint({
  method: 'POST',
  path: '/api/ad-tasks/{id}/pause',
  summary: 'Pause a running task, with a reason',
  tag,
  access: manage,
  params: idParam,
  body: adReasonBody,
  response: adTaskDetail,
});
export const resumeAdTask = defineEndpoint({
  method: 'POST',
  path: '/api/ad-tasks/{id}/resume',
  summary: 'Resume a paused task before its end',
  tag,
  access: manage,
  params: idParam,
  response: adTaskDetail,
});
export const cancelAdTask = defineEndpoint({
  method: 'POST',
  path: '/api/ad-tasks/{id}/cancel',
  summary:
    'Cancel a task nothing was settled from: open participations declined, unsettled submissions invalidated, participants told',
  tag,
  access: manage,
  params: idParam,
  body: adReasonBody,
  response: adTaskDetail,
});
export const deleteAdTask = defineEndpoint({
  method: 'DELETE',
  path: '/api/ad-tasks/{id}',
  summary: 'Delete a draft',
  tag,
  access: manage,
  params: idParam,
  response: z.null(),
});
export const adTaskParticipants = defineEndpoint({
  method: 'GET',
  path: '/api/ad-tasks/{id}/participants',
  summary: 'Participants of a task by status and keyword (name, username), with their submissions by status',
  tag,
  access: manage,
  params: idParam,
  query: pageQuery.extend({
    q: keyword,
    status: z.enum(AD_PARTICIPATION_STATUSES, { error: '状态无效' }).optional(),
  }),
  response: listOf(adParticipant),
});
export const decideAdParticipation = defineEndpoint({
  method: 'POST',
  path: '/api/ad-participations/{id}/decision',
  summary:
    'Approve or decline an application, or remove a participant (their unplanned submissions invalidated)',
  tag,
  access: manage,
  params: idParam,
  body: adParticipationDecision,
  response: adParticipant,
});

export const adTaskCrudEndpoints = {
  adTaskList,
  createAdTask,
  adTaskDetail: adTaskDetailEndpoint,
  updateAdTask,
  publishAdTask,
  pauseAdTask,
  resumeAdTask,
  cancelAdTask,
  deleteAdTask,
  adTaskParticipants,
  decideAdParticipation,
};
