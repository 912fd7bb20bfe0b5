import { createHash } from 'node:crypto';
import {
  MAX_SCHEDULE_LEAD_MS,
  MIN_SCHEDULE_LEAD_MS,
  type AdminDocument,
  type AdminDocumentVersion,
  type DocumentHistoryEntry,
  type DocumentView,
  type ParsedBodyOf,
  type endpoints,
} from '@creator-console/contract';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../../db/database.js';
import { iso, isoOrNull, isUniqueViolation } from '../../db/queries.js';
import { users } from '../../db/schema/index.js';
import { BadRequestError, BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { recordOperation, type RequestContext } from '../operation-log/record.js';
import { markdownProblem } from './markdown.js';
import { documents, documentVersions } from './schema.js';

export const STALE_DRAFT = '草稿已在其他窗口修改，请刷新后再编辑';
export const DRAFT_EXISTS = '该文档已有草稿，请在草稿上继续编辑';
export const SCHEDULED_EXISTS = '该文档已有待生效的版本，请先取消后再发布';
const DOCUMENT_NOT_FOUND = '文档不存在';
const VERSION_NOT_FOUND = '版本不存在';

/** The announcement a document's publication sends, by placement. */
const DOCUMENT_NAMES = { convention: '《用户公约》', agreement: '《用户协议》' } as const;
const DOCUMENT_LINKS = { convention: '/doc/index', agreement: '/agreement' } as const;

type CreateDocumentBody = ParsedBodyOf<typeof endpoints.createDocument>;
type CreateVersionBody = ParsedBodyOf<typeof endpoints.createDocumentVersion>;
type UpdateVersionBody = ParsedBodyOf<typeof endpoints.updateDocumentVersion>;
type PublishBody = ParsedBodyOf<typeof endpoints.publishDocumentVersion>;

/** Who writes, and from where (the operation log's context). */
export interface Actor {
  id: number;
  context: RequestContext;
}

export interface DocumentsRepository {
  /** The published version of a document; `appendices` for the convention. 404 when none. */
  published(key: string): Promise<DocumentView & { sha256: string }>;
  history(key: string): Promise<DocumentHistoryEntry[]>;
  /** A version that has been published (current or archived). */
  publishedVersion(key: string, version: number): Promise<DocumentView>;
  list(): Promise<AdminDocument[]>;
  create(actor: Actor, input: CreateDocumentBody): Promise<AdminDocument>;
  versions(key: string): Promise<{ document: AdminDocument; versions: AdminDocumentVersion[] }>;
  createVersion(actor: Actor, key: string, input: CreateVersionBody): Promise<AdminDocumentVersion>;
  updateVersion(
    actor: Actor,
    key: string,
    version: number,
    input: UpdateVersionBody,
  ): Promise<AdminDocumentVersion>;
  publish(actor: Actor, key: string, version: number, input: PublishBody): Promise<AdminDocumentVersion>;
  cancel(actor: Actor, key: string, version: number): Promise<AdminDocumentVersion>;
  remove(actor: Actor, key: string, version: number): Promise<void>;
  /** The sweeper: publishes every scheduled version now due, as the system. Answers how many. */
  publishDue(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentsRepository;
  }
}

export const sha256 = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex');

/** A 400 on one field, as the contract's own issues are. */
const fieldError = (field: string, message: string) =>
  new BadRequestError(message, [{ path: [field], message }]);

/** The body inside the Markdown subset: no raw HTML, links only to https:// or a console path. */
function checkBody(body: string) {
  const problem = markdownProblem(body);
  if (problem) throw fieldError('body', problem);
}

type DocumentRow = typeof documents.$inferSelect;
type VersionRow = typeof documentVersions.$inferSelect;

/** What the operation log keeps of a version: ids, state and the body's SHA-256, never the body. */
const versionSnapshot = (row: VersionRow) => ({
  version_id: row.id,
  version: row.version,
  title: row.title,
  status: row.status,
  body_sha256: row.bodySha256,
  change_note: row.changeNote,
  effective_at: isoOrNull(row.effectiveAt),
  notify: row.notify,
  revision: row.revision,
});

const publisher = alias(users, 'publisher');

export default fp(
  async (app) => {
    const { db } = app;

    async function documentByKey(q: Database | Transaction, key: string, lock = false) {
      const query = q.select().from(documents).where(eq(documents.key, key));
      const [row] = await (lock ? query.for('update') : query);
      if (!row) throw new NotFoundError(DOCUMENT_NOT_FOUND);
      return row;
    }

    async function versionOf(q: Database | Transaction, documentId: number, version: number, lock = false) {
      const query = q
        .select()
        .from(documentVersions)
        .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version)));
      const [row] = await (lock ? query.for('update') : query);
      if (!row) throw new NotFoundError(VERSION_NOT_FOUND);
      return row;
    }

    const adminVersionColumns = {
      row: documentVersions,
      publishedBy: publisher.name,
    };

    const toAdminVersion = (row: VersionRow, publishedBy: string | null): AdminDocumentVersion => ({
      id: row.id,
      version: row.version,
      title: row.title,
      body: row.body,
      body_sha256: row.bodySha256,
      change_note: row.changeNote,
      status: row.status,
      effective_at: isoOrNull(row.effectiveAt),
      published_at: isoOrNull(row.publishedAt),
      published_by: publishedBy,
      notify: row.notify,
      revision: row.revision,
      words: [...row.body].length,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    });

    async function adminVersion(q: Database | Transaction, id: number) {
      const [found] = await q
        .select(adminVersionColumns)
        .from(documentVersions)
        .leftJoin(publisher, eq(publisher.id, documentVersions.publishedBy))
        .where(eq(documentVersions.id, id));
      return toAdminVersion(found!.row, found!.publishedBy);
    }

    /** The staff list's rows: each document with its published, draft and scheduled versions. */
    async function adminDocumentsOf(q: Database | Transaction, ids?: number[]): Promise<AdminDocument[]> {
      const rows = await q
        .select()
        .from(documents)
        .where(ids ? inArray(documents.id, ids) : undefined)
        .orderBy(
          sql`case ${documents.placement} when 'convention' then 0 when 'agreement' then 1 else 2 end`,
          asc(documents.position),
          asc(documents.id),
        );
      if (rows.length === 0) return [];
      const live = await q
        .select()
        .from(documentVersions)
        .where(
          and(
            inArray(
              documentVersions.documentId,
              rows.map((row) => row.id),
            ),
            inArray(documentVersions.status, ['draft', 'scheduled', 'published']),
          ),
        );
      return rows.map((doc) => {
        const of = (status: VersionRow['status']) =>
          live.find((v) => v.documentId === doc.id && v.status === status);
        const current = of('published');
        const draft = of('draft');
        const scheduled = of('scheduled');
        return {
          id: doc.id,
          key: doc.key,
          title: doc.title,
          placement: doc.placement,
          current: current
            ? { version: current.version, effective_at: iso(current.effectiveAt ?? current.publishedAt!) }
            : null,
          draft: draft
            ? { version: draft.version, revision: draft.revision, updated_at: iso(draft.updatedAt) }
            : null,
          scheduled: scheduled
            ? { version: scheduled.version, effective_at: iso(scheduled.effectiveAt!) }
            : null,
        };
      });
    }

    const toView = (doc: DocumentRow, row: VersionRow): DocumentView => ({
      key: doc.key,
      title: row.title,
      placement: doc.placement,
      version: row.version,
      effective_at: iso(row.effectiveAt ?? row.publishedAt ?? row.createdAt),
      body: row.body,
      change_note: row.changeNote,
    });

    /**
     * Makes `row` the published version of `doc` (locked by the caller): the previous published one
     * is archived first, in the same transaction, so the one-published index never sees two.
     */
    async function makePublished(
      tx: Transaction,
      doc: DocumentRow,
      row: VersionRow,
      publishedBy: number | null,
      now: Date,
    ) {
      const [previous] = await tx
        .update(documentVersions)
        .set({ status: 'archived', updatedAt: now })
        .where(and(eq(documentVersions.documentId, doc.id), eq(documentVersions.status, 'published')))
        .returning();
      const [published] = await tx
        .update(documentVersions)
        .set({
          status: 'published',
          effectiveAt: now,
          publishedAt: now,
          publishedBy: publishedBy ?? row.publishedBy,
          updatedAt: now,
        })
        .where(eq(documentVersions.id, row.id))
        .returning();
      await tx.update(documents).set({ title: row.title }).where(eq(documents.id, doc.id));
      if (row.notify) await announce(tx, doc, published!, publishedBy ?? null);
      return { previous: previous ?? null, published: published! };
    }

    /** The publication's system announcement to every enabled account (admin.md §6.8). */
    async function announce(tx: Transaction, doc: DocumentRow, row: VersionRow, publishedBy: number | null) {
      const name = doc.placement === 'appendix' ? `《${row.title}》` : DOCUMENT_NAMES[doc.placement];
      const link = doc.placement === 'appendix' ? `/doc/index?doc=${doc.key}` : DOCUMENT_LINKS[doc.placement];
      await app.announcements.sendToAll(tx, {
        title: `${name}已更新`,
        content: row.changeNote,
        link,
        actorId: publishedBy,
      });
    }

    async function logVersion(
      tx: Transaction,
      actorId: number | null,
      context: RequestContext | undefined,
      action: string,
      doc: DocumentRow,
      summary: string,
      before: VersionRow | null,
      after: VersionRow | null,
      detail: Record<string, unknown> = {},
    ) {
      await recordOperation(tx, {
        module: 'document',
        action: `document.${action}`,
        targetType: 'document',
        targetId: doc.id,
        targetLabel: doc.title,
        actorId,
        summary,
        before: before ? versionSnapshot(before) : null,
        after: after ? versionSnapshot(after) : null,
        detail: { key: doc.key, ...detail },
        ...(context ? { context } : {}),
      });
    }

    /** A write on one version of a document: both locked, the document first (the sweeper's order). */
    async function onVersion<T>(
      key: string,
      version: number,
      work: (tx: Transaction, doc: DocumentRow, row: VersionRow) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const doc = await documentByKey(tx, key, true);
        const row = await versionOf(tx, doc.id, version, true);
        return work(tx, doc, row);
      });
    }

    const repository: DocumentsRepository = {
      async published(key) {
        const doc = await documentByKey(db, key);
        const [row] = await db
          .select()
          .from(documentVersions)
          .where(and(eq(documentVersions.documentId, doc.id), eq(documentVersions.status, 'published')));
        if (!row) throw new NotFoundError(DOCUMENT_NOT_FOUND);
        const view = { ...toView(doc, row), sha256: row.bodySha256 };
        if (doc.placement !== 'convention') return view;
        const appendices = await db
          .select({ key: documents.key, title: documents.title })
          .from(documents)
          .innerJoin(
            documentVersions,
            and(eq(documentVersions.documentId, documents.id), eq(documentVersions.status, 'published')),
          )
          .where(eq(documents.placement, 'appendix'))
          .orderBy(asc(documents.position), asc(documents.id));
        return { ...view, appendices };
      },

      async history(key) {
        const doc = await documentByKey(db, key);
        const rows = await db
          .select()
          .from(documentVersions)
          .where(
            and(
              eq(documentVersions.documentId, doc.id),
              inArray(documentVersions.status, ['published', 'archived']),
            ),
          )
          .orderBy(desc(documentVersions.version));
        return rows.map((row) => ({
          version: row.version,
          title: row.title,
          effective_at: iso(row.effectiveAt ?? row.publishedAt ?? row.createdAt),
          change_note: row.changeNote,
          current: row.status === 'published',
        }));
      },

      async publishedVersion(key, version) {
        const doc = await documentByKey(db, key);
        const row = await versionOf(db, doc.id, version);
        if (row.status !== 'published' && row.status !== 'archived')
          throw new NotFoundError(VERSION_NOT_FOUND);
        return toView(doc, row);
      },

      list: () => adminDocumentsOf(db),

      async create(actor, input) {
        try {
          return await db.transaction(async (tx) => {
            const [{ position } = { position: 0 }] = await tx
              .select({ position: sql<number>`coalesce(max(${documents.position}), 0) + 1` })
              .from(documents)
              .where(eq(documents.placement, 'appendix'));
            const [created] = await tx
              .insert(documents)
              .values({ key: input.key, title: input.title, placement: 'appendix', position })
              .returning();
            await recordOperation(tx, {
              module: 'document',
              action: 'document.create',
              targetType: 'document',
              targetId: created!.id,
              targetLabel: created!.title,
              actorId: actor.id,
              summary: `新建附录 ${created!.title}（${created!.key}）`,
              after: { key: created!.key, title: created!.title, placement: created!.placement },
              context: actor.context,
            });
            return (await adminDocumentsOf(tx, [created!.id]))[0]!;
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw fieldError('key', '文档标识已存在');
          throw error;
        }
      },

      async versions(key) {
        const doc = await documentByKey(db, key);
        const rows = await db
          .select(adminVersionColumns)
          .from(documentVersions)
          .leftJoin(publisher, eq(publisher.id, documentVersions.publishedBy))
          .where(eq(documentVersions.documentId, doc.id))
          .orderBy(desc(documentVersions.version));
        return {
          document: (await adminDocumentsOf(db, [doc.id]))[0]!,
          versions: rows.map(({ row, publishedBy }) => toAdminVersion(row, publishedBy)),
        };
      },

      async createVersion(actor, key, input) {
        checkBody(input.body);
        try {
          return await db.transaction(async (tx) => {
            const doc = await documentByKey(tx, key, true);
            const [draft] = await tx
              .select({ id: documentVersions.id })
              .from(documentVersions)
              .where(and(eq(documentVersions.documentId, doc.id), eq(documentVersions.status, 'draft')));
            if (draft) throw new BusinessRuleError(DRAFT_EXISTS);
            if (input.base_version !== undefined) await versionOf(tx, doc.id, input.base_version);
            const [{ next } = { next: 1 }] = await tx
              .select({ next: sql<number>`coalesce(max(${documentVersions.version}), 0) + 1` })
              .from(documentVersions)
              .where(eq(documentVersions.documentId, doc.id));
            const [created] = await tx
              .insert(documentVersions)
              .values({
                documentId: doc.id,
                version: Number(next),
                title: input.title,
                body: input.body,
                bodySha256: sha256(input.body),
                changeNote: input.change_note,
                status: 'draft',
                createdBy: actor.id,
              })
              .returning();
            await logVersion(
              tx,
              actor.id,
              actor.context,
              'version_create',
              doc,
              `新建 ${doc.title} v${created!.version} 草稿`,
              null,
              created!,
              input.base_version === undefined ? {} : { base_version: input.base_version },
            );
            return adminVersion(tx, created!.id);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new BusinessRuleError(DRAFT_EXISTS);
          throw error;
        }
      },

      async updateVersion(actor, key, version, input) {
        checkBody(input.body);
        return onVersion(key, version, async (tx, doc, row) => {
          if (row.status !== 'draft') throw new BusinessRuleError('只有草稿可以编辑');
          if (row.revision !== input.revision) throw new BusinessRuleError(STALE_DRAFT);
          const [changed] = await tx
            .update(documentVersions)
            .set({
              title: input.title,
              body: input.body,
              bodySha256: sha256(input.body),
              changeNote: input.change_note,
              revision: row.revision + 1,
              updatedAt: new Date(),
            })
            .where(and(eq(documentVersions.id, row.id), eq(documentVersions.revision, input.revision)))
            .returning();
          if (!changed) throw new BusinessRuleError(STALE_DRAFT);
          await logVersion(
            tx,
            actor.id,
            actor.context,
            'version_update',
            doc,
            `保存 ${doc.title} v${row.version} 草稿`,
            row,
            changed,
          );
          return adminVersion(tx, changed.id);
        });
      },

      async publish(actor, key, version, input) {
        const now = new Date();
        return onVersion(key, version, async (tx, doc, row) => {
          if (row.status !== 'draft') throw new BusinessRuleError('只有草稿可以发布');
          if (row.revision !== input.revision) throw new BusinessRuleError(STALE_DRAFT);
          if (!row.changeNote.trim()) throw fieldError('change_note', '请填写更新说明');
          const effectiveAt = input.effective_at === null ? null : new Date(input.effective_at);
          if (effectiveAt) {
            const lead = effectiveAt.getTime() - now.getTime();
            if (lead < MIN_SCHEDULE_LEAD_MS) throw fieldError('effective_at', '生效时间至少在 5 分钟之后');
            if (lead > MAX_SCHEDULE_LEAD_MS) throw fieldError('effective_at', '生效时间不能超过 90 天');
          }
          const [scheduled] = await tx
            .select({ id: documentVersions.id })
            .from(documentVersions)
            .where(and(eq(documentVersions.documentId, doc.id), eq(documentVersions.status, 'scheduled')));
          if (scheduled) throw new BusinessRuleError(SCHEDULED_EXISTS);
          const prepared = { ...row, notify: input.notify, publishedBy: actor.id };
          await tx
            .update(documentVersions)
            .set({ notify: input.notify, publishedBy: actor.id })
            .where(eq(documentVersions.id, row.id));
          if (effectiveAt) {
            const [changed] = await tx
              .update(documentVersions)
              .set({ status: 'scheduled', effectiveAt, updatedAt: now })
              .where(eq(documentVersions.id, row.id))
              .returning();
            await logVersion(
              tx,
              actor.id,
              actor.context,
              'version_publish',
              doc,
              `定时发布 ${doc.title} v${row.version}（${effectiveAt.toISOString()} 生效）`,
              row,
              changed!,
            );
            return adminVersion(tx, row.id);
          }
          const { previous, published } = await makePublished(tx, doc, prepared, actor.id, now);
          await logVersion(
            tx,
            actor.id,
            actor.context,
            'version_publish',
            doc,
            `发布 ${doc.title} v${row.version}`,
            row,
            published,
            { archived_version_id: previous?.id ?? null },
          );
          return adminVersion(tx, row.id);
        });
      },

      async cancel(actor, key, version) {
        return onVersion(key, version, async (tx, doc, row) => {
          if (row.status !== 'scheduled') throw new BusinessRuleError('只有待生效的版本可以取消');
          const [draft] = await tx
            .select({ id: documentVersions.id })
            .from(documentVersions)
            .where(and(eq(documentVersions.documentId, doc.id), eq(documentVersions.status, 'draft')));
          if (draft) throw new BusinessRuleError(DRAFT_EXISTS);
          const [changed] = await tx
            .update(documentVersions)
            .set({
              status: 'draft',
              effectiveAt: null,
              publishedBy: null,
              revision: row.revision + 1,
              updatedAt: new Date(),
            })
            .where(eq(documentVersions.id, row.id))
            .returning();
          await logVersion(
            tx,
            actor.id,
            actor.context,
            'version_cancel',
            doc,
            `取消 ${doc.title} v${row.version} 的定时发布`,
            row,
            changed!,
          );
          return adminVersion(tx, row.id);
        });
      },

      async remove(actor, key, version) {
        await onVersion(key, version, async (tx, doc, row) => {
          if (row.status !== 'draft') throw new BusinessRuleError('只有草稿可以删除');
          await tx.delete(documentVersions).where(eq(documentVersions.id, row.id));
          await logVersion(
            tx,
            actor.id,
            actor.context,
            'version_delete',
            doc,
            `删除 ${doc.title} v${row.version} 草稿`,
            row,
            null,
          );
        });
      },

      async publishDue(now = new Date()) {
        const due = await db
          .select({ id: documentVersions.id, documentId: documentVersions.documentId })
          .from(documentVersions)
          .where(and(eq(documentVersions.status, 'scheduled'), lte(documentVersions.effectiveAt, now)))
          .orderBy(asc(documentVersions.effectiveAt), asc(documentVersions.id))
          .limit(50);
        let published = 0;
        for (const candidate of due) {
          const done = await db.transaction(async (tx) => {
            // The document first, as every manual write locks it: a manual publish of the same
            // document waits for this one (or this for it), and each archives what the other published.
            const [doc] = await tx
              .select()
              .from(documents)
              .where(eq(documents.id, candidate.documentId))
              .for('update');
            if (!doc) return false;
            const [row] = await tx
              .select()
              .from(documentVersions)
              .where(
                and(
                  eq(documentVersions.id, candidate.id),
                  eq(documentVersions.status, 'scheduled'),
                  lte(documentVersions.effectiveAt, now),
                ),
              )
              .for('update');
            // Another process published or a manager cancelled it meanwhile.
            if (!row) return false;
            const effectiveAt = row.effectiveAt!;
            const { previous, published: after } = await makePublished(tx, doc, row, null, now);
            // The version takes effect at its scheduled time, not the sweep's.
            await tx.update(documentVersions).set({ effectiveAt }).where(eq(documentVersions.id, row.id));
            await logVersion(
              tx,
              null,
              undefined,
              'version_publish',
              doc,
              `定时发布 ${doc.title} v${row.version} 已生效`,
              row,
              { ...after, effectiveAt },
              { archived_version_id: previous?.id ?? null, scheduled: true },
            );
            return true;
          });
          if (done) published += 1;
        }
        return published;
      },
    };

    app.decorate('documents', repository);
    app.scheduler.every({
      name: 'documents.publish-due',
      everyMs: 30_000,
      run: () => repository.publishDue(),
    });
  },
  { name: 'documents-repository', dependencies: ['db', 'scheduler', 'announcements-repository'] },
);
