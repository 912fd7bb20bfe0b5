import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { CERTIFICATION_TYPES } from './certification.js';
import { idParam, MAX_ID, queryId, timestamp } from './common.js';

/**
 * Certification settings (admin.md §6.10): the categories and items of the identity and interest
 * certifications, and the basic conditions (rules) of all five types, checked on submission.
 */

/** The certifications whose items live in categories. */
export const CATEGORY_TYPES = ['identity', 'interest'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export const CERTIFICATION_TYPE_LABELS = {
  personal: '实名认证',
  enterprise: '企业认证',
  mcn: 'MCN认证',
  identity: '身份认证',
  interest: '兴趣认证',
} as const satisfies Record<(typeof CERTIFICATION_TYPES)[number], string>;

const TYPE_INVALID = '认证类型无效';
const categoryType = z.enum(CATEGORY_TYPES, { error: TYPE_INVALID });
const anyType = z.enum(CERTIFICATION_TYPES, { error: TYPE_INVALID });

export const CERTIFICATION_SETTING_LIMITS = {
  categoryName: 10,
  itemName: 20,
  itemDescription: 200,
  conditions: 10,
  condition: 50,
  notice: 500,
} as const;

/** A `true`/`false` (or 1/0) flag that arrives in a query string. */
const queryFlag = z
  .union([z.boolean(), z.literal(['true', 'false', '1', '0'])], { error: '状态无效' })
  .transform((value) => value === true || value === 'true' || value === '1');

// ——— categories ———

export const certificationSettingCategory = z.object({
  id: z.number().int(),
  type: z.enum(CATEGORY_TYPES),
  name: z.string(),
  position: z.number().int(),
  /** How many items the category holds (enabled or not). */
  item_count: z.number().int(),
});
export type CertificationSettingCategory = z.infer<typeof certificationSettingCategory>;

export const categoryName = z
  .string({ error: '请填写分类名称' })
  .trim()
  .min(1, '请填写分类名称')
  .max(CERTIFICATION_SETTING_LIMITS.categoryName, '分类名称不能超过 10 字');

export const certificationCategoryInput = z.object({ type: categoryType, name: categoryName });
export type CertificationCategoryInput = z.input<typeof certificationCategoryInput>;

export const settingCategories = defineEndpoint({
  method: 'GET',
  path: '/api/certification/settings/categories',
  summary: 'The identity or interest certification categories, in order, with their item counts',
  tag: 'certification',
  access: needs('certification:configure'),
  query: z.object({ type: categoryType }),
  response: z.array(certificationSettingCategory),
});

export const createSettingCategory = defineEndpoint({
  method: 'POST',
  path: '/api/certification/settings/categories',
  summary: 'Add a category (last in its type)',
  tag: 'certification',
  access: needs('certification:configure'),
  body: certificationCategoryInput,
  response: certificationSettingCategory,
});

export const renameSettingCategory = defineEndpoint({
  method: 'PUT',
  path: '/api/certification/settings/categories/{id}',
  summary: 'Rename a category',
  tag: 'certification',
  access: needs('certification:configure'),
  params: idParam,
  body: z.object({ name: categoryName }),
  response: certificationSettingCategory,
});

export const deleteSettingCategory = defineEndpoint({
  method: 'DELETE',
  path: '/api/certification/settings/categories/{id}',
  summary: 'Remove an empty category (202 while it holds items)',
  tag: 'certification',
  access: needs('certification:configure'),
  params: idParam,
  response: z.null(),
});

export const orderSettingCategories = defineEndpoint({
  method: 'PUT',
  path: '/api/certification/settings/categories/order',
  summary: 'Reorder the categories of a type: `ids` is every category of the type, in the new order',
  tag: 'certification',
  access: needs('certification:configure'),
  body: z.object({
    type: categoryType,
    ids: z
      .array(z.number({ error: '分类 id 无效' }).int().positive('分类 id 无效').max(MAX_ID, '分类 id 无效'), {
        error: '请提供分类顺序',
      })
      .min(1, '请提供分类顺序')
      .max(200, '分类过多'),
  }),
  response: z.array(certificationSettingCategory),
});

// ——— items ———

export const certificationSettingItem = z.object({
  id: z.number().int(),
  type: z.enum(CATEGORY_TYPES),
  category_id: z.number().int(),
  category_name: z.string(),
  name: z.string(),
  description: z.string(),
  conditions: z.array(z.string()),
  enabled: z.boolean(),
  /** Applications under review / approved that name the item. */
  pending_count: z.number().int(),
  approved_count: z.number().int(),
  updated_at: timestamp,
});
export type CertificationSettingItem = z.infer<typeof certificationSettingItem>;

export const certificationItemInput = z.object({
  category_id: z
    .number({ error: '请选择所属分类' })
    .int('请选择所属分类')
    .positive('请选择所属分类')
    .max(MAX_ID, '请选择所属分类'),
  name: z
    .string({ error: '请填写认证名称' })
    .trim()
    .min(1, '请填写认证名称')
    .max(CERTIFICATION_SETTING_LIMITS.itemName, '认证名称不能超过 20 字'),
  description: z
    .string({ error: '请填写认证说明' })
    .trim()
    .min(1, '请填写认证说明')
    .max(CERTIFICATION_SETTING_LIMITS.itemDescription, '认证说明不能超过 200 字'),
  conditions: z
    .array(
      z
        .string({ error: '请填写认证条件' })
        .trim()
        .max(CERTIFICATION_SETTING_LIMITS.condition, '每条认证条件不能超过 50 字'),
      { error: '请至少填写一条认证条件' },
    )
    // Blank lines are dropped, not refused: a textarea's trailing newline is no condition.
    .transform((lines) => lines.filter((line) => line.length > 0))
    .pipe(
      z
        .array(z.string())
        .min(1, '请至少填写一条认证条件')
        .max(CERTIFICATION_SETTING_LIMITS.conditions, '认证条件最多 10 条'),
    ),
  enabled: z.boolean({ error: '启用状态无效' }).default(true),
});
export type CertificationItemInput = z.input<typeof certificationItemInput>;

export const settingItems = defineEndpoint({
  method: 'GET',
  path: '/api/certification/settings/items',
  summary: 'The items of a type (disabled ones too), with their pending and approved application counts',
  tag: 'certification',
  access: needs('certification:configure'),
  query: pageQuery.extend({
    type: categoryType,
    category_id: queryId('分类 id 无效').optional(),
    enabled: queryFlag.optional(),
    keyword: z.string().trim().max(50, '关键词不能超过 50 字').optional(),
  }),
  response: listOf(certificationSettingItem),
});

export const createSettingItem = defineEndpoint({
  method: 'POST',
  path: '/api/certification/settings/items',
  summary: 'Add an item to a category',
  tag: 'certification',
  access: needs('certification:configure'),
  body: certificationItemInput,
  response: certificationSettingItem,
});

export const updateSettingItem = defineEndpoint({
  method: 'PUT',
  path: '/api/certification/settings/items/{id}',
  summary: 'Change an item (its category must be of the same type)',
  tag: 'certification',
  access: needs('certification:configure'),
  params: idParam,
  body: certificationItemInput,
  response: certificationSettingItem,
});

export const deleteSettingItem = defineEndpoint({
  method: 'DELETE',
  path: '/api/certification/settings/items/{id}',
  summary: 'Remove an item no application names (202 otherwise: disable it instead)',
  tag: 'certification',
  access: needs('certification:configure'),
  params: idParam,
  response: z.null(),
});

export const setSettingItemStatus = defineEndpoint({
  method: 'POST',
  path: '/api/certification/settings/items/{id}/status',
  summary: 'Enable or disable an item: a disabled one is hidden from applicants and refused on submit',
  tag: 'certification',
  access: needs('certification:configure'),
  params: idParam,
  body: z.object({ enabled: z.boolean({ error: '启用状态无效' }) }),
  response: certificationSettingItem,
});

// ——— rules ———

const rangeInt = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const certificationRuleFields = z.object({
  open: z.boolean({ error: '开放状态无效' }),
  require_real_name: z.boolean({ error: '实名要求无效' }),
  require_enterprise: z.boolean({ error: '企业认证要求无效' }),
  min_fans: rangeInt(0, 100_000_000, '最低粉丝数应为 0–100000000'),
  posts_window_days: rangeInt(1, 365, '统计天数应为 1–365'),
  min_posts: rangeInt(0, 1000, '作品数应为 0–1000'),
  min_account_days: rangeInt(0, 3650, '注册天数应为 0–3650'),
  reapply_cooldown_days: rangeInt(0, 30, '间隔天数应为 0–30'),
  notice: z
    .string({ error: '申请须知无效' })
    .trim()
    .max(CERTIFICATION_SETTING_LIMITS.notice, '申请须知不能超过 500 字'),
});
export type CertificationRuleFields = z.infer<typeof certificationRuleFields>;

export const certificationRule = certificationRuleFields.extend({
  type: z.enum(CERTIFICATION_TYPES),
  version: z.number().int(),
  updated_at: timestamp,
});
export type CertificationRule = z.infer<typeof certificationRule>;

export const settingRules = defineEndpoint({
  method: 'GET',
  path: '/api/certification/settings/rules',
  summary: 'The basic conditions of the five certification types',
  tag: 'certification',
  access: needs('certification:configure'),
  response: z.array(certificationRule),
});

const typeParam = z.object({ type: anyType });

export const updateSettingRule = defineEndpoint({
  method: 'PUT',
  path: '/api/certification/settings/rules/{type}',
  summary: 'Change the basic conditions of a type; `version` must be the one read (202 otherwise)',
  tag: 'certification',
  access: needs('certification:configure'),
  params: typeParam,
  body: certificationRuleFields.extend({
    version: z.number({ error: '请刷新后重试' }).int('请刷新后重试').min(1, '请刷新后重试').max(MAX_ID),
  }),
  response: certificationRule,
});

// ——— applicants ———

export const ELIGIBILITY_CHECK_KEYS = [
  'real_name',
  'enterprise',
  'fans',
  'posts',
  'account_age',
  'cooldown',
] as const;
export type EligibilityCheckKey = (typeof ELIGIBILITY_CHECK_KEYS)[number];

export const eligibilityCheck = z.object({
  key: z.enum(ELIGIBILITY_CHECK_KEYS),
  /** zh-CN, e.g. `粉丝数不少于 1000`. */
  label: z.string(),
  /** The threshold: true for a certification required first, a number otherwise. */
  required: z.union([z.boolean(), z.number().int()]),
  /** The applicant's value; for the cooldown, the days left to wait (0 when none). */
  current: z.union([z.boolean(), z.number().int()]),
  met: z.boolean(),
});
export type EligibilityCheck = z.infer<typeof eligibilityCheck>;

export const certificationEligibility = z.object({
  type: z.enum(CERTIFICATION_TYPES),
  open: z.boolean(),
  notice: z.string(),
  /** Only the conditions the type's rule sets, in the order submission checks them. */
  checks: z.array(eligibilityCheck),
  /** The message a submission would be refused with now (the first unmet condition), or null. */
  refusal: z.string().nullable(),
});
export type CertificationEligibility = z.infer<typeof certificationEligibility>;

export const certificationEligibilityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/certification_rules/{type}/eligibility',
  summary: "The caller's standing against a type's basic conditions, before filling the form",
  tag: 'certification',
  access: needs('certification:apply'),
  params: typeParam,
  response: certificationEligibility,
});

/** The conditions a type's rule sets, in the order submission checks them (without the applicant's values). */
export function ruleChecks(
  rule: Pick<CertificationRule, 'type'> & Omit<CertificationRuleFields, 'open' | 'notice'>,
): { key: EligibilityCheckKey; label: string; required: boolean | number }[] {
  const checks: { key: EligibilityCheckKey; label: string; required: boolean | number }[] = [];
  if (rule.require_real_name && rule.type !== 'personal') {
    checks.push({ key: 'real_name', label: '需先通过实名认证', required: true });
  }
  if (rule.require_enterprise && rule.type === 'mcn') {
    checks.push({ key: 'enterprise', label: '需先通过企业认证', required: true });
  }
  if (rule.min_fans > 0) {
    checks.push({ key: 'fans', label: `粉丝数不少于 ${rule.min_fans}`, required: rule.min_fans });
  }
  if (rule.min_posts > 0) {
    checks.push({
      key: 'posts',
      label: `近 ${rule.posts_window_days} 天发布作品不少于 ${rule.min_posts} 个`,
      required: rule.min_posts,
    });
  }
  if (rule.min_account_days > 0) {
    checks.push({
      key: 'account_age',
      label: `账号注册满 ${rule.min_account_days} 天`,
      required: rule.min_account_days,
    });
  }
  if (rule.reapply_cooldown_days > 0) {
    checks.push({
      key: 'cooldown',
      label: `驳回后间隔 ${rule.reapply_cooldown_days} 天可再次申请`,
      required: rule.reapply_cooldown_days,
    });
  }
  return checks;
}
