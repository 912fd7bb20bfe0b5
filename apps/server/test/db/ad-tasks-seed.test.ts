import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs, seedSteps } from '../../src/db/schema/index.js';
import { SEED_STEPS, seedDemoData } from '../../src/db/seed/index.js';
import { applySetup } from '../../src/db/setup/index.js';
import { buildTestApp, createTestDatabase, type TestApp } from '../helper.js';

/** The ad-task configuration of the demo seed as an operator reads it (ad-tasks.md §11). */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const get = async (username: string, url: string) => {
  const response = await t.injectAs(username, { method: 'GET', url });
  expect(response.statusCode, `${username} ${url}: ${response.body}`).toBe(200);
  return response.json().data;
};

describe('the ad-tasks demo seed', () => {
  it('settings: all four reward kinds, ¥100.00 minimum, 7 days, 6 featured, 50 000 / 2‰ / 20 %', async () => {
    expect(await get('operator', '/api/ad-settings')).toMatchObject({
      reward_kinds: ['fixed', 'cpm', 'cpa', 'tiered'],
      min_budget_fen: 10_000,
      default_observe_days: 7,
      featured_max_default: 6,
      engagement_min_plays: 50_000,
      min_like_permille: 2,
      max_conversion_pct: 20,
    });
  });

  it('types in order, 直播带货 disabled', async () => {
    const types = await get('operator', '/api/ad-task-types?size=100');
    expect(types.data.map((type: { name: string; enabled: boolean }) => [type.name, type.enabled])).toEqual([
      ['种草', true],
      ['测评', true],
      ['探店', true],
      ['剧情', true],
      ['挑战赛', true],
      ['直播带货', false],
    ]);
  });

  it('nine topics, 双11囤货 disabled', async () => {
    const topics = await get('operator', '/api/ad-topics?size=100');
    const byName = Object.fromEntries(
      topics.data.map((topic: { name: string; enabled: boolean }) => [topic.name, topic.enabled]),
    );
    expect(byName).toEqual({
      山野春笋季: true,
      新能源试驾官: true,
      青禾好物推荐: true,
      匠心铸铁锅: true,
      萌宠过冬计划: true,
      城市通勤vlog: true,
      冬季暖锅节: true,
      夏日凉面挑战: true,
      双11囤货: false,
    });
    expect(topics.data.find((topic: { name: string }) => topic.name === '城市通勤vlog').name_key).toBe(
      '城市通勤vlog',
    );
  });

  it('six goods with their prices, 碳素钓鱼竿 off sale', async () => {
    const goods = await get('operator', '/api/ad-goods?size=100');
    const figures = Object.fromEntries(
      goods.data.map((g: { name: string; price_fen: number; status: string }) => [
        g.name,
        [g.price_fen, g.status],
      ]),
    );
    expect(figures).toEqual({
      '山野笋干礼盒 500g': [5990, 'on_sale'],
      '匠心铸铁炒锅 32cm': [19_900, 'on_sale'],
      '星驰 S7 试驾礼券': [0, 'on_sale'],
      '青禾冻干猫粮 1.5kg': [8900, 'on_sale'],
      轻驰折叠电动滑板车: [189_900, 'on_sale'],
      '碳素钓鱼竿 3.6m': [26_800, 'off_sale'],
    });
  });

  it('join and receipt fields', async () => {
    const fields = await get('operator', '/api/ad-fields?size=100');
    expect(
      fields.data.map((f: { scope: string; label: string; kind: string; required: boolean }) => [
        f.scope,
        f.label,
        f.kind,
        f.required,
      ]),
    ).toEqual([
      ['join', '平台账号', 'text', true],
      ['join', '收货地址', 'text', false],
      ['receipt', '后台数据截图', 'image', true],
      ['receipt', '第三方数据链接', 'url', false],
      ['receipt', '订单号', 'text', false],
    ]);
  });

  it('the task form’s options: only what is enabled or on sale, and the admin tags', async () => {
    const options = await get('operator', '/api/ad-tasks/options');
    expect(options.types.map((type: { name: string }) => type.name)).not.toContain('直播带货');
    expect(options.types).toHaveLength(5);
    expect(options.topics.map((topic: { name: string }) => topic.name)).not.toContain('双11囤货');
    expect(options.topics).toHaveLength(8);
    expect(options.goods.map((g: { name: string }) => g.name)).not.toContain('碳素钓鱼竿 3.6m');
    expect(options.goods).toHaveLength(5);
    expect(options.fields.join).toHaveLength(2);
    expect(options.fields.receipt).toHaveLength(3);
    expect(options.settings.min_budget_fen).toBe(10_000);
    expect(options.tags.map((tag: { name: string }) => tag.name)).toContain('直播');
  });

  it('every seeded configuration write has its operation-log row', async () => {
    const rows = await t.database.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.module, 'ad_task'),
          inArray(operationLogs.targetType, [
            'ad_settings',
            'ad_task_type',
            'ad_topic',
            'ad_goods',
            'ad_field',
          ]),
        ),
      );
    expect(rows).toHaveLength(1 + 6 + 9 + 6 + 5);
    expect(rows.every((row) => row.actorId !== null && row.targetId !== null)).toBe(true);
  });

  it('menus and rights of ad-tasks.md §3', async () => {
    const menu = async (username: string) =>
      (await get(username, '/api/my-menu')).menu.map((entry: { path: string }) => entry.path);
    expect(await menu('operator')).toEqual(expect.arrayContaining(['sem', 'mission']));
    expect(await menu('creator')).toEqual(expect.arrayContaining(['spread', 'task']));
    expect(await menu('mcn')).toContain('task');
    expect(await menu('mcn_pending')).not.toContain('task');
    const page = async (username: string) => (await get(username, '/api/my-page')).page as string[];
    expect(await page('admin')).toEqual(
      expect.arrayContaining(['sem:manage', 'sem:settle', 'mission:manage']),
    );
    expect(await page('operator')).toEqual(expect.arrayContaining(['sem:manage', 'mission:manage']));
    expect(await page('operator')).not.toContain('sem:settle');
  });
});

interface Row {
  id: number;
  title: string;
}
const TITLES = [
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

/** The operator's list of every task, by title. */
const tasks = async () => {
  const list = (await get('operator', '/api/ad-tasks?size=100')).data as (Row & Record<string, unknown>)[];
  return new Map(list.map((row) => [row.title, row]));
};
const taskId = async (n: number) => (await tasks()).get(TITLES[n - 1]!)!.id as number;
const post = async (username: string, url: string, payload: Record<string, unknown>) => {
  const response = await t.injectAs(username, { method: 'POST', url, payload });
  expect(response.statusCode, `${username} ${url}: ${response.body}`).toBe(200);
  return response.json().data;
};
const preview = async (id: number) =>
  (await get('operator', `/api/ad-tasks/${id}/settlement-preview`)).summary;

describe('the ten demo ad tasks (ad-tasks.md §11)', () => {
  it('the creator’s hall: tasks 1–3 running, 3 locked for him, 2 awaiting his application', async () => {
    const hall = (await get('creator', '/api/ad-hall?size=100')).data as (Row & {
      locked: boolean;
      my_status: string | null;
    })[];
    expect(hall.map((task) => task.title).sort()).toEqual([TITLES[0], TITLES[1], TITLES[2]].sort());
    const byTitle = new Map(hall.map((task) => [task.title, task]));
    expect(byTitle.get(TITLES[0])).toMatchObject({ locked: false, my_status: 'joined' });
    expect(byTitle.get(TITLES[1])).toMatchObject({ locked: false, my_status: 'applied' });
    expect(byTitle.get(TITLES[2])).toMatchObject({ locked: true, my_status: null });
    // A signed creator sees task 3 open, and has joined it.
    const axin = (await get('qinghe_axin', '/api/ad-hall?size=100')).data as (Row & { locked: boolean })[];
    expect(axin.find((task) => task.title === TITLES[2])).toMatchObject({
      locked: false,
      my_status: 'joined',
    });
  });

  it('the operator’s list: one task per phase, counters consistent with the rows', async () => {
    const all = await tasks();
    expect(TITLES.map((title) => all.get(title)?.phase)).toEqual([
      'running',
      'running',
      'running',
      'paused',
      'observing',
      'settleable',
      'settled',
      'scheduled',
      'draft',
      'cancelled',
    ]);
    const counts = TITLES.map((title) => {
      const row = all.get(title)!;
      return [row.participant_count, row.submission_count];
    });
    expect(counts).toEqual([
      [2, 2],
      [2, 1],
      [2, 2],
      [1, 2],
      [1, 1],
      [3, 4],
      [2, 2],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    for (const title of TITLES) {
      const row = all.get(title)!;
      const participants = row.participants as Record<string, number>;
      const submissions = row.submissions as Record<string, number>;
      expect(row.participant_count, title).toBe(
        title === TITLES[9] ? 0 : (participants.applied ?? 0) + (participants.joined ?? 0),
      );
      expect(row.submission_count, title).toBe(
        ['pending_review', 'approved', 'held', 'planned', 'settled'].reduce(
          (sum, status) => sum + (submissions[status] ?? 0),
          0,
        ),
      );
    }
    expect(all.get(TITLES[6])).toMatchObject({ settled_fen: 12_640, reserved_fen: 0, budget_fen: 100_000 });
    expect(all.get(TITLES[8])).toMatchObject({ cover: null, budget_fen: null, reward_kind: 'cpm' });
    const detail = async (n: number) => get('operator', `/api/ad-tasks/${await taskId(n)}`);
    expect(await detail(4)).toMatchObject({ pause_reason: '广告主调整素材' });
    expect(await detail(10)).toMatchObject({ cancel_reason: '广告主取消投放' });
    const titles = (list: { title?: string; video_title?: string }[]) =>
      list.map((item) => item.title ?? item.video_title);
    expect(titles((await detail(1)).examples)).toEqual(['十分钟搞定番茄牛腩', '糖醋排骨零失败版']);
    expect(titles((await detail(8)).examples)).toEqual(['油泼面的灵魂是这勺油', '豆角焖面']);
    expect(titles((await detail(2)).featured)).toEqual(['星驰 S7 城市续航实测']);
    expect(titles((await detail(7)).featured)).toEqual(['一锅羊蝎子']);
  });

  it('task 1 as the creator checks his videos: 春笋腌笃鲜 bindable, 秘制红烧肉 lacks the topic', async () => {
    const videos = (await get('creator', `/api/ad-hall/${await taskId(1)}/my-videos?size=100`)).data as {
      title: string;
      bindable: boolean;
      checks: { rule: string; ok: boolean; message: string }[];
    }[];
    const video = (title: string) => videos.find((v) => v.title === title)!;
    expect(video('春笋腌笃鲜').bindable).toBe(true);
    const braised = video('秘制红烧肉的三个关键步骤');
    expect(braised.bindable).toBe(false);
    expect(braised.checks.find((check) => !check.ok)).toMatchObject({
      rule: 'topics',
      message: '视频缺少任务话题：#山野春笋季',
    });
    // Bound already: one approved, one waiting for review.
    expect(video('春笋炒腊肉').checks.find((check) => check.rule === 'free')?.ok).toBe(false);
    const mine = (await get('creator', '/api/my-ad-tasks?tab=active&size=100')).data as {
      task: Row;
      submissions: { video_title: string; status: string }[];
    }[];
    const spring = mine.find((entry) => entry.task.title === TITLES[0])!;
    expect(spring.submissions.map((s) => [s.video_title, s.status]).sort()).toEqual([
      ['春笋炒腊肉', 'approved'],
      ['油焖春笋', 'pending_review'],
    ]);
  });

  it('task 7 settled by admin: the creator’s ¥126.40 credit links to its submission; laozhou ¥0.00', async () => {
    const id = await taskId(7);
    const runs = (await get('admin', `/api/ad-tasks/${id}/settlements`)).data;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'completed', total_fen: 12_640, scale_ppm: 1_000_000 });
    expect(runs[0].created_by).not.toBeNull();

    const settled = async (username: string) =>
      (
        (await get(username, '/api/my-ad-tasks?tab=settled&size=100')).data as {
          task: Row;
          submissions: {
            id: number;
            video_title: string;
            amount_fen: number;
            reason: string;
            featured: boolean;
            status: string;
          }[];
        }[]
      ).find((entry) => entry.task.title === TITLES[6])!.submissions;
    const [mutton] = await settled('creator');
    // The itemised statement (§14.2): base, cap cut and the run's 发放比例 as planned, and when it was credited.
    expect(mutton).toMatchObject({
      video_title: '一锅羊蝎子',
      status: 'settled',
      amount_fen: 12_640,
      featured: true,
      base_fen: 12_640,
      cap_cut_fen: 0,
      scale_ppm: 1_000_000,
      credited_at: expect.any(String),
    });
    const [fish] = await settled('qinghe_laozhou');
    expect(fish).toMatchObject({
      status: 'settled',
      amount_fen: 0,
      base_fen: 0,
      credited_at: null,
      reason: '未达到起结播放量 1,000',
    });

    const entries = (await get('creator', '/api/wallet/entries?page=1&size=100')).data as {
      amount_fen: number;
      title: string;
      kind: string;
      source: { type: string; id: number };
    }[];
    const credit = entries.filter((entry) => entry.source.type === 'ad_submission');
    expect(credit).toEqual([
      expect.objectContaining({
        kind: 'task_reward',
        amount_fen: 12_640,
        title: '广告任务奖励 · 冬季暖锅节',
        source: expect.objectContaining({ type: 'ad_submission', id: mutton!.id }),
      }),
    ]);
    const laozhou = (await get('qinghe_laozhou', '/api/wallet/entries?page=1&size=100')).data as {
      source: { type: string };
    }[];
    expect(laozhou.filter((entry) => entry.source.type === 'ad_submission')).toEqual([]);
  });

  it('the wallets keep money.md’s figures, and the ledger balances', async () => {
    const creator = await get('creator', '/api/wallet');
    expect(creator).toMatchObject({ available_fen: 288_000, withdrawing_fen: 80_000 });
    expect(creator.total_income_fen).toBe(1_168_000 + 100_000);
    const check = await get('admin', '/api/ledger/check');
    expect(check).toMatchObject({
      entries_sum_fen: 0,
      unbalanced_transactions: [],
      mismatched_accounts: [],
      negative_accounts: [],
    });
  });

  it('单条视频播放破 5 万 reads the creator’s 23,400/50,000', async () => {
    const mine = (await get('creator', '/api/my-missions')).items as {
      title: string;
      progress: number;
      target: number;
      claimable: boolean;
    }[];
    expect(mine.find((item) => item.title === '单条视频播放破 5 万')).toMatchObject({
      progress: 23_400,
      target: 50_000,
      claimable: false,
    });
  });

  it('every seeded staff action has its operation-log row', async () => {
    const { db } = t.database;
    const logged = async (targetType: string, action: string) =>
      new Set(
        (
          await db
            .select({ id: operationLogs.targetId, actor: operationLogs.actorId })
            .from(operationLogs)
            .where(
              and(eq(operationLogs.targetType, targetType), eq(operationLogs.action, `ad_task.${action}`)),
            )
        ).map((row) => row.id),
      );
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
    const sorted = (set: Set<number | null>) => [...set].filter((id) => id !== null).sort((a, b) => a - b);

    const all = [...(await tasks()).values()];
    expect(sorted(await logged('ad_task', 'task_create'))).toEqual(expect.arrayContaining(ids(all)));
    expect(sorted(await logged('ad_task', 'task_publish'))).toEqual(
      expect.arrayContaining(ids(all.filter((row) => row.phase !== 'draft'))),
    );
    const byPhase = (phase: string) => ids(all.filter((row) => row.phase === phase));
    expect(sorted(await logged('ad_task', 'task_pause'))).toEqual(byPhase('paused'));
    expect(sorted(await logged('ad_task', 'task_cancel'))).toEqual(byPhase('cancelled'));
    expect(sorted(await logged('ad_task', 'settle'))).toEqual(byPhase('settled'));
    expect(sorted(await logged('ad_task', 'settle_complete'))).toEqual(byPhase('settled'));
    expect((await logged('ad_task', 'examples_update')).size).toBe(2);

    const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const query = async (text: ReturnType<typeof sql>) => rowsOf<{ id: number }>(await db.execute(text));
    expect(sorted(await logged('ad_participation', 'participation_approve'))).toEqual(
      ids(
        await query(sql`select id from ad_participations where decided_by is not null and status = 'joined'`),
      ),
    );
    expect(sorted(await logged('ad_participation', 'participation_decline'))).toEqual(
      ids(await query(sql`select id from ad_participations where status = 'declined'`)),
    );
    expect(sorted(await logged('ad_submission', 'submission_approve'))).toEqual(
      ids(await query(sql`select id from ad_submissions where reviewed_by is not null`)),
    );
    expect(sorted(await logged('ad_submission', 'submission_hold'))).toEqual(
      ids(await query(sql`select id from ad_submissions where status = 'held'`)),
    );
    expect(sorted(await logged('ad_submission', 'submission_feature'))).toEqual(
      ids(await query(sql`select id from ad_submissions where featured`)),
    );
    expect(sorted(await logged('ad_receipt', 'receipt_reject'))).toEqual(
      ids(await query(sql`select id from ad_receipts where status = 'rejected'`)),
    );
    const receipts = await query(sql`select id from ad_receipts`);
    expect(receipts).toHaveLength(3);
    const examples = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ad_task_examples`),
    );
    expect(examples[0]!.n).toBe(4);
  });

  // Last: it changes task 6.
  it('task 6: approving laozhou previews ¥184.20; releasing the held video too, ¥299.97 at 89.7666 %', async () => {
    const id = await taskId(6);
    const before = await preview(id);
    expect(before.blockers.map((b: { code: string }) => b.code)).toEqual(['pending_review']);

    const submissions = (await get('operator', `/api/ad-tasks/${id}/submissions?size=100`)).data as {
      id: number;
      status: string;
      reason: string;
      video: { title: string; plays: number; likes: number };
    }[];
    const byStatus = (status: string) => submissions.filter((s) => s.status === status);
    expect(byStatus('pending_review').map((s) => s.video.title)).toEqual(['骑车去水库的通勤路']);
    expect(byStatus('held')).toEqual([
      expect.objectContaining({
        reason: '互动率异常（点赞率低于 0.2%）',
        video: expect.objectContaining({ plays: 120_000, likes: 96 }),
      }),
    ]);

    await post('operator', `/api/ad-submissions/${byStatus('pending_review')[0]!.id}/decision`, {
      decision: 'approve',
    });
    const approved = await preview(id);
    expect(approved).toMatchObject({
      items: 3,
      total_fen: 18_420,
      scale_ppm: 1_000_000,
      held: 1,
      blockers: [],
    });

    await post('operator', `/api/ad-submissions/${byStatus('held')[0]!.id}/decision`, {
      decision: 'release',
    });
    const released = await preview(id);
    expect(released).toMatchObject({
      items: 4,
      total_fen: 29_997,
      scale_ppm: 897_666,
      held: 0,
      remaining_fen: 30_000,
    });
  });
});

describe('a database seeded in the old order upgrades at its next start', () => {
  it('runs ad-task-demo alone after the wallets: the ten tasks, a balanced ledger, ¥126.40 more', async () => {
    const database = await createTestDatabase();
    let app: TestApp | undefined;
    try {
      // What main seeded before: the configuration last, no demo tasks.
      await applySetup(database.db);
      const byName = (name: string) => SEED_STEPS.find((step) => step.name === name)!;
      const old = SEED_STEPS.filter((step) => !['ad-tasks', 'ad-task-demo'].includes(step.name));
      for (const step of [...old, byName('ad-tasks')]) {
        const prepared = await step.prepare();
        await database.db.transaction(async (tx) => {
          await step.run(tx, prepared, {});
          await tx.insert(seedSteps).values({ name: step.name });
        });
      }
      expect(await seedDemoData(database.db)).toEqual(['ad-task-demo']);
      expect(await seedDemoData(database.db)).toEqual([]);

      app = await buildTestApp({ database });
      const as = async (username: string, url: string) => {
        const response = await app!.injectAs(username, { method: 'GET', url });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data;
      };
      const list = (await as('operator', '/api/ad-tasks?size=100')).data as {
        title: string;
        phase: string;
      }[];
      expect(list.map((row) => row.title).sort()).toEqual([...TITLES].sort());
      expect(await as('admin', '/api/ledger/check')).toMatchObject({
        entries_sum_fen: 0,
        unbalanced_transactions: [],
        mismatched_accounts: [],
        negative_accounts: [],
      });
      // The wallets step had paid the stated income already: task 7's credit comes on top.
      expect((await as('creator', '/api/wallet')).available_fen).toBe(288_000 + 12_640);
    } finally {
      await app?.close();
      await database.dispose();
    }
    // The whole demo seed on a database of its own (password hashing included).
  }, 180_000);
});
