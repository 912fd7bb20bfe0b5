import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { idParam, isoDate, queryId, timestamp } from './common.js';
import { TOTAL_RELATIONS } from './tracking.js';

/**
 * The operation log's modules: every staff write of every area names one (admin.md §5). An area
 * adds its own here (`finance`, `playlet`, `sem`, `mission`, `live`, `comment`, `topic`).
 */
export const OPERATION_LOG_MODULES = [
  'video',
  'album',
  'system',
  'account',
  'role',
  'label',
  'notice',
  'document',
  'certification',
  'auth',
  'sensitive',
  'finance',
  'playlet',
  'ad_task',
  'mission',
] as const;
export type OperationLogModule = (typeof OPERATION_LOG_MODULES)[number];

/**
 * The system audit modules: reading them needs `log:audit`; every other module (content,
 * notices, documents, certification and the other areas' modules) needs `log:view`.
 */
export const AUDIT_LOG_MODULES = [
  'account',
  'role',
  'label',
  'auth',
  'sensitive',
  'system',
] as const satisfies readonly OperationLogModule[];
export type AuditLogModule = (typeof AUDIT_LOG_MODULES)[number];

export const isAuditLogModule = (module: OperationLogModule): module is AuditLogModule =>
  (AUDIT_LOG_MODULES as readonly string[]).includes(module);

/** How a logged attempt ended: done, refused for lack of rights (403), or stopped by a rule (202). */
export const OPERATION_LOG_OUTCOMES = ['success', 'denied', 'refused'] as const;
export type OperationLogOutcome = (typeof OPERATION_LOG_OUTCOMES)[number];

/** The actor of an entry: its id, and its name and role at the time. */
export const operationLogActor = z.object({ id: z.number().int(), name: z.string(), role: z.string() });

export const operationLogEntry = z.object({
  id: z.number().int(),
  module: z.enum(OPERATION_LOG_MODULES),
  action: z.string(),
  /** account, role, label, group, channel, notice, document, session, video, album, …; null for none. */
  target_type: z.string().nullable(),
  target_id: z.number().int().nullable(),
  /** The target's name at the time. */
  target_label: z.string(),
  /** Null for the platform itself (the machine review, scheduled publishing). */
  actor: operationLogActor.nullable(),
  /** The MCN acting as the actor (a creator), when it was. */
  acting_mcn: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  outcome: z.enum(OPERATION_LOG_OUTCOMES),
  /** A zh-CN sentence, e.g. `禁用账号 审核-钱程（原因：离职）`. */
  summary: z.string(),
  /** The client address: only for callers with `log:audit`. */
  ip: z.string().optional(),
  /** Whether before/after were recorded (the detail shows them). */
  has_changes: z.boolean(),
  detail: z.record(z.string(), z.unknown()),
  created_at: timestamp,
});
export type OperationLogEntry = z.infer<typeof operationLogEntry>;

export const operationLogDetail = operationLogEntry.extend({
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  user_agent: z.string(),
  request_id: z.string(),
  /** Repeats of the same denied or refused attempt within a minute. */
  repeat_count: z.number().int(),
});
export type OperationLogDetail = z.infer<typeof operationLogDetail>;

/** The longest time range the operation log answers at once (days). */
export const MAX_LOG_RANGE_DAYS = 366;
export const LOG_RANGE_TOO_LONG = `时间范围不能超过 ${MAX_LOG_RANGE_DAYS} 天`;
export const LOG_RANGE_REVERSED = '开始时间不能晚于结束时间';
export const LOG_CURSOR_INVALID = '分页游标无效，请从第一页重新加载';
export const LOG_MODULE_FORBIDDEN = '没有权限查看该模块的日志';
/**
 * Above this many matches the list's total is `gte` (a floor), as /log/es answers above 10 000: the
 * count walks the newest matches by index and stops here. 1 000 is fifty pages of the console's 20,
 * more than anyone pages through before narrowing the filter; counting a week to 10 000 at 1 M rows
 * read ten times the entries and missed the list's PGlite budget, and a keyword, matched row by row
 * (no index helps 2-character Chinese), read most of a month (admin.md §11).
 */
export const OPERATION_LOG_COUNT_CAP = 1_000;

/** `?modules=account,role`: one or more modules. */
export const operationLogModules = z
  .string({ error: '模块无效' })
  .transform((value) => [...new Set(value.split(','))])
  .pipe(z.array(z.enum(OPERATION_LOG_MODULES, { error: '模块无效' })).min(1, '模块无效'));

/** An instant with its offset (`2026-11-20T00:00:00+08:00`, `…Z`). */
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

const dateRange = { start_date: isoDate.optional(), end_date: isoDate.optional() };
const ordered = (q: { start_date?: string | undefined; end_date?: string | undefined }) =>
  !q.start_date || !q.end_date || q.start_date <= q.end_date;
const spanOf = (q: { start?: string | undefined; end?: string | undefined }) =>
  q.start && q.end ? Date.parse(q.end) - Date.parse(q.start) : 0;

export const operationLogs = defineEndpoint({
  method: 'GET',
  path: '/api/operation-logs',
  summary:
    'Operation log, newest first (created_at desc, id desc): by modules, action, actor, target, outcome, IP, keyword and time; page or keyset cursor',
  tag: 'logs',
  access: needs('log:view', 'log:audit'),
  query: pageQuery
    .extend({
      /** One module (/log/video, /log/album). */
      module: z.enum(OPERATION_LOG_MODULES, { error: '模块无效' }).optional(),
      /** Several modules, comma-separated (/log/index). Without either: every module the caller may read. */
      modules: operationLogModules.optional(),
      actor_id: queryId('操作人 id 无效').optional(),
      target_type: z
        .string()
        .trim()
        .max(32, '对象类型无效')
        .regex(/^[a-z_]*$/, '对象类型无效')
        .optional(),
      target_id: queryId('对象 id 无效').optional(),
      action: z.string().trim().max(50, '操作类型无效').optional(),
      outcome: z.enum(OPERATION_LOG_OUTCOMES, { error: '结果无效' }).optional(),
      /** `log:audit` only: the exact client address. */
      ip: z.string().trim().max(64, 'IP 无效').optional(),
      /** In the summary and the target's label. */
      keyword: z.string().trim().max(50, '关键词不能超过 50 个字符').optional(),
      start: instant('开始时间无效').optional(),
      end: instant('结束时间无效').optional(),
      /** The previous answer's `next_cursor`: when given, `page` is ignored. */
      cursor: z.string().trim().max(200, LOG_CURSOR_INVALID).optional(),
      ...dateRange,
    })
    .refine(ordered, { message: '开始日期不能晚于结束日期', path: ['end_date'] })
    .refine((q) => spanOf(q) >= 0, { message: LOG_RANGE_REVERSED, path: ['end'] })
    .refine((q) => spanOf(q) <= MAX_LOG_RANGE_DAYS * 86_400_000, {
      message: LOG_RANGE_TOO_LONG,
      path: ['start'],
    }),
  response: listOf(operationLogEntry).extend({
    /** Exact (`eq`), or a floor (`gte`: more than `OPERATION_LOG_COUNT_CAP`, and `total` is the cap). */
    total_relation: z.enum(TOTAL_RELATIONS),
    /** The cursor of the page after this one; null on the last page. */
    next_cursor: z.string().nullable(),
  }),
});

export const operationLogDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/operation-logs/{id}',
  summary: 'One operation-log entry with before/after, user agent, request id and repeat count',
  tag: 'logs',
  access: needs('log:view', 'log:audit'),
  params: idParam,
  response: operationLogDetail,
});

export const verifyOperationLogDay = defineEndpoint({
  method: 'POST',
  path: '/api/operation-logs/verify',
  summary: 'Recompute a platform day’s digest and compare it with the stored one',
  tag: 'logs',
  access: needs('log:audit'),
  body: z.object({ day: isoDate }),
  response: z.object({ match: z.boolean() }),
});
