import {
  MESSAGE_TYPES,
  REVIEW_LOCK_MINUTES,
  REVIEW_REFUSALS,
  type ContentKind,
  type OperationLogModule,
  type ReviewDecision,
} from '@creator-console/contract';
import { and, count, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { containing, newestFirst, pageOf, withinDays } from '../../db/queries.js';
import { reviewReasons, users } from '../../db/schema/index.js';
import { BadRequestError, BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { recordSteps, type HistoryTable } from './history.js';

/**
 * A table of reviewable items. Every kind keeps its queue in its own table, with these columns
 * under these names: the engine locks, decides and lists through them.
 */
export type ReviewableTable = PgTable & {
  id: PgColumn;
  /** The creator, who is notified of decisions. */
  userId: PgColumn;
  title: PgColumn;
  status: PgColumn;
  /** The last rejection's quick reasons and message, shown to the creator. */
  reviewReasons: PgColumn;
  reviewMessage: PgColumn;
  /** The reviewer of the last decision. */
  reviewerId: PgColumn;
  lockedBy: PgColumn;
  lockedUntil: PgColumn;
  /** When it last entered review: the queue hands out the oldest first. */
  submittedAt: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** One stage of a kind's review: which items wait there and where an approval takes them. */
export interface StageRule<Status extends string> {
  /** The status of the items waiting at this stage. */
  status: Status;
  /** Its name in notices (初审, 复审). */
  label: string;
  /** The columns an approval sets: the next status, and e.g. the publish time. */
  approve: { status: Status | SQL } & Record<string, unknown>;
  /** Items for which this holds are handed out first (before the oldest). */
  first?: SQL;
}

/** What the creator is told of a decision. */
export interface Notice {
  title: string;
  content: string;
  link: string;
}

/**
 * A kind of reviewable content: where its items are, its stages, and what is its own (how an item
 * is loaded for the reviewer, what the creator is told). Everything else is the engine's.
 */
export interface ReviewKind<
  Stage extends string,
  Status extends string,
  Item extends { id: number },
  Detail extends Item,
  Filters extends object = object,
> {
  table: ReviewableTable;
  history: HistoryTable;
  stages: Record<Stage, StageRule<Status>>;
  rejected: Status;
  /** The quick reasons a rejection may name are the configured ones of this kind. */
  reasonKind: ContentKind;
  logModule: OperationLogModule;
  /** The 404 message. */
  missing: string;
  /** What the item is called in notices (视频, 图集), and the page where the creator edits it. */
  noun: string;
  editLink(id: number): string;
  /** What the creator is told when an approval takes the item to `status`; null: nothing yet. */
  approvedNotice(item: { id: number; title: string; status: Status }): Omit<Notice, 'title'> | null;
  /** The items with these ids (in any order), as the operators' list shows them. */
  items(q: Database, ids: readonly number[]): Promise<Item[]>;
  /** The items with these ids (in any order), with their history, as the workbench shows them. */
  details(q: Database, ids: readonly number[]): Promise<Detail[]>;
  /** The kind's own list filters. */
  filters?(query: Filters): SQL[];
}

export interface DecisionInput<Stage extends string> {
  stage: Stage;
  decision: ReviewDecision;
  reasons: string[];
  message: string;
}

export interface ReviewListQuery<Status extends string> {
  page: number;
  size: number;
  status?: Status | undefined;
  creator_id?: number | undefined;
  reviewer_id?: number | undefined;
  /** Title, or the creator's name or username. */
  keyword?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
}

export interface ReviewQueue<
  Stage extends string,
  Status extends string,
  Item extends { id: number },
  Detail extends Item,
  Filters extends object = object,
> {
  /** The 404 message of the kind. */
  readonly missing: string;
  /** Locks up to `size` items of the stage to the reviewer (their own open ones first) and answers them. */
  claim(reviewerId: number, stage: Stage, size: number): Promise<Detail[]>;
  /** Unlocks the reviewer's items (the listed ones, or all). */
  release(reviewerId: number, ids?: number[]): Promise<number>;
  /**
   * Decides one item: it must be at the stage and locked by the reviewer (202 otherwise). Status,
   * review record, operation log and the creator's notice in one transaction.
   */
  decide(
    reviewerId: number,
    id: number,
    decision: DecisionInput<Stage>,
  ): Promise<{ id: number; status: Status }>;
  /** Every item, newest first, filtered. */
  list(query: ReviewListQuery<Status> & Filters): Promise<{ data: Item[]; total: number }>;
  detail(id: number): Promise<Detail | null>;
  /** An operator's correction of the item's own columns, written to the operation log with what changed. */
  edit(operatorId: number, id: number, changes: Record<string, unknown>): Promise<Detail>;
}

const lockExpiry = sql`now() + ${sql.raw(`interval '${REVIEW_LOCK_MINUTES} minutes'`)}`;

/** `items` in the order of `ids` (the ones found). */
const inOrderOf = <T extends { id: number }>(ids: readonly number[], items: readonly T[]) => {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** The review engine of one kind: claims with a lock and expiry, release, decisions, list, detail, edit. */
export function createReviewQueue<
  Stage extends string,
  Status extends string,
  Item extends { id: number },
  Detail extends Item,
  Filters extends object = object,
>(
  app: FastifyInstance,
  kind: ReviewKind<Stage, Status, Item, Detail, Filters>,
): ReviewQueue<Stage, Status, Item, Detail, Filters> {
  const { db } = app;
  const t = kind.table;
  const creator = alias(users, 'queue_creator');

  async function detailOf(q: Database, id: number) {
    const [detail] = await kind.details(q, [id]);
    return detail ?? null;
  }

  /** The quick reasons a decision names must be configured ones of the kind. */
  async function checkReasons(q: Database, reasons: string[]) {
    if (reasons.length === 0) return;
    const known = new Set(
      (
        await q
          .select({ text: reviewReasons.text })
          .from(reviewReasons)
          .where(and(eq(reviewReasons.kind, kind.reasonKind), inArray(reviewReasons.text, reasons)))
      ).map((row) => row.text),
    );
    const unknown = reasons.findIndex((reason) => !known.has(reason));
    if (unknown >= 0) {
      const message = `审核理由「${reasons[unknown]}」不存在，请在快捷审核设置中添加`;
      throw new BadRequestError(message, [{ path: ['reasons', unknown], message }]);
    }
  }

  /** Why a decision changed nothing: decided already, held by another reviewer, or not claimed. */
  async function refusal(q: Database, reviewerId: number, id: number, status: Status) {
    const [now] = await q
      .select({ status: t.status, lockedBy: t.lockedBy, lockedUntil: t.lockedUntil })
      .from(t)
      .where(eq(t.id, id));
    if (!now || now.status !== status) return new BusinessRuleError(REVIEW_REFUSALS.alreadyDecided);
    const lockedUntil = now.lockedUntil as Date | null;
    if (now.lockedBy !== null && now.lockedBy !== reviewerId && lockedUntil && lockedUntil > new Date()) {
      return new BusinessRuleError(REVIEW_REFUSALS.lockedByOther);
    }
    return new BusinessRuleError(REVIEW_REFUSALS.notClaimed);
  }

  function noticeOf(
    decided: { id: number; title: string; status: Status },
    { stage, decision, reasons, message }: DecisionInput<Stage>,
  ): Notice | null {
    const { noun } = kind;
    if (decision === 'approve') {
      const notice = kind.approvedNotice(decided);
      return notice && { title: `${noun}《${decided.title}》已通过审核`, ...notice };
    }
    const label = kind.stages[stage].label;
    return {
      title: `${noun}《${decided.title}》未通过${label}`,
      content: [
        `您的${noun}《${decided.title}》未通过${label}。`,
        reasons.length > 0 ? `原因：${reasons.join('、')}` : '',
        message ? `审核意见：${message}` : '',
        '修改后可重新提交审核。',
      ]
        .filter(Boolean)
        .join('\n'),
      link: kind.editLink(decided.id),
    };
  }

  return {
    missing: kind.missing,

    async claim(reviewerId, stage, size) {
      const { status, first } = kind.stages[stage];
      const order = [
        ...(first ? [sql`${first} desc nulls last`] : []),
        sql`${t.submittedAt} asc nulls last`,
        sql`${t.id} asc`,
      ];
      // The caller's own open items first, then the queue's order. SKIP LOCKED: two reviewers
      // claiming at once get different items (PGlite, one connection, serialises anyway).
      const queue = sql`select ${t.id} from ${t}
        where ${t.status} = ${status}
          and (${t.lockedBy} is null or ${t.lockedUntil} <= now() or ${t.lockedBy} = ${reviewerId})
        order by (${t.lockedBy} = ${reviewerId} and ${t.lockedUntil} > now()) desc nulls last,
          ${sql.join(order, sql`, `)}
        limit ${size}
        for update skip locked`;
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(t)
          .set({ lockedBy: reviewerId, lockedUntil: lockExpiry })
          .where(sql`${t.id} in (${queue})`)
          .returning({ id: t.id });
        if (claimed.length === 0) return [];
        const ordered = await tx
          .select({ id: t.id })
          .from(t)
          .where(
            inArray(
              t.id,
              claimed.map((row) => row.id as number),
            ),
          )
          .orderBy(...order);
        const ids = ordered.map((row) => row.id as number);
        return inOrderOf(ids, await kind.details(tx, ids));
      });
    },

    async release(reviewerId, ids) {
      const released = await db
        .update(t)
        .set({ lockedBy: null, lockedUntil: null })
        .where(
          and(
            eq(t.lockedBy, reviewerId),
            ids === undefined ? undefined : inArray(t.id, ids.length > 0 ? ids : [0]),
          ),
        )
        .returning({ id: t.id });
      return released.length;
    },

    async decide(reviewerId, id, input) {
      const { stage, decision, reasons, message } = input;
      const rule = kind.stages[stage];
      return db.transaction(async (tx) => {
        const [exists] = await tx.select({ id: t.id }).from(t).where(eq(t.id, id));
        if (!exists) throw new NotFoundError(kind.missing);
        if (decision === 'reject') await checkReasons(tx, reasons);

        const approved = decision === 'approve';
        // The conditional update is the guard: of two decisions on one item, whatever the engine
        // or the timing, only the one that still finds it at its stage and locked to its
        // reviewer changes it; the other changes nothing and is refused.
        const [row] = await tx
          .update(t)
          .set({
            ...(approved ? rule.approve : { status: kind.rejected }),
            reviewReasons: approved ? [] : reasons,
            reviewMessage: approved ? '' : message || reasons.join('；'),
            reviewerId,
            lockedBy: null,
            lockedUntil: null,
            updatedAt: sql`now()`,
          })
          .where(and(eq(t.id, id), eq(t.status, rule.status), eq(t.lockedBy, reviewerId)))
          .returning({ userId: t.userId, title: t.title, status: t.status });
        if (!row) throw await refusal(tx, reviewerId, id, rule.status);
        const decided = { id, title: row.title as string, status: row.status as Status };

        await recordSteps(tx, kind.history, [
          { itemId: id, stage, decision, reasons, message, actorId: reviewerId },
        ]);
        await app.operationLog.record(tx, {
          module: kind.logModule,
          action: approved ? 'review_approve' : 'review_reject',
          targetType: kind.logModule,
          targetId: id,
          actorId: reviewerId,
          detail: {
            stage,
            from: rule.status,
            to: decided.status,
            reasons,
            message,
            title: decided.title,
          },
        });
        const notice = noticeOf(decided, input);
        if (notice) {
          await app.messages.send(
            [{ userId: row.userId as number, type: MESSAGE_TYPES.review, ...notice }],
            tx,
          );
        }
        return { id, status: decided.status };
      });
    },

    async list(query) {
      const { status, creator_id, reviewer_id, keyword, start_date, end_date, page, size } = query;
      const conditions: SQL[] = [...(kind.filters?.(query) ?? [])];
      if (status) conditions.push(eq(t.status, status));
      if (creator_id !== undefined) conditions.push(eq(t.userId, creator_id));
      if (reviewer_id !== undefined) conditions.push(eq(t.reviewerId, reviewer_id));
      if (keyword) {
        const pattern = containing(keyword);
        conditions.push(
          or(ilike(t.title, pattern), ilike(creator.name, pattern), ilike(creator.username, pattern))!,
        );
      }
      conditions.push(...withinDays(t.createdAt, { start_date, end_date }));
      const where = and(...conditions);
      const { limit, offset } = pageOf({ page, size });
      const [rows, [counted]] = await Promise.all([
        db
          .select({ id: t.id })
          .from(t)
          .innerJoin(creator, eq(creator.id, t.userId))
          .where(where)
          .orderBy(newestFirst(t.createdAt), newestFirst(t.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(t).innerJoin(creator, eq(creator.id, t.userId)).where(where),
      ]);
      const ids = rows.map((row) => row.id as number);
      return { data: inOrderOf(ids, await kind.items(db, ids)), total: counted?.n ?? 0 };
    },

    detail: (id) => detailOf(db, id),

    async edit(operatorId, id, changes) {
      const columns = getTableColumns(t);
      const keys = Object.keys(changes);
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select(Object.fromEntries(keys.map((key) => [key, columns[key]!])))
          .from(t)
          .where(eq(t.id, id))
          .for('update');
        if (!before) throw new NotFoundError(kind.missing);
        await tx
          .update(t)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(t.id, id));
        const changed = Object.fromEntries(
          keys
            .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(changes[key]))
            .map((key) => [key, { from: before[key], to: changes[key] }]),
        );
        await app.operationLog.record(tx, {
          module: kind.logModule,
          action: 'operator_edit',
          targetType: kind.logModule,
          targetId: id,
          actorId: operatorId,
          detail: changed,
        });
        return (await detailOf(tx, id))!;
      });
    },
  };
}
