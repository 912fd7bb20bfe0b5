import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { isPhoneNumber } from '../validators/phone.js';
import { MAX_ID, idParam, isoDate, queryId, timestamp, userBrief } from './common.js';

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

// ---------------------------------------------------------------------------------------------
// /admin/index 账号管理 (admin.md §6.1)

/** Orders of the account list: 注册时间 / 最近登录, newest first. */
export const ACCOUNT_SORTS = ['created_at', 'last_login_at'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

/** Limits of the account forms and bulk actions (admin.md §6.1, §8). */
export const ACCOUNT_LIMITS = {
  maxRoles: 3,
  maxTags: 20,
  maxGroups: 20,
  maxChannels: 20,
  bulkMax: 200,
  reasonMax: 200,
} as const;

/** The messages the account administration answers beyond the fields' own (admin.md §3, §6.1, §8). */
export const ACCOUNT_MESSAGES = {
  notFound: '账号不存在',
  sessionNotFound: '会话不存在或已失效',
  usernameTaken: '用户名已被使用',
  usernameLocked: '用户名创建后不能修改',
  phoneTaken: '手机号已被其他账号使用',
  roleMissing: '角色不存在',
  tagMissing: '标签不存在',
  groupMissing: '分组不存在',
  channelMissing: '渠道不存在',
  channelSide: '商业渠道标签仅适用于创作者和 MCN 账号',
  channelDisabled: '该渠道已停用',
  customRoleSide: '自定义角色仅限平台员工使用',
  mcnHasCreators: (n: number) => `该 MCN 名下还有 ${n} 个签约创作者，无法更改角色`,
  signedCreator: '该创作者已签约 MCN，无法更改为 MCN 或平台角色',
  disableSelf: '不能禁用自己的账号',
  alreadyDisabled: '账号已是禁用状态',
  alreadyActive: '账号已是正常状态',
  outsideCeiling: '该账号的权限超出你的权限范围',
  passwordSameAsUsername: '密码不能与用户名相同',
  bulkTooMany: `一次最多处理 ${ACCOUNT_LIMITS.bulkMax} 个账号`,
} as const;

/** A password an operator sets: 8–32 characters with letters and digits. */
export const accountPassword = z
  .string({ error: '密码长度应为 8–32 位' })
  .min(8, { message: '密码长度应为 8–32 位', abort: true })
  .max(32, { message: '密码长度应为 8–32 位', abort: true })
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), '密码须同时包含字母和数字');

const USERNAME_PATTERN = /^[a-z][a-z0-9_]{2,31}$/;
const username = z
  .string({ error: '用户名须以小写字母开头，仅含小写字母、数字和下划线，3–32 位' })
  .trim()
  .regex(USERNAME_PATTERN, '用户名须以小写字母开头，仅含小写字母、数字和下划线，3–32 位');

const phone = z
  .string({ error: '请填写正确的手机号' })
  .trim()
  .refine(isPhoneNumber, '请填写正确的手机号');

const nickname = z
  .string({ error: '请填写昵称' })
  .trim()
  .min(1, '请填写昵称')
  .max(20, '昵称不能超过 20 字');
const realName = z.string().trim().max(30, '真实姓名不能超过 30 字');
const entityName = z.string().trim().max(60, '主体名称不能超过 60 字');

const bodyId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** Ordered 1–3 roles; the first is the active role (当前角色). */
export const accountRoleIds = z
  .array(bodyId('角色不存在'), { error: '请至少选择一个角色' })
  .min(1, '请至少选择一个角色')
  .max(ACCOUNT_LIMITS.maxRoles, `最多选择 ${ACCOUNT_LIMITS.maxRoles} 个角色`)
  .refine((ids) => new Set(ids).size === ids.length, '角色不能重复');

const idSet = (missing: string, max: number, tooMany: string) =>
  z
    .array(bodyId(missing), { error: missing })
    .max(max, tooMany)
    .transform((ids) => [...new Set(ids)]);

const accountFields = {
  name: nickname,
  real_name: realName.default(''),
  entity_name: entityName.default(''),
  role_ids: accountRoleIds,
  tag_ids: idSet('标签不存在', ACCOUNT_LIMITS.maxTags, '最多选择 20 个标签').default([]),
  group_ids: idSet('分组不存在', ACCOUNT_LIMITS.maxGroups, '最多选择 20 个分组').default([]),
  channel_ids: idSet('渠道不存在', ACCOUNT_LIMITS.maxChannels, '最多选择 20 个渠道').default([]),
};

/**
 * A new account (`accountInput` + the initial password): generated by the server (default) or
 * set by hand.
 */
export const createAccountInput = z
  .object({
    username,
    phone,
    ...accountFields,
    generate_password: z.boolean().default(true),
    password: z.string().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.generate_password) return;
    const checked = accountPassword.safeParse(input.password ?? '');
    if (!checked.success) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: checked.error.issues[0]!.message });
      return;
    }
    if (input.password === input.username)
      ctx.addIssue({ code: 'custom', path: ['password'], message: ACCOUNT_MESSAGES.passwordSameAsUsername });
  });
export type CreateAccountInput = z.input<typeof createAccountInput>;

/**
 * An edit: `accountInput` without username and password, every field optional (an omitted one
 * keeps its value). A blank phone keeps the phone; a username sent is refused.
 */
export const updateAccountInput = z.object({
  username: z
    .unknown()
    .optional()
    .refine((value) => value === undefined, ACCOUNT_MESSAGES.usernameLocked),
  phone: z
    .string({ error: '请填写正确的手机号' })
    .trim()
    .refine((value) => value === '' || isPhoneNumber(value), '请填写正确的手机号')
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  name: nickname.optional(),
  real_name: realName.optional(),
  entity_name: entityName.optional(),
  role_ids: accountRoleIds.optional(),
  tag_ids: idSet('标签不存在', ACCOUNT_LIMITS.maxTags, '最多选择 20 个标签').optional(),
  group_ids: idSet('分组不存在', ACCOUNT_LIMITS.maxGroups, '最多选择 20 个分组').optional(),
  channel_ids: idSet('渠道不存在', ACCOUNT_LIMITS.maxChannels, '最多选择 20 个渠道').optional(),
});
export type UpdateAccountInput = z.input<typeof updateAccountInput>;

export const accountRole = z.object({ id: z.number().int(), key: z.string(), name: z.string() });
export const accountTag = z.object({ id: z.number().int(), name: z.string(), tone: z.string() });
export const accountNamed = z.object({ id: z.number().int(), name: z.string() });

/** One row of the account list. */
export const accountRow = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  /** Masked; 查看 reveals it through /api/p1/usi. */
  phone: z.string(),
  /** In order: the first is the active role (当前角色). */
  roles: z.array(accountRole),
  tags: z.array(accountTag),
  channels: z.array(accountNamed),
  /** The MCN a creator is signed to. */
  mcn: accountNamed.nullable(),
  /** USER_STATUS: 1 正常, 2 已禁用. */
  status: z.number().int(),
  disabled_reason: z.string(),
  disabled_at: timestamp.nullable(),
  disabled_by: accountNamed.nullable(),
  last_login_at: timestamp.nullable(),
  created_at: timestamp,
  /** Within the caller's ceiling: false disables every action on the row. */
  manageable: z.boolean(),
});
export type AccountRow = z.infer<typeof accountRow>;

export const accountDetail = accountRow.extend({
  real_name: z.string(),
  entity_name: z.string(),
  groups: z.array(accountNamed),
  /** Live sessions of the account. */
  session_count: z.number().int(),
  /** Live sessions an MCN opened as one of its creators. */
  acting_session_count: z.number().int(),
  created_by: accountNamed.nullable(),
});
export type AccountDetail = z.infer<typeof accountDetail>;

/** Comma-separated ids in a query string (`tag_ids=1,2`). */
const queryIds = (message: string) =>
  z
    .string({ error: message })
    .transform((value): (string | number)[] => value.split(',').filter((part) => part !== ''))
    .pipe(z.array(queryId(message)).max(20, message));

export const accountListQuery = pageQuery
  .extend({
    side: z.enum(ACCOUNT_SIDES, { error: '账号类型无效' }).optional(),
    keyword: z.string().trim().max(50, '关键词过长').optional(),
    role_id: queryId('角色无效').optional(),
    status: z.coerce
      .number({ error: '状态无效' })
      .pipe(z.union([z.literal(1), z.literal(2)], { error: '状态无效' }))
      .optional(),
    tag_ids: queryIds('标签无效').optional(),
    group_id: queryId('分组无效').optional(),
    channel_id: queryId('渠道无效').optional(),
    mcn_id: queryId('MCN 无效').optional(),
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
    sort: z.enum(ACCOUNT_SORTS, { error: '排序字段无效' }).default('created_at'),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: '开始日期不能晚于结束日期',
    path: ['end_date'],
  });
export type AccountListQuery = z.input<typeof accountListQuery>;

const manage = needs('account:manage');

export const adminAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/accounts',
  summary:
    'Every account by side, keyword (username prefix, nickname, phone or its last 4 digits), role, state, labels, group, channel, MCN and registration days; `manageable` per row',
  tag: 'admin',
  access: manage,
  query: accountListQuery,
  response: listOf(accountRow),
});

export const adminAccountDetail = defineEndpoint({
  method: 'GET',
  path: '/api/admin/accounts/{id}',
  summary: 'One account with its groups, live session counts and creator',
  tag: 'admin',
  access: manage,
  params: idParam,
  response: accountDetail,
});

/** What the account form offers: roles (with whether the caller may assign them), labels, groups, channels. */
export const accountOptions = z.object({
  roles: z.array(
    accountRole.extend({
      /** staff: 管理员, 运营 and custom roles; creator: 创作者, MCN, 待审核MCN. */
      side: z.enum(['staff', 'creator']),
      assignable: z.boolean(),
    }),
  ),
  tags: z.array(accountTag),
  groups: z.array(accountNamed),
  channels: z.array(accountNamed.extend({ enabled: z.boolean() })),
});
export type AccountOptions = z.infer<typeof accountOptions>;

export const adminAccountOptions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/account-options',
  summary: 'The roles, labels, groups and channels the account filters and form offer',
  tag: 'admin',
  access: manage,
  response: accountOptions,
});

/** A created account and, when the server generated it, the initial password (shown once). */
export const createdAccount = z.object({
  account: accountDetail,
  initial_password: z.string().optional(),
});

export const createAdminAccount = defineEndpoint({
  method: 'POST',
  path: '/api/admin/accounts',
  summary: 'Create a staff or creator account; a generated initial password is answered once (no-store)',
  tag: 'admin',
  access: manage,
  body: createAccountInput,
  response: createdAccount,
});

export const updateAdminAccount = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/accounts/{id}',
  summary: 'Edit an account (omitted fields keep their values); an active-role change signs it out',
  tag: 'admin',
  access: manage,
  params: idParam,
  body: updateAccountInput,
  response: accountDetail,
});

export const accountStatusInput = z
  .object({
    status: z.union([z.literal(1), z.literal(2)], { error: '状态无效' }),
    reason: z.string().trim().max(ACCOUNT_LIMITS.reasonMax, '禁用原因不能超过 200 字').optional(),
  })
  .refine((body) => body.status !== 2 || (body.reason ?? '') !== '', {
    message: '请填写禁用原因',
    path: ['reason'],
  });

export const setAdminAccountStatus = defineEndpoint({
  method: 'POST',
  path: '/api/admin/accounts/{id}/status',
  summary:
    'Disable (with a reason: its sessions and those an MCN opened as its creators end) or enable an account',
  tag: 'admin',
  access: manage,
  params: idParam,
  body: accountStatusInput,
  response: z.object({ status: z.number().int(), revoked_sessions: z.number().int() }),
});

export const accountPasswordInput = z.union(
  [z.object({ generate: z.literal(true) }), z.object({ password: accountPassword })],
  { error: '密码长度应为 8–32 位' },
);

export const resetAdminAccountPassword = defineEndpoint({
  method: 'POST',
  path: '/api/admin/accounts/{id}/password',
  summary: 'Reset the password (generated, answered once, or set by hand); the account is signed out',
  tag: 'admin',
  access: manage,
  params: idParam,
  body: accountPasswordInput,
  response: z.object({ initial_password: z.string().optional() }),
});

export const accountSession = z.object({
  id: z.number().int(),
  created_at: timestamp,
  last_seen_at: timestamp,
  expires_at: timestamp,
  ip: z.string(),
  user_agent: z.string(),
  /** The MCN that opened this session as its creator. */
  acting_mcn: accountNamed.nullable(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const adminAccountSessions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/accounts/{id}/sessions',
  summary: 'The live sessions of an account',
  tag: 'admin',
  access: manage,
  params: idParam,
  response: z.array(accountSession),
});

export const revokeAdminAccountSessions = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/accounts/{id}/sessions',
  summary: 'Sign an account out everywhere (reason: forced)',
  tag: 'admin',
  access: manage,
  params: idParam,
  response: z.object({ revoked: z.number().int() }),
});

export const revokeAdminAccountSession = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/accounts/{id}/sessions/{sessionId}',
  summary: 'End one live session of an account (reason: forced)',
  tag: 'admin',
  access: manage,
  params: z.object({ id: queryId('id 无效'), sessionId: queryId('会话 id 无效') }),
  response: z.object({ revoked: z.number().int() }),
});

export const ACCOUNT_BULK_ACTIONS = ['add_tags', 'remove_tags', 'add_group', 'disable'] as const;
export type AccountBulkAction = (typeof ACCOUNT_BULK_ACTIONS)[number];

export const accountBulkInput = z
  .object({
    action: z.enum(ACCOUNT_BULK_ACTIONS, { error: '批量操作无效' }),
    user_ids: z
      .array(bodyId('账号 id 无效'), { error: '请选择账号' })
      .min(1, '请选择账号')
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length <= ACCOUNT_LIMITS.bulkMax, ACCOUNT_MESSAGES.bulkTooMany),
    tag_ids: idSet('标签不存在', ACCOUNT_LIMITS.maxTags, '最多选择 20 个标签').optional(),
    group_id: bodyId('分组不存在').optional(),
    reason: z.string().trim().max(ACCOUNT_LIMITS.reasonMax, '禁用原因不能超过 200 字').optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.action === 'add_tags' || body.action === 'remove_tags') && !body.tag_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['tag_ids'], message: '请选择标签' });
    if (body.action === 'add_group' && body.group_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['group_id'], message: '请选择分组' });
    if (body.action === 'disable' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: '请填写禁用原因' });
  });

export const bulkAdminAccounts = defineEndpoint({
  method: 'POST',
  path: '/api/admin/accounts/bulk',
  summary: 'Add or remove labels, add to a group, or disable up to 200 accounts; answered per account',
  tag: 'admin',
  access: manage,
  body: accountBulkInput,
  response: z.object({
    succeeded: z.array(z.number().int()),
    failed: z.array(z.object({ id: z.number().int(), message: z.string() })),
  }),
});
