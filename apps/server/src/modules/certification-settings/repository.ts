import {
  CERT_STATUS,
  CERTIFICATION_TYPE_LABELS,
  type CategoryType,
  type CertificationRule,
  type CertificationRuleFields,
  type CertificationSettingCategory,
  type CertificationSettingItem,
  type CertificationType,
} from '@creator-console/contract';
import { and, asc, count, eq, ilike, max, ne, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../../db/database.js';
import { containing, iso, isUniqueViolation, pageOf } from '../../db/queries.js';
import {
  certificationApplications as apps,
  certificationCategories as categories,
  certificationItems as items,
  certificationRules as rules,
} from '../../db/schema/index.js';
import { BadRequestError, BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { snapshot, type RequestContext } from '../operation-log/record.js';
import { ruleFields } from './eligibility.js';

/** Who writes, and from where: every staff write logs one row with it (admin.md §5). */
export interface Actor {
  userId: number;
  context: RequestContext;
}

export interface ItemsQuery {
  page: number;
  size: number;
  type: CategoryType;
  category_id?: number | undefined;
  enabled?: boolean | undefined;
  keyword?: string | undefined;
}

export interface ItemInput {
  category_id: number;
  name: string;
  description: string;
  conditions: string[];
  enabled: boolean;
}

export type RuleInput = CertificationRuleFields & { version: number };

export interface CertificationSettingsRepository {
  categories(type: CategoryType): Promise<CertificationSettingCategory[]>;
  createCategory(
    actor: Actor,
    input: { type: CategoryType; name: string },
  ): Promise<CertificationSettingCategory>;
  renameCategory(actor: Actor, id: number, name: string): Promise<CertificationSettingCategory>;
  deleteCategory(actor: Actor, id: number): Promise<void>;
  orderCategories(actor: Actor, type: CategoryType, ids: number[]): Promise<CertificationSettingCategory[]>;
  items(query: ItemsQuery): Promise<{ data: CertificationSettingItem[]; total: number }>;
  createItem(actor: Actor, input: ItemInput): Promise<CertificationSettingItem>;
  updateItem(actor: Actor, id: number, input: ItemInput): Promise<CertificationSettingItem>;
  deleteItem(actor: Actor, id: number): Promise<void>;
  setItemEnabled(actor: Actor, id: number, enabled: boolean): Promise<CertificationSettingItem>;
  rules(): Promise<CertificationRule[]>;
  updateRule(actor: Actor, type: CertificationType, input: RuleInput): Promise<CertificationRule>;
}

declare module 'fastify' {
  interface FastifyInstance {
    certificationSettings: CertificationSettingsRepository;
  }
}

const CATEGORY_MISSING = '认证分类不存在';
const ITEM_MISSING = '认证项不存在';
const TYPE_LABEL: Record<CategoryType, string> = { identity: '身份认证', interest: '兴趣认证' };

const fieldError = (field: string, message: string) =>
  new BadRequestError(message, [{ path: [field], message }]);
const duplicateCategory = () => fieldError('name', '分类名称已存在');
const duplicateItem = () => fieldError('name', '该分类下已有同名认证项');

const CATEGORY_FIELDS = ['type', 'name', 'position'] as const;
const ITEM_FIELDS = ['category_id', 'name', 'description', 'conditions', 'enabled'] as const;
const RULE_FIELDS = [
  'open',
  'require_real_name',
  'require_enterprise',
  'min_fans',
  'posts_window_days',
  'min_posts',
  'min_account_days',
  'reapply_cooldown_days',
  'notice',
  'version',
] as const;

// The outer row is named with its table: drizzle leaves a lone table's columns unqualified, and
// the subqueries' own tables have an `id` too.
const itemCount = sql<number>`(select count(*)::int from ${items} as counted
  where counted.category_id = "certification_categories"."id")`;
const applicationCount = (status: number) => sql<number>`(select count(*)::int from ${apps} as counted
  where counted.item_id = "certification_items"."id" and counted.status = ${status})`;
const pendingCount = applicationCount(CERT_STATUS.pending);
const approvedCount = applicationCount(CERT_STATUS.approved);

const categoryColumns = {
  id: categories.id,
  type: categories.type,
  name: categories.name,
  position: categories.position,
  item_count: itemCount,
};

const itemColumns = {
  id: items.id,
  type: categories.type,
  category_id: items.categoryId,
  category_name: categories.name,
  name: items.name,
  description: items.description,
  conditions: items.conditions,
  enabled: items.enabled,
  pending_count: pendingCount,
  approved_count: approvedCount,
  updatedAt: items.updatedAt,
};

type Q = Database | Transaction;

export default fp(
  async (app) => {
    const { db } = app;
    const log = app.operationLog;

    const selectItems = (q: Q = db) =>
      q.select(itemColumns).from(items).innerJoin(categories, eq(categories.id, items.categoryId));
    const toItem = ({ updatedAt, ...row }: Awaited<ReturnType<typeof selectItems>>[number]) => ({
      ...row,
      updated_at: iso(updatedAt),
    });
    async function itemById(q: Q, id: number): Promise<CertificationSettingItem> {
      const [row] = await selectItems(q).where(eq(items.id, id));
      if (!row) throw new NotFoundError(ITEM_MISSING);
      return toItem(row);
    }
    async function categoryById(q: Q, id: number, lock = false): Promise<CertificationSettingCategory> {
      const query = q.select(categoryColumns).from(categories).where(eq(categories.id, id));
      const [row] = lock ? await query.for('update') : await query;
      if (!row) throw new NotFoundError(CATEGORY_MISSING);
      return row;
    }
    const listCategories = (q: Q, type: CategoryType) =>
      q
        .select(categoryColumns)
        .from(categories)
        .where(eq(categories.type, type))
        .orderBy(asc(categories.position), asc(categories.id));

    /** A unique violation inside a transaction aborts it: translate it outside. */
    async function unique<T>(work: () => Promise<T>, conflict: () => Error): Promise<T> {
      try {
        return await work();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict();
        throw error;
      }
    }

    /** The category an item goes to: it must exist, and stay of the item's type on an edit. */
    async function targetCategory(q: Q, categoryId: number, type?: CategoryType) {
      const [category] = await q
        .select({ id: categories.id, type: categories.type, name: categories.name })
        .from(categories)
        .where(eq(categories.id, categoryId));
      if (!category) throw new NotFoundError(CATEGORY_MISSING);
      if (type && category.type !== type) throw fieldError('category_id', '请选择所属分类');
      return category;
    }

    async function sameNameItem(q: Q, categoryId: number, name: string, except?: number) {
      const [row] = await q
        .select({ id: items.id })
        .from(items)
        .where(
          and(
            eq(items.categoryId, categoryId),
            eq(items.name, name),
            except === undefined ? undefined : ne(items.id, except),
          ),
        );
      if (row) throw duplicateItem();
    }

    const itemSnapshot = (item: CertificationSettingItem) => snapshot(item, ITEM_FIELDS);
    const toRule = (row: typeof rules.$inferSelect): CertificationRule => ({
      ...ruleFields(row),
      version: row.version,
      updated_at: iso(row.updatedAt),
    });

    const repository: CertificationSettingsRepository = {
      categories: (type) => listCategories(db, type),

      createCategory: (actor, { type, name }) =>
        unique(
          () =>
            db.transaction(async (tx) => {
              const [same] = await tx
                .select({ id: categories.id })
                .from(categories)
                .where(and(eq(categories.type, type), eq(categories.name, name)));
              if (same) throw duplicateCategory();
              const [last] = await tx
                .select({ position: max(categories.position) })
                .from(categories)
                .where(eq(categories.type, type));
              const [created] = await tx
                .insert(categories)
                .values({ type, name, position: (last?.position ?? -1) + 1 })
                .returning({ id: categories.id });
              const category = await categoryById(tx, created!.id);
              await log.record(tx, {
                module: 'certification',
                action: 'certification.category_create',
                targetType: 'certification_category',
                targetId: category.id,
                targetLabel: name,
                actorId: actor.userId,
                summary: `新增${TYPE_LABEL[type]}分类 ${name}`,
                after: snapshot(category, CATEGORY_FIELDS),
                context: actor.context,
              });
              return category;
            }),
          duplicateCategory,
        ),

      renameCategory: (actor, id, name) =>
        unique(
          () =>
            db.transaction(async (tx) => {
              const before = await categoryById(tx, id, true);
              const [same] = await tx
                .select({ id: categories.id })
                .from(categories)
                .where(
                  and(eq(categories.type, before.type), eq(categories.name, name), ne(categories.id, id)),
                );
              if (same) throw duplicateCategory();
              await tx.update(categories).set({ name }).where(eq(categories.id, id));
              const after = await categoryById(tx, id);
              await log.record(tx, {
                module: 'certification',
                action: 'certification.category_rename',
                targetType: 'certification_category',
                targetId: id,
                targetLabel: name,
                actorId: actor.userId,
                summary: `重命名${TYPE_LABEL[before.type]}分类 ${before.name} 为 ${name}`,
                before: snapshot(before, CATEGORY_FIELDS),
                after: snapshot(after, CATEGORY_FIELDS),
                context: actor.context,
              });
              return after;
            }),
          duplicateCategory,
        ),

      deleteCategory: (actor, id) =>
        db.transaction(async (tx) => {
          const before = await categoryById(tx, id, true);
          // Counted under the category's lock: an item added meanwhile waits for it (FK share lock).
          const [held] = await tx.select({ n: count() }).from(items).where(eq(items.categoryId, id));
          const n = held?.n ?? 0;
          if (n > 0) throw new BusinessRuleError(`分类下还有 ${n} 个认证项，无法删除`);
          await tx.delete(categories).where(eq(categories.id, id));
          await log.record(tx, {
            module: 'certification',
            action: 'certification.category_delete',
            targetType: 'certification_category',
            targetId: id,
            targetLabel: before.name,
            actorId: actor.userId,
            summary: `删除${TYPE_LABEL[before.type]}分类 ${before.name}`,
            before: snapshot(before, CATEGORY_FIELDS),
            after: { deleted: true },
            context: actor.context,
          });
        }),

      orderCategories: (actor, type, ids) =>
        db.transaction(async (tx) => {
          const current = await tx
            .select({ id: categories.id, name: categories.name })
            .from(categories)
            .where(eq(categories.type, type))
            .orderBy(asc(categories.position), asc(categories.id))
            .for('update');
          const known = new Set(current.map((row) => row.id));
          if (ids.some((id) => !known.has(id))) throw new NotFoundError(CATEGORY_MISSING);
          if (
            new Set(ids).size !== ids.length ||
            ids.length !== known.size ||
            ids.some((id) => !known.has(id))
          ) {
            const message = '分类顺序与现有分类不一致，请刷新后重试';
            throw new BadRequestError(message, [{ path: ['ids'], message }]);
          }
          for (const [position, id] of ids.entries()) {
            await tx.update(categories).set({ position }).where(eq(categories.id, id));
          }
          const names = new Map(current.map((row) => [row.id, row.name]));
          await log.record(tx, {
            module: 'certification',
            action: 'certification.category_order',
            targetType: 'certification_category',
            targetId: null,
            targetLabel: TYPE_LABEL[type],
            actorId: actor.userId,
            summary: `调整${TYPE_LABEL[type]}分类顺序`,
            before: { type, order: current.map((row) => row.name) },
            after: { type, order: ids.map((id) => names.get(id)) },
            context: actor.context,
          });
          return listCategories(tx, type);
        }),

      async items({ type, category_id, enabled, keyword, ...page }) {
        const conditions: (SQL | undefined)[] = [eq(categories.type, type)];
        if (category_id !== undefined) conditions.push(eq(items.categoryId, category_id));
        if (enabled !== undefined) conditions.push(eq(items.enabled, enabled));
        if (keyword) {
          const pattern = containing(keyword);
          conditions.push(or(ilike(items.name, pattern), ilike(items.description, pattern)));
        }
        const where = and(...conditions);
        const { limit, offset } = pageOf(page);
        const [rows, [counted]] = await Promise.all([
          selectItems()
            .where(where)
            .orderBy(asc(categories.position), asc(categories.id), asc(items.position), asc(items.id))
            .limit(limit)
            .offset(offset),
          db
            .select({ n: count() })
            .from(items)
            .innerJoin(categories, eq(categories.id, items.categoryId))
            .where(where),
        ]);
        return { data: rows.map(toItem), total: counted?.n ?? 0 };
      },

      createItem: (actor, input) =>
        unique(
          () =>
            db.transaction(async (tx) => {
              const category = await targetCategory(tx, input.category_id);
              await sameNameItem(tx, category.id, input.name);
              const [last] = await tx
                .select({ position: max(items.position) })
                .from(items)
                .where(eq(items.categoryId, category.id));
              const [created] = await tx
                .insert(items)
                .values({
                  categoryId: category.id,
                  name: input.name,
                  description: input.description,
                  conditions: input.conditions,
                  enabled: input.enabled,
                  position: (last?.position ?? -1) + 1,
                })
                .returning({ id: items.id });
              const item = await itemById(tx, created!.id);
              await log.record(tx, {
                module: 'certification',
                action: 'certification.item_create',
                targetType: 'certification_item',
                targetId: item.id,
                targetLabel: item.name,
                actorId: actor.userId,
                summary: `新增${TYPE_LABEL[category.type]}项 ${category.name}·${item.name}`,
                after: itemSnapshot(item),
                context: actor.context,
              });
              return item;
            }),
          duplicateItem,
        ),

      updateItem: (actor, id, input) =>
        unique(
          () =>
            db.transaction(async (tx) => {
              await tx.select({ id: items.id }).from(items).where(eq(items.id, id)).for('update');
              const before = await itemById(tx, id);
              const category = await targetCategory(tx, input.category_id, before.type);
              await sameNameItem(tx, category.id, input.name, id);
              await tx
                .update(items)
                .set({
                  categoryId: category.id,
                  name: input.name,
                  description: input.description,
                  conditions: input.conditions,
                  enabled: input.enabled,
                  updatedAt: sql`now()`,
                })
                .where(eq(items.id, id));
              const after = await itemById(tx, id);
              await log.record(tx, {
                module: 'certification',
                action: 'certification.item_update',
                targetType: 'certification_item',
                targetId: id,
                targetLabel: after.name,
                actorId: actor.userId,
                summary: `修改${TYPE_LABEL[after.type]}项 ${after.category_name}·${after.name}`,
                before: itemSnapshot(before),
                after: itemSnapshot(after),
                context: actor.context,
              });
              return after;
            }),
          duplicateItem,
        ),

      deleteItem: (actor, id) =>
        db.transaction(async (tx) => {
          await tx.select({ id: items.id }).from(items).where(eq(items.id, id)).for('update');
          const before = await itemById(tx, id);
          const [referenced] = await tx
            .select({ id: apps.id })
            .from(apps)
            .where(eq(apps.itemId, id))
            .limit(1);
          if (referenced) throw new BusinessRuleError('已有用户申请过该认证项，无法删除，可改为停用');
          await tx.delete(items).where(eq(items.id, id));
          await log.record(tx, {
            module: 'certification',
            action: 'certification.item_delete',
            targetType: 'certification_item',
            targetId: id,
            targetLabel: before.name,
            actorId: actor.userId,
            summary: `删除${TYPE_LABEL[before.type]}项 ${before.category_name}·${before.name}`,
            before: itemSnapshot(before),
            after: { deleted: true },
            context: actor.context,
          });
        }),

      setItemEnabled: (actor, id, enabled) =>
        db.transaction(async (tx) => {
          await tx.select({ id: items.id }).from(items).where(eq(items.id, id)).for('update');
          const before = await itemById(tx, id);
          await tx
            .update(items)
            .set({ enabled, updatedAt: sql`now()` })
            .where(eq(items.id, id));
          const after = await itemById(tx, id);
          await log.record(tx, {
            module: 'certification',
            action: enabled ? 'certification.item_enable' : 'certification.item_disable',
            targetType: 'certification_item',
            targetId: id,
            targetLabel: after.name,
            actorId: actor.userId,
            summary: `${enabled ? '启用' : '停用'}${TYPE_LABEL[after.type]}项 ${after.category_name}·${after.name}`,
            before: { enabled: before.enabled },
            after: { enabled: after.enabled },
            context: actor.context,
          });
          return after;
        }),

      async rules() {
        const rows = await db.select().from(rules);
        const order = ['personal', 'enterprise', 'mcn', 'identity', 'interest'];
        return rows.sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type)).map(toRule);
      },

      updateRule: (actor, type, { version, ...input }) =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(rules).where(eq(rules.type, type)).for('update');
          if (!before) throw new NotFoundError('认证规则不存在');
          if (before.version !== version) throw new BusinessRuleError('规则已被他人修改，请刷新后重试');
          const [after] = await tx
            .update(rules)
            .set({
              open: input.open,
              // Conditions that do not apply to the type are stored off (实名 needs no 实名 first).
              requireRealName: type !== 'personal' && input.require_real_name,
              requireEnterprise: type === 'mcn' && input.require_enterprise,
              minFans: input.min_fans,
              postsWindowDays: input.posts_window_days,
              minPosts: input.min_posts,
              minAccountDays: input.min_account_days,
              reapplyCooldownDays: input.reapply_cooldown_days,
              notice: input.notice,
              version: sql`${rules.version} + 1`,
              updatedBy: actor.userId,
              updatedAt: sql`now()`,
            })
            .where(and(eq(rules.type, type), eq(rules.version, version)))
            .returning();
          if (!after) throw new BusinessRuleError('规则已被他人修改，请刷新后重试');
          const rule = toRule(after);
          await log.record(tx, {
            module: 'certification',
            action: 'certification.rule_update',
            targetType: 'certification_rule',
            targetId: null,
            targetLabel: CERTIFICATION_TYPE_LABELS[type],
            actorId: actor.userId,
            summary: `修改${CERTIFICATION_TYPE_LABELS[type]}基础条件`,
            before: snapshot({ ...ruleFields(before), version: before.version }, RULE_FIELDS),
            after: snapshot(rule, RULE_FIELDS),
            detail: { type },
            context: actor.context,
          });
          return rule;
        }),
    };

    app.decorate('certificationSettings', repository);
  },
  {
    name: 'certification-settings-repository',
    dependencies: ['db', 'operation-log-repository'],
  },
);
