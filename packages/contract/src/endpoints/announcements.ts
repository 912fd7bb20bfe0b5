import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { pickedUser } from './admin-accounts.js';
import { flag, idParam, isoDate, MAX_ID, timestamp } from './common.js';

/** The life of an announcement (admin.md §6.7). */
export const ANNOUNCEMENT_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'withdrawn'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** 存为草稿 / 立即发送 / 定时发送. */
export const ANNOUNCEMENT_SEND_MODES = ['draft', 'now', 'scheduled'] as const;
export type AnnouncementSendMode = (typeof ANNOUNCEMENT_SEND_MODES)[number];

/** Named recipients an announcement may list. */
export const MAX_NAMED_RECIPIENTS = 500;
/** How many recipient names the audience preview shows. */
export const AUDIENCE_SAMPLE_SIZE = 20;
/** A scheduled send is at least this far ahead, and at most `MAX_SCHEDULE_AHEAD_MS`. */
export const MIN_SCHEDULE_AHEAD_MS = 5 * 60_000;
export const MAX_SCHEDULE_AHEAD_MS = 30 * 24 * 3_600_000;

/** A console path: what an announcement may link to (never `javascript:` or another site). */
export const ANNOUNCEMENT_LINK_PATTERN = /^\/[A-Za-z0-9/_?=&.-]{0,199}$/;

export const ANNOUNCEMENT_MESSAGES = {
  missing: '公告不存在',
  audienceMissing: '请选择接收对象',
  sentImmutable: '已发送的公告不能修改，如需更正请撤回后重新发布',
  stale: '公告状态已变化，请刷新后重试',
  withdrawUnsent: '只有已发送的公告可以撤回',
  nobody: '没有符合条件的接收人',
  unknownRole: '角色不存在',
  unknownTag: '标签不存在',
  unknownGroup: '分组不存在',
  unknownChannel: '渠道不存在',
  unknownUser: '账号不存在',
} as const;

const ids = (message: string, max: number, maxMessage: string) =>
  z
    .array(z.number({ error: message }).int(message).positive(message).max(MAX_ID, message), {
      error: message,
    })
    .max(max, maxMessage)
    // Duplicates are harmless: de-duplicated here (admin.md §8).
    .transform((list) => [...new Set(list)]);

const dimension = (message: string) => ids(message, 100, '选择的项目过多').optional();

/**
 * Who an announcement reaches: `{all: true}`, or the union of the named `user_ids` and the
 * accounts matching the chosen dimensions (any value within one dimension, every dimension
 * chosen). Disabled accounts never receive.
 */
export const announcementAudience = z
  .object(
    {
      all: z.boolean({ error: '接收对象无效' }).optional(),
      user_ids: ids('账号无效', MAX_NAMED_RECIPIENTS, `指定账号最多 ${MAX_NAMED_RECIPIENTS} 个`).optional(),
      role_ids: dimension('角色无效'),
      tag_ids: dimension('标签无效'),
      group_ids: dimension('分组无效'),
      channel_ids: dimension('渠道无效'),
    },
    { error: ANNOUNCEMENT_MESSAGES.audienceMissing },
  )
  .refine(
    (a) =>
      a.all === true ||
      [a.user_ids, a.role_ids, a.tag_ids, a.group_ids, a.channel_ids].some((list) => (list?.length ?? 0) > 0),
    { message: ANNOUNCEMENT_MESSAGES.audienceMissing },
  );
export type AnnouncementAudience = z.output<typeof announcementAudience>;
export type AnnouncementAudienceInput = z.input<typeof announcementAudience>;

/** Whether a scheduled time is within the allowed window from `now`; the message when not. */
export function scheduleProblem(at: string, now = Date.now()): string | null {
  const time = Date.parse(at);
  if (Number.isNaN(time)) return '定时发送时间无效';
  if (time < now + MIN_SCHEDULE_AHEAD_MS) return '定时发送时间至少在 5 分钟之后';
  if (time > now + MAX_SCHEDULE_AHEAD_MS) return '定时发送时间不能超过 30 天';
  return null;
}

const scheduledAt = z.string({ error: '请选择定时发送时间' }).superRefine((value, ctx) => {
  const problem = scheduleProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const title = z
  .string({ error: '请填写公告标题' })
  .trim()
  .min(1, '请填写公告标题')
  .max(50, '公告标题不能超过 50 字');
const content = z
  .string({ error: '请填写公告正文' })
  .trim()
  .min(1, '请填写公告正文')
  .max(2000, '公告正文不能超过 2000 字');
const LINK_MESSAGE = '链接须为以 / 开头的控制台路径';
const link = z
  .string({ error: LINK_MESSAGE })
  .trim()
  .refine((value) => value === '' || ANNOUNCEMENT_LINK_PATTERN.test(value), LINK_MESSAGE)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional()
  .transform((value) => value ?? null);

const version = z.number({ error: '请刷新后重试' }).int('请刷新后重试').min(1, '请刷新后重试');

/** The editor's fields and how to send. */
const announcementFields = z.object({
  title,
  content,
  link,
  audience: announcementAudience,
  send_mode: z.enum(ANNOUNCEMENT_SEND_MODES, { error: '发送方式无效' }).default('draft'),
  scheduled_at: z.string({ error: '定时发送时间无效' }).nullable().optional(),
});

const scheduleChecked = (
  input: { send_mode: AnnouncementSendMode; scheduled_at?: string | null | undefined },
  ctx: z.RefinementCtx,
) => {
  if (input.send_mode !== 'scheduled') return;
  if (!input.scheduled_at) {
    ctx.addIssue({ code: 'custom', path: ['scheduled_at'], message: '请选择定时发送时间' });
    return;
  }
  const problem = scheduleProblem(input.scheduled_at);
  if (problem) ctx.addIssue({ code: 'custom', path: ['scheduled_at'], message: problem });
};

export const announcementInput = announcementFields.superRefine(scheduleChecked);
export type AnnouncementInput = z.input<typeof announcementInput>;
export const announcementUpdate = announcementFields.extend({ version }).superRefine(scheduleChecked);
export type AnnouncementUpdate = z.input<typeof announcementUpdate>;

/** An announcement, as the list and the detail give it. */
export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  audience: z.object({
    all: z.boolean().optional(),
    user_ids: z.array(z.number().int()).optional(),
    role_ids: z.array(z.number().int()).optional(),
    tag_ids: z.array(z.number().int()).optional(),
    group_ids: z.array(z.number().int()).optional(),
    channel_ids: z.array(z.number().int()).optional(),
  }),
  /** e.g. `角色：创作者、MCN；标签：直播`. */
  audience_summary: z.string(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  scheduled_at: timestamp.nullable(),
  sent_at: timestamp.nullable(),
  /** Recipients resolved at sending (0 before). */
  recipient_count: z.number().int(),
  /** Recipients who opened it (frozen at withdrawal). */
  read_count: z.number().int(),
  withdraw_reason: z.string(),
  withdrawn_at: timestamp.nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  version: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Announcement = z.infer<typeof announcement>;

/** The detail adds the named recipients as the picker shows them. */
export const announcementDetail = announcement.extend({ audience_users: z.array(pickedUser) });
export type AnnouncementDetail = z.infer<typeof announcementDetail>;

export const announcementCounts = z.object({
  all: z.number().int(),
  draft: z.number().int(),
  scheduled: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  withdrawn: z.number().int(),
});
export type AnnouncementCounts = z.infer<typeof announcementCounts>;

const dateRange = { start_date: isoDate.optional(), end_date: isoDate.optional() };
const ordered = (q: { start_date?: string | undefined; end_date?: string | undefined }) =>
  !q.start_date || !q.end_date || q.start_date <= q.end_date;

const access = needs('notice:publish');
const tag = 'admin';

export const adminNotices = defineEndpoint({
  method: 'GET',
  path: '/api/admin/notices',
  summary: 'Announcements, newest first, by status (with counts per status), title and send date',
  tag,
  access,
  query: pageQuery
    .extend({
      status: z.enum(ANNOUNCEMENT_STATUSES, { error: '状态无效' }).optional(),
      keyword: z.string().trim().max(50, '关键词过长').optional(),
      ...dateRange,
    })
    .refine(ordered, { message: '开始日期不能晚于结束日期', path: ['end_date'] }),
  response: listOf(announcement).extend({ counts: announcementCounts }),
});

export const adminNoticeDetail = defineEndpoint({
  method: 'GET',
  path: '/api/admin/notices/{id}',
  summary: 'One announcement with its named recipients',
  tag,
  access,
  params: idParam,
  response: announcementDetail,
});

export const createAdminNotice = defineEndpoint({
  method: 'POST',
  path: '/api/admin/notices',
  summary: 'Write an announcement: save as draft, send now, or schedule',
  tag,
  access,
  body: announcementInput,
  response: announcementDetail,
});

export const updateAdminNotice = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/notices/{id}',
  summary: 'Change a draft or scheduled announcement (and send, schedule or keep it as a draft)',
  tag,
  access,
  params: idParam,
  body: announcementUpdate,
  response: announcementDetail,
});

export const previewNoticeAudience = defineEndpoint({
  method: 'POST',
  path: '/api/admin/notices/audience-preview',
  summary: 'How many accounts an audience reaches now, with up to 20 of their names',
  tag,
  access,
  body: z.object({ audience: announcementAudience }),
  response: z.object({
    count: z.number().int(),
    sample: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

export const noticeAudienceOptions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/notices/audience-options',
  summary: 'Roles, labels, groups and enabled commercial channels an audience can choose',
  tag,
  access,
  response: z.object({
    roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
    tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
    groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
    channels: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

const optionalVersion = z.object({ version: version.optional() });

export const sendAdminNotice = defineEndpoint({
  method: 'POST',
  path: '/api/admin/notices/{id}/send',
  summary: 'Send a draft or scheduled announcement now',
  tag,
  access,
  params: idParam,
  body: optionalVersion,
  response: announcementDetail,
});

export const scheduleAdminNotice = defineEndpoint({
  method: 'POST',
  path: '/api/admin/notices/{id}/schedule',
  summary: 'Schedule a draft announcement',
  tag,
  access,
  params: idParam,
  body: optionalVersion.extend({ scheduled_at: scheduledAt }),
  response: announcementDetail,
});

export const unscheduleAdminNotice = defineEndpoint({
  method: 'POST',
  path: '/api/admin/notices/{id}/unschedule',
  summary: 'Turn a scheduled announcement back into a draft',
  tag,
  access,
  params: idParam,
  body: optionalVersion,
  response: announcementDetail,
});

export const withdrawAdminNotice = defineEndpoint({
  method: 'POST',
  path: '/api/admin/notices/{id}/withdraw',
  summary: "Withdraw a sent announcement: its messages leave every recipient's message centre",
  tag,
  access,
  params: idParam,
  body: optionalVersion.extend({
    reason: z
      .string({ error: '请填写撤回原因' })
      .trim()
      .min(1, '请填写撤回原因')
      .max(200, '撤回原因不能超过 200 字'),
  }),
  response: announcementDetail,
});

export const deleteAdminNotice = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/notices/{id}',
  summary: 'Delete a draft announcement',
  tag,
  access,
  params: idParam,
  response: z.null(),
});

export const noticeReceipt = z.object({
  user_id: z.number().int(),
  name: z.string(),
  read_at: timestamp.nullable(),
});
export type NoticeReceipt = z.infer<typeof noticeReceipt>;

export const adminNoticeReceipts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/notices/{id}/receipts',
  summary: 'Who received an announcement and when they read it; `read` counts readers among `total`',
  tag,
  access,
  params: idParam,
  query: pageQuery.extend({
    read: z.coerce.number<number>({ error: '阅读状态无效' }).pipe(flag).optional(),
    keyword: z.string().trim().max(50, '关键词过长').optional(),
  }),
  response: listOf(noticeReceipt).extend({ read: z.number().int() }),
});
