import { randomUUID } from 'node:crypto';
import {
  EXPORT_KIND_LABELS,
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
} from '@creator-console/contract';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { can } from '../../auth/principal.js';
import { platformDay } from '../../dates.js';
import { pageOf } from '../../db/queries.js';
import { exportJobs, files } from '../../db/schema/index.js';
import { xlsxStream, type Cell, type Column } from '../../export/xlsx.js';
import { BusinessRuleError, ForbiddenError } from '../../http/errors.js';
import { UploadMeter } from '../../http/upload-body.js';
import { metered, storageKeyOf } from '../files/repository.js';
import type { Principal } from '../../plugins/app/authorization.js';
import { NO_REQUEST, type RequestContext } from '../operation-log/record.js';

type JobRow = typeof exportJobs.$inferSelect;

export interface ExportsRepository {
  /** Queues an export of the caller's list with its filter; 202 when it would be too large. */
  create(principal: Principal, request: ExportRequest, context?: RequestContext): Promise<ExportJob>;
  list(
    ownerId: number,
    query: { page: number; size: number; kind?: ExportKind | undefined },
  ): Promise<{
    data: ExportJob[];
    total: number;
  }>;
  /** Resolves once every queued export has finished (tests, graceful shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    exports: ExportsRepository;
  }
}

/** Rows fetched per query while writing: large pages, few round trips, bounded memory. */
const BATCH = 1000;
/** An export still pending or running this long after it was asked for was cut off by a restart. */
const STALE_MS = 30 * 60_000;

const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }) : '';

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
  time(v.created_at),
  time(v.published_at),
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
    time(e.created_at),
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

/** Stored beside an operation-log export's filter: whether its owner could read content modules. */
const LOG_VIEW_FLAG = '_log_view';

const SHEETS: {
  videos: Sheet<VideoSummary>;
  review_videos: Sheet<ReviewVideo>;
  operation_logs: Sheet<OperationLogEntry>;
} = {
  operation_logs: operationLogSheet,
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
     * One page of the export's list, as its own list screen would show it (any page size).
     * `exactTotal`: the whole selection counted, for the size check (the log's list caps its total).
     */
    function pageFor(
      job: Pick<JobRow, 'kind' | 'ownerId' | 'filter'>,
      page: number,
      size: number,
      exactTotal = false,
    ) {
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
        return app.operationLog.list(
          { ...filter, cursor: undefined, page, size },
          { permissions },
          { exactTotal },
        );
      }
      const filter = reviewListQuery.parse(job.filter);
      return app.review.list({ ...filter, page, size });
    }

    async function* rowsOf(job: JobRow): AsyncGenerator<Cell[]> {
      const sheet = SHEETS[job.kind] as Sheet<VideoSummary | ReviewVideo | OperationLogEntry>;
      let written = 0;
      for (let page = 1; ; page++) {
        const { data } = await pageFor(job, page, BATCH);
        for (const item of data) yield sheet.row(item);
        written += data.length;
        await db.update(exportJobs).set({ rows: written }).where(eq(exportJobs.id, job.id));
        if (data.length < BATCH || written >= MAX_EXPORT_ROWS) return;
      }
    }

    async function run(id: number): Promise<void> {
      const [job] = await db
        .update(exportJobs)
        .set({ status: 'running' })
        .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'pending')))
        .returning();
      if (!job) return;
      const fileId = randomUUID();
      const storageKey = storageKeyOf(fileId, 'export');
      try {
        const meter = new UploadMeter(Number.MAX_SAFE_INTEGER, '');
        const sheet = xlsxStream(EXPORT_KIND_LABELS[job.kind], SHEETS[job.kind].columns, rowsOf(job));
        await storage.put(storageKey, metered(sheet, meter));
        await db.transaction(async (tx) => {
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
          await tx
            .update(exportJobs)
            .set({ status: 'done', fileId, finishedAt: sql`now()` })
            .where(eq(exportJobs.id, id));
        });
      } catch (error) {
        app.log.error({ err: error, exportId: id }, 'export failed');
        await storage.remove(storageKey).catch(() => {});
        await db
          .update(exportJobs)
          .set({ status: 'failed', error: '导出失败，请稍后重试', finishedAt: sql`now()` })
          .where(eq(exportJobs.id, id));
      }
    }

    // One export at a time per process: exports are background work and must not starve requests.
    let queue: Promise<void> = Promise.resolve();
    const enqueue = (id: number) => {
      queue = queue.then(() => run(id));
    };

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
    });
    app.addHook('onClose', () => queue);

    app.decorate('exports', {
      async create(principal, request, context = NO_REQUEST) {
        const permission =
          request.kind === 'videos'
            ? 'video:publish'
            : request.kind === 'operation_logs'
              ? 'log:audit'
              : 'review:video';
        if (!can(principal, permission)) throw new ForbiddenError();
        const given = { ...(request.filter as Record<string, unknown> | undefined) };
        // Stored as the URL would carry it, so the job re-reads it with the same schema.
        if (Array.isArray(given.modules)) given.modules = given.modules.join(',');
        const filter = {
          ...given,
          ...(request.kind === 'operation_logs' ? { [LOG_VIEW_FLAG]: can(principal, 'log:view') } : {}),
        };
        // Too large a selection is refused before anything is written.
        const { total } = await pageFor(
          { kind: request.kind, ownerId: principal.userId, filter },
          1,
          1,
          true,
        );
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
          return inserted;
        });
        enqueue(job!.id);
        return toJob(job!);
      },

      async list(ownerId, { kind, ...page }) {
        const where = and(eq(exportJobs.ownerId, ownerId), kind ? eq(exportJobs.kind, kind) : undefined);
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

      idle: () => queue,
    } satisfies ExportsRepository);
  },
  {
    name: 'exports-repository',
    dependencies: ['db', 'storage', 'videos-repository', 'review-repository', 'operation-log-repository'],
  },
);
