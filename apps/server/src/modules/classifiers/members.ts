import {
  type ClassifierKind,
  type ClassifierMember,
  type MemberFailure,
  type MembersAdded,
  type MembersImported,
  type MembersRemoved,
} from '@creator-console/contract';
import { and, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { withinCeiling } from '../../auth/ceiling.js';
import type { Transaction } from '../../db/database.js';
import { activeRoleKey, activeRoleName, iso, pageOf, userIdOf } from '../../db/queries.js';
import { rolePermissions, userRoles, users } from '../../db/schema/index.js';
import { BusinessRuleError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { RequestContext, Snapshot } from '../operation-log/record.js';
import { maskPhone } from '../../sensitive-values.js';

/**
 * The engine the three classifiers share (admin.md §6.4–6.6): a classifier is a row of its own
 * table with members in a membership table (classifier id, user id, added_by, created_at). A kind
 * is a declaration (`ClassifierSpec`); finding, listing, adding, importing, removing and ordering
 * are written once here, each write in one transaction with its operation-log row.
 */

/** The membership table of a kind, by its columns. */
export interface Membership {
  table: PgTable;
  owner: PgColumn;
  user: PgColumn;
  addedBy: PgColumn;
  createdAt: PgColumn;
  /** A row to insert, by the table's property names. */
  row(ownerId: number, userId: number, addedBy: number): Record<string, unknown>;
}

export interface ClassifierSpec {
  kind: ClassifierKind;
  /** 标签, 分组, 渠道: in log summaries. */
  noun: string;
  notFound: string;
  /** The 404 of removing an account that is not a member. */
  notMember: string;
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  /** Touched by every change of the members, where the kind has one. */
  updatedAt?: PgColumn;
  /** Position column of a kind the operator orders. */
  position?: PgColumn;
  membership: Membership;
  /** Why an account (by its active role key) cannot be a member; null when it can. */
  refuses?: (roleKey: string) => string | null;
  /** Membership changes what the account sees (labels: 直播 shows the live menu). */
  changesAccess?: boolean;
  /** The most members, and the refusal beyond it. */
  capacity?: { max: number; message: string };
}

/** Who is acting, as the engine needs it: the ceiling and the log. */
export interface Actor {
  userId: number;
  roleKey: string;
  permissions: ReadonlySet<string>;
  context: RequestContext;
}

export interface Classified {
  id: number;
  name: string;
}

const MISSING_ACCOUNT = '账号不存在';

/** A column qualified by its table's name: safe inside correlated subqueries. */
export const qualified = (table: string, column: string) =>
  sql`${sql.identifier(table)}.${sql.identifier(column)}`;

/** Username prefix, nickname contains, a full phone or its last 4 digits (as the account picker). */
function accountKeyword(keyword: string): SQL {
  const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
  const matches: SQL[] = [ilike(users.username, `${escaped}%`), ilike(users.name, `%${escaped}%`)];
  if (/^1\d{10}$/.test(keyword)) matches.push(eq(users.phone, keyword));
  if (/^\d{4}$/.test(keyword)) matches.push(sql`right(${users.phone}, 4) = ${keyword}`);
  return or(...matches)!;
}

interface Target {
  id: number;
  name: string;
  roleKey: string;
  permissions: string[];
}

export function classifierEngine(app: FastifyInstance) {
  const { db } = app;
  const adder = alias(users, 'adder');

  /** The accounts named, with what the ceiling reads: active role key and its page rights. */
  async function targetsOf(tx: Transaction, ids: readonly number[]): Promise<Map<number, Target>> {
    if (ids.length === 0) return new Map();
    const activeRoleId = sql`(select ${sql.identifier('ur')}.${sql.identifier('role_id')} from ${userRoles} ${sql.identifier('ur')} where ${sql.identifier('ur')}.${sql.identifier('user_id')} = ${userIdOf('users')} order by ${sql.identifier('ur')}.${sql.identifier('position')}, ${sql.identifier('ur')}.${sql.identifier('role_id')} limit 1)`;
    const rows = await tx
      .select({
        id: users.id,
        name: users.name,
        roleKey: activeRoleKey('users'),
        permissions: sql<
          string[] | null
        >`(select json_agg(${sql.identifier('rp')}.${sql.identifier('permission')}) from ${rolePermissions} ${sql.identifier('rp')} where ${sql.identifier('rp')}.${sql.identifier('role_id')} = ${activeRoleId})`,
      })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(rows.map((row) => [row.id, { ...row, permissions: row.permissions ?? [] }]));
  }

  /** Why the actor may not touch this account (the ceiling of admin.md §3), or null. */
  const beyondCeiling = (actor: Actor, target: Target): string | null => {
    const verdict = withinCeiling(
      { roleKey: actor.roleKey, roleIds: [], permissions: actor.permissions, menu: [] },
      { kind: 'touch_account', activeRoleKey: target.roleKey || null, permissions: target.permissions },
    );
    return verdict.allowed ? null : verdict.message;
  };

  /**
   * The accounts of `ids` split by `why` (the refusal of one account, or null): the allowed ids and
   * the failures answered to the caller, both in the order asked.
   */
  async function sortOut(
    tx: Transaction,
    ids: readonly number[],
    why: (target: Target | undefined) => string | null,
  ): Promise<{ allowed: number[]; failed: MemberFailure[] }> {
    const targets = await targetsOf(tx, ids);
    const failed: MemberFailure[] = [];
    const allowed: number[] = [];
    for (const userId of ids) {
      const target = targets.get(userId);
      const refusal = why(target);
      if (refusal) failed.push({ user_id: userId, name: target?.name ?? '', message: refusal });
      else allowed.push(userId);
    }
    return { allowed, failed };
  }

  /** The classifier, locked for the rest of the transaction when it changes; 404 when missing. */
  async function find(q: Transaction | typeof db, spec: ClassifierSpec, id: number, lock = false) {
    const query = q.select({ id: spec.id, name: spec.name }).from(spec.table).where(eq(spec.id, id));
    const [row] = (await (lock ? query.for('update') : query)) as Classified[];
    if (!row) throw new NotFoundError(spec.notFound);
    return row;
  }

  /** After a label change: the accounts' access version moves and their cached menus go. */
  async function accessChanged(tx: Transaction, spec: ClassifierSpec, userIds: readonly number[]) {
    if (!spec.changesAccess || userIds.length === 0) return;
    await tx
      .update(users)
      .set({ accessVersion: sql`${users.accessVersion} + 1` })
      .where(inArray(users.id, [...userIds]));
  }
  const forget = async (spec: ClassifierSpec, userIds: readonly number[]) => {
    if (!spec.changesAccess) return;
    for (const userId of userIds) await app.sessions.forgetUser(userId);
  };

  const touch = async (tx: Transaction, spec: ClassifierSpec, id: number) => {
    if (!spec.updatedAt) return;
    await tx
      .update(spec.table)
      .set({ [updatedAtKey(spec)]: sql`now()` } as never)
      .where(eq(spec.id, id));
  };

  /** Adds the eligible accounts of `ids`; the others are answered in `failed`. */
  async function addWithin(
    tx: Transaction,
    spec: ClassifierSpec,
    actor: Actor,
    classified: Classified,
    ids: readonly number[],
  ): Promise<MembersAdded & { addedIds: number[] }> {
    const { allowed: eligible, failed } = await sortOut(tx, ids, (target) =>
      target ? (spec.refuses?.(target.roleKey) ?? beyondCeiling(actor, target)) : MISSING_ACCOUNT,
    );
    const m = spec.membership;
    const addedIds =
      eligible.length === 0
        ? []
        : (
            (await tx
              .insert(m.table)
              .values(eligible.map((userId) => m.row(classified.id, userId, actor.userId)) as never)
              .onConflictDoNothing()
              .returning({ userId: m.user })) as { userId: number }[]
          ).map((row) => row.userId);
    if (spec.capacity && addedIds.length > 0) {
      const [held] = await tx.select({ n: count() }).from(m.table).where(eq(m.owner, classified.id));
      if ((held?.n ?? 0) > spec.capacity.max) throw new BusinessRuleError(spec.capacity.message);
    }
    if (addedIds.length > 0) {
      await accessChanged(tx, spec, addedIds);
      await touch(tx, spec, classified.id);
    }
    return { added: addedIds.length, existing: eligible.length - addedIds.length, failed, addedIds };
  }

  /** Removes the accounts of `ids` the actor may touch; `strict` throws for a single account instead. */
  async function removeWithin(
    tx: Transaction,
    spec: ClassifierSpec,
    actor: Actor,
    classified: Classified,
    ids: readonly number[],
    strict: boolean,
  ): Promise<MembersRemoved & { removedIds: number[] }> {
    const { allowed, failed } = await sortOut(tx, ids, (target) => {
      const why = target ? beyondCeiling(actor, target) : MISSING_ACCOUNT;
      if (why && strict) throw target ? new ForbiddenError(why) : new NotFoundError(spec.notMember);
      return why;
    });
    const m = spec.membership;
    const removedIds =
      allowed.length === 0
        ? []
        : (
            (await tx
              .delete(m.table)
              .where(and(eq(m.owner, classified.id), inArray(m.user, allowed)))
              .returning({ userId: m.user })) as { userId: number }[]
          ).map((row) => row.userId);
    if (strict && removedIds.length === 0) throw new NotFoundError(spec.notMember);
    if (removedIds.length > 0) {
      await accessChanged(tx, spec, removedIds);
      await touch(tx, spec, classified.id);
    }
    return { removed: removedIds.length, failed, removedIds };
  }

  const log = (
    tx: Transaction,
    spec: ClassifierSpec,
    actor: Actor,
    classified: Classified,
    verb: string,
    summary: string,
    before: Snapshot | null,
    after: Snapshot | null,
    detail: Record<string, unknown> = {},
  ) =>
    app.operationLog.record(tx, {
      module: 'label',
      action: `${spec.kind}.${verb}`,
      targetType: spec.kind,
      targetId: classified.id,
      targetLabel: classified.name,
      actorId: actor.userId,
      summary,
      before,
      after,
      detail,
      context: actor.context,
    });

  /**
   * A change of a classifier's members: in one transaction the classifier is locked (404 when
   * missing), `change` writes and says what it did, and its operation-log row is recorded; after
   * the commit the changed accounts' cached access goes (labels). Answers `change`'s answer.
   */
  async function changeMembers<Answer>(
    spec: ClassifierSpec,
    actor: Actor,
    id: number,
    verb: 'members_add' | 'members_import' | 'members_remove',
    change: (
      tx: Transaction,
      classified: Classified,
    ) => Promise<{
      answer: Answer;
      /** The accounts whose membership changed. */
      changed: number[];
      summary: string;
      before: Snapshot | null;
      after: Snapshot | null;
      detail: Record<string, unknown>;
    }>,
  ): Promise<Answer> {
    const done = await db.transaction(async (tx) => {
      const classified = await find(tx, spec, id, true);
      const result = await change(tx, classified);
      await log(
        tx,
        spec,
        actor,
        classified,
        verb,
        result.summary,
        result.before,
        result.after,
        result.detail,
      );
      return result;
    });
    await forget(spec, done.changed);
    return done.answer;
  }

  return {
    find,
    log,

    /** A page of a classifier's accounts, newest first, by username, nickname or phone. */
    async members(
      spec: ClassifierSpec,
      id: number,
      query: { page: number; size: number; keyword?: string | undefined },
    ): Promise<{ data: ClassifierMember[]; total: number }> {
      await find(db, spec, id);
      const m = spec.membership;
      const where = and(eq(m.owner, id), query.keyword ? accountKeyword(query.keyword) : undefined);
      const { limit, offset } = pageOf(query);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: users.id,
            username: users.username,
            name: users.name,
            avatar: users.avatar,
            roleName: activeRoleName('users'),
            status: users.status,
            phone: users.phone,
            addedBy: adder.name,
            createdAt: m.createdAt,
          })
          .from(m.table)
          .innerJoin(users, eq(users.id, m.user))
          .leftJoin(adder, eq(adder.id, m.addedBy))
          .where(where)
          .orderBy(desc(m.createdAt), desc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(m.table).innerJoin(users, eq(users.id, m.user)).where(where),
      ]);
      return {
        data: rows.map((row) => ({
          user: {
            id: row.id,
            username: row.username,
            name: row.name,
            avatar: row.avatar,
            role_name: row.roleName,
            status: row.status,
            phone: maskPhone(row.phone),
          },
          added_by: row.addedBy,
          created_at: iso(row.createdAt as Date),
        })),
        total: counted?.n ?? 0,
      };
    },

    async addMembers(spec: ClassifierSpec, actor: Actor, id: number, ids: readonly number[]) {
      return changeMembers(spec, actor, id, 'members_add', async (tx, classified) => {
        const done = await addWithin(tx, spec, actor, classified, ids);
        const { addedIds, ...answer } = done;
        return {
          answer: answer satisfies MembersAdded,
          changed: addedIds,
          summary: `${spec.noun}「${classified.name}」添加 ${done.added} 个账号`,
          before: null,
          after: { user_ids: addedIds },
          detail: { failed: done.failed, existing: done.existing },
        };
      });
    },

    /** Adds the accounts named by usernames or phones, one a line; the unknown lines are listed. */
    async importMembers(
      spec: ClassifierSpec,
      actor: Actor,
      id: number,
      lines: readonly string[],
    ): Promise<MembersImported> {
      return changeMembers(spec, actor, id, 'members_import', async (tx, classified) => {
        const found = await tx
          .select({ id: users.id, username: users.username, phone: users.phone })
          .from(users)
          .where(or(inArray(users.username, [...lines]), inArray(users.phone, [...lines])));
        const byLine = new Map<string, number>();
        for (const row of found) {
          byLine.set(row.phone, row.id);
          byLine.set(row.username, row.id); // a username wins over another account's phone
        }
        const notFound = lines.filter((line) => !byLine.has(line));
        const ids = [...new Set(lines.flatMap((line) => byLine.get(line) ?? []))];
        const done = await addWithin(tx, spec, actor, classified, ids);
        const { addedIds, ...answer } = done;
        return {
          answer: { ...answer, not_found: notFound },
          changed: addedIds,
          summary: `${spec.noun}「${classified.name}」导入：添加 ${done.added} 个，已在其中 ${done.existing} 个，未找到 ${notFound.length} 个`,
          before: null,
          after: { user_ids: addedIds },
          detail: { failed: done.failed, existing: done.existing, not_found: notFound.length },
        };
      });
    },

    async removeMembers(
      spec: ClassifierSpec,
      actor: Actor,
      id: number,
      ids: readonly number[],
      strict = false,
    ): Promise<MembersRemoved> {
      return changeMembers(spec, actor, id, 'members_remove', async (tx, classified) => {
        const done = await removeWithin(tx, spec, actor, classified, ids, strict);
        const { removedIds, ...answer } = done;
        return {
          answer,
          changed: removedIds,
          summary: `${spec.noun}「${classified.name}」移除 ${done.removed} 个账号`,
          before: { user_ids: removedIds },
          after: { user_ids: [] },
          detail: { failed: done.failed },
        };
      });
    },

    /** Every row's id in the new order; 202 when the list changed since the caller read it. */
    async order(spec: ClassifierSpec, actor: Actor, ids: readonly number[], message: string) {
      const position = spec.position!;
      await db.transaction(async (tx) => {
        const rows = (await tx
          .select({ id: spec.id, name: spec.name, position })
          .from(spec.table)
          .orderBy(position, spec.id)
          .for('update')) as (Classified & { position: number })[];
        const known = new Set(rows.map((row) => row.id));
        if (rows.length !== ids.length || ids.some((rowId) => !known.has(rowId))) {
          throw new BusinessRuleError(message);
        }
        for (const [index, rowId] of ids.entries()) {
          await tx
            .update(spec.table)
            .set({ [positionKey(spec)]: index } as never)
            .where(and(eq(spec.id, rowId), sql`${position} <> ${index}`));
        }
        await app.operationLog.record(tx, {
          module: 'label',
          action: `${spec.kind}.order`,
          targetType: spec.kind,
          targetId: null,
          actorId: actor.userId,
          summary: `调整${spec.noun}排序`,
          before: { ids: rows.map((row) => row.id) },
          after: { ids: [...ids] },
          context: actor.context,
        });
      });
    },
  };
}

export type ClassifierEngine = ReturnType<typeof classifierEngine>;

/** The property name drizzle knows a column by in its table (for `.set`). */
const keyOf = (table: PgTable, column: PgColumn) => {
  const entry = Object.entries(getTableColumns(table)).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} is not in its table`);
  return entry[0];
};
const updatedAtKey = (spec: ClassifierSpec) => keyOf(spec.table, spec.updatedAt!);
const positionKey = (spec: ClassifierSpec) => keyOf(spec.table, spec.position!);
