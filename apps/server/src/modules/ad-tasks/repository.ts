import {
  AD_TASK_MESSAGES as M,
  topicNameKey,
  type AdField,
  type AdGoods,
  type AdRewardKind,
  type AdSettings,
  type AdTaskOptions,
  type AdTaskType,
  type AdTopic,
} from '@creator-console/contract';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../../db/database.js';
import { containing, isUniqueViolation, iso, listPage } from '../../db/queries.js';
import { adminTags } from '../../db/schema/index.js';
import { BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { moduleRecorder, snapshot, type Actor } from '../operation-log/record.js';
import {
  adFields,
  adGoods,
  adSettings,
  adTaskGoods,
  adTasks,
  adTaskTopics,
  adTaskTypes,
  adTopics,
} from './schema.js';

type Q = Database | Transaction;

export type { Actor };

interface Page {
  page: number;
  size: number;
}
type List<T> = { data: T[]; total: number };

/** Inputs as the contract parses them. */
export interface GoodsInput {
  name: string;
  sku: string;
  cover: string | null;
  price_fen: number;
  link_url: string;
  advertiser_name: string;
  status: 'on_sale' | 'off_sale';
}
export interface TopicInput {
  name: string;
  description: string;
  enabled: boolean;
}
export interface FieldInput {
  key: string;
  label: string;
  kind: 'text' | 'number' | 'url' | 'image' | 'select';
  scope: 'join' | 'receipt';
  required: boolean;
  options: string[];
  help: string;
  enabled: boolean;
  position: number;
}
export interface TypeInput {
  name: string;
  position: number;
  enabled: boolean;
}
export interface SettingsInput {
  reward_kinds: AdRewardKind[];
  min_budget_fen: number;
  default_observe_days: number;
  featured_max_default: number;
  engagement_min_plays: number;
  min_like_permille: number;
  max_conversion_pct: number;
}

export interface AdTasksRepository {
  goods(
    query: Page & { q?: string | undefined; status?: 'on_sale' | 'off_sale' | undefined },
  ): Promise<List<AdGoods>>;
  createGoods(actor: Actor, input: GoodsInput): Promise<AdGoods>;
  updateGoods(actor: Actor, id: number, input: GoodsInput): Promise<AdGoods>;
  deleteGoods(actor: Actor, id: number): Promise<null>;
  topics(query: Page & { q?: string | undefined; enabled?: 0 | 1 | undefined }): Promise<List<AdTopic>>;
  createTopic(actor: Actor, input: TopicInput): Promise<AdTopic>;
  updateTopic(actor: Actor, id: number, input: TopicInput): Promise<AdTopic>;
  deleteTopic(actor: Actor, id: number): Promise<null>;
  fields(query: Page & { scope?: 'join' | 'receipt' | undefined }): Promise<List<AdField>>;
  createField(actor: Actor, input: FieldInput): Promise<AdField>;
  updateField(actor: Actor, id: number, input: FieldInput): Promise<AdField>;
  deleteField(actor: Actor, id: number): Promise<null>;
  types(query: Page): Promise<List<AdTaskType>>;
  createType(actor: Actor, input: TypeInput): Promise<AdTaskType>;
  updateType(actor: Actor, id: number, input: TypeInput): Promise<AdTaskType>;
  deleteType(actor: Actor, id: number): Promise<null>;
  settings(q?: Q): Promise<AdSettings>;
  updateSettings(actor: Actor, input: SettingsInput): Promise<AdSettings>;
  options(): Promise<AdTaskOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    adTasks: AdTasksRepository;
  }
}

/** The settings a database has before staff save any (ad-tasks.md §11's figures). */
export const DEFAULT_AD_SETTINGS: SettingsInput = {
  reward_kinds: ['fixed', 'cpm', 'cpa', 'tiered'],
  min_budget_fen: 10_000,
  default_observe_days: 7,
  featured_max_default: 6,
  engagement_min_plays: 50_000,
  min_like_permille: 2,
  max_conversion_pct: 20,
};

const GOODS_LOGGED = ['name', 'sku', 'cover', 'priceFen', 'linkUrl', 'advertiserName', 'status'] as const;
const TOPIC_LOGGED = ['name', 'nameKey', 'description', 'enabled'] as const;
const FIELD_LOGGED = [
  'key',
  'label',
  'kind',
  'scope',
  'required',
  'options',
  'help',
  'enabled',
  'position',
] as const;
const TYPE_LOGGED = ['name', 'position', 'enabled'] as const;

/** Tasks whose field lists name the field. */
const fieldUse = (fieldId: SQL | number) =>
  sql<number>`(select count(*)::int from ${adTasks} t where t.join_field_ids @> to_jsonb(array[${fieldId}]::int[]) or t.receipt_field_ids @> to_jsonb(array[${fieldId}]::int[]))`;

/** Turns a lost race on a unique key into its refusal. */
async function uniquely<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessRuleError(message);
    throw error;
  }
}

export default fp(
  async (app) => {
    const { db } = app;

    const record = moduleRecorder((q, entry) => app.operationLog.record(q, entry), 'ad_task');

    const requireCover = (q: Q, actor: Actor, cover: string | null, kept: string | null) =>
      cover === null || cover === kept
        ? Promise.resolve()
        : app.files.requireOwned(q as Database, actor.userId, [
            { path: ['cover'], reference: cover, purposes: ['ad'] },
          ]);

    // -------------------------------------------------------------------------------------------
    // Goods

    type GoodsRow = typeof adGoods.$inferSelect;
    const goodsUse = sql<number>`(select count(*)::int from ${adTaskGoods} tg where tg.goods_id = ${adGoods.id})`;
    const toGoods = (row: GoodsRow, taskCount: number): AdGoods => ({
      id: row.id,
      name: row.name,
      sku: row.sku,
      cover: row.cover,
      price_fen: row.priceFen,
      link_url: row.linkUrl,
      advertiser_name: row.advertiserName,
      status: row.status,
      created_by: row.createdBy,
      created_at: iso(row.createdAt),
      task_count: Number(taskCount),
    });
    async function goodsById(q: Q, id: number): Promise<AdGoods> {
      const [row] = await q.select({ row: adGoods, uses: goodsUse }).from(adGoods).where(eq(adGoods.id, id));
      if (!row) throw new NotFoundError(M.goodsMissing);
      return toGoods(row.row, row.uses);
    }
    const goodsValues = (input: GoodsInput) => ({
      name: input.name,
      sku: input.sku,
      cover: input.cover,
      priceFen: input.price_fen,
      linkUrl: input.link_url,
      advertiserName: input.advertiser_name,
      status: input.status,
    });

    // -------------------------------------------------------------------------------------------
    // Topics

    type TopicRow = typeof adTopics.$inferSelect;
    const topicUse = sql<number>`(select count(*)::int from ${adTaskTopics} tt where tt.topic_id = ${adTopics.id})`;
    const toTopic = (row: TopicRow, taskCount: number): AdTopic => ({
      id: row.id,
      name: row.name,
      name_key: row.nameKey,
      description: row.description,
      enabled: row.enabled,
      created_by: row.createdBy,
      created_at: iso(row.createdAt),
      task_count: Number(taskCount),
    });
    async function topicById(q: Q, id: number): Promise<AdTopic> {
      const [row] = await q
        .select({ row: adTopics, uses: topicUse })
        .from(adTopics)
        .where(eq(adTopics.id, id));
      if (!row) throw new NotFoundError(M.topicMissing);
      return toTopic(row.row, row.uses);
    }

    // -------------------------------------------------------------------------------------------
    // Fields

    type FieldRow = typeof adFields.$inferSelect;
    const toField = (row: FieldRow, taskCount: number): AdField => ({
      id: row.id,
      key: row.key,
      label: row.label,
      kind: row.kind,
      scope: row.scope,
      required: row.required,
      options: row.options,
      help: row.help,
      enabled: row.enabled,
      position: row.position,
      created_at: iso(row.createdAt),
      task_count: Number(taskCount),
    });
    async function fieldById(q: Q, id: number): Promise<AdField> {
      const [row] = await q
        .select({ row: adFields, uses: fieldUse(sql`${adFields.id}`) })
        .from(adFields)
        .where(eq(adFields.id, id));
      if (!row) throw new NotFoundError(M.fieldMissing);
      return toField(row.row, row.uses);
    }
    const fieldValues = (input: FieldInput) => ({
      key: input.key,
      label: input.label,
      kind: input.kind,
      scope: input.scope,
      required: input.required,
      options: input.kind === 'select' ? input.options : [],
      help: input.help,
      enabled: input.enabled,
      position: input.position,
    });

    // -------------------------------------------------------------------------------------------
    // Types

    type TypeRow = typeof adTaskTypes.$inferSelect;
    const typeUse = sql<number>`(select count(*)::int from ${adTasks} t where t.type_id = ${adTaskTypes.id})`;
    const toType = (row: TypeRow, taskCount: number): AdTaskType => ({
      id: row.id,
      name: row.name,
      position: row.position,
      enabled: row.enabled,
      created_at: iso(row.createdAt),
      task_count: Number(taskCount),
    });
    async function typeById(q: Q, id: number): Promise<AdTaskType> {
      const [row] = await q
        .select({ row: adTaskTypes, uses: typeUse })
        .from(adTaskTypes)
        .where(eq(adTaskTypes.id, id));
      if (!row) throw new NotFoundError(M.typeMissing);
      return toType(row.row, row.uses);
    }

    // -------------------------------------------------------------------------------------------
    // Settings

    type SettingsRow = typeof adSettings.$inferSelect;
    const toSettings = (row: SettingsRow | undefined): AdSettings =>
      row
        ? {
            reward_kinds: row.rewardKinds as AdRewardKind[],
            min_budget_fen: row.minBudgetFen,
            default_observe_days: row.defaultObserveDays,
            featured_max_default: row.featuredMaxDefault,
            engagement_min_plays: row.engagementMinPlays,
            min_like_permille: row.minLikePermille,
            max_conversion_pct: row.maxConversionPct,
            updated_by: row.updatedBy,
            updated_at: iso(row.updatedAt),
          }
        : { ...DEFAULT_AD_SETTINGS, updated_by: null, updated_at: new Date(0).toISOString() };
    const settingsValues = (input: SettingsInput) => ({
      rewardKinds: input.reward_kinds,
      minBudgetFen: input.min_budget_fen,
      defaultObserveDays: input.default_observe_days,
      featuredMaxDefault: input.featured_max_default,
      engagementMinPlays: input.engagement_min_plays,
      minLikePermille: input.min_like_permille,
      maxConversionPct: input.max_conversion_pct,
    });
    const readSettings = async (q: Q) =>
      toSettings((await q.select().from(adSettings).where(eq(adSettings.id, 1)))[0]);

    const repository: AdTasksRepository = {
      goods(query) {
        const where = and(
          query.q
            ? or(
                ilike(adGoods.name, containing(query.q)),
                ilike(adGoods.sku, containing(query.q)),
                ilike(adGoods.advertiserName, containing(query.q)),
              )
            : undefined,
          query.status ? eq(adGoods.status, query.status) : undefined,
        );
        return listPage(
          query,
          (limit, offset) =>
            db
              .select({ row: adGoods, uses: goodsUse })
              .from(adGoods)
              .where(where)
              .orderBy(desc(adGoods.createdAt), desc(adGoods.id))
              .limit(limit)
              .offset(offset),
          db.select({ n: count() }).from(adGoods).where(where),
          (r) => toGoods(r.row, r.uses),
        );
      },
      createGoods: (actor, input) =>
        uniquely(M.skuTaken, () =>
          db.transaction(async (tx) => {
            const [taken] = await tx
              .select({ id: adGoods.id })
              .from(adGoods)
              .where(eq(adGoods.sku, input.sku));
            if (taken) throw new BusinessRuleError(M.skuTaken);
            await requireCover(tx, actor, input.cover, null);
            const [row] = await tx
              .insert(adGoods)
              .values({ ...goodsValues(input), createdBy: actor.userId })
              .returning();
            await record(tx, actor, {
              action: 'goods_create',
              targetType: 'ad_goods',
              targetId: row!.id,
              targetLabel: row!.name,
              summary: `新建广告商品 ${row!.name}（${row!.sku}）`,
              after: snapshot(row!, GOODS_LOGGED),
            });
            return goodsById(tx, row!.id);
          }),
        ),
      updateGoods: (actor, id, input) =>
        uniquely(M.skuTaken, () =>
          db.transaction(async (tx) => {
            const [before] = await tx.select().from(adGoods).where(eq(adGoods.id, id)).for('update');
            if (!before) throw new NotFoundError(M.goodsMissing);
            const [taken] = await tx
              .select({ id: adGoods.id })
              .from(adGoods)
              .where(and(eq(adGoods.sku, input.sku), ne(adGoods.id, id)));
            if (taken) throw new BusinessRuleError(M.skuTaken);
            await requireCover(tx, actor, input.cover, before.cover);
            const [after] = await tx
              .update(adGoods)
              .set(goodsValues(input))
              .where(eq(adGoods.id, id))
              .returning();
            const statusOnly = before.status !== after!.status;
            await record(tx, actor, {
              action: 'goods_update',
              targetType: 'ad_goods',
              targetId: id,
              targetLabel: after!.name,
              summary: statusOnly
                ? `${after!.status === 'on_sale' ? '上架' : '下架'}广告商品 ${after!.name}`
                : `编辑广告商品 ${after!.name}`,
              before: snapshot(before, GOODS_LOGGED),
              after: snapshot(after!, GOODS_LOGGED),
            });
            return goodsById(tx, id);
          }),
        ),
      deleteGoods: (actor, id) =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(adGoods).where(eq(adGoods.id, id)).for('update');
          if (!before) throw new NotFoundError(M.goodsMissing);
          const [used] = await tx.select({ n: count() }).from(adTaskGoods).where(eq(adTaskGoods.goodsId, id));
          if ((used?.n ?? 0) > 0) throw new BusinessRuleError(M.goodsInUse);
          await tx.delete(adGoods).where(eq(adGoods.id, id));
          await record(tx, actor, {
            action: 'goods_delete',
            targetType: 'ad_goods',
            targetId: id,
            targetLabel: before.name,
            summary: `删除广告商品 ${before.name}（${before.sku}）`,
            before: snapshot(before, GOODS_LOGGED),
          });
          return null;
        }),

      topics(query) {
        const where = and(
          query.q
            ? or(
                ilike(adTopics.name, containing(query.q)),
                ilike(adTopics.nameKey, containing(topicNameKey(query.q))),
              )
            : undefined,
          query.enabled === undefined ? undefined : eq(adTopics.enabled, query.enabled === 1),
        );
        return listPage(
          query,
          (limit, offset) =>
            db
              .select({ row: adTopics, uses: topicUse })
              .from(adTopics)
              .where(where)
              .orderBy(desc(adTopics.createdAt), desc(adTopics.id))
              .limit(limit)
              .offset(offset),
          db.select({ n: count() }).from(adTopics).where(where),
          (r) => toTopic(r.row, r.uses),
        );
      },
      createTopic: (actor, input) =>
        uniquely(M.topicTaken, () =>
          db.transaction(async (tx) => {
            const nameKey = topicNameKey(input.name);
            const [taken] = await tx
              .select({ id: adTopics.id })
              .from(adTopics)
              .where(eq(adTopics.nameKey, nameKey));
            if (taken) throw new BusinessRuleError(M.topicTaken);
            const [row] = await tx
              .insert(adTopics)
              .values({
                name: input.name,
                nameKey,
                description: input.description,
                enabled: input.enabled,
                createdBy: actor.userId,
              })
              .returning();
            await record(tx, actor, {
              action: 'topic_create',
              targetType: 'ad_topic',
              targetId: row!.id,
              targetLabel: row!.name,
              summary: `新建广告话题 #${row!.name}`,
              after: snapshot(row!, TOPIC_LOGGED),
            });
            return topicById(tx, row!.id);
          }),
        ),
      updateTopic: (actor, id, input) =>
        uniquely(M.topicTaken, () =>
          db.transaction(async (tx) => {
            const [before] = await tx.select().from(adTopics).where(eq(adTopics.id, id)).for('update');
            if (!before) throw new NotFoundError(M.topicMissing);
            const nameKey = topicNameKey(input.name);
            const [taken] = await tx
              .select({ id: adTopics.id })
              .from(adTopics)
              .where(and(eq(adTopics.nameKey, nameKey), ne(adTopics.id, id)));
            if (taken) throw new BusinessRuleError(M.topicTaken);
            const [after] = await tx
              .update(adTopics)
              .set({ name: input.name, nameKey, description: input.description, enabled: input.enabled })
              .where(eq(adTopics.id, id))
              .returning();
            const toggled = before.enabled !== after!.enabled;
            await record(tx, actor, {
              action: 'topic_update',
              targetType: 'ad_topic',
              targetId: id,
              targetLabel: after!.name,
              summary: toggled
                ? `${after!.enabled ? '启用' : '停用'}广告话题 #${after!.name}`
                : `编辑广告话题 #${after!.name}`,
              before: snapshot(before, TOPIC_LOGGED),
              after: snapshot(after!, TOPIC_LOGGED),
            });
            return topicById(tx, id);
          }),
        ),
      deleteTopic: (actor, id) =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(adTopics).where(eq(adTopics.id, id)).for('update');
          if (!before) throw new NotFoundError(M.topicMissing);
          const [used] = await tx
            .select({ n: count() })
            .from(adTaskTopics)
            .where(eq(adTaskTopics.topicId, id));
          if ((used?.n ?? 0) > 0) throw new BusinessRuleError(M.topicInUse);
          await tx.delete(adTopics).where(eq(adTopics.id, id));
          await record(tx, actor, {
            action: 'topic_delete',
            targetType: 'ad_topic',
            targetId: id,
            targetLabel: before.name,
            summary: `删除广告话题 #${before.name}`,
            before: snapshot(before, TOPIC_LOGGED),
          });
          return null;
        }),

      fields(query) {
        const where = query.scope ? eq(adFields.scope, query.scope) : undefined;
        return listPage(
          query,
          (limit, offset) =>
            db
              .select({ row: adFields, uses: fieldUse(sql`${adFields.id}`) })
              .from(adFields)
              .where(where)
              .orderBy(asc(adFields.scope), asc(adFields.position), asc(adFields.id))
              .limit(limit)
              .offset(offset),
          db.select({ n: count() }).from(adFields).where(where),
          (r) => toField(r.row, r.uses),
        );
      },
      createField: (actor, input) =>
        uniquely(M.fieldKeyTaken, () =>
          db.transaction(async (tx) => {
            const [taken] = await tx
              .select({ id: adFields.id })
              .from(adFields)
              .where(eq(adFields.key, input.key));
            if (taken) throw new BusinessRuleError(M.fieldKeyTaken);
            const [row] = await tx.insert(adFields).values(fieldValues(input)).returning();
            await record(tx, actor, {
              action: 'field_create',
              targetType: 'ad_field',
              targetId: row!.id,
              targetLabel: row!.label,
              summary: `新建${row!.scope === 'join' ? '报名' : '回执'}字段 ${row!.label}（${row!.key}）`,
              after: snapshot(row!, FIELD_LOGGED),
            });
            return fieldById(tx, row!.id);
          }),
        ),
      updateField: (actor, id, input) =>
        uniquely(M.fieldKeyTaken, () =>
          db.transaction(async (tx) => {
            const [before] = await tx.select().from(adFields).where(eq(adFields.id, id)).for('update');
            if (!before) throw new NotFoundError(M.fieldMissing);
            const [taken] = await tx
              .select({ id: adFields.id })
              .from(adFields)
              .where(and(eq(adFields.key, input.key), ne(adFields.id, id)));
            if (taken) throw new BusinessRuleError(M.fieldKeyTaken);
            const [after] = await tx
              .update(adFields)
              .set(fieldValues(input))
              .where(eq(adFields.id, id))
              .returning();
            await record(tx, actor, {
              action: 'field_update',
              targetType: 'ad_field',
              targetId: id,
              targetLabel: after!.label,
              summary: `编辑${after!.scope === 'join' ? '报名' : '回执'}字段 ${after!.label}（${after!.key}）`,
              before: snapshot(before, FIELD_LOGGED),
              after: snapshot(after!, FIELD_LOGGED),
            });
            return fieldById(tx, id);
          }),
        ),
      deleteField: (actor, id) =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(adFields).where(eq(adFields.id, id)).for('update');
          if (!before) throw new NotFoundError(M.fieldMissing);
          const [used] = await tx.select({ n: fieldUse(id) }).from(sql`(select 1) as one`);
          if (Number(used?.n ?? 0) > 0) throw new BusinessRuleError(M.fieldInUse);
          await tx.delete(adFields).where(eq(adFields.id, id));
          await record(tx, actor, {
            action: 'field_delete',
            targetType: 'ad_field',
            targetId: id,
            targetLabel: before.label,
            summary: `删除字段 ${before.label}（${before.key}）`,
            before: snapshot(before, FIELD_LOGGED),
          });
          return null;
        }),

      types: (query) =>
        listPage(
          query,
          (limit, offset) =>
            db
              .select({ row: adTaskTypes, uses: typeUse })
              .from(adTaskTypes)
              .orderBy(asc(adTaskTypes.position), asc(adTaskTypes.id))
              .limit(limit)
              .offset(offset),
          db.select({ n: count() }).from(adTaskTypes),
          (r) => toType(r.row, r.uses),
        ),
      createType: (actor, input) =>
        uniquely(M.typeTaken, () =>
          db.transaction(async (tx) => {
            const [taken] = await tx
              .select({ id: adTaskTypes.id })
              .from(adTaskTypes)
              .where(eq(adTaskTypes.name, input.name));
            if (taken) throw new BusinessRuleError(M.typeTaken);
            const [row] = await tx.insert(adTaskTypes).values(input).returning();
            await record(tx, actor, {
              action: 'type_create',
              targetType: 'ad_task_type',
              targetId: row!.id,
              targetLabel: row!.name,
              summary: `新建任务类型 ${row!.name}`,
              after: snapshot(row!, TYPE_LOGGED),
            });
            return typeById(tx, row!.id);
          }),
        ),
      updateType: (actor, id, input) =>
        uniquely(M.typeTaken, () =>
          db.transaction(async (tx) => {
            const [before] = await tx.select().from(adTaskTypes).where(eq(adTaskTypes.id, id)).for('update');
            if (!before) throw new NotFoundError(M.typeMissing);
            const [taken] = await tx
              .select({ id: adTaskTypes.id })
              .from(adTaskTypes)
              .where(and(eq(adTaskTypes.name, input.name), ne(adTaskTypes.id, id)));
            if (taken) throw new BusinessRuleError(M.typeTaken);
            const [after] = await tx.update(adTaskTypes).set(input).where(eq(adTaskTypes.id, id)).returning();
            const toggled = before.enabled !== after!.enabled;
            await record(tx, actor, {
              action: 'type_update',
              targetType: 'ad_task_type',
              targetId: id,
              targetLabel: after!.name,
              summary: toggled
                ? `${after!.enabled ? '启用' : '停用'}任务类型 ${after!.name}`
                : `编辑任务类型 ${after!.name}`,
              before: snapshot(before, TYPE_LOGGED),
              after: snapshot(after!, TYPE_LOGGED),
            });
            return typeById(tx, id);
          }),
        ),
      deleteType: (actor, id) =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(adTaskTypes).where(eq(adTaskTypes.id, id)).for('update');
          if (!before) throw new NotFoundError(M.typeMissing);
          const [used] = await tx.select({ n: count() }).from(adTasks).where(eq(adTasks.typeId, id));
          if ((used?.n ?? 0) > 0) throw new BusinessRuleError(M.typeInUse);
          await tx.delete(adTaskTypes).where(eq(adTaskTypes.id, id));
          await record(tx, actor, {
            action: 'type_delete',
            targetType: 'ad_task_type',
            targetId: id,
            targetLabel: before.name,
            summary: `删除任务类型 ${before.name}`,
            before: snapshot(before, TYPE_LOGGED),
          });
          return null;
        }),

      settings: (q = db) => readSettings(q),
      updateSettings: (actor, input) =>
        db.transaction(async (tx) => {
          if (input.reward_kinds.length === 0) throw new BusinessRuleError(M.noRewardKind);
          const before = await readSettings(tx);
          const values = { ...settingsValues(input), updatedBy: actor.userId, updatedAt: new Date() };
          await tx
            .insert(adSettings)
            .values({ id: 1, ...values })
            .onConflictDoUpdate({ target: adSettings.id, set: values });
          const after = await readSettings(tx);
          const logged = (s: AdSettings) => {
            const { updated_at: _at, updated_by: _by, ...rest } = s;
            return rest as Record<string, unknown>;
          };
          await record(tx, actor, {
            action: 'settings_update',
            targetType: 'ad_settings',
            targetId: 1,
            targetLabel: '广告任务设置',
            summary: '修改广告任务设置',
            before: logged(before),
            after: logged(after),
          });
          return after;
        }),

      async options() {
        const [types, topics, goods, fields, settings, tags] = await Promise.all([
          db
            .select({ id: adTaskTypes.id, name: adTaskTypes.name })
            .from(adTaskTypes)
            .where(eq(adTaskTypes.enabled, true))
            .orderBy(asc(adTaskTypes.position), asc(adTaskTypes.id)),
          db
            .select({ id: adTopics.id, name: adTopics.name })
            .from(adTopics)
            .where(eq(adTopics.enabled, true))
            .orderBy(desc(adTopics.createdAt), desc(adTopics.id)),
          db
            .select({
              id: adGoods.id,
              name: adGoods.name,
              sku: adGoods.sku,
              cover: adGoods.cover,
              price_fen: adGoods.priceFen,
              advertiser_name: adGoods.advertiserName,
            })
            .from(adGoods)
            .where(eq(adGoods.status, 'on_sale'))
            .orderBy(desc(adGoods.createdAt), desc(adGoods.id)),
          db
            .select()
            .from(adFields)
            .where(eq(adFields.enabled, true))
            .orderBy(asc(adFields.scope), asc(adFields.position), asc(adFields.id)),
          readSettings(db),
          db
            .select({ id: adminTags.id, name: adminTags.name })
            .from(adminTags)
            .orderBy(asc(adminTags.position), asc(adminTags.id)),
        ]);
        const brief = (row: FieldRow) => {
          const { created_at: _at, task_count: _n, ...rest } = toField(row, 0);
          return rest;
        };
        return {
          types,
          topics,
          goods,
          fields: {
            join: fields.filter((f) => f.scope === 'join').map(brief),
            receipt: fields.filter((f) => f.scope === 'receipt').map(brief),
          },
          settings,
          tags,
        };
      },
    };

    app.decorate('adTasks', repository);
  },
  { name: 'ad-tasks-repository', dependencies: ['db', 'operation-log-repository', 'files-repository'] },
);
