import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import type { Permission } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { accountListQuery } from './admin-accounts.js';
import { adminNoticeReceipts } from './announcements.js';
import { isoDate, queryId, timestamp } from './common.js';
import { operationLogs } from './operation-log.js';
import { playletStatementsFilter } from './playlet.js';
import { ledgerEntriesFilter } from './ledger.js';
import { reviewVideoList } from './review.js';
import { trackedEventsQuery } from './tracking.js';
import { myVideosQuery } from './videos.js';

/**
 * What can be exported: the creator's content library (/video/export) and the operators' video
 * list (/audit/export). The filter is the list's own query (paging is ignored: every match goes in).
 */
export const EXPORT_KINDS = [
  'videos',
  'review_videos',
  'operation_logs',
  'accounts',
  'notice_receipts',
  'tracking_events',
  'playlet_statements',
  'finance_withdrawals',
  'finance_entries',
  'finance_tax',
  'payout_batch',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_KIND_LABELS: Record<ExportKind, string> = {
  videos: '我的作品',
  review_videos: '视频审核列表',
  operation_logs: '操作日志',
  accounts: '账号列表',
  notice_receipts: '公告阅读回执',
  tracking_events: '通用日志',
  playlet_statements: '短剧分成结算表',
  finance_withdrawals: '提现明细表',
  finance_entries: '资金流水表',
  finance_tax: '个税代扣明细表',
  payout_batch: '打款明细',
};

/** The right each kind needs (admin.md §6.1, §6.7, §6.11, §6.12): the list's own. */
export const EXPORT_KIND_PERMISSIONS: Record<ExportKind, Permission> = {
  videos: 'video:publish',
  review_videos: 'review:video',
  operation_logs: 'log:audit',
  accounts: 'account:manage',
  notice_receipts: 'notice:publish',
  tracking_events: 'log:audit',
  playlet_statements: 'finance:review',
  finance_withdrawals: 'finance:review',
  finance_entries: 'finance:review',
  finance_tax: 'finance:pay',
  payout_batch: 'finance:pay',
};

/** A second right that also admits a kind (money.md §8.6: the wallet log's sheet for `log:view`). */
export const EXPORT_KIND_ALSO_PERMITTED: Partial<Record<ExportKind, Permission>> = {
  finance_entries: 'log:view',
};

/** pending → running → done (a file to download) or failed (with the reason). */
export const EXPORT_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  pending: '排队中',
  running: '生成中',
  done: '已完成',
  failed: '失败',
};

/** The most rows one export writes; a larger selection is refused with a message to narrow it. */
export const MAX_EXPORT_ROWS = 200_000;

/** The review list's query (declared on its endpoint). */
export const reviewListQuery = reviewVideoList.query!;

/** One announcement's receipts as its drawer filters them (`notice_id`: the announcement). */
export const noticeReceiptsFilter = adminNoticeReceipts.query!.extend({ notice_id: queryId('公告不存在') });

/** A tax month `YYYY-MM` (Asia/Shanghai). */
export const taxMonth = z
  .string({ error: '请选择月份' })
  .regex(/^(19|[2-9]\d)\d\d-(0[1-9]|1[0-2])$/, '账期格式应为 YYYY-MM');

/** 提现明细表: the withdrawals of a type and status within request days (or a month). */
export const financeWithdrawalsFilter = z
  .object({
    type: z.enum(['personal', 'company'], { error: '提现类型无效' }).optional(),
    status: z
      .enum(['pending', 'approved', 'paying', 'paid', 'failed', 'rejected', 'cancelled', 'returned'], {
        error: '状态无效',
      })
      .optional(),
    month: taxMonth.optional(),
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: '开始日期不能晚于结束日期',
    path: ['end_date'],
  });

/** 资金流水表: the wallet log's filters (every page). */
export const financeEntriesFilter = z.object({ ...ledgerEntriesFilter, month: taxMonth.optional() });

/** What a direct request for the payout sheet answers (400). */
export const PAYOUT_SHEET_DIRECT = '打款明细仅能通过发起打款生成';

export const exportRequest = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('videos'), filter: myVideosQuery.prefault({}) }),
    z.object({ kind: z.literal('review_videos'), filter: reviewListQuery.prefault({}) }),
    /** `log:audit`; the operation log's own query (/log/index), every module the exporter may read. */
    z.object({ kind: z.literal('operation_logs'), filter: operationLogs.query!.prefault({}) }),
    /** `account:manage`; /admin/index's query (phones masked in the sheet as in the list). */
    z.object({ kind: z.literal('accounts'), filter: accountListQuery.prefault({}) }),
    /** `notice:publish`; one announcement's receipts drawer (read filter and keyword). */
    z.object({ kind: z.literal('notice_receipts'), filter: noticeReceiptsFilter }),
    /** `log:audit`; /log/es's filters (a relative range is pinned when the export is asked for). */
    z.object({ kind: z.literal('tracking_events'), filter: trackedEventsQuery.prefault({}) }),
    /** `finance:review`; the statements of /playlet/finance (by period, status…), 短剧分成结算表. */
    z.object({ kind: z.literal('playlet_statements'), filter: playletStatementsFilter.prefault({}) }),
    /** `finance:review`; withdrawals with masked account numbers. */
    z.object({ kind: z.literal('finance_withdrawals'), filter: financeWithdrawalsFilter.prefault({}) }),
    /** `finance:review` or `log:view`; the wallet log's entries. */
    z.object({ kind: z.literal('finance_entries'), filter: financeEntriesFilter.prefault({}) }),
    /** `finance:pay`; the month's withholding per person, full ID numbers (audited per subject). */
    z.object({ kind: z.literal('finance_tax'), filter: z.object({ month: taxMonth }) }),
    /** Made only by POST /api/finance/payout-batches: asking for it directly is refused. */
    z.object({
      kind: z.literal('payout_batch'),
      filter: z.unknown().superRefine((_value, ctx) => {
        ctx.addIssue({ code: 'custom', message: PAYOUT_SHEET_DIRECT });
      }),
    }),
  ],
  { error: '导出类型无效' },
);
export type ExportRequest = z.input<typeof exportRequest>;

export const exportJob = z.object({
  id: z.number().int(),
  kind: z.enum(EXPORT_KINDS),
  status: z.enum(EXPORT_STATUSES),
  /** The file name the download gets, e.g. 我的作品-2026-11-21.xlsx. */
  name: z.string(),
  /** Rows written so far (all of them once done). */
  rows: z.number().int(),
  /** The file's `/api/files/<id>` reference once done. */
  file: z.string().nullable(),
  error: z.string().nullable(),
  created_at: timestamp,
  finished_at: timestamp.nullable(),
});
export type ExportJob = z.infer<typeof exportJob>;

export const createExport = defineEndpoint({
  method: 'POST',
  path: '/api/exports',
  summary: 'Start an asynchronous xlsx export of a list’s current filter; poll GET /api/exports for the file',
  tag: 'exports',
  access: 'session',
  body: exportRequest,
  response: exportJob,
});

export const myExports = defineEndpoint({
  method: 'GET',
  path: '/api/exports',
  summary: 'The caller’s exports, newest first (the download list)',
  tag: 'exports',
  access: 'session',
  query: pageQuery.extend({
    kind: z.enum(EXPORT_KINDS, { error: '导出类型无效' }).optional(),
    /** Several kinds, comma-separated (/finance/export lists every finance sheet). */
    kinds: z
      .string({ error: '导出类型无效' })
      .transform((value) => [...new Set(value.split(','))])
      .pipe(z.array(z.enum(EXPORT_KINDS, { error: '导出类型无效' })).min(1, '导出类型无效'))
      .optional(),
  }),
  response: listOf(exportJob),
});
