import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import type { EndpointExamples } from '../examples.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { pickedUser } from './admin-accounts.js';
import { idParam, MAX_ID, queryId, timestamp } from './common.js';

/**
 * The three classifiers of accounts (admin.md §6.4–6.6): 属性标签 (labels), 分组 (groups) and 商业渠道
 * (commercial channels). Each is a named set of accounts with members; they classify accounts and
 * target announcements, and never carry rights (the built-in label 直播 only shows the live menu to
 * creators and MCNs). One declaration per kind; the members endpoints are the same for the three.
 */
export const CLASSIFIER_KINDS = ['label', 'group', 'channel'] as const;
export type ClassifierKind = (typeof CLASSIFIER_KINDS)[number];

/** The colours a label takes (ui Tag tones). */
export const LABEL_TONES = ['neutral', 'accent', 'positive', 'caution', 'critical'] as const;
export type LabelTone = (typeof LABEL_TONES)[number];

/** Accounts one member call may name, and lines one group import may carry. */
export const MEMBERS_PER_CALL = 200;
export const IMPORT_LINES_MAX = 500;
/** The most accounts a group holds. */
export const GROUP_MEMBERS_MAX = 100_000;

/** The 202 refusals and field messages of the three screens, as the server answers them. */
export const CLASSIFIER_MESSAGES = {
  labelNotFound: '标签不存在',
  groupNotFound: '分组不存在',
  channelNotFound: '渠道不存在',
  labelNameTaken: '标签名称已存在',
  groupNameTaken: '分组名称已存在',
  channelNameTaken: '渠道名称已存在',
  channelCodeTaken: '渠道编码已存在',
  channelCodeLocked: '渠道编码创建后不能修改',
  builtinRename: '内置标签不能修改名称',
  builtinDelete: '内置标签不能删除',
  labelInUse: (n: number) => `标签已分配给 ${n} 个账号，请先移除后再删除`,
  groupInUse: '分组正被待发送的公告使用，无法删除',
  groupFull: `分组成员不能超过 ${GROUP_MEMBERS_MAX} 个`,
  channelInUse: (n: number) => `渠道已分配给 ${n} 个账号，无法删除`,
  channelCreatorsOnly: '商业渠道标签仅适用于创作者和 MCN 账号',
  orderChanged: '列表已变化，请刷新后重试',
  imported: (added: number, existing: number, missing: number) =>
    `已添加 ${added} 个，已在分组中 ${existing} 个，未找到 ${missing} 个`,
  liveLabelHint: '仅对创作者和 MCN 生效：带此标签的账号会看到「直播管理」',
} as const;

const text = (missing: string, tooLong: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
const description = (tooLong: string, max: number) =>
  z.string({ error: '说明格式不正确' }).trim().max(max, tooLong).default('');

export const CHANNEL_CODE_PATTERN = /^[a-z][a-z0-9_]{1,31}$/;
const channelCode = z
  .string({ error: '渠道编码格式不正确' })
  .trim()
  .regex(CHANNEL_CODE_PATTERN, '渠道编码格式不正确');

const userId = z
  .number({ error: '账号 id 无效' })
  .int('账号 id 无效')
  .positive('账号 id 无效')
  .max(MAX_ID, '账号 id 无效');
const unique = <T>(values: T[]) => [...new Set(values)];

/** Accounts a member call names: duplicates are dropped, at most 200 remain. */
export const memberIds = z.object({
  user_ids: z
    .array(userId, { error: '请选择账号' })
    .transform(unique)
    .pipe(
      z
        .array(z.number())
        .min(1, '请选择账号')
        .max(MEMBERS_PER_CALL, `一次最多处理 ${MEMBERS_PER_CALL} 个账号`),
    ),
});

/** One account of a classifier: who, who added it and when. */
export const classifierMember = z.object({
  user: pickedUser,
  added_by: z.string().nullable(),
  created_at: timestamp,
});
export type ClassifierMember = z.infer<typeof classifierMember>;

/** An account a member call could not add or remove, and why. */
export const memberFailure = z.object({ user_id: z.number().int(), name: z.string(), message: z.string() });
export type MemberFailure = z.infer<typeof memberFailure>;

export const membersAdded = z.object({
  added: z.number().int(),
  /** Already members: nothing to do. */
  existing: z.number().int(),
  failed: z.array(memberFailure),
});
export type MembersAdded = z.infer<typeof membersAdded>;

export const membersRemoved = z.object({ removed: z.number().int(), failed: z.array(memberFailure) });
export type MembersRemoved = z.infer<typeof membersRemoved>;

export const membersImported = membersAdded.extend({
  /** The lines that named no account, as given. */
  not_found: z.array(z.string()),
});
export type MembersImported = z.infer<typeof membersImported>;

const listQuery = pageQuery.extend({ keyword: z.string().trim().max(50, '关键词过长').optional() });
const memberParam = z.object({ id: queryId('id 无效'), userId: queryId('账号 id 无效') });

/** What one kind declares; the endpoints every kind has are made from it. */
interface ClassifierSpec<
  Base extends string,
  Row extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  /** `/api/admin/labels`, … */
  base: Base;
  /** The kind in the summaries (label, group, channel). */
  noun: string;
  row: Row;
  create: Create;
  update: Update;
}

/** The endpoints of one kind: list, create, update, delete, and its members (list, add, remove one). */
function defineClassifier<
  const Base extends string,
  Row extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
>({ base, noun, row, create, update }: ClassifierSpec<Base, Row, Create, Update>) {
  const common = { tag: 'admin', access: needs('admin:system') } as const;
  return {
    list: defineEndpoint({
      ...common,
      method: 'GET',
      path: base,
      summary: `Every ${noun} with its account count, by name keyword`,
      query: listQuery,
      response: listOf(row),
    }),
    create: defineEndpoint({
      ...common,
      method: 'POST',
      path: base,
      summary: `Add a ${noun} (400 on its field when the name is taken)`,
      body: create,
      response: row,
    }),
    update: defineEndpoint({
      ...common,
      method: 'PUT',
      path: `${base}/{id}`,
      summary: `Change a ${noun}`,
      params: idParam,
      body: update,
      response: row,
    }),
    remove: defineEndpoint({
      ...common,
      method: 'DELETE',
      path: `${base}/{id}`,
      summary: `Delete a ${noun}; 202 while it is in use`,
      params: idParam,
      response: z.null(),
    }),
    members: defineEndpoint({
      ...common,
      method: 'GET',
      path: `${base}/{id}/members`,
      summary: `The accounts of a ${noun}, newest first, by username, nickname or phone`,
      params: idParam,
      query: listQuery,
      response: listOf(classifierMember),
    }),
    addMembers: defineEndpoint({
      ...common,
      method: 'POST',
      path: `${base}/{id}/members`,
      summary: `Add accounts to a ${noun}; those beyond the caller's ceiling are answered in \`failed\``,
      params: idParam,
      body: memberIds,
      response: membersAdded,
    }),
    removeMember: defineEndpoint({
      ...common,
      method: 'DELETE',
      path: `${base}/{id}/members/{userId}`,
      summary: `Take an account out of a ${noun}`,
      params: memberParam,
      response: z.null(),
    }),
  };
}

/** `PUT …/order {ids}`: every row's id in the new order. */
const orderEndpoint = <const Base extends string>(base: Base, noun: string) =>
  defineEndpoint({
    tag: 'admin',
    access: needs('admin:system'),
    method: 'PUT',
    path: `${base}/order`,
    summary: `Reorder the ${noun}s: every id, in the new order (202 when the list changed meanwhile)`,
    body: z.object({
      ids: z
        .array(z.number({ error: '排序无效' }).int('排序无效').positive('排序无效').max(MAX_ID, '排序无效'), {
          error: '排序无效',
        })
        .min(1, '排序无效')
        .max(1000, '排序无效')
        .refine((ids) => new Set(ids).size === ids.length, '排序无效'),
    }),
    response: z.null(),
  });

// ——— labels ———

export const adminLabel = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  tone: z.enum(LABEL_TONES),
  builtin: z.boolean(),
  position: z.number().int(),
  user_count: z.number().int(),
});
export type AdminLabel = z.infer<typeof adminLabel>;

export const labelInput = z.object({
  name: text('请填写标签名称', '标签名称不能超过 10 字', 10),
  description: description('标签说明不能超过 100 字', 100),
  tone: z.enum(LABEL_TONES, { error: '颜色无效' }).default('neutral'),
});
export type LabelInput = z.input<typeof labelInput>;

export const labelEndpoints = defineClassifier({
  base: '/api/admin/labels',
  noun: 'label',
  row: adminLabel,
  create: labelInput,
  update: labelInput,
});
export const labelOrder = orderEndpoint('/api/admin/labels', 'label');

// ——— groups ———

export const adminGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  member_count: z.number().int(),
  /** Draft or scheduled announcements whose audience names the group. */
  reference_count: z.number().int(),
  created_by: z.string().nullable(),
  updated_at: timestamp,
});
export type AdminGroup = z.infer<typeof adminGroup>;

export const groupInput = z.object({
  name: text('请填写分组名称', '分组名称不能超过 20 字', 20),
  description: description('分组说明不能超过 200 字', 200),
});
export type GroupInput = z.input<typeof groupInput>;

export const groupEndpoints = defineClassifier({
  base: '/api/admin/groups',
  noun: 'group',
  row: adminGroup,
  create: groupInput,
  update: groupInput,
});

/** One group, for the header of /admin/user-group. */
export const adminGroupDetail = defineEndpoint({
  tag: 'admin',
  access: needs('admin:system'),
  method: 'GET',
  path: '/api/admin/groups/{id}',
  summary: 'One group with its counts (404 分组不存在)',
  params: idParam,
  response: adminGroup,
});

export const importGroupMembers = defineEndpoint({
  tag: 'admin',
  access: needs('admin:system'),
  method: 'POST',
  path: '/api/admin/groups/{id}/members/import',
  summary: `Add the accounts named by usernames or phones, one a line (at most ${IMPORT_LINES_MAX}); unknown lines are listed`,
  params: idParam,
  body: z.object({
    lines: z
      .array(z.string({ error: '导入内容无效' }).max(100, '导入内容无效'), { error: '请填写要导入的账号' })
      .transform((lines) => unique(lines.map((line) => line.trim()).filter((line) => line !== '')))
      .pipe(
        z
          .array(z.string())
          .min(1, '请填写要导入的账号')
          .max(IMPORT_LINES_MAX, `一次最多导入 ${IMPORT_LINES_MAX} 行`),
      ),
  }),
  response: membersImported,
});

export const removeGroupMembers = defineEndpoint({
  tag: 'admin',
  access: needs('admin:system'),
  method: 'POST',
  path: '/api/admin/groups/{id}/members/remove',
  summary: 'Take several accounts out of a group',
  params: idParam,
  body: memberIds,
  response: membersRemoved,
});

// ——— channels ———

export const adminChannel = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  position: z.number().int(),
  user_count: z.number().int(),
});
export type AdminChannel = z.infer<typeof adminChannel>;

const channelFields = {
  name: text('请填写渠道名称', '渠道名称不能超过 20 字', 20),
  description: description('渠道说明不能超过 200 字', 200),
};
export const channelCreateInput = z.object({
  ...channelFields,
  code: channelCode,
  enabled: z.boolean({ error: '状态无效' }).default(true),
});
export type ChannelCreateInput = z.input<typeof channelCreateInput>;
/** The code is create-only: an update may repeat it, a different one is refused on the field. */
export const channelUpdateInput = z.object({ ...channelFields, code: channelCode.optional() });
export type ChannelUpdateInput = z.input<typeof channelUpdateInput>;

export const channelEndpoints = defineClassifier({
  base: '/api/admin/channels',
  noun: 'channel',
  row: adminChannel,
  create: channelCreateInput,
  update: channelUpdateInput,
});
export const channelOrder = orderEndpoint('/api/admin/channels', 'channel');

export const channelStatus = defineEndpoint({
  tag: 'admin',
  access: needs('admin:system'),
  method: 'POST',
  path: '/api/admin/channels/{id}/status',
  summary: 'Enable or disable a channel: a disabled one keeps its accounts and leaves the pickers',
  params: idParam,
  body: z.object({ enabled: z.boolean({ error: '状态无效' }) }),
  response: adminChannel,
});

/** Every endpoint of the three, by the name `endpoints` gives it. */
export const adminClassifierEndpoints = {
  adminLabels: labelEndpoints.list,
  createAdminLabel: labelEndpoints.create,
  updateAdminLabel: labelEndpoints.update,
  deleteAdminLabel: labelEndpoints.remove,
  orderAdminLabels: labelOrder,
  adminLabelMembers: labelEndpoints.members,
  addAdminLabelMembers: labelEndpoints.addMembers,
  removeAdminLabelMember: labelEndpoints.removeMember,
  adminGroups: groupEndpoints.list,
  adminGroup: adminGroupDetail,
  createAdminGroup: groupEndpoints.create,
  updateAdminGroup: groupEndpoints.update,
  deleteAdminGroup: groupEndpoints.remove,
  adminGroupMembers: groupEndpoints.members,
  addAdminGroupMembers: groupEndpoints.addMembers,
  removeAdminGroupMember: groupEndpoints.removeMember,
  importAdminGroupMembers: importGroupMembers,
  removeAdminGroupMembers: removeGroupMembers,
  adminChannels: channelEndpoints.list,
  createAdminChannel: channelEndpoints.create,
  updateAdminChannel: channelEndpoints.update,
  deleteAdminChannel: channelEndpoints.remove,
  orderAdminChannels: channelOrder,
  setAdminChannelStatus: channelStatus,
  adminChannelMembers: channelEndpoints.members,
  addAdminChannelMembers: channelEndpoints.addMembers,
  removeAdminChannelMember: channelEndpoints.removeMember,
} as const;

const member = {
  user: {
    id: 3,
    name: '山野小厨',
    avatar: '',
    role_name: '创作者',
    username: 'creator',
    status: 1,
    phone: '138****0003',
  },
  added_by: '管理员',
  created_at: '2026-11-20T02:00:00.000Z',
};

/** Examples of the three kinds' requests and answers (/api/docs). */
export const classifierExamples = {
  createAdminLabel: {
    body: { name: '重点扶持', description: '平台重点扶持的账号', tone: 'caution' },
    response: {
      id: 4,
      name: '重点扶持',
      description: '平台重点扶持的账号',
      tone: 'caution',
      builtin: false,
      position: 3,
      user_count: 0,
    },
  },
  updateAdminLabel: {
    body: { name: '直播', description: CLASSIFIER_MESSAGES.liveLabelHint, tone: 'accent' },
  },
  orderAdminLabels: { body: { ids: [1, 3, 2, 4] } },
  adminLabelMembers: { response: { data: [member], total: 1 } },
  addAdminLabelMembers: {
    body: { user_ids: [3, 1] },
    response: {
      added: 1,
      existing: 0,
      failed: [{ user_id: 1, name: '管理员', message: '该账号的权限超出你的权限范围' }],
    },
  },
  createAdminGroup: { body: { name: '美食赛道创作者', description: '美食领域的创作者' } },
  updateAdminGroup: { body: { name: '美食赛道创作者', description: '美食与探店' } },
  addAdminGroupMembers: { body: { user_ids: [3, 4] } },
  importAdminGroupMembers: {
    body: { lines: ['creator', '13800000004', 'nobody'] },
    response: { added: 1, existing: 1, failed: [], not_found: ['nobody'] },
  },
  removeAdminGroupMembers: { body: { user_ids: [3] }, response: { removed: 1, failed: [] } },
  createAdminChannel: { body: { name: '星图', code: 'xingtu', description: '巨量星图' } },
  updateAdminChannel: { body: { name: '星图', code: 'xingtu', description: '巨量星图达人合作' } },
  orderAdminChannels: { body: { ids: [2, 1, 3] } },
  setAdminChannelStatus: { body: { enabled: false } },
  addAdminChannelMembers: {
    body: { user_ids: [3, 2] },
    response: {
      added: 1,
      existing: 0,
      failed: [{ user_id: 2, name: '运营', message: CLASSIFIER_MESSAGES.channelCreatorsOnly }],
    },
  },
} satisfies EndpointExamples;
