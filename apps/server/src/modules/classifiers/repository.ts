import {
  CLASSIFIER_MESSAGES as M,
  type AdminChannel,
  type AdminGroup,
  type AdminLabel,
  type ChannelCreateInput,
  type ClassifierKind,
  type LabelTone,
} from '@creator-console/contract';
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import { CREATOR_SIDE_ROLES } from '../../auth/principal.js';
import type { Transaction } from '../../db/database.js';
import { containing, iso, isUniqueViolation, pageOf } from '../../db/queries.js';
import {
  adminTags,
  announcements,
  commercialChannels,
  userAdminTags,
  userChannels,
  userGroupMembers,
  userGroups,
  users,
} from '../../db/schema/index.js';
import { BadRequestError, BusinessRuleError } from '../../http/errors.js';
import { snapshot } from '../operation-log/record.js';
import {
  classifierEngine,
  qualified,
  type Actor,
  type ClassifierEngine,
  type ClassifierSpec,
} from './members.js';

/** The three kinds, declared once: their tables, words and rules (admin.md §6.4–6.6). */
export const CLASSIFIERS: Record<ClassifierKind, ClassifierSpec> = {
  label: {
    kind: 'label',
    noun: '标签',
    notFound: M.labelNotFound,
    notMember: '该账号没有此标签',
    table: adminTags,
    id: adminTags.id,
    name: adminTags.name,
    position: adminTags.position,
    membership: {
      table: userAdminTags,
      owner: userAdminTags.tagId,
      user: userAdminTags.userId,
      addedBy: userAdminTags.addedBy,
      createdAt: userAdminTags.createdAt,
      row: (tagId, userId, addedBy) => ({ tagId, userId, addedBy }),
    },
    changesAccess: true,
  },
  group: {
    kind: 'group',
    noun: '分组',
    notFound: M.groupNotFound,
    notMember: '该账号不在此分组中',
    table: userGroups,
    id: userGroups.id,
    name: userGroups.name,
    updatedAt: userGroups.updatedAt,
    membership: {
      table: userGroupMembers,
      owner: userGroupMembers.groupId,
      user: userGroupMembers.userId,
      addedBy: userGroupMembers.addedBy,
      createdAt: userGroupMembers.createdAt,
      row: (groupId, userId, addedBy) => ({ groupId, userId, addedBy }),
    },
    capacity: { max: 100_000, message: M.groupFull },
  },
  channel: {
    kind: 'channel',
    noun: '渠道',
    notFound: M.channelNotFound,
    notMember: '该账号不属于此渠道',
    table: commercialChannels,
    id: commercialChannels.id,
    name: commercialChannels.name,
    updatedAt: commercialChannels.updatedAt,
    position: commercialChannels.position,
    membership: {
      table: userChannels,
      owner: userChannels.channelId,
      user: userChannels.userId,
      addedBy: userChannels.addedBy,
      createdAt: userChannels.createdAt,
      row: (channelId, userId, addedBy) => ({ channelId, userId, addedBy }),
    },
    refuses: (roleKey) =>
      (CREATOR_SIDE_ROLES as readonly string[]).includes(roleKey) ? null : M.channelCreatorsOnly,
  },
};

type ListQuery = { page: number; size: number; keyword?: string | undefined };
type List<T> = { data: T[]; total: number };
interface LabelBody {
  name: string;
  description: string;
  tone: LabelTone;
}
interface GroupBody {
  name: string;
  description: string;
}
interface ChannelBody {
  name: string;
  description: string;
  code?: string | undefined;
}

export interface ClassifiersRepository {
  engine: ClassifierEngine;
  labels(query: ListQuery): Promise<List<AdminLabel>>;
  createLabel(actor: Actor, body: LabelBody): Promise<AdminLabel>;
  updateLabel(actor: Actor, id: number, body: LabelBody): Promise<AdminLabel>;
  deleteLabel(actor: Actor, id: number): Promise<void>;
  groups(query: ListQuery): Promise<List<AdminGroup>>;
  group(id: number): Promise<AdminGroup>;
  createGroup(actor: Actor, body: GroupBody): Promise<AdminGroup>;
  updateGroup(actor: Actor, id: number, body: GroupBody): Promise<AdminGroup>;
  deleteGroup(actor: Actor, id: number): Promise<void>;
  channels(query: ListQuery): Promise<List<AdminChannel>>;
  createChannel(actor: Actor, body: ChannelCreateInput & { enabled: boolean }): Promise<AdminChannel>;
  updateChannel(actor: Actor, id: number, body: ChannelBody): Promise<AdminChannel>;
  setChannelStatus(actor: Actor, id: number, enabled: boolean): Promise<AdminChannel>;
  deleteChannel(actor: Actor, id: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    classifiers: ClassifiersRepository;
  }
}

const LABEL_FIELDS = ['name', 'description', 'tone', 'builtin', 'position'] as const;
const GROUP_FIELDS = ['name', 'description'] as const;
const CHANNEL_FIELDS = ['name', 'code', 'description', 'enabled', 'position'] as const;

/** A taken name or code: 400 on its field. */
const taken = (field: string, message: string) => new BadRequestError(message, [{ path: [field], message }]);

/** Members of a classifier row, counted in its own select (`table` is the row's table name). */
const memberCount = (membership: string, owner: string, table: string) =>
  sql<number>`(select count(*) from ${sql.identifier(membership)} m where m.${sql.identifier(owner)} = ${qualified(table, 'id')})::int`;

/** Draft or scheduled announcements whose audience names the group. */
const groupReferences = sql<number>`(select count(*) from ${announcements} a where a.status in ('draft', 'scheduled') and a.audience -> 'group_ids' @> jsonb_build_array(${qualified('user_groups', 'id')}))::int`;

export default fp(
  async (app) => {
    const { db } = app;
    const engine = classifierEngine(app);
    const creator = alias(users, 'creator');

    // ——— labels ———

    const labelColumns = {
      id: adminTags.id,
      name: adminTags.name,
      description: adminTags.description,
      tone: adminTags.tone,
      builtin: adminTags.builtin,
      position: adminTags.position,
      user_count: memberCount('user_admin_tags', 'tag_id', 'admin_tags'),
    };
    const label = async (q: Transaction | typeof db, id: number): Promise<AdminLabel> => {
      const [row] = await q.select(labelColumns).from(adminTags).where(eq(adminTags.id, id));
      return row!;
    };
    const labelNameTaken = async (tx: Transaction, name: string, exceptId?: number) => {
      const [row] = await tx
        .select({ id: adminTags.id })
        .from(adminTags)
        .where(and(eq(adminTags.name, name), exceptId === undefined ? undefined : ne(adminTags.id, exceptId)))
        .limit(1);
      if (row) throw taken('name', M.labelNameTaken);
    };
    /** Runs a write; a unique violation a concurrent write won becomes the field's 400. */
    const unique = async <T>(write: () => Promise<T>, field: string, message: string) => {
      try {
        return await write();
      } catch (error) {
        if (isUniqueViolation(error)) throw taken(field, message);
        throw error;
      }
    };

    const keywordOf = (column: SQL | PgColumn, keyword?: string) =>
      keyword ? sql`${column} ilike ${containing(keyword)}` : undefined;

    const repository: ClassifiersRepository = {
      engine,

      async labels(query) {
        const where = keywordOf(adminTags.name, query.keyword);
        const { limit, offset } = pageOf(query);
        const [rows, [counted]] = await Promise.all([
          db
            .select(labelColumns)
            .from(adminTags)
            .where(where)
            .orderBy(asc(adminTags.position), asc(adminTags.id))
            .limit(limit)
            .offset(offset),
          db.select({ n: count() }).from(adminTags).where(where),
        ]);
        return { data: rows, total: counted?.n ?? 0 };
      },

      createLabel(actor, body) {
        const spec = CLASSIFIERS.label;
        return unique(
          () =>
            db.transaction(async (tx) => {
              await labelNameTaken(tx, body.name);
              const [created] = await tx
                .insert(adminTags)
                .values({
                  ...body,
                  position: sql`(select coalesce(max(${adminTags.position}), -1) + 1 from ${adminTags})`,
                })
                .returning({ id: adminTags.id });
              const row = await label(tx, created!.id);
              await engine.log(tx, spec, actor, row, 'create', `新建标签「${row.name}」`, null, {
                ...snapshot(row, LABEL_FIELDS),
              });
              return row;
            }),
          'name',
          M.labelNameTaken,
        );
      },

      updateLabel(actor, id, body) {
        const spec = CLASSIFIERS.label;
        return unique(
          () =>
            db.transaction(async (tx) => {
              await engine.find(tx, spec, id, true);
              const before = await label(tx, id);
              if (before.builtin && body.name !== before.name) throw new BusinessRuleError(M.builtinRename);
              await labelNameTaken(tx, body.name, id);
              await tx.update(adminTags).set(body).where(eq(adminTags.id, id));
              const after = await label(tx, id);
              await engine.log(
                tx,
                spec,
                actor,
                after,
                'update',
                before.name === after.name
                  ? `编辑标签「${after.name}」`
                  : `编辑标签「${before.name}」→「${after.name}」`,
                snapshot(before, LABEL_FIELDS),
                snapshot(after, LABEL_FIELDS),
              );
              return after;
            }),
          'name',
          M.labelNameTaken,
        );
      },

      async deleteLabel(actor, id) {
        const spec = CLASSIFIERS.label;
        await db.transaction(async (tx) => {
          await engine.find(tx, spec, id, true);
          const before = await label(tx, id);
          if (before.builtin) throw new BusinessRuleError(M.builtinDelete);
          if (before.user_count > 0) throw new BusinessRuleError(M.labelInUse(before.user_count));
          await tx.delete(adminTags).where(eq(adminTags.id, id));
          await engine.log(
            tx,
            spec,
            actor,
            before,
            'delete',
            `删除标签「${before.name}」`,
            snapshot(before, LABEL_FIELDS),
            { deleted: true },
          );
        });
      },

      // ——— groups ———

      ...groupsOf(),

      // ——— channels ———

      ...channelsOf(),
    };

    function groupsOf() {
      const spec = CLASSIFIERS.group;
      const columns = {
        id: userGroups.id,
        name: userGroups.name,
        description: userGroups.description,
        member_count: memberCount('user_group_members', 'group_id', 'user_groups'),
        reference_count: groupReferences,
        created_by: creator.name,
        updatedAt: userGroups.updatedAt,
      };
      const select = (q: Transaction | typeof db) =>
        q.select(columns).from(userGroups).leftJoin(creator, eq(creator.id, userGroups.createdBy));
      const toGroup = ({ updatedAt, ...row }: { updatedAt: Date } & Omit<AdminGroup, 'updated_at'>) => ({
        ...row,
        updated_at: iso(updatedAt),
      });
      const group = async (q: Transaction | typeof db, id: number): Promise<AdminGroup> => {
        const [row] = await select(q).where(eq(userGroups.id, id));
        return toGroup(row!);
      };
      const nameTaken = async (tx: Transaction, name: string, exceptId?: number) => {
        const [row] = await tx
          .select({ id: userGroups.id })
          .from(userGroups)
          .where(
            and(eq(userGroups.name, name), exceptId === undefined ? undefined : ne(userGroups.id, exceptId)),
          )
          .limit(1);
        if (row) throw taken('name', M.groupNameTaken);
      };

      return {
        async groups(query: ListQuery) {
          const where = keywordOf(userGroups.name, query.keyword);
          const { limit, offset } = pageOf(query);
          const [rows, [counted]] = await Promise.all([
            select(db).where(where).orderBy(desc(userGroups.id)).limit(limit).offset(offset),
            db.select({ n: count() }).from(userGroups).where(where),
          ]);
          return { data: rows.map(toGroup), total: counted?.n ?? 0 };
        },

        async group(id: number) {
          await engine.find(db, spec, id);
          return group(db, id);
        },

        createGroup(actor: Actor, body: GroupBody) {
          return unique(
            () =>
              db.transaction(async (tx) => {
                await nameTaken(tx, body.name);
                const [created] = await tx
                  .insert(userGroups)
                  .values({ ...body, createdBy: actor.userId })
                  .returning({ id: userGroups.id });
                const row = await group(tx, created!.id);
                await engine.log(tx, spec, actor, row, 'create', `新建分组「${row.name}」`, null, {
                  ...snapshot(row, GROUP_FIELDS),
                });
                return row;
              }),
            'name',
            M.groupNameTaken,
          );
        },

        updateGroup(actor: Actor, id: number, body: GroupBody) {
          return unique(
            () =>
              db.transaction(async (tx) => {
                await engine.find(tx, spec, id, true);
                const before = await group(tx, id);
                await nameTaken(tx, body.name, id);
                await tx
                  .update(userGroups)
                  .set({ ...body, updatedAt: sql`now()` })
                  .where(eq(userGroups.id, id));
                const after = await group(tx, id);
                await engine.log(
                  tx,
                  spec,
                  actor,
                  after,
                  'update',
                  `编辑分组「${after.name}」`,
                  snapshot(before, GROUP_FIELDS),
                  snapshot(after, GROUP_FIELDS),
                );
                return after;
              }),
            'name',
            M.groupNameTaken,
          );
        },

        async deleteGroup(actor: Actor, id: number) {
          await db.transaction(async (tx) => {
            await engine.find(tx, spec, id, true);
            const before = await group(tx, id);
            if (before.reference_count > 0) throw new BusinessRuleError(M.groupInUse);
            await tx.delete(userGroups).where(eq(userGroups.id, id));
            await engine.log(
              tx,
              spec,
              actor,
              before,
              'delete',
              `删除分组「${before.name}」（${before.member_count} 个成员）`,
              { ...snapshot(before, GROUP_FIELDS), member_count: before.member_count },
              { deleted: true },
            );
          });
        },
      };
    }

    function channelsOf() {
      const spec = CLASSIFIERS.channel;
      const columns = {
        id: commercialChannels.id,
        name: commercialChannels.name,
        code: commercialChannels.code,
        description: commercialChannels.description,
        enabled: commercialChannels.enabled,
        position: commercialChannels.position,
        user_count: memberCount('user_channels', 'channel_id', 'commercial_channels'),
      };
      const channel = async (q: Transaction | typeof db, id: number): Promise<AdminChannel> => {
        const [row] = await q.select(columns).from(commercialChannels).where(eq(commercialChannels.id, id));
        return row!;
      };
      const checkTaken = async (
        tx: Transaction,
        { name, code }: { name: string; code?: string | undefined },
        exceptId?: number,
      ) => {
        const except = exceptId === undefined ? undefined : ne(commercialChannels.id, exceptId);
        const [named] = await tx
          .select({ id: commercialChannels.id })
          .from(commercialChannels)
          .where(and(eq(commercialChannels.name, name), except))
          .limit(1);
        if (named) throw taken('name', M.channelNameTaken);
        if (code === undefined) return;
        const [coded] = await tx
          .select({ id: commercialChannels.id })
          .from(commercialChannels)
          .where(and(eq(commercialChannels.code, code), except))
          .limit(1);
        if (coded) throw taken('code', M.channelCodeTaken);
      };
      /** A unique violation a concurrent write won: the code's or the name's. */
      const guarded = async <T>(write: () => Promise<T>) => {
        try {
          return await write();
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          const text = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? error);
          throw text.includes('code') ? taken('code', M.channelCodeTaken) : taken('name', M.channelNameTaken);
        }
      };

      return {
        async channels(query: ListQuery) {
          const where = keywordOf(commercialChannels.name, query.keyword);
          const { limit, offset } = pageOf(query);
          const [rows, [counted]] = await Promise.all([
            db
              .select(columns)
              .from(commercialChannels)
              .where(where)
              .orderBy(asc(commercialChannels.position), asc(commercialChannels.id))
              .limit(limit)
              .offset(offset),
            db.select({ n: count() }).from(commercialChannels).where(where),
          ]);
          return { data: rows, total: counted?.n ?? 0 };
        },

        createChannel(actor: Actor, body: ChannelCreateInput & { enabled: boolean }) {
          return guarded(() =>
            db.transaction(async (tx) => {
              await checkTaken(tx, body);
              const [created] = await tx
                .insert(commercialChannels)
                .values({
                  name: body.name,
                  code: body.code,
                  description: body.description ?? '',
                  enabled: body.enabled,
                  position: sql`(select coalesce(max(${commercialChannels.position}), -1) + 1 from ${commercialChannels})`,
                })
                .returning({ id: commercialChannels.id });
              const row = await channel(tx, created!.id);
              await engine.log(
                tx,
                spec,
                actor,
                row,
                'create',
                `新建渠道「${row.name}」（${row.code}）`,
                null,
                {
                  ...snapshot(row, CHANNEL_FIELDS),
                },
              );
              return row;
            }),
          );
        },

        updateChannel(actor: Actor, id: number, body: ChannelBody) {
          return guarded(() =>
            db.transaction(async (tx) => {
              await engine.find(tx, spec, id, true);
              const before = await channel(tx, id);
              if (body.code !== undefined && body.code !== before.code) {
                throw taken('code', M.channelCodeLocked);
              }
              await checkTaken(tx, { name: body.name }, id);
              await tx
                .update(commercialChannels)
                .set({ name: body.name, description: body.description, updatedAt: sql`now()` })
                .where(eq(commercialChannels.id, id));
              const after = await channel(tx, id);
              await engine.log(
                tx,
                spec,
                actor,
                after,
                'update',
                `编辑渠道「${after.name}」`,
                snapshot(before, CHANNEL_FIELDS),
                snapshot(after, CHANNEL_FIELDS),
              );
              return after;
            }),
          );
        },

        async setChannelStatus(actor: Actor, id: number, enabled: boolean) {
          return db.transaction(async (tx) => {
            await engine.find(tx, spec, id, true);
            const before = await channel(tx, id);
            await tx
              .update(commercialChannels)
              .set({ enabled, updatedAt: sql`now()` })
              .where(eq(commercialChannels.id, id));
            const after = await channel(tx, id);
            await engine.log(
              tx,
              spec,
              actor,
              after,
              'status',
              `${enabled ? '启用' : '停用'}渠道「${after.name}」`,
              { enabled: before.enabled },
              { enabled: after.enabled },
            );
            return after;
          });
        },

        async deleteChannel(actor: Actor, id: number) {
          await db.transaction(async (tx) => {
            await engine.find(tx, spec, id, true);
            const before = await channel(tx, id);
            if (before.user_count > 0) throw new BusinessRuleError(M.channelInUse(before.user_count));
            await tx.delete(commercialChannels).where(eq(commercialChannels.id, id));
            await engine.log(
              tx,
              spec,
              actor,
              before,
              'delete',
              `删除渠道「${before.name}」（${before.code}）`,
              snapshot(before, CHANNEL_FIELDS),
              { deleted: true },
            );
          });
        },
      };
    }

    app.decorate('classifiers', repository);
  },
  { name: 'classifiers-repository', dependencies: ['db', 'sessions', 'operation-log-repository'] },
);
