import { DEFAULT_AD_SETTINGS } from '../../modules/ad-tasks/repository.js';
import { adFields, adGoods, adSettings, adTaskTypes, adTopics } from '../../modules/ad-tasks/schema.js';
import { recordOperation } from '../../modules/operation-log/record.js';
import { topicNameKey } from '@creator-console/contract';
import { ago, userIdsOf } from './lookup.js';
import { grantRoleAccess, type RoleGrants } from './grants.js';
import type { SeedStep } from './step.js';

/** What ad tasks (ad-tasks.md §3) add to the built-in roles of a database seeded before them. */
const GRANTS: RoleGrants = {
  admin: { rights: ['sem:settle', 'mission:manage'], groups: [] },
  operator: { rights: ['sem:manage', 'mission:manage'], groups: ['sem', 'mission'] },
  creator: { rights: [], groups: ['task'] },
  mcn: { rights: [], groups: ['task'] },
};

/** Task types in their order; 直播带货 disabled (§11). */
export const SEED_AD_TYPES = [
  { name: '种草', enabled: true },
  { name: '测评', enabled: true },
  { name: '探店', enabled: true },
  { name: '剧情', enabled: true },
  { name: '挑战赛', enabled: true },
  { name: '直播带货', enabled: false },
] as const;

export const SEED_AD_TOPICS = [
  { name: '山野春笋季', description: '春笋上市季的家常菜与食材分享', enabled: true },
  { name: '新能源试驾官', description: '新能源车型的试驾与续航实测', enabled: true },
  { name: '青禾好物推荐', description: '青禾优选好物开箱与使用体验', enabled: true },
  { name: '匠心铸铁锅', description: '铸铁锅开锅、养护与菜谱', enabled: true },
  { name: '萌宠过冬计划', description: '宠物过冬的吃住与保暖', enabled: true },
  { name: '城市通勤vlog', description: '城市通勤路上的日常记录', enabled: true },
  { name: '冬季暖锅节', description: '冬天的暖锅与家宴', enabled: true },
  { name: '夏日凉面挑战', description: '夏天的凉面做法挑战', enabled: true },
  { name: '双11囤货', description: '双11囤货清单与开箱', enabled: false },
] as const;

export const SEED_AD_GOODS = [
  {
    name: '山野笋干礼盒 500g',
    sku: 'SY-SG-500',
    priceFen: 5990,
    advertiserName: '山野食品旗舰店',
    status: 'on_sale',
  },
  {
    name: '匠心铸铁炒锅 32cm',
    sku: 'JX-TG-32',
    priceFen: 19_900,
    advertiserName: '匠心厨具',
    status: 'on_sale',
  },
  { name: '星驰 S7 试驾礼券', sku: 'XC-S7-TEST', priceFen: 0, advertiserName: '星驰汽车', status: 'on_sale' },
  {
    name: '青禾冻干猫粮 1.5kg',
    sku: 'QH-MAO-1500',
    priceFen: 8900,
    advertiserName: '青禾优选',
    status: 'on_sale',
  },
  {
    name: '轻驰折叠电动滑板车',
    sku: 'QC-HBC-F1',
    priceFen: 189_900,
    advertiserName: '轻驰出行',
    status: 'on_sale',
  },
  {
    name: '碳素钓鱼竿 3.6m',
    sku: 'YL-DYG-36',
    priceFen: 26_800,
    advertiserName: '渔乐户外',
    status: 'off_sale',
  },
] as const;

export const SEED_AD_FIELDS = [
  { key: 'platform_account', label: '平台账号', kind: 'text', scope: 'join', required: true },
  { key: 'shipping_address', label: '收货地址', kind: 'text', scope: 'join', required: false },
  { key: 'backend_screenshot', label: '后台数据截图', kind: 'image', scope: 'receipt', required: true },
  { key: 'data_link', label: '第三方数据链接', kind: 'url', scope: 'receipt', required: false },
  { key: 'order_no', label: '订单号', kind: 'text', scope: 'receipt', required: false },
] as const;

/**
 * Ad tasks, first part (ad-tasks.md §11): the built-in roles' ad-task rights and menus on a database
 * seeded before them, then the configuration operators set up — settings, types, topics, goods,
 * join and receipt fields — each with its operation-log row, dated before the oldest demo task
 * (task 7, half a year ago). The tasks, participations and task 7's credits are the next step's
 * (`ad-task-demo`).
 */
export const adTasksSeed: SeedStep<void> = {
  name: 'ad-tasks',
  async prepare() {},
  async run(tx) {
    await grantRoleAccess(tx, GRANTS);
    const now = new Date();
    const userId = await userIdsOf(tx, ['operator', 'admin']);
    const operator = userId('operator');
    const log = (
      at: Date,
      entry: {
        action: string;
        targetType: string;
        targetId: number;
        targetLabel: string;
        summary: string;
        after: Record<string, unknown>;
      },
      actorId = operator,
    ) =>
      recordOperation(tx, {
        module: 'ad_task',
        actorId,
        before: null,
        ...entry,
        action: `ad_task.${entry.action}`,
        at,
      });

    const settingsAt = ago(now, 230);
    const settings = await tx
      .insert(adSettings)
      .values({
        id: 1,
        rewardKinds: [...DEFAULT_AD_SETTINGS.reward_kinds],
        minBudgetFen: DEFAULT_AD_SETTINGS.min_budget_fen,
        defaultObserveDays: DEFAULT_AD_SETTINGS.default_observe_days,
        featuredMaxDefault: DEFAULT_AD_SETTINGS.featured_max_default,
        engagementMinPlays: DEFAULT_AD_SETTINGS.engagement_min_plays,
        minLikePermille: DEFAULT_AD_SETTINGS.min_like_permille,
        maxConversionPct: DEFAULT_AD_SETTINGS.max_conversion_pct,
        updatedBy: userId('admin'),
        updatedAt: settingsAt,
      })
      .onConflictDoNothing()
      .returning({ id: adSettings.id });
    // Each row is written once: a step run again over its rows completes rather than duplicates.
    if (settings.length > 0)
      await log(
        settingsAt,
        {
          action: 'settings_update',
          targetType: 'ad_settings',
          targetId: 1,
          targetLabel: '广告任务设置',
          summary: '修改广告任务设置',
          after: { ...DEFAULT_AD_SETTINGS },
        },
        userId('admin'),
      );

    for (const [position, type] of SEED_AD_TYPES.entries()) {
      const at = ago(now, 229, 10 - position);
      const [row] = await tx
        .insert(adTaskTypes)
        .values({ name: type.name, position, enabled: type.enabled, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: adTaskTypes.id });
      if (!row) continue;
      await log(at, {
        action: 'type_create',
        targetType: 'ad_task_type',
        targetId: row.id,
        targetLabel: type.name,
        summary: `新建任务类型 ${type.name}${type.enabled ? '' : '（停用）'}`,
        after: { name: type.name, position, enabled: type.enabled },
      });
    }

    for (const [i, topic] of SEED_AD_TOPICS.entries()) {
      const at = ago(now, 228 - i);
      const [row] = await tx
        .insert(adTopics)
        .values({ ...topic, nameKey: topicNameKey(topic.name), createdBy: operator, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: adTopics.id });
      if (!row) continue;
      await log(at, {
        action: 'topic_create',
        targetType: 'ad_topic',
        targetId: row.id,
        targetLabel: topic.name,
        summary: `新建广告话题 #${topic.name}${topic.enabled ? '' : '（停用）'}`,
        after: { name: topic.name, nameKey: topicNameKey(topic.name), enabled: topic.enabled },
      });
    }

    for (const [i, goods] of SEED_AD_GOODS.entries()) {
      const at = ago(now, 218 - i);
      const [row] = await tx
        .insert(adGoods)
        .values({ ...goods, createdBy: operator, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: adGoods.id });
      if (!row) continue;
      await log(at, {
        action: 'goods_create',
        targetType: 'ad_goods',
        targetId: row.id,
        targetLabel: goods.name,
        summary: `新建广告商品 ${goods.name}（${goods.sku}）`,
        after: { name: goods.name, sku: goods.sku, priceFen: goods.priceFen, status: goods.status },
      });
    }

    for (const [i, field] of SEED_AD_FIELDS.entries()) {
      const at = ago(now, 219, 8 - i);
      const position = SEED_AD_FIELDS.slice(0, i).filter((f) => f.scope === field.scope).length;
      const [row] = await tx
        .insert(adFields)
        .values({ ...field, position, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: adFields.id });
      if (!row) continue;
      await log(at, {
        action: 'field_create',
        targetType: 'ad_field',
        targetId: row.id,
        targetLabel: field.label,
        summary: `新建${field.scope === 'join' ? '报名' : '回执'}字段 ${field.label}（${field.key}）`,
        after: { ...field, position },
      });
    }
  },
};
