import { randomUUID } from 'node:crypto';
import {
  EXPORT_KIND_LABELS,
  EXPORT_KIND_ALSO_PERMITTED,
  EXPORT_KIND_PERMISSIONS,
  MACHINE_VERDICT_LABELS,
  MAX_EXPORT_ROWS,
  VIDEO_STATUS_LABELS,
  VIDEO_VISIBILITY_LABELS,
  fileReference,
  myVideosQuery,
  operationLogs as operationLogsEndpoint,
  type OperationLogEntry,
  reviewListQuery,
  type ExportJob,
  type ExportKind,
  type ExportRequest,
  type ReviewVideo,
  type VideoSummary,
  USER_STATUS,
  accountListQuery,
  noticeReceiptsFilter,
  trackedEventsQuery,
  type AccountRow,
  type NoticeReceipt,
  type TrackedEvent,
  playletStatementsFilter,
  STATEMENT_STATUS_LABELS,
  yuanText,
  type PlayletStatement,
} from '@creator-console/contract';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { can } from '../../auth/principal.js';
import { platformDay, sheetTime } from '../../dates.js';
import { pageOf } from '../../db/queries.js';
import { exportJobs, files } from '../../db/schema/index.js';
import { xlsxStream, type Cell, type Column } from '../../export/xlsx.js';
import { BusinessRuleError, ForbiddenError } from '../../http/errors.js';
import { UploadMeter } from '../../http/upload-body.js';
import { metered, storageKeyOf } from '../files/repository.js';
import type { KeysetPosition } from '../videos/repository.js';
import type { Principal } from '../../plugins/app/authorization.js';
import { NO_REQUEST, type RequestContext } from '../operation-log/record.js';
import { listAccounts } from '../accounts/reads.js';
import { rangeOf } from '../tracking/explorer.js';
import {
  auditFinanceExport,
  FINANCE_SHEETS,
  financeEntriesKeyset,
  financePage,
  isFinanceExportKind,
} from '../payouts/sheets.js';

type JobRow = typeof exportJobs.$inferSelect;

export interface ExportsRepository {
  /** Queues an export of the caller's list with its filter; 202 when it would be too large. */
  create(principal: Principal, request: ExportRequest, context?: RequestContext): Promise<ExportJob>;
  list(
    ownerId: number,
    query: { page: number; size: number; kind?: ExportKind | undefined; kinds?: ExportKind[] | undefined },
  ): Promise<{
    data: ExportJob[];
    total: number;
  }>;
  /** Queues an export whose row another module wrote in its own transaction, once committed. */
  start(id: number): Promise<void>;
  /** Resolves once every queued export has finished (tests, graceful shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    exports: ExportsRepository;
  }
}

/** The job queue's queue of exports (plugins/app/jobs.ts): its job carries `{ id }`. */
export const EXPORT_QUEUE = 'export';
/** Thrown to roll back the finish of an export whose claim another run took over. */
const CLAIM_LOST = new Error('export claim lost');
/** The periodic job that sends again exports whose job was never sent (`resendPending`). */
export const RESEND_JOB = 'exports.resend-pending';
/** How old a pending export must be before the sweep sends it again, and how often it looks. */
const RESEND_AFTER_MS = 60_000;
/** An export still pending or running this long after it was asked for was cut off by a restart. */
const STALE_MS = 30 * 60_000;

interface Sheet<T> {
  columns: Column[];
  row(item: T): Cell[];
}

const videoColumns: Column[] = [
  { header: 'ID', width: 8 },
  { header: '标题', width: 40 },
  { header: '状态', width: 10 },
  { header: '可见范围', width: 12 },
  { header: '话题', width: 24 },
  { header: '播放', width: 10 },
  { header: '点赞', width: 10 },
  { header: '创建时间', width: 20 },
  { header: '发布时间', width: 20 },
  { header: '未通过原因', width: 30 },
];
const videoCells = (v: VideoSummary): Cell[] => [
  v.id,
  v.title,
  VIDEO_STATUS_LABELS[v.status],
  VIDEO_VISIBILITY_LABELS[v.visibility],
  v.topics.map((topic) => `#${topic}`).join(' '),
  v.plays,
  v.likes,
  sheetTime(v.created_at),
  sheetTime(v.published_at),
  v.status === 'rejected' ? [...v.review_reasons, v.review_message].filter(Boolean).join('；') : '',
];

const OUTCOME_LABELS = { success: '成功', denied: '已拒绝', refused: '被规则拦截' } as const;

/** The operation log as /log/index shows it (IP only for auditors, who alone may export it). */
const operationLogSheet: Sheet<OperationLogEntry> = {
  columns: [
    { header: 'ID', width: 10 },
    { header: '时间', width: 20 },
    { header: '操作人', width: 16 },
    { header: '角色', width: 12 },
    { header: '代操作 MCN', width: 16 },
    { header: '模块', width: 12 },
    { header: '操作', width: 24 },
    { header: '对象类型', width: 12 },
    { header: '对象 ID', width: 10 },
    { header: '对象', width: 20 },
    { header: '结果', width: 12 },
    { header: 'IP', width: 16 },
    { header: '摘要', width: 40 },
  ],
  row: (e) => [
    e.id,
    sheetTime(e.created_at),
    e.actor?.name ?? '系统',
    e.actor?.role ?? '',
    e.acting_mcn?.name ?? '',
    e.module,
    e.action,
    e.target_type ?? '',
    e.target_id ?? '',
    e.target_label,
    OUTCOME_LABELS[e.outcome],
    e.ip ?? '',
    e.summary,
  ],
};

/** /admin/index's columns; the phone is masked as the list shows it (admin.md §6.1). */
const accountSheet: Sheet<AccountRow> = {
  columns: [
    { header: 'ID', width: 8 },
    { header: '用户名', width: 16 },
    { header: '昵称', width: 16 },
    { header: '手机号', width: 14 },
    { header: '当前角色', width: 12 },
    { header: '角色', width: 24 },
    { header: '属性标签', width: 24 },
    { header: '商业渠道', width: 20 },
    { header: '所属 MCN', width: 16 },
    { header: '状态', width: 8 },
    { header: '禁用原因', width: 30 },
    { header: '最近登录', width: 20 },
    { header: '注册时间', width: 20 },
  ],
  row: (a) => [
    a.id,
    a.username,
    a.name,
    a.phone,
    a.roles[0]?.name ?? '',
    a.roles.map((role) => role.name).join('、'),
    a.tags.map((tag) => tag.name).join('、'),
    a.channels.map((channel) => channel.name).join('、'),
    a.mcn?.name ?? '',
    a.status === USER_STATUS.disabled ? '已禁用' : '正常',
    a.status === USER_STATUS.disabled ? a.disabled_reason : '',
    sheetTime(a.last_login_at),
    sheetTime(a.created_at),
  ],
};

/** The receipts drawer of /admin/notice: 账号, 阅读时间 or 未读 (admin.md §6.7). */
const receiptSheet: Sheet<NoticeReceipt> = {
  columns: [
    { header: '用户 ID', width: 10 },
    { header: '账号', width: 20 },
    { header: '阅读时间', width: 20 },
  ],
  row: (r) => [r.user_id, r.name, r.read_at ? sheetTime(r.read_at) : '未读'],
};

const TRACKING_EVENT_LABELS: Record<TrackedEvent['event'], string> = {
  login: '登录',
  invite: '邀请',
  certification_submit: '提交认证',
  certification_approval: '认证审核',
};

/** /log/es's table with every field of a row (full IPs: the export needs `log:audit`). */
const trackingSheet: Sheet<TrackedEvent> = {
  columns: [
    { header: 'ID', width: 10 },
    { header: '时间', width: 20 },
    { header: '事件', width: 10 },
    { header: '结果', width: 8 },
    { header: '用户 ID', width: 10 },
    { header: '用户', width: 16 },
    { header: 'IP', width: 16 },
    { header: '平台', width: 10 },
    { header: '端口', width: 10 },
    { header: '失败原因', width: 24 },
    { header: '属性', width: 40 },
    { header: '设备', width: 40 },
  ],
  row: (e) => [
    e.id,
    sheetTime(e.created_at),
    TRACKING_EVENT_LABELS[e.event],
    e.success ? '成功' : '失败',
    e.user_id ?? '',
    e.user_name ?? '',
    e.ip,
    e.platform,
    e.port,
    e.reason === 0 ? '' : e.reason,
    Object.keys(e.properties).length ? JSON.stringify(e.properties) : '',
    e.user_agent ?? '',
  ],
};

/** 短剧分成结算表 (money.md §8.6, §9.7): yuan with two decimals, computed from fen. */
const playletStatementSheet: Sheet<PlayletStatement> = {
  columns: [
    { header: '合同号', width: 16 },
    { header: '剧名', width: 20 },
    { header: '合作方', width: 20 },
    { header: '账期', width: 10 },
    { header: '付费收入', width: 14 },
    { header: '广告收入', width: 14 },
    { header: '招商收入', width: 14 },
    { header: '扣除', width: 14 },
    { header: '净收入', width: 14 },
    { header: '分成比例', width: 10 },
    { header: '分成金额', width: 14 },
    { header: '制作人', width: 12 },
    { header: '审核人', width: 12 },
    { header: '状态', width: 10 },
  ],
  row: (s) => [
    s.contract_no,
    s.drama_title,
    s.partner_name,
    s.period,
    yuanText(s.paid_fen, { grouping: false }),
    yuanText(s.ad_fen, { grouping: false }),
    yuanText(s.sponsor_fen, { grouping: false }),
    yuanText(s.deduction_fen, { grouping: false }),
    yuanText(s.net_fen, { grouping: false }),
    `${s.share_bps / 100}%`,
    yuanText(s.share_fen, { grouping: false }),
    s.preparer?.name ?? '',
    s.reviewer?.name ?? '',
    STATEMENT_STATUS_LABELS[s.status],
  ],
};

/**
 * A parsed filter written back as its query string carried it (lists comma-joined, numbers and
 * flags as text), so the job re-reads it with the list's own schema. `props` stays a list: its
 * values may hold commas.
 */
function urlForm(filter: Record<string, unknown>): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) form[key] = key === 'props' ? value.map(String) : value.join(',');
    else if (typeof value === 'number' || typeof value === 'boolean') form[key] = String(value);
    else form[key] = value;
  }
  return form;
}

/** Kinds whose filter is stored in its URL form (the earlier kinds keep theirs as they were). */
const URL_FORM_KINDS: readonly ExportKind[] = [
  'accounts',
  'notice_receipts',
  'tracking_events',
  'playlet_statements',
];

/** Stored beside an operation-log export's filter: whether its owner could read content modules. */
const LOG_VIEW_FLAG = '_log_view';

const SHEETS: {
  videos: Sheet<VideoSummary>;
  review_videos: Sheet<ReviewVideo>;
  operation_logs: Sheet<OperationLogEntry>;
  accounts: Sheet<AccountRow>;
  notice_receipts: Sheet<NoticeReceipt>;
  tracking_events: Sheet<TrackedEvent>;
  playlet_statements: Sheet<PlayletStatement>;
} & typeof FINANCE_SHEETS = {
  ...FINANCE_SHEETS,
  operation_logs: operationLogSheet,
  accounts: accountSheet,
  notice_receipts: receiptSheet,
  tracking_events: trackingSheet,
  playlet_statements: playletStatementSheet,
  videos: { columns: videoColumns, row: videoCells },
  review_videos: {
    columns: [
      ...videoColumns.slice(0, 2),
      { header: '创作者', width: 16 },
      ...videoColumns.slice(2),
      { header: '机审结果', width: 10 },
      { header: '机审原因', width: 30 },
      { header: '审核员', width: 12 },
    ],
    row: (v) => {
      const [id, title, ...rest] = videoCells(v);
      return [
        id,
        title,
        v.creator.name,
        ...rest,
        v.machine_verdict ? MACHINE_VERDICT_LABELS[v.machine_verdict] : '',
        v.machine_reasons.join('；'),
        v.reviewer ?? '',
      ];
    },
  },
};

const toJob = (row: JobRow): ExportJob => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  name: row.name,
  rows: row.rows,
  file: row.fileId ? fileReference(row.fileId) : null,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

export default fp(
  async (app) => {
    const { db, storage } = app;
    /**
     * Rows fetched per query while writing (config `exportPageRows`, 5 000): large pages, few round
     * trips, bounded memory (two pages are held at most: the one written and the next, fetched meanwhile).
     */
    /**
     * Whether the next page is fetched while one is written. On PostgreSQL the query runs in the
     * server meanwhile; the embedded PGlite (an unshared job queue) runs it on this thread, so a
     * prefetch overlaps nothing and only holds a second page in the heap.
     */
    const PREFETCH = app.jobs.shared;
    /**
     * On PGlite a page costs no round trip but is held in this process's heap several times over
     * (the engine's answer, the driver's rows, the mapped items): pages of at most 1 000 rows there
     * keep an export inside a 64 MiB heap beside the app itself (bench/export.mjs).
     */
    const BATCH = PREFETCH ? app.config.exportPageRows : Math.min(app.config.exportPageRows, 1_000);

    /**
     * One page of the export's list, as its own list screen would show it (any page size).
     * `exactTotal`: the whole selection counted, for the size check (the log's list caps its total).
     */
    function pageFor(
      job: Pick<JobRow, 'kind' | 'ownerId' | 'filter'>,
      page: number,
      size: number,
      cursor?: string,
      exactTotal = false,
    ): Promise<{ data: unknown[]; total: number; next_cursor?: string | null }> {
      if (isFinanceExportKind(job.kind)) return financePage(db, job.kind, job.filter, page, size);
      if (job.kind === 'accounts') {
        const filter = accountListQuery.parse(job.filter);
        // Only `manageable` depends on the reader, and the sheet leaves it out.
        const owner = {
          sessionId: 0,
          userId: job.ownerId,
          role: null,
          permissions: new Set<string>(),
          accessVersion: '',
        };
        return listAccounts(db, owner, { ...filter, page, size });
      }
      if (job.kind === 'notice_receipts') {
        const { notice_id: noticeId, ...filter } = noticeReceiptsFilter.parse(job.filter);
        return app.announcements.receipts(noticeId, { ...filter, page, size });
      }
      if (job.kind === 'tracking_events') {
        const { event, ...filter } = trackedEventsQuery.parse(job.filter);
        const events = filter.events ?? (event ? [event] : undefined);
        // Keyset pages (the explorer has no offsets); full IPs: only auditors export it.
        return app.tracking.page({ ...filter, events, cursor, size }, true);
      }
      if (job.kind === 'playlet_statements') {
        return app.playlet.statements({ ...playletStatementsFilter.parse(job.filter), page, size });
      }
      if (job.kind === 'videos') {
        const filter = myVideosQuery.parse(job.filter);
        return app.videos.list(job.ownerId, { ...filter, page, size });
      }
      if (job.kind === 'operation_logs') {
        const filter = operationLogsEndpoint.query!.parse(job.filter);
        const permissions = new Set([
          'log:audit',
          ...(job.filter[LOG_VIEW_FLAG] === true ? ['log:view'] : []),
        ]);
        // Keyset pages after the first (the list's own cursor): no OFFSET, and uncounted but for
        // the size check.
        return app.operationLog.list(
          { ...filter, cursor, page: cursor ? 1 : page, size },
          { permissions },
          { exactTotal, uncounted: !exactTotal && size > 1 },
        );
      }
      const filter = reviewListQuery.parse(job.filter);
      return app.review.list({ ...filter, page, size });
    }

    /**
     * One page of an export's rows by keyset position for the kinds that have one: `cursor` is the
     * position of the previous page's last row (opaque text), none for the first page;
     * `next_cursor` null after the last page. Undefined for the kinds paged by `pageFor`.
     */
    function keysetPageFor(
      job: Pick<JobRow, 'kind' | 'ownerId' | 'filter'>,
      cursor: string | undefined,
      size: number,
    ): Promise<{ data: unknown[]; next_cursor: string | null }> | undefined {
      if (job.kind === 'finance_entries') return financeEntriesKeyset(db, job.filter, cursor, size);
      if (job.kind === 'videos') {
        const filter = myVideosQuery.parse(job.filter);
        const position = cursor ? (JSON.parse(cursor) as KeysetPosition) : null;
        return app.videos
          .exportPage(job.ownerId, filter, position, size)
          .then(({ data, next }) => ({ data, next_cursor: next ? JSON.stringify(next) : null }));
      }
      return undefined;
    }

    /**
     * The sheet's rows, page after page: keyset pages where the kind has them (`keysetPageFor`, or
     * a `next_cursor` of `pageFor`), else numbered pages; the next page is fetched while this one
     * is written. The progress is written while `claim` (this run's) still holds.
     */
    async function* rowsOf(job: JobRow, claim: string): AsyncGenerator<Cell[]> {
      const sheet = SHEETS[job.kind] as Sheet<unknown>;
      const fetchPage = (page: number, cursor: string | undefined) =>
        keysetPageFor(job, cursor, BATCH) ?? pageFor(job, page, BATCH, cursor);
      let written = 0;
      let next = fetchPage(1, undefined);
      for (let page = 1; ; page++) {
        const { data, next_cursor: cursor } = await next;
        const last = data.length < BATCH || written + data.length >= MAX_EXPORT_ROWS || cursor === null;
        const following = () => {
          next = fetchPage(page + 1, cursor ?? undefined);
          // Awaited on the next turn; not an unhandled rejection if the writer stops first.
          next.catch(() => {});
        };
        if (!last && PREFETCH) following();
        // Each row is let go once written (no second page held beside it on PGlite).
        for (let i = 0; i < data.length; i++) {
          const row = sheet.row(data[i]);
          data[i] = undefined;
          yield row;
        }
        written += data.length;
        await db
          .update(exportJobs)
          .set({ rows: written })
          .where(and(eq(exportJobs.id, job.id), eq(exportJobs.claimedBy, claim)));
        if (last) return;
        if (!PREFETCH) following();
      }
    }

    /** How many rows the export would write (the explorer counts exactly only up to the cap). */
    async function totalOf(job: Pick<JobRow, 'kind' | 'ownerId' | 'filter'>): Promise<number> {
      if (job.kind === 'tracking_events') {
        return app.tracking.count(trackedEventsQuery.parse(job.filter), MAX_EXPORT_ROWS);
      }
      return (await pageFor(job, 1, 1, undefined, true)).total;
    }

    const { jobs } = app;
    const expireSeconds = jobs.expireSeconds;
    /** How often a running export says it is alive: well within the expiry. */
    const heartbeatMs = Math.max(500, Math.floor((expireSeconds * 1000) / 3));

    /** A claim older than the expiry: its run stopped saying it is alive (its process died). */
    const abandoned = () => sql`now() - make_interval(secs => ${expireSeconds})`;

    /**
     * Runs export `id` once, whichever process's queue worker calls it and however often (a retry
     * after an expiry, a second send). It claims the row with a conditional update — pending, or
     * running with a claim older than the expiry — under a token of its own, keeps the claim alive
     * while it writes, and finishes with an update conditional on still holding it: a run that lost
     * its claim to another leaves neither a file nor a status. A row already done or failed is
     * left alone. Throws (so that the queue retries later) while another run holds a live claim.
     */
    async function run(id: number): Promise<void> {
      const token = randomUUID();
      const [job] = await db
        .update(exportJobs)
        .set({ status: 'running', claimedBy: token, claimedAt: sql`now()` })
        .where(
          and(
            eq(exportJobs.id, id),
            or(
              eq(exportJobs.status, 'pending'),
              and(eq(exportJobs.status, 'running'), lt(exportJobs.claimedAt, abandoned())),
            ),
          ),
        )
        .returning();
      if (!job) {
        const [row] = await db
          .select({ status: exportJobs.status })
          .from(exportJobs)
          .where(eq(exportJobs.id, id));
        if (row?.status === 'running') throw new Error(`export ${id} is running elsewhere`);
        return;
      }
      const mine = and(eq(exportJobs.id, id), eq(exportJobs.claimedBy, token));
      const heartbeat = setInterval(() => {
        db.update(exportJobs)
          .set({ claimedAt: sql`now()` })
          .where(mine)
          .catch((error: unknown) => app.log.warn({ err: error, exportId: id }, 'export heartbeat failed'));
      }, heartbeatMs);
      heartbeat.unref();
      const fileId = randomUUID();
      const storageKey = storageKeyOf(fileId, 'export');
      try {
        const meter = new UploadMeter(Number.MAX_SAFE_INTEGER, '');
        const sheet = xlsxStream(EXPORT_KIND_LABELS[job.kind], SHEETS[job.kind].columns, rowsOf(job, token));
        await storage.put(storageKey, metered(sheet, meter));
        const finished = await db
          .transaction(async (tx) => {
            await tx.insert(files).values({
              id: fileId,
              ownerId: job.ownerId,
              purpose: 'export',
              name: job.name,
              mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              size: meter.bytes,
              sha256: meter.digest(),
              storageKey,
            });
            const [done] = await tx
              .update(exportJobs)
              .set({ status: 'done', fileId, finishedAt: sql`now()` })
              .where(and(mine, eq(exportJobs.status, 'running')))
              .returning({ id: exportJobs.id });
            // Rolls the file row back.
            if (!done) throw CLAIM_LOST;
            return true;
          })
          .catch((error: unknown) => {
            if (error === CLAIM_LOST) return false;
            throw error;
          });
        // Another run took the export over (this one was taken for dead): its file is the one.
        if (!finished) await storage.remove(storageKey).catch(() => {});
      } catch (error) {
        app.log.error({ err: error, exportId: id }, 'export failed');
        await storage.remove(storageKey).catch(() => {});
        await db
          .update(exportJobs)
          .set({ status: 'failed', error: '导出失败，请稍后重试', finishedAt: sql`now()` })
          .where(and(mine, eq(exportJobs.status, 'running')));
      } finally {
        clearInterval(heartbeat);
      }
    }

    /** The queue job of an export: one id per export, so sending it twice queues it once. */
    const jobIdOf = (id: number) => `00000000-0000-4000-8000-${id.toString(16).padStart(12, '0')}`;
    /**
     * Exports sent to this process's in-process queue and not yet started (PGlite): that queue does
     * not merge two sends of one id as pg-boss does, so the sweep leaves these alone.
     */
    const waiting = new Set<number>();
    const enqueue = async (id: number) => {
      if (!jobs.shared) waiting.add(id);
      await jobs.send(EXPORT_QUEUE, { id }, { id: jobIdOf(id) });
    };

    // A run that throws (another holds a live claim) is retried once that claim may have expired.
    jobs.work<{ id: number }>(
      EXPORT_QUEUE,
      { policy: 'standard', retryLimit: 10, retryDelaySeconds: expireSeconds },
      ({ id }) => {
        waiting.delete(id);
        return run(id);
      },
    );

    /**
     * Sends again the exports left pending — committed, but their job never sent (the process died
     * in between) or lost — once they are older than `RESEND_AFTER_MS` and no run has claimed them.
     * Safe in several processes at once: the scheduler runs one tick at a time across processes,
     * pg-boss keeps one job per export id (a job still queued is not duplicated), and a run claims
     * an export only while it is pending.
     */
    async function resendPending(): Promise<number> {
      const stale = await db
        .select({ id: exportJobs.id })
        .from(exportJobs)
        .where(
          and(
            eq(exportJobs.status, 'pending'),
            isNull(exportJobs.claimedBy),
            lt(exportJobs.createdAt, sql`now() - make_interval(secs => ${RESEND_AFTER_MS / 1000})`),
          ),
        )
        .orderBy(asc(exportJobs.id));
      let sent = 0;
      for (const { id } of stale) {
        if (waiting.has(id)) continue;
        await enqueue(id);
        sent++;
      }
      if (sent > 0) app.log.warn({ exports: sent }, 'pending exports sent again');
      return sent;
    }
    app.scheduler.every({ name: RESEND_JOB, everyMs: RESEND_AFTER_MS, run: resendPending });

    /** Exports asked for through this process, until they are seen finished (`idle`). */
    const asked = new Set<number>();

    app.addHook('onReady', async () => {
      await db
        .update(exportJobs)
        .set({ status: 'failed', error: '服务重启，导出已中断，请重新导出', finishedAt: sql`now()` })
        .where(
          and(
            inArray(exportJobs.status, ['pending', 'running']),
            lt(exportJobs.createdAt, new Date(Date.now() - STALE_MS)),
          ),
        );
      // One process owns a PGlite database: a run it left behind died with it.
      if (!jobs.shared) {
        await db
          .update(exportJobs)
          .set({ status: 'pending', claimedBy: null, claimedAt: null })
          .where(eq(exportJobs.status, 'running'));
      }
      // Pending exports whose job a stopped process never sent (or, in-process, lost): queued
      // again; on PostgreSQL a job still queued is not duplicated (same job id).
      const pending = await db
        .select({ id: exportJobs.id })
        .from(exportJobs)
        .where(eq(exportJobs.status, 'pending'));
      for (const { id } of pending) await enqueue(id);
    });

    app.decorate('exports', {
      async create(principal, request, context = NO_REQUEST) {
        const also = EXPORT_KIND_ALSO_PERMITTED[request.kind];
        if (!can(principal, EXPORT_KIND_PERMISSIONS[request.kind]) && !(also && can(principal, also))) {
          throw new ForbiddenError();
        }
        let given = { ...(request.filter as Record<string, unknown> | undefined) };
        if (request.kind === 'tracking_events') {
          // A relative range (the last 24 hours) is pinned to the instants it meant when asked.
          const range = rangeOf(request.filter as Parameters<typeof rangeOf>[0]);
          given = { ...given, start: range.start.toISOString(), end: range.end.toISOString() };
          delete given.cursor;
        }
        // Stored as the URL would carry it, so the job re-reads it with the same schema.
        if (URL_FORM_KINDS.includes(request.kind)) given = urlForm(given);
        if (Array.isArray(given.modules)) given.modules = given.modules.join(',');
        const filter = {
          ...given,
          ...(request.kind === 'operation_logs' ? { [LOG_VIEW_FLAG]: can(principal, 'log:view') } : {}),
        };
        // Too large a selection is refused before anything is written.
        const total = await totalOf({ kind: request.kind, ownerId: principal.userId, filter });
        if (total > MAX_EXPORT_ROWS) {
          throw new BusinessRuleError(
            `筛选结果共 ${total} 条，超过单次导出上限 ${MAX_EXPORT_ROWS} 条，请缩小筛选范围`,
          );
        }
        const [job] = await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(exportJobs)
            .values({
              ownerId: principal.userId,
              kind: request.kind,
              filter,
              name: `${EXPORT_KIND_LABELS[request.kind]}-${platformDay()}.xlsx`,
            })
            .returning();
          // Exporting the log is itself an entry of the log (admin.md §6.11).
          if (request.kind === 'operation_logs') {
            await app.operationLog.record(tx, {
              module: 'system',
              action: 'operation_log.export',
              targetType: 'export',
              targetId: inserted[0]!.id,
              targetLabel: inserted[0]!.name,
              actorId: principal.userId,
              summary: `导出操作日志（${total} 条）`,
              detail: { filter: request.filter ?? {} },
              context,
            });
          }
          if (request.kind === 'tracking_events') {
            await app.operationLog.record(tx, {
              module: 'system',
              action: 'tracking.export',
              targetType: 'export',
              targetId: inserted[0]!.id,
              targetLabel: inserted[0]!.name,
              actorId: principal.userId,
              summary: `导出通用日志（${total} 条）`,
              detail: { filter },
              context,
            });
          }
          // The tax sheet's full ID numbers: audited per person named (money.md §8.6).
          if (isFinanceExportKind(request.kind)) {
            await auditFinanceExport(app, tx, principal.userId, inserted[0]!, context);
          }
          return inserted;
        });
        // After the commit: a worker of any process may fetch it at once.
        asked.add(job!.id);
        await enqueue(job!.id);
        return toJob(job!);
      },

      async list(ownerId, { kind, kinds, ...page }) {
        const where = and(
          eq(exportJobs.ownerId, ownerId),
          kind ? eq(exportJobs.kind, kind) : undefined,
          kinds ? inArray(exportJobs.kind, kinds) : undefined,
        );
        const { limit, offset } = pageOf(page);
        const [rows, [counted]] = await Promise.all([
          db
            .select()
            .from(exportJobs)
            .where(where)
            .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
            .limit(limit)
            .offset(offset),
          db.select({ n: count() }).from(exportJobs).where(where),
        ]);
        return { data: rows.map(toJob), total: counted?.n ?? 0 };
      },

      async start(id) {
        asked.add(id);
        await enqueue(id);
      },

      async idle() {
        if (!jobs.shared) return jobs.idle(EXPORT_QUEUE);
        // Another process's worker may run them: wait until their rows say they finished.
        while (asked.size > 0) {
          const open = await db
            .select({ id: exportJobs.id })
            .from(exportJobs)
            .where(
              and(inArray(exportJobs.id, [...asked]), inArray(exportJobs.status, ['pending', 'running'])),
            );
          const still = new Set(open.map((row) => row.id));
          for (const id of asked) if (!still.has(id)) asked.delete(id);
          if (asked.size > 0) await new Promise((resolve) => setTimeout(resolve, 25));
        }
      },
    } satisfies ExportsRepository);
  },
  {
    name: 'exports-repository',
    dependencies: [
      'db',
      'jobs',
      'scheduler',
      'storage',
      'videos-repository',
      'review-repository',
      'operation-log-repository',
      'tracking-repository',
      // app.announcements (receipts) registers later and is read only when an export runs.
    ],
  },
);
