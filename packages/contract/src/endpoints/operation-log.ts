import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { isoDate, queryId, timestamp } from './common.js';

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

export const operationLogEntry = z.object({
  id: z.number().int(),
  module: z.enum(OPERATION_LOG_MODULES),
  action: z.string(),
  target_id: z.number().int().nullable(),
  /** Null for the platform itself (the machine review, scheduled publishing). */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  detail: z.record(z.string(), z.unknown()),
  created_at: timestamp,
});
export type OperationLogEntry = z.infer<typeof operationLogEntry>;

const dateRange = { start_date: isoDate.optional(), end_date: isoDate.optional() };
const ordered = (q: { start_date?: string | undefined; end_date?: string | undefined }) =>
  !q.start_date || !q.end_date || q.start_date <= q.end_date;

export const operationLogs = defineEndpoint({
  method: 'GET',
  path: '/api/operation-logs',
  summary: 'Operation log, newest first, by module (/log/video, /log/album), actor, target and date',
  tag: 'logs',
  access: needs('log:view'),
  query: pageQuery
    .extend({
      module: z.enum(OPERATION_LOG_MODULES, { error: '模块无效' }).optional(),
      actor_id: queryId('操作人 id 无效').optional(),
      target_id: queryId('对象 id 无效').optional(),
      action: z.string().trim().max(50, '操作类型无效').optional(),
      ...dateRange,
    })
    .refine(ordered, { message: '开始日期不能晚于结束日期', path: ['end_date'] }),
  response: listOf(operationLogEntry),
});
