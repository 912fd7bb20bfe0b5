import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { userBrief } from './common.js';

/** Which side of the platform an account is on, by its active role (admin.md §6.1). */
export const ACCOUNT_SIDES = ['staff', 'creator', 'mcn'] as const;
export type AccountSide = (typeof ACCOUNT_SIDES)[number];

/** An account found by the user picker: who it is, its state and its phone masked. */
export const pickedUser = userBrief.extend({
  username: z.string(),
  /** 1 正常, 2 已禁用. */
  status: z.number().int(),
  /** Masked, e.g. 138****0003. */
  phone: z.string(),
});
export type PickedUser = z.infer<typeof pickedUser>;

/**
 * The staff pages' account picker (label and group members, announcement recipients, the
 * operation log's 操作人): username prefix, 昵称 contains, full phone or its last 4 digits.
 */
export const adminUserPicker = defineEndpoint({
  method: 'GET',
  path: '/api/admin/user-picker',
  summary: 'Find accounts by username prefix, nickname, full phone or its last 4 digits (staff pickers)',
  tag: 'admin',
  access: needs('account:manage', 'admin:system', 'notice:publish', 'log:view'),
  query: z.object({
    keyword: z.string({ error: '请输入搜索关键词' }).trim().min(1, '请输入搜索关键词').max(50, '关键词过长'),
    side: z.enum(ACCOUNT_SIDES, { error: '账号类型无效' }).optional(),
    limit: z.coerce
      .number({ error: '数量无效' })
      .int('数量无效')
      .min(1, '数量无效')
      .max(20, '数量无效')
      .default(20),
  }),
  response: z.array(pickedUser),
});
