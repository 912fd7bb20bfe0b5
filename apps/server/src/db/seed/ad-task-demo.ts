import {
  AD_SETTLEMENT_REASONS as R,
  formatFen,
  MESSAGE_TYPES,
  rewardMaxFen,
  type AdRewardRule,
} from '@creator-console/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { messages, videos } from '../schema/index.js';
import { createLedger } from '../../modules/ledger/ledger.js';
import { recordOperation, type ModuleEntry } from '../../modules/operation-log/record.js';
import { plan, type PlanItem } from '../../modules/ad-tasks/settlement.js';
import {
  adFields,
  adGoods,
  adParticipations,
  adReceipts,
  adSettings,
  adSettlementRuns,
  adSubmissions,
  adTaskExamples,
  adTaskGoods,
  adTasks,
  adTaskTopics,
  adTaskTypes,
  adTopics,
  type AdAnswer,
} from '../../modules/ad-tasks/schema.js';
import { storeDemoFile } from './demo-files.js';
import { demoPhoto } from './demo-images.js';
import { userIdsOf } from './lookup.js';
import type { SeedContext, SeedStep, SeedTransaction } from './step.js';

/**
 * The ten demo ad tasks of ad-tasks.md §11, one per phase, with their participants, submissions,
 * receipts, sample and featured videos, the staff's decisions (each with its operation-log row and
 * the creator's message) and task 7 settled: planned by the settlement module's own `plan` and its
 * rewards credited through the ledger's `credit` (source `ad_submission`), so the creator's
 * statement links back to the submission. Times are relative to the seed.
 *
 * Runs after the configuration (`ad-tasks`) and the missions (their #山野春笋季 videos are task 1's,
 * found by title), and before `wallets`, which counts task 7's credit among the creator's rewards.
 * Task 7 ran half a year ago (settled 180 days before the seed), before the first reward the wallets
 * step dates, so every wallet's statement stays in date order.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The task names of §11 in their order (#1–#10). */
export const DEMO_AD_TASK_TITLES = [
  '山野春笋季·家常菜挑战',
  '新能源试驾官招募',
  '青禾好物推荐·下单返佣',
  '铸铁锅开锅教程',
  '萌宠过冬计划·阶梯奖',
  '城市通勤vlog',
  '冬季暖锅节',
  '夏日凉面挑战',
  '双11囤货节预热',
  '直播间引流测试',
] as const;

type Status = (typeof adTasks.$inferInsert)['status'];

interface TaskSpec {
  title: string;
  type: string;
  advertiser: string;
  brief: string;
  status: NonNullable<Status>;
  /** Days from the seed (negative: past); null in the draft. */
  window: [number, number] | null;
  createdDaysAgo: number;
  publishedDaysAgo?: number;
  reward: Record<string, unknown>;
  budgetFen: number | null;
  topics: string[];
  goods?: string[];
  joinMode?: 'open' | 'apply';
  requiredTag?: string;
  maxParticipants?: number;
  maxVideos?: number;
  metricSource?: 'platform' | 'receipt';
  receiptRequired?: boolean;
  joinFields?: string[];
  receiptFields?: string[];
  cover?: boolean;
}

const RECEIPT_FIELDS = ['backend_screenshot', 'data_link', 'order_no'];

const TASKS: TaskSpec[] = [
  {
    title: DEMO_AD_TASK_TITLES[0],
    type: '种草',
    advertiser: '山野食品旗舰店',
    brief: '用山野春笋做一道家常菜，视频中展示笋干礼盒并带上话题 #山野春笋季。按播放量结算。',
    status: 'published',
    window: [-10, 20],
    createdDaysAgo: 12,
    publishedDaysAgo: 11,
    reward: { kind: 'cpm', cpm_fen: 800, min_plays: 1000, cap_fen: 30_000 },
    budgetFen: 2_000_000,
    topics: ['山野春笋季'],
    goods: ['山野笋干礼盒 500g'],
    maxVideos: 3,
    joinFields: ['platform_account'],
  },
  {
    title: DEMO_AD_TASK_TITLES[1],
    type: '测评',
    advertiser: '星驰汽车',
    brief: '招募 20 位试驾官到店试驾星驰 S7，发布一条城市续航实测视频。报名需审核。',
    status: 'published',
    window: [-12, 18],
    createdDaysAgo: 14,
    publishedDaysAgo: 13,
    reward: { kind: 'fixed', amount_fen: 50_000 },
    budgetFen: 1_000_000,
    topics: ['新能源试驾官'],
    goods: ['星驰 S7 试驾礼券'],
    joinMode: 'apply',
    maxParticipants: 20,
    maxVideos: 1,
    joinFields: ['platform_account', 'shipping_address'],
  },
  {
    title: DEMO_AD_TASK_TITLES[2],
    type: '种草',
    advertiser: '青禾优选',
    brief: '推荐青禾优选的好物，按回执中核实的下单数结算，每单 ¥3.00。仅限签约创作者。',
    status: 'published',
    window: [-7, 23],
    createdDaysAgo: 9,
    publishedDaysAgo: 8,
    reward: { kind: 'cpa', cpa_fen: 300, cap_fen: 20_000, conversion_label: '下单' },
    budgetFen: 500_000,
    topics: ['青禾好物推荐'],
    goods: ['青禾冻干猫粮 1.5kg'],
    requiredTag: '签约创作者',
    metricSource: 'receipt',
    receiptRequired: true,
    receiptFields: RECEIPT_FIELDS,
  },
  {
    title: DEMO_AD_TASK_TITLES[3],
    type: '测评',
    advertiser: '匠心厨具',
    brief: '拍一期铸铁锅开锅或使用教程，出镜匠心铸铁炒锅，发布后提交后台数据回执。',
    status: 'paused',
    window: [-15, 15],
    createdDaysAgo: 17,
    publishedDaysAgo: 16,
    reward: { kind: 'fixed', amount_fen: 8000 },
    budgetFen: 200_000,
    topics: ['匠心铸铁锅'],
    goods: ['匠心铸铁炒锅 32cm'],
    maxVideos: 2,
    receiptRequired: true,
    receiptFields: RECEIPT_FIELDS,
  },
  {
    title: DEMO_AD_TASK_TITLES[4],
    type: '挑战赛',
    advertiser: '青禾优选',
    brief: '分享毛孩子过冬的吃住与保暖，按播放量阶梯发放奖励。',
    status: 'published',
    window: [-32, -2],
    createdDaysAgo: 34,
    publishedDaysAgo: 33,
    reward: {
      kind: 'tiered',
      tiers: [
        { min_plays: 1000, amount_fen: 2000 },
        { min_plays: 10_000, amount_fen: 8000 },
        { min_plays: 50_000, amount_fen: 20_000 },
      ],
    },
    budgetFen: 300_000,
    topics: ['萌宠过冬计划'],
    goods: ['青禾冻干猫粮 1.5kg'],
  },
  {
    title: DEMO_AD_TASK_TITLES[5],
    type: '剧情',
    advertiser: '轻驰出行',
    brief: '记录你的城市通勤路，自然植入轻驰折叠电动滑板车。按播放量结算，每人最多 2 条。',
    status: 'published',
    window: [-40, -10],
    createdDaysAgo: 42,
    publishedDaysAgo: 41,
    reward: { kind: 'cpm', cpm_fen: 600, min_plays: 1000, cap_fen: 15_000 },
    budgetFen: 30_000,
    topics: ['城市通勤vlog'],
    goods: ['轻驰折叠电动滑板车'],
    maxVideos: 2,
  },
  {
    title: DEMO_AD_TASK_TITLES[6],
    type: '种草',
    advertiser: '匠心厨具',
    brief: '冬天的第一锅：用铸铁锅做一道暖锅，带话题 #冬季暖锅节。按播放量结算。',
    status: 'published',
    window: [-205, -190],
    createdDaysAgo: 208,
    publishedDaysAgo: 207,
    reward: { kind: 'cpm', cpm_fen: 800, min_plays: 1000, cap_fen: 20_000 },
    budgetFen: 100_000,
    topics: ['冬季暖锅节'],
    goods: ['匠心铸铁炒锅 32cm'],
  },
  {
    title: DEMO_AD_TASK_TITLES[7],
    type: '挑战赛',
    advertiser: '山野食品旗舰店',
    brief: '夏天来一碗凉面：晒出你的拿手凉面，带话题 #夏日凉面挑战。',
    status: 'published',
    window: [3, 33],
    createdDaysAgo: 3,
    publishedDaysAgo: 2,
    reward: { kind: 'fixed', amount_fen: 3000 },
    budgetFen: 150_000,
    topics: ['夏日凉面挑战'],
  },
  {
    title: DEMO_AD_TASK_TITLES[8],
    type: '种草',
    advertiser: '',
    brief: '',
    status: 'draft',
    window: null,
    createdDaysAgo: 1,
    reward: { kind: 'cpm', cpm_fen: 500 },
    budgetFen: null,
    topics: [],
    cover: false,
  },
  {
    title: DEMO_AD_TASK_TITLES[9],
    type: '种草',
    advertiser: '青禾优选',
    brief: '为青禾优选直播间引流，发布预告短视频。',
    status: 'cancelled',
    window: [2, 20],
    createdDaysAgo: 8,
    publishedDaysAgo: 7,
    reward: { kind: 'fixed', amount_fen: 5000 },
    budgetFen: 100_000,
    topics: ['青禾好物推荐'],
  },
];

/** The participants' new videos (plays and likes as §11 lists them). */
interface DemoVideo {
  owner: string;
  title: string;
  daysAgo: number;
  plays: number;
  likes: number;
  topics: string[];
}

const NEW_VIDEOS: DemoVideo[] = [
  {
    owner: 'creator_live',
    title: '星驰 S7 城市续航实测',
    daysAgo: 7,
    plays: 36_800,
    likes: 2450,
    topics: ['新能源试驾官', '新能源'],
  },
  {
    owner: 'qinghe_axin',
    title: '青禾优选好物开箱：五样回购清单',
    daysAgo: 5,
    plays: 8600,
    likes: 520,
    topics: ['青禾好物推荐', '好物分享'],
  },
  {
    owner: 'qinghe_mengmeng',
    title: '猫主子换粮七天记录',
    daysAgo: 5,
    plays: 15_200,
    likes: 980,
    topics: ['青禾好物推荐', '萌宠'],
  },
  {
    owner: 'creator',
    title: '铸铁锅开锅三步走',
    daysAgo: 9,
    plays: 6800,
    likes: 390,
    topics: ['匠心铸铁锅', '家常菜'],
  },
  {
    owner: 'creator',
    title: '铸铁锅煎牛排不粘技巧',
    daysAgo: 6,
    plays: 2300,
    likes: 140,
    topics: ['匠心铸铁锅', '家常菜'],
  },
  {
    owner: 'qinghe_mengmeng',
    title: '橘猫的暖冬小窝',
    daysAgo: 20,
    plays: 12_600,
    likes: 910,
    topics: ['萌宠过冬计划', '萌宠'],
  },
  {
    owner: 'creator_live',
    title: '早高峰骑滑板车通勤实测',
    daysAgo: 30,
    plays: 18_000,
    likes: 1100,
    topics: ['城市通勤vlog'],
  },
  {
    owner: 'qinghe_xiaoyu',
    title: '通勤路上的街舞快闪',
    daysAgo: 28,
    plays: 9500,
    likes: 610,
    topics: ['城市通勤vlog', '街舞'],
  },
  {
    owner: 'qinghe_xiaoyu',
    title: '地铁换乘 30 秒挑战',
    daysAgo: 25,
    plays: 120_000,
    likes: 96,
    topics: ['城市通勤vlog'],
  },
  {
    owner: 'qinghe_laozhou',
    title: '骑车去水库的通勤路',
    daysAgo: 14,
    plays: 3200,
    likes: 150,
    topics: ['城市通勤vlog', '钓鱼'],
  },
  {
    owner: 'creator',
    title: '一锅羊蝎子',
    daysAgo: 200,
    plays: 15_800,
    likes: 920,
    topics: ['冬季暖锅节', '家常菜'],
  },
  {
    owner: 'qinghe_laozhou',
    title: '冬钓归来煮鱼头锅',
    daysAgo: 198,
    plays: 800,
    likes: 35,
    topics: ['冬季暖锅节', '钓鱼'],
  },
];

/** Platform videos staff attach as samples (示例视频), by task. */
const EXAMPLES: Record<string, string[]> = {
  [DEMO_AD_TASK_TITLES[0]]: ['十分钟搞定番茄牛腩', '糖醋排骨零失败版'],
  [DEMO_AD_TASK_TITLES[7]]: ['油泼面的灵魂是这勺油', '豆角焖面'],
};

const USERNAMES = [
  'admin',
  'operator',
  'creator',
  'creator_live',
  'qinghe_xiaoyu',
  'qinghe_axin',
  'qinghe_mengmeng',
  'qinghe_laozhou',
];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const adTaskDemo: SeedStep<void> = {
  name: 'ad-task-demo',
  async prepare() {},
  async run(tx, _prepared, context) {
    // Run again over its own rows (its record lost): they are all there (one transaction).
    const [seen] = await tx
      .select({ id: adTasks.id })
      .from(adTasks)
      .where(eq(adTasks.title, DEMO_AD_TASK_TITLES[0]));
    if (seen) return;
    await new DemoWriter(tx, context).write();
  },
};

class DemoWriter {
  private readonly now = new Date();
  private readonly db: Database;
  private id!: (username: string) => number;
  private readonly names = new Map<number, string>();
  private readonly taskIds = new Map<string, number>();
  private readonly videoIds = new Map<string, number>();
  private readonly fields = new Map<string, { id: number; key: string; label: string }>();
  private photo = 0;

  constructor(
    private readonly tx: SeedTransaction,
    private readonly context: SeedContext,
  ) {
    this.db = tx as unknown as Database;
  }

  /** An instant `days` from the seed (negative: before it), `hours` later. */
  private at(days: number, hours = 0): Date {
    return new Date(this.now.getTime() + days * DAY + hours * HOUR);
  }

  private get operator() {
    return this.id('operator');
  }

  private log(at: Date, actorId: number, entry: ModuleEntry) {
    return recordOperation(this.db, {
      module: 'ad_task',
      actorId,
      before: null,
      after: null,
      ...entry,
      action: `ad_task.${entry.action}`,
      at,
    });
  }

  /** A message as the live decision sends it, read the day after (when that has come). */
  private async notify(userId: number, at: Date, type: number, title: string, content: string, link: string) {
    const read = new Date(at.getTime() + DAY);
    await this.tx.insert(messages).values({
      userId,
      type,
      title,
      content,
      link,
      createdAt: at,
      readAt: read < this.now ? read : null,
    });
  }

  /** A demo picture stored as a file of `purpose` (its bytes when the seed has a storage). */
  private picture(ownerId: number, purpose: 'ad' | 'receipt', name: string, at: Date) {
    const bytes = demoPhoto(200 + this.photo++);
    return storeDemoFile(this.db, this.context.storage, { ownerId, purpose, name, bytes, at });
  }

  async write() {
    this.id = await userIdsOf(this.tx, USERNAMES);
    for (const username of USERNAMES) {
      const [row] = rowsOf<{ name: string }>(
        await this.db.execute(sql`select name from users where id = ${this.id(username)}`),
      );
      this.names.set(this.id(username), row!.name);
    }
    for (const field of await this.tx.select().from(adFields)) this.fields.set(field.key, field);
    await this.writeVideos();
    for (const spec of TASKS) await this.writeTask(spec);
    await this.task1();
    await this.task2();
    await this.task3();
    await this.task4();
    await this.task5();
    await this.task6();
    await this.task7();
    // #10 cancelled before it started: no participant to tell.
    await this.transition(10, 'cancel', '广告主取消投放', -3);
    await this.counters();
  }

  /** The participants' new videos; the #山野春笋季 ones come from the missions step (by title). */
  private async writeVideos() {
    for (const video of NEW_VIDEOS) {
      const published = this.at(-video.daysAgo, -2);
      const [row] = await this.tx
        .insert(videos)
        .values({
          userId: this.id(video.owner),
          title: video.title,
          description: `${video.title}。${video.topics.map((topic) => `#${topic}`).join(' ')}`,
          topics: video.topics,
          visibility: 'public',
          status: 'published',
          machineVerdict: 'pass',
          reviewerId: this.operator,
          plays: video.plays,
          likes: video.likes,
          publishedAt: published,
          submittedAt: new Date(published.getTime() - 5 * HOUR),
          createdAt: new Date(published.getTime() - 6 * HOUR),
          updatedAt: published,
        })
        .returning({ id: videos.id });
      this.videoIds.set(video.title, row!.id);
    }
    const titles = ['春笋炒腊肉', '油焖春笋', '春笋腌笃鲜', ...Object.values(EXAMPLES).flat()];
    const found = await this.tx
      .select({ id: videos.id, title: videos.title })
      .from(videos)
      .where(and(inArray(videos.title, titles), eq(videos.userId, this.id('creator'))));
    for (const row of found) this.videoIds.set(row.title, row.id);
    for (const title of titles)
      if (!this.videoIds.has(title)) throw new Error(`Seed: missing video ${title}`);
  }

  private async writeTask(spec: TaskSpec) {
    const operator = this.operator;
    const [type] = await this.tx
      .select({ id: adTaskTypes.id })
      .from(adTaskTypes)
      .where(eq(adTaskTypes.name, spec.type));
    const createdAt = this.at(-spec.createdDaysAgo);
    const reward = spec.reward as unknown as AdRewardRule;
    const complete = spec.status !== 'draft';
    const fieldIds = (keys: string[] | undefined) => (keys ?? []).map((key) => this.fields.get(key)!.id);
    const cover =
      spec.cover === false ? null : await this.picture(operator, 'ad', `cover-${spec.title}.png`, createdAt);
    const publishedAt = spec.publishedDaysAgo === undefined ? null : this.at(-spec.publishedDaysAgo);
    const [task] = await this.tx
      .insert(adTasks)
      .values({
        title: spec.title,
        advertiserName: spec.advertiser,
        typeId: type!.id,
        cover,
        brief: spec.brief,
        // Published first; pauses, cancellations and the settlement come after, as they happened.
        status: complete ? 'published' : 'draft',
        joinMode: spec.joinMode ?? 'open',
        requiredTag: spec.requiredTag ?? null,
        startsAt: spec.window ? this.at(spec.window[0]) : null,
        endsAt: spec.window ? this.at(spec.window[1]) : null,
        observeDays: 7,
        maxParticipants: spec.maxParticipants ?? null,
        maxVideosPerCreator: spec.maxVideos ?? 1,
        reward: spec.reward,
        rewardKind: reward.kind,
        rewardMaxFen: complete ? rewardMaxFen(reward) : null,
        metricSource: spec.metricSource ?? 'platform',
        receiptRequired: spec.receiptRequired ?? false,
        featuredMax: 6,
        budgetFen: spec.budgetFen,
        joinFieldIds: fieldIds(spec.joinFields),
        receiptFieldIds: fieldIds(spec.receiptFields),
        version: complete ? 1 : 0,
        createdBy: operator,
        publishedAt,
        createdAt,
        updatedAt: publishedAt ?? createdAt,
      })
      .returning();
    const taskId = task!.id;
    this.taskIds.set(spec.title, taskId);
    for (const [position, name] of spec.topics.entries()) {
      const [topic] = await this.tx.select({ id: adTopics.id }).from(adTopics).where(eq(adTopics.name, name));
      await this.tx.insert(adTaskTopics).values({ taskId, topicId: topic!.id, name, position });
    }
    for (const [position, name] of (spec.goods ?? []).entries()) {
      const [goods] = await this.tx.select({ id: adGoods.id }).from(adGoods).where(eq(adGoods.name, name));
      await this.tx.insert(adTaskGoods).values({ taskId, goodsId: goods!.id, position });
    }
    await this.log(createdAt, operator, {
      action: 'task_create',
      targetType: 'ad_task',
      targetId: taskId,
      targetLabel: spec.title,
      summary: `新建广告任务 ${spec.title}`,
      after: { title: spec.title, status: 'draft', reward: spec.reward, budgetFen: spec.budgetFen },
    });
    if (publishedAt) {
      await this.log(publishedAt, operator, {
        action: 'task_publish',
        targetType: 'ad_task',
        targetId: taskId,
        targetLabel: spec.title,
        summary: `发布广告任务 ${spec.title}`,
      });
    }
    const examples = EXAMPLES[spec.title];
    if (examples && publishedAt) {
      const at = new Date(publishedAt.getTime() + HOUR);
      for (const [position, title] of examples.entries()) {
        await this.tx.insert(adTaskExamples).values({ taskId, videoId: this.videoIds.get(title)!, position });
      }
      await this.log(at, operator, {
        action: 'examples_update',
        targetType: 'ad_task',
        targetId: taskId,
        targetLabel: spec.title,
        summary: `设置示例视频：${examples.map((title) => `「${title}」`).join('、')}`,
        after: { videoIds: examples.map((title) => this.videoIds.get(title)!) },
      });
    }
  }

  private task(n: number) {
    const title: string = DEMO_AD_TASK_TITLES[n - 1]!;
    return { id: this.taskIds.get(title)!, title };
  }

  /** The answers to the task's join fields a participant gave. */
  private answers(spec: TaskSpec, username: string): AdAnswer[] {
    return (spec.joinFields ?? []).map((key) => {
      const field = this.fields.get(key)!;
      const value = key === 'platform_account' ? `@${username}` : '浙江省杭州市西湖区文三路 90 号';
      return { field_id: field.id, key: field.key, label: field.label, value };
    });
  }

  /**
   * A participation: joined (open mode), applied, or decided by the operator (approved → joined,
   * declined) with the live decision's log row and message.
   */
  private async participate(
    n: number,
    username: string,
    days: number,
    decision?: { status: 'joined' | 'declined'; days: number; reason?: string },
    applied = false,
  ) {
    const task = this.task(n);
    const userId = this.id(username);
    const createdAt = this.at(days);
    const decidedAt = decision ? this.at(decision.days) : null;
    const status = decision?.status ?? (applied ? 'applied' : 'joined');
    const reason = decision?.reason ?? '';
    const [row] = await this.tx
      .insert(adParticipations)
      .values({
        taskId: task.id,
        userId,
        status,
        answers: this.answers(TASKS[n - 1]!, username),
        reason,
        decidedBy: decision ? this.operator : null,
        decidedAt,
        createdAt,
        updatedAt: decidedAt ?? createdAt,
      })
      .returning({ id: adParticipations.id });
    if (decision && decidedAt) {
      const name = this.names.get(userId)!;
      const approve = decision.status === 'joined';
      const verb = approve ? '通过报名' : '拒绝报名';
      await this.log(decidedAt, this.operator, {
        action: approve ? 'participation_approve' : 'participation_decline',
        targetType: 'ad_participation',
        targetId: row!.id,
        targetLabel: `${name} · ${task.title}`,
        summary: `${verb}：${name} · ${task.title}${reason ? `（原因：${reason}）` : ''}`,
        before: { status: 'applied' },
        after: { status: decision.status, reason },
      });
      await this.notify(
        userId,
        decidedAt,
        MESSAGE_TYPES.review,
        approve ? '广告任务报名已通过' : '广告任务报名未通过',
        approve
          ? `你报名的广告任务「${task.title}」已通过审核，现在可以关联视频了。`
          : `你报名的广告任务「${task.title}」未通过审核（原因：${reason}）。`,
        `/spread/index?task=${task.id}`,
      );
    }
    return row!.id;
  }

  /**
   * A bound video (by the creator, `days` from the seed) and the operator's decisions on it:
   * approved, then possibly held or featured, each with its log row and message.
   */
  private async submit(
    n: number,
    participationId: number,
    username: string,
    title: string,
    days: number,
    review?: { days: number; hold?: { days: number; reason: string }; featured?: number },
  ) {
    const task = this.task(n);
    const userId = this.id(username);
    const videoId = this.videoIds.get(title)!;
    const [video] = await this.tx
      .select({ plays: videos.plays, cover: videos.cover })
      .from(videos)
      .where(eq(videos.id, videoId));
    const [goods] = await this.tx
      .select({ id: adTaskGoods.goodsId })
      .from(adTaskGoods)
      .where(eq(adTaskGoods.taskId, task.id))
      .limit(1);
    const boundAt = this.at(days);
    const reviewedAt = review ? this.at(review.days) : null;
    const status = review?.hold ? 'held' : review ? 'approved' : 'pending_review';
    const [row] = await this.tx
      .insert(adSubmissions)
      .values({
        taskId: task.id,
        participationId,
        userId,
        videoId,
        videoTitle: title,
        videoCover: video!.cover,
        goodsId: goods?.id ?? null,
        status,
        reason: review?.hold?.reason ?? '',
        featured: review?.featured !== undefined,
        featuredPosition: review?.featured ?? null,
        // What the video had when bound: a share of today's plays by how long it had been out.
        playsAtBind: Math.round(video!.plays * 0.1),
        boundBy: userId,
        reviewedBy: review ? this.operator : null,
        reviewedAt: review?.hold ? this.at(review.hold.days) : reviewedAt,
        createdAt: boundAt,
        updatedAt: reviewedAt ?? boundAt,
      })
      .returning({ id: adSubmissions.id });
    const id = row!.id;
    if (!review || !reviewedAt) return id;
    const decide = async (
      at: Date,
      decision: 'approve' | 'hold',
      label: string,
      from: string,
      to: string,
      reason: string,
    ) => {
      await this.log(at, this.operator, {
        action: `submission_${decision}`,
        targetType: 'ad_submission',
        targetId: id,
        targetLabel: title,
        summary: `${label}广告任务「${task.title}」的投稿「${title}」${reason ? `：${reason}` : ''}`,
        before: { status: from, reason: '' },
        after: { status: to, reason },
      });
      await this.notify(
        userId,
        at,
        MESSAGE_TYPES.review,
        '审核结果',
        decision === 'approve'
          ? `你的视频「${title}」已通过广告任务「${task.title}」的投稿审核。`
          : `你在广告任务「${task.title}」的投稿「${title}」已被暂缓：${reason}`,
        `/spread/index?task=${task.id}`,
      );
    };
    await decide(reviewedAt, 'approve', '通过', 'pending_review', 'approved', '');
    if (review.hold)
      await decide(this.at(review.hold.days), 'hold', '暂缓', 'approved', 'held', review.hold.reason);
    if (review.featured !== undefined) {
      await this.log(new Date(reviewedAt.getTime() + 2 * HOUR), this.operator, {
        action: 'submission_feature',
        targetType: 'ad_submission',
        targetId: id,
        targetLabel: title,
        summary: `设为优秀视频：广告任务「${task.title}」的投稿「${title}」`,
        before: { featured: false },
        after: { featured: true, featuredPosition: review.featured },
      });
    }
    return id;
  }

  /** A receipt filed by the creator, pending or rejected by the operator (log row and message). */
  private async receipt(
    n: number,
    submissionId: number,
    username: string,
    input: { days: number; plays: number; conversions?: number; rejected?: { days: number; reason: string } },
  ) {
    const task = this.task(n);
    const userId = this.id(username);
    const at = this.at(input.days);
    const screenshot = await this.picture(userId, 'receipt', '后台数据截图.png', at);
    const link = 'https://data.example.com/report/' + submissionId;
    const answers: AdAnswer[] = [];
    for (const key of RECEIPT_FIELDS) {
      const field = this.fields.get(key)!;
      const value = key === 'backend_screenshot' ? (screenshot ?? '') : key === 'data_link' ? link : '';
      if (value) answers.push({ field_id: field.id, key, label: field.label, value });
    }
    const rejectedAt = input.rejected ? this.at(input.rejected.days) : null;
    const [row] = await this.tx
      .insert(adReceipts)
      .values({
        submissionId,
        taskId: task.id,
        userId,
        source: 'creator',
        status: input.rejected ? 'rejected' : 'pending',
        claimedPlays: input.plays,
        claimedConversions: input.conversions ?? null,
        link,
        images: screenshot ? [screenshot] : [],
        answers,
        reason: input.rejected?.reason ?? '',
        reviewedBy: input.rejected ? this.operator : null,
        reviewedAt: rejectedAt,
        createdAt: at,
        updatedAt: rejectedAt ?? at,
      })
      .returning({ id: adReceipts.id });
    if (!input.rejected || !rejectedAt) return;
    const [submission] = await this.tx
      .select({ title: adSubmissions.videoTitle })
      .from(adSubmissions)
      .where(eq(adSubmissions.id, submissionId));
    const title = submission!.title;
    await this.log(rejectedAt, this.operator, {
      action: 'receipt_reject',
      targetType: 'ad_receipt',
      targetId: row!.id,
      targetLabel: title,
      summary: `驳回回执：广告任务「${task.title}」的投稿「${title}」：${input.rejected.reason}`,
      before: { status: 'pending' },
      after: { status: 'rejected', reason: input.rejected.reason },
    });
    await this.notify(
      userId,
      rejectedAt,
      MESSAGE_TYPES.review,
      '回执审核结果',
      `你在广告任务「${task.title}」的投稿「${title}」的回执未通过审核：${input.rejected.reason}`,
      `/spread/mine?receipt=${row!.id}`,
    );
  }

  /** #1 running: creator with one approved and one pending video (春笋腌笃鲜 left to bind); xiaoyu joined. */
  private async task1() {
    const creator = await this.participate(1, 'creator', -9);
    await this.submit(1, creator, 'creator', '春笋炒腊肉', -7, { days: -6 });
    await this.submit(1, creator, 'creator', '油焖春笋', -2);
    await this.participate(1, 'qinghe_xiaoyu', -6);
  }

  /** #2 running, apply mode: creator_live approved with a featured video, creator applied, laozhou declined. */
  private async task2() {
    const live = await this.participate(2, 'creator_live', -11, { status: 'joined', days: -10 });
    await this.submit(2, live, 'creator_live', '星驰 S7 城市续航实测', -6, { days: -5, featured: 1 });
    await this.participate(2, 'qinghe_laozhou', -9, {
      status: 'declined',
      days: -8,
      reason: '账号内容方向与汽车测评不符',
    });
    await this.participate(2, 'creator', -1, undefined, true);
  }

  /** #3 running, signed creators only: axin's receipt pending, mengmeng's rejected. */
  private async task3() {
    const axin = await this.participate(3, 'qinghe_axin', -6);
    const axinVideo = await this.submit(3, axin, 'qinghe_axin', '青禾优选好物开箱：五样回购清单', -4, {
      days: -3,
    });
    await this.receipt(3, axinVideo, 'qinghe_axin', { days: -1, plays: 8600, conversions: 42 });
    const mengmeng = await this.participate(3, 'qinghe_mengmeng', -6);
    const mengVideo = await this.submit(3, mengmeng, 'qinghe_mengmeng', '猫主子换粮七天记录', -4, {
      days: -3,
    });
    await this.receipt(3, mengVideo, 'qinghe_mengmeng', {
      days: -3,
      plays: 15_200,
      conversions: 35,
      rejected: { days: -2, reason: '截图不清晰，请上传完整的后台订单页面' },
    });
  }

  /** #4 paused (广告主调整素材): creator's two approved videos, one receipt rejected, one without. */
  private async task4() {
    const creator = await this.participate(4, 'creator', -12);
    const first = await this.submit(4, creator, 'creator', '铸铁锅开锅三步走', -8, { days: -7 });
    await this.submit(4, creator, 'creator', '铸铁锅煎牛排不粘技巧', -5, { days: -4 });
    await this.receipt(4, first, 'creator', {
      days: -4,
      plays: 6800,
      rejected: { days: -3, reason: '截图缺少订单号' },
    });
    await this.transition(4, 'pause', '广告主调整素材', -2);
  }

  /** #5 observing: mengmeng's 橘猫的暖冬小窝 approved. */
  private async task5() {
    const mengmeng = await this.participate(5, 'qinghe_mengmeng', -30);
    await this.submit(5, mengmeng, 'qinghe_mengmeng', '橘猫的暖冬小窝', -19, { days: -18 });
  }

  /**
   * #6 settleable, budget ¥300: approving laozhou previews 10,800 + 5,700 + 1,920 = 18,420 fen;
   * releasing xiaoyu's held video (+15,000) scales everything to 29,997 (scale_ppm 897666).
   */
  private async task6() {
    const live = await this.participate(6, 'creator_live', -38);
    await this.submit(6, live, 'creator_live', '早高峰骑滑板车通勤实测', -29, { days: -28 });
    const xiaoyu = await this.participate(6, 'qinghe_xiaoyu', -37);
    await this.submit(6, xiaoyu, 'qinghe_xiaoyu', '通勤路上的街舞快闪', -27, { days: -26 });
    await this.submit(6, xiaoyu, 'qinghe_xiaoyu', '地铁换乘 30 秒挑战', -24, {
      days: -23,
      hold: { days: -9, reason: R.engagement(2) },
    });
    const laozhou = await this.participate(6, 'qinghe_laozhou', -36);
    await this.submit(6, laozhou, 'qinghe_laozhou', '骑车去水库的通勤路', -13);
  }

  /**
   * #7 settled by admin: planned by the settlement module's `plan` (the same amounts a preview
   * shows), then posted as its batches post — the ledger's idempotent credit per submission with an
   * amount, zero amounts settled with their reason — and completed with the creators' messages.
   */
  private async task7() {
    const task = this.task(7);
    const creator = await this.participate(7, 'creator', -204);
    await this.submit(7, creator, 'creator', '一锅羊蝎子', -199, { days: -198, featured: 1 });
    const laozhou = await this.participate(7, 'qinghe_laozhou', -203);
    await this.submit(7, laozhou, 'qinghe_laozhou', '冬钓归来煮鱼头锅', -197, { days: -196 });

    const admin = this.id('admin');
    const runAt = this.at(-180);
    const [row] = await this.tx.select().from(adTasks).where(eq(adTasks.id, task.id));
    const [settings] = await this.tx.select().from(adSettings);
    const planned = await plan(
      this.db,
      row!,
      {
        engagement_min_plays: settings!.engagementMinPlays,
        min_like_permille: settings!.minLikePermille,
        max_conversion_pct: settings!.maxConversionPct,
      },
      runAt,
    );
    if (planned.blockers.length > 0)
      throw new Error(`Seed: task 7 cannot settle: ${planned.blockers[0]!.message}`);
    const [run] = await this.tx
      .insert(adSettlementRuns)
      .values({
        taskId: task.id,
        status: 'completed',
        items: planned.settle,
        totalFen: planned.total,
        scalePpm: planned.scalePpm,
        postedItems: planned.settle,
        postedFen: planned.total,
        createdBy: admin,
        startedAt: runAt,
        finishedAt: new Date(runAt.getTime() + 60_000),
        createdAt: runAt,
      })
      .returning({ id: adSettlementRuns.id });
    await this.log(runAt, admin, {
      action: 'settle',
      targetType: 'ad_task',
      targetId: task.id,
      targetLabel: task.title,
      summary: `确认结算：${planned.settle} 条投稿，合计 ${formatFen(planned.total)}`,
    });
    const ledger = createLedger(this.db);
    const perCreator = new Map<number, { n: number; total: number }>();
    const items: PlanItem[] = [];
    await planned.walk(this.db, (page) => void items.push(...page));
    for (const item of items) {
      if (item.outcome !== 'settle') throw new Error(`Seed: task 7 item ${item.id} is not settled`);
      const credited =
        item.final > 0
          ? await ledger.credit(
              {
                userId: item.userId,
                amountFen: item.final,
                kind: 'task_reward',
                source: { type: 'ad_submission', id: item.id },
                title: `广告任务奖励 · ${task.title}`,
                actorId: admin,
                at: runAt,
              },
              this.db,
            )
          : null;
      await this.tx
        .update(adSubmissions)
        .set({
          status: 'settled',
          amountFen: item.final,
          bonusFen: item.bonus,
          baseFen: item.base,
          capCutFen: item.capCut,
          playsSnapshot: item.plays,
          conversions: item.conversions,
          reason: item.reason,
          settlementRunId: run!.id,
          ledgerTransactionId: credited?.transactionId ?? null,
          updatedAt: runAt,
        })
        .where(eq(adSubmissions.id, item.id));
      const mine = perCreator.get(item.userId) ?? { n: 0, total: 0 };
      perCreator.set(item.userId, { n: mine.n + 1, total: mine.total + item.final });
    }
    await this.tx
      .update(adTasks)
      .set({ status: 'settled', settledFen: planned.total, updatedAt: runAt })
      .where(eq(adTasks.id, task.id));
    for (const [userId, mine] of perCreator) {
      await this.notify(
        userId,
        runAt,
        MESSAGE_TYPES.system,
        '广告任务已结算',
        `你在「${task.title}」中的 ${mine.n} 条投稿已结算，共获得 ${formatFen(mine.total)}。`,
        '/spread/mine?tab=settled',
      );
    }
    await this.log(new Date(runAt.getTime() + 60_000), admin, {
      action: 'settle_complete',
      targetType: 'ad_task',
      targetId: task.id,
      targetLabel: task.title,
      summary: `结算完成：${planned.settle} 条投稿，发放 ${formatFen(planned.total)}`,
    });
  }

  /** A staff transition of a published task (pause, cancel) with its reason and log row. */
  private async transition(n: number, change: 'pause' | 'cancel', reason: string, days: number) {
    const task = this.task(n);
    const at = this.at(days);
    const [status, column, verb] =
      change === 'pause'
        ? (['paused', 'pauseReason', '暂停'] as const)
        : (['cancelled', 'cancelReason', '取消'] as const);
    await this.tx
      .update(adTasks)
      .set({ status, [column]: reason, version: sql`${adTasks.version} + 1`, updatedAt: at })
      .where(eq(adTasks.id, task.id));
    await this.log(at, this.operator, {
      action: `task_${change}`,
      targetType: 'ad_task',
      targetId: task.id,
      targetLabel: task.title,
      summary: `${verb}广告任务 ${task.title}（原因：${reason}）`,
      before: { status: 'published', [column]: '' },
      after: { status, [column]: reason },
    });
  }

  /** The counters as the live code keeps them: applied + joined, and live submissions. */
  private async counters() {
    const ids = [...this.taskIds.values()];
    await this.db.execute(sql`
      update ad_tasks t set
        participant_count = case when t.status = 'cancelled' then 0 else (
          select count(*) from ad_participations p
          where p.task_id = t.id and p.status in ('applied', 'joined')) end,
        submission_count = (select count(*) from ad_submissions s
          where s.task_id = t.id and s.status in ('pending_review', 'approved', 'held', 'planned', 'settled'))
      where t.id in (${sql.join(ids, sql`, `)})`);
  }
}
