import type {
  HistoryDecision,
  MachineVerdict,
  VideoStatus,
  VideoVisibility,
} from '@creator-console/contract';
import { eq } from 'drizzle-orm';
import {
  creatorStatements,
  machineReviewTerms,
  machineReviewWhitelist,
  operationLogs,
  reviewReasons,
  videoReviews,
  videos,
} from '../schema/index.js';
import { ago, randomFrom, userIdsOf } from './lookup.js';
import type { SeedStep, SeedTransaction } from './step.js';
import { DEFAULT_REVIEW_REASONS, DEFAULT_STATEMENTS } from '../setup/review-defaults.js';

/** The quick reasons and declarations: the defaults every database gets (db/setup), since. */
export const SEED_REASONS = DEFAULT_REVIEW_REASONS;
export const SEED_STATEMENTS = DEFAULT_STATEMENTS;

/** The blocklist of the machine review: demo terms, a few of each level. */
export const SEED_TERMS: { term: string; level: 'suspect' | 'block'; category: string }[] = [
  { term: '加微信', level: 'suspect', category: '广告导流' },
  { term: '私信领取', level: 'suspect', category: '广告导流' },
  { term: '震惊', level: 'suspect', category: '标题党' },
  { term: '最后一天', level: 'suspect', category: '诱导' },
  { term: '赌博', level: 'block', category: '违法违规' },
  { term: '代开发票', level: 'block', category: '违法违规' },
  { term: '枪支', level: 'block', category: '违禁品' },
];

interface SeedVideo {
  title: string;
  status: VideoStatus;
  daysAgo: number;
  topics?: string[];
  description?: string;
  visibility?: VideoVisibility;
  verdict?: MachineVerdict;
  machineReasons?: string[];
  /** Rejected: at which stage, the quick reasons and the message. */
  rejected?: { stage: 'machine' | 'first' | 'second'; reasons: string[]; message: string };
  /** Scheduled: days ahead. */
  scheduledIn?: number;
}

const KITCHEN = ['山野厨房', '家常菜', '美食教程'];
const CARS = ['新能源', '汽车评测'];

/** The library of `creator` (山野厨房阿杰): every status, the messages seed's two videos among them. */
const CREATOR_VIDEOS: SeedVideo[] = [
  { title: '秘制红烧肉的三个关键步骤', status: 'published', daysAgo: 3, topics: KITCHEN },
  {
    title: '山里人家的腊肉怎么做',
    status: 'rejected',
    daysAgo: 6,
    topics: KITCHEN,
    rejected: {
      stage: 'first',
      reasons: ['未授权背景音乐'],
      message: '视频第 02:15 处出现未授权的背景音乐，请替换后重新提交。',
    },
  },
  {
    title: '震惊！这样炒青菜十年白做了',
    status: 'rejected',
    daysAgo: 9,
    topics: ['家常菜'],
    verdict: 'suspect',
    machineReasons: ['标题含敏感词「震惊」（标题党）'],
    rejected: { stage: 'second', reasons: ['标题党'], message: '标题夸大，请修改为如实描述内容的标题。' },
  },
  { title: '周末去山里挖春笋', status: 'draft', daysAgo: 0 },
  { title: '腌酸菜的正确方法（未剪辑）', status: 'draft', daysAgo: 2, topics: ['家常菜'] },
  { title: '灶台改造记录 第三期', status: 'draft', daysAgo: 12 },
  {
    title: '土灶柴火鸡，加微信领取配方',
    status: 'machine_review',
    daysAgo: 0,
    topics: KITCHEN,
    verdict: 'block',
    machineReasons: ['缺少视频文件', '标题含敏感词「加微信」（广告导流）'],
  },
  { title: '手工红薯粉条全过程', status: 'first_review', daysAgo: 1, topics: KITCHEN },
  {
    title: '私信领取！阿杰的十道下饭菜菜谱',
    status: 'first_review',
    daysAgo: 1,
    topics: ['家常菜'],
    verdict: 'suspect',
    machineReasons: ['标题含敏感词「私信领取」（广告导流）'],
  },
  { title: '老家的石磨豆腐', status: 'second_review', daysAgo: 2, topics: KITCHEN },
  { title: '端午包粽子：碱水粽和肉粽', status: 'scheduled', daysAgo: 2, topics: KITCHEN, scheduledIn: 3 },
  { title: '夏天的第一碗凉面', status: 'scheduled', daysAgo: 1, topics: ['家常菜'], scheduledIn: 6 },
  ...[
    '十分钟搞定番茄牛腩',
    '外婆的梅干菜扣肉',
    '一口铁锅的开锅和保养',
    '山泉水泡的绿茶',
    '自制辣椒酱，三种辣度',
    '雨天的炖鸡汤',
    '油泼面的灵魂是这勺油',
    '手擀面入门：和面与醒面',
    '蒸馒头不塌的秘诀',
    '山里的野生菌怎么分辨',
    '糖醋排骨零失败版',
    '柴火灶焖饭',
    '腊八蒜的做法',
    '给爸妈做一桌年夜饭',
    '冬天就要吃羊肉锅',
    '自家种的白菜做酸菜',
    '麻婆豆腐的正宗做法',
    '鱼香肉丝不放鱼',
    '早餐：葱油饼',
    '炸酱面的酱怎么炒',
    '农家小炒肉',
    '桂花糖藕',
    '豆角焖面',
    '菜园里的黄瓜拌一拌',
    '一只鸡的三种吃法',
    '砂锅粥的火候',
  ].map((title, i): SeedVideo => ({
    title,
    status: 'published',
    daysAgo: 5 + i * 4,
    topics: i % 3 === 0 ? KITCHEN : ['家常菜'],
    visibility: i % 11 === 5 ? 'fans' : i % 13 === 7 ? 'private' : 'public',
  })),
];

const OTHER_VIDEOS: Record<string, SeedVideo[]> = {
  creator_live: [
    { title: '2026 款新能源 SUV 横评：续航实测', status: 'published', daysAgo: 4, topics: CARS },
    { title: '冬季电车续航到底掉多少', status: 'published', daysAgo: 15, topics: CARS },
    { title: '二手车避坑指南：调表车', status: 'published', daysAgo: 30, topics: ['汽车评测'] },
    { title: '周末试驾直播回放', status: 'first_review', daysAgo: 0, topics: CARS },
    { title: '家用 MPV 怎么选', status: 'second_review', daysAgo: 1, topics: CARS },
    {
      title: '改装排气实拍，代开发票联系我',
      status: 'machine_review',
      daysAgo: 1,
      topics: ['改装'],
      verdict: 'block',
      machineReasons: ['缺少视频文件', '标题含敏感词「代开发票」（违法违规）'],
    },
    { title: '城市通勤车推荐（草稿）', status: 'draft', daysAgo: 3 },
  ],
  qinghe_xiaoyu: [
    { title: '爵士舞基础：Isolation', status: 'published', daysAgo: 6, topics: ['舞蹈教学'] },
    { title: '街头快闪第 12 站', status: 'published', daysAgo: 20, topics: ['街舞'] },
    { title: '新编舞 Demo', status: 'first_review', daysAgo: 0, topics: ['舞蹈'] },
    {
      title: '练舞受伤怎么办',
      status: 'rejected',
      daysAgo: 8,
      topics: ['舞蹈'],
      rejected: { stage: 'first', reasons: ['画面模糊'], message: '画面模糊，请上传清晰版本。' },
    },
  ],
  qinghe_laozhou: [
    { title: '水库野钓大鲤鱼', status: 'published', daysAgo: 3, topics: ['钓鱼'] },
    { title: '冬季钓鲫鱼的饵料', status: 'second_review', daysAgo: 1, topics: ['钓鱼'] },
    {
      title: '最后一天！钓具清仓',
      status: 'first_review',
      daysAgo: 0,
      verdict: 'suspect',
      machineReasons: ['标题含敏感词「最后一天」（诱导）'],
    },
  ],
  qinghe_mengmeng: [
    { title: '猫咪第一次见到雪', status: 'published', daysAgo: 2, topics: ['萌宠'] },
    { title: '橘猫的一天', status: 'scheduled', daysAgo: 1, topics: ['萌宠'], scheduledIn: 2 },
  ],
};

const HOUR = 3_600_000;

/**
 * Review settings and the demo content library: quick reasons, creator declarations, the
 * blocklist, a whitelisted creator, and videos in every status with their review history and
 * operation-log rows. Seeded videos carry no file (the upload transport is separate): the items
 * waiting in machine review show it as a reason.
 */
export const demoVideos: SeedStep<null> = {
  name: 'videos',
  prepare: async () => null,
  async run(tx: SeedTransaction) {
    const now = new Date();
    const random = randomFrom(20_260_611);
    const idOf = await userIdsOf(tx, [
      'operator',
      'admin',
      'creator',
      ...Object.keys(OTHER_VIDEOS),
      'qinghe_axin',
    ]);
    const operator = idOf('operator');
    const admin = idOf('admin');

    // Each part completes what is missing rather than duplicating (a step may run over existing rows).
    // (The setup's review-defaults step brings both on a fresh database; an older one has them.)
    const reasons = new Set(
      (await tx.select({ kind: reviewReasons.kind, text: reviewReasons.text }).from(reviewReasons)).map(
        (row) => `${row.kind}\n${row.text}`,
      ),
    );
    const missingReasons = Object.entries(SEED_REASONS)
      .flatMap(([kind, texts]) =>
        texts.map((text, position) => ({ kind: kind as 'video' | 'album', text, position })),
      )
      .filter((reason) => !reasons.has(`${reason.kind}\n${reason.text}`));
    if (missingReasons.length > 0) await tx.insert(reviewReasons).values(missingReasons);
    const existing = new Set(
      (await tx.select({ content: creatorStatements.content }).from(creatorStatements)).map((s) => s.content),
    );
    const missing = SEED_STATEMENTS.map((statement, position) => ({ ...statement, position })).filter(
      (statement) => !existing.has(statement.content),
    );
    if (missing.length > 0) await tx.insert(creatorStatements).values(missing);
    const [original] = await tx
      .select({ id: creatorStatements.id })
      .from(creatorStatements)
      .where(eq(creatorStatements.content, SEED_STATEMENTS[0]!.content));
    await tx.insert(machineReviewTerms).values(SEED_TERMS).onConflictDoNothing();
    await tx
      .insert(machineReviewWhitelist)
      .values({
        userId: idOf('qinghe_axin'),
        note: '签约优质创作者，历史内容零违规',
        addedBy: admin,
        createdAt: ago(now, 40),
      })
      .onConflictDoNothing();

    const stocked = new Set(
      (await tx.selectDistinct({ userId: videos.userId }).from(videos)).map((row) => row.userId),
    );
    const library = [
      ...CREATOR_VIDEOS.map((video) => ({ owner: 'creator', video })),
      ...Object.entries(OTHER_VIDEOS).flatMap(([owner, list]) => list.map((video) => ({ owner, video }))),
    ].filter(({ owner }) => !stocked.has(idOf(owner)));
    for (const { owner, video } of library) {
      const created = ago(now, video.daysAgo, 6);
      const submitted = video.status === 'draft' ? null : new Date(created.getTime() + HOUR);
      const verdict: MachineVerdict | null = submitted ? (video.verdict ?? 'pass') : null;
      const published = video.status === 'published' ? new Date(created.getTime() + 5 * HOUR) : null;
      const plays = published ? Math.round(800 + random() * 120_000) : 0;
      const [row] = await tx
        .insert(videos)
        .values({
          userId: idOf(owner),
          title: video.title,
          description: video.description ?? `${video.title}。喜欢的话点个关注，下期见。`,
          topics: video.topics ?? [],
          visibility: video.visibility ?? 'public',
          status: video.status,
          statementId: original?.id ?? null,
          machineVerdict: verdict,
          machineReasons: video.machineReasons ?? [],
          reviewReasons: video.rejected?.reasons ?? [],
          reviewMessage: video.rejected?.message ?? '',
          reviewerId:
            ['draft', 'machine_review', 'first_review'].includes(video.status) && !video.rejected
              ? null
              : operator,
          plays,
          likes: Math.round(plays * (0.02 + random() * 0.06)),
          scheduledAt: video.scheduledIn ? new Date(now.getTime() + video.scheduledIn * 24 * HOUR) : null,
          publishedAt: published,
          submittedAt: submitted,
          createdAt: created,
          updatedAt: published ?? submitted ?? created,
        })
        .returning({ id: videos.id });
      if (!submitted) continue;

      const steps: {
        stage: 'submit' | 'machine' | 'first' | 'second';
        decision: HistoryDecision;
        reasons?: string[];
        message?: string;
        actorId: number | null;
        at: Date;
      }[] = [
        { stage: 'submit', decision: 'submitted', actorId: idOf(owner), at: submitted },
        {
          stage: 'machine',
          decision: verdict!,
          reasons: video.machineReasons ?? [],
          actorId: null,
          at: submitted,
        },
      ];
      const at = (hours: number) => new Date(submitted.getTime() + hours * HOUR);
      const passedFirst =
        ['second_review', 'published', 'scheduled'].includes(video.status) ||
        video.rejected?.stage === 'second';
      if (passedFirst) steps.push({ stage: 'first', decision: 'approve', actorId: operator, at: at(1) });
      if (video.status === 'published' || video.status === 'scheduled') {
        steps.push({ stage: 'second', decision: 'approve', actorId: operator, at: at(2) });
      }
      if (video.rejected) {
        steps.push({
          stage: video.rejected.stage,
          decision: 'reject',
          reasons: video.rejected.reasons,
          message: video.rejected.message,
          actorId: operator,
          at: at(3),
        });
      }
      await tx.insert(videoReviews).values(
        steps.map((step) => ({
          videoId: row!.id,
          stage: step.stage,
          decision: step.decision,
          reasons: step.reasons ?? [],
          message: step.message ?? '',
          actorId: step.actorId,
          createdAt: step.at,
        })),
      );
      await tx.insert(operationLogs).values(
        steps
          .filter((step) => step.stage !== 'submit')
          .map((step) => ({
            module: 'video' as const,
            action:
              step.stage === 'machine'
                ? 'machine_review'
                : step.decision === 'approve'
                  ? 'review_approve'
                  : 'review_reject',
            targetId: row!.id,
            actorId: step.actorId,
            detail: {
              stage: step.stage,
              decision: step.decision,
              reasons: step.reasons ?? [],
              title: video.title,
            },
            createdAt: step.at,
          })),
      );
    }
  },
};
