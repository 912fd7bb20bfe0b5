import { sql } from 'drizzle-orm';
import type { CreditKind } from '../../modules/ledger/ledger.js';
import { certificationsOf } from '../../modules/wallet/reads.js';
import { ago, userIdsOf } from './lookup.js';
import { moneyHistory, throughPayment, type MoneyHistory } from './money-history.js';
import type { SeedStep } from './step.js';

/**
 * The demo wallets (money.md §11): each account's income, payout accounts, withdrawals in every
 * state, adjustments and a frozen wallet, posted with the ledger and the withdrawals room's code so
 * that every balance, tax figure and history row is what the live code would have left.
 *
 * The income is the ad-task and growth-mission rewards §11 states; an earlier step (ad tasks) may
 * have credited some of it already, so each account is topped up to its stated income only.
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const yuan = (value: number) => Math.round(value * 100);

interface Income {
  days: number;
  yuan: number;
  title: string;
  kind?: Extract<CreditKind, 'task_reward' | 'mission_reward'>;
}

/** Rewards each account earned, oldest first; their sum is the income §11 states. */
const INCOME: Record<string, Income[]> = {
  creator: [
    { days: 178, yuan: 880, title: '广告任务奖励 · 春季新品厨具测评' },
    { days: 165, yuan: 1200, title: '广告任务奖励 · 家常菜调味品推广' },
    { days: 158, yuan: 960, title: '广告任务奖励 · 空气炸锅种草' },
    { days: 154, yuan: 1500, title: '广告任务奖励 · 夏日饮品推广' },
    { days: 140, yuan: 820, title: '广告任务奖励 · 地方特产年货节' },
    { days: 128, yuan: 950, title: '广告任务奖励 · 不粘锅使用体验' },
    { days: 115, yuan: 1100, title: '广告任务奖励 · 预制菜口味测评' },
    { days: 104, yuan: 700, title: '广告任务奖励 · 厨房收纳好物' },
    { days: 96, yuan: 1050, title: '广告任务奖励 · 秋季养生汤品' },
    { days: 80, yuan: 600, title: '广告任务奖励 · 智能电饭煲评测' },
    { days: 75, yuan: 550, title: '成长任务奖励 · 连续更新 30 天', kind: 'mission_reward' },
    { days: 66, yuan: 450, title: '广告任务奖励 · 国庆出游美食' },
    { days: 50, yuan: 520, title: '广告任务奖励 · 火锅底料推广' },
    { days: 35, yuan: 400, title: '广告任务奖励 · 冬季暖饮' },
  ],
  creator_live: [
    { days: 120, yuan: 300, title: '广告任务奖励 · 新能源车试驾体验' },
    { days: 100, yuan: 250, title: '广告任务奖励 · 车载香薰推广' },
    { days: 80, yuan: 280, title: '广告任务奖励 · 行车记录仪测评' },
    { days: 60, yuan: 220, title: '广告任务奖励 · 汽车美容门店探店' },
    { days: 40, yuan: 270, title: '广告任务奖励 · 自驾游路线分享' },
    { days: 20, yuan: 200, title: '广告任务奖励 · 冬季轮胎科普' },
  ],
  mcn: [
    { days: 170, yuan: 2000, title: '广告任务奖励 · 机构达人联合推广' },
    { days: 140, yuan: 1500, title: '广告任务奖励 · 品牌矩阵投放' },
    { days: 110, yuan: 1800, title: '广告任务奖励 · 直播带货专场' },
    { days: 85, yuan: 1200, title: '广告任务奖励 · 新品发布会直播' },
    { days: 65, yuan: 1500, title: '广告任务奖励 · 中秋礼盒推广' },
  ],
  qinghe_xiaoyu: [
    { days: 150, yuan: 1200, title: '广告任务奖励 · 运动服饰舞蹈挑战' },
    { days: 130, yuan: 980, title: '广告任务奖励 · 蓝牙耳机推广' },
    { days: 110, yuan: 1500, title: '广告任务奖励 · 舞蹈课程推广' },
    { days: 90, yuan: 860, title: '广告任务奖励 · 饮料新品挑战赛' },
    { days: 70, yuan: 1100, title: '广告任务奖励 · 国潮品牌推广' },
    { days: 40, yuan: 780, title: '广告任务奖励 · 冬季穿搭' },
  ],
  qinghe_axin: [
    { days: 120, yuan: 900, title: '广告任务奖励 · 手机开箱测评' },
    { days: 95, yuan: 1200, title: '广告任务奖励 · 平板电脑推广' },
    { days: 70, yuan: 680, title: '广告任务奖励 · 充电宝测评' },
    { days: 45, yuan: 1100, title: '广告任务奖励 · 双十一数码好物' },
  ],
  qinghe_laozhou: [
    { days: 80, yuan: 500, title: '广告任务奖励 · 钓具品牌推广' },
    { days: 30, yuan: 480, title: '广告任务奖励 · 户外装备测评' },
  ],
  qinghe_guchen: [{ days: 90, yuan: 350, title: '广告任务奖励 · 旅行箱推广' }],
};

const USERNAMES = ['admin', 'operator', ...Object.keys(INCOME)];

/** The account's rewards so far (an ad-task step may have credited some). */
async function rewardsOf(money: MoneyHistory, userId: number): Promise<number> {
  const [row] = rowsOf<{ total: string }>(
    await money.db.execute(sql`select coalesce(sum(e.amount_fen), 0)::text as total
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.kind = 'wallet' and a.user_id = ${userId} and e.kind in ('task_reward', 'mission_reward')`),
  );
  return Number(row?.total ?? 0);
}

/**
 * Credits the account's rewards up to the income §11 states: all of them on a database without
 * any, else one top-up of the difference dated at the first reward (so it covers every withdrawal).
 */
async function topUp(
  money: MoneyHistory,
  now: Date,
  username: string,
  userId: number,
  sources: { next: number },
) {
  const plan = INCOME[username]!;
  const target = plan.reduce((sum, item) => sum + yuan(item.yuan), 0);
  const held = await rewardsOf(money, userId);
  if (held > target) throw new Error(`Seed: ${username} already has ${held} fen of rewards, over ${target}`);
  if (held === target) return;
  const credits: Income[] =
    held === 0
      ? plan
      : [{ days: plan[0]!.days, yuan: (target - held) / 100, title: '广告任务奖励 · 历史任务结算' }];
  for (const item of credits) {
    const kind = item.kind ?? 'task_reward';
    sources.next += 1;
    await money.credit({
      userId,
      amountFen: yuan(item.yuan),
      kind,
      source: { type: kind === 'mission_reward' ? 'seed_mission' : 'seed_task', id: sources.next },
      title: item.title,
      at: ago(now, item.days, 6),
    });
  }
}

export const wallets: SeedStep<void> = {
  name: 'wallets',
  async prepare() {},
  async run(tx, _prepared, context) {
    const now = new Date();
    const money = moneyHistory(tx, context);
    const id = await userIdsOf(tx, USERNAMES);
    const admin = id('admin');
    const operator = id('operator');
    const sources = { next: 0 };
    const nameOf = async (username: string) => {
      const certs = await certificationsOf(money.db, id(username));
      return { real: certs.realName, entity: certs.entityName };
    };

    for (const username of Object.keys(INCOME)) await topUp(money, now, username, id(username), sources);

    // creator: a payout returned by the bank on the old card, then three paid, one rejected, one pending.
    const creator = id('creator');
    const creatorName = (await nameOf('creator')).real;
    const oldCard = await money.bind({
      userId: creator,
      type: 'personal',
      accountName: creatorName,
      bankName: '工商银行',
      number: '6222020200146543216',
      at: ago(now, 176),
    });
    const returned = await throughPayment(money, now, {
      userId: creator,
      type: 'personal',
      yuan: 500,
      accountId: oldCard,
      days: 173,
      reviewer: operator,
      payer: admin,
      bankRef: 'ICBC20260001',
    });
    await money.returned(returned, admin, '收款行退票：账户状态异常', 'ICBC20260001R', ago(now, 168));
    const card = await money.bind({
      userId: creator,
      type: 'personal',
      accountName: creatorName,
      bankName: '招商银行',
      number: '6225880123456783',
      at: ago(now, 165, 2),
    });
    const creatorPaid = {
      userId: creator,
      type: 'personal' as const,
      accountId: card,
      reviewer: operator,
      payer: admin,
    };
    await throughPayment(money, now, { ...creatorPaid, yuan: 3000, days: 153, bankRef: 'CMB20260153' });
    await throughPayment(money, now, { ...creatorPaid, yuan: 5000, days: 93, bankRef: 'CMB20260093' });
    const adjustment = await money.proposeAdjustment(
      creator,
      yuan(1000),
      '创作者扶持活动奖励',
      operator,
      ago(now, 62),
    );
    await money.approveAdjustment(adjustment, admin, ago(now, 60));
    const rejected = await money.withdraw({
      userId: creator,
      type: 'personal',
      amountFen: yuan(2000),
      accountId: card,
      at: ago(now, 42),
    });
    await money.review(rejected.id, operator, 'reject', ago(now, 40), ['账户存在风险']);
    await throughPayment(money, now, { ...creatorPaid, yuan: 1000, days: 23, bankRef: 'CMB20260023' });
    await money.withdraw({
      userId: creator,
      type: 'personal',
      amountFen: yuan(800),
      accountId: card,
      at: ago(now, 1),
    });

    // creator_live: an adjustment waiting for its second pair of eyes.
    await money.proposeAdjustment(id('creator_live'), yuan(200), '直播活动补发奖励', operator, ago(now, 2));

    // mcn: the company account (its withdrawals need the short-drama shares: the playlet step makes them).
    const mcn = id('mcn');
    await money.bind({
      userId: mcn,
      type: 'company',
      accountName: (await nameOf('mcn')).entity,
      bankName: '招商银行',
      bankBranch: '杭州分行营业部',
      number: '571909876510601',
      taxpayerType: 'general',
      at: ago(now, 120),
    });

    // qinghe_xiaoyu: one paid, one approved, one paying in a batch admin opened.
    const xiaoyu = id('qinghe_xiaoyu');
    const xiaoyuCard = await money.bind({
      userId: xiaoyu,
      type: 'personal',
      accountName: (await nameOf('qinghe_xiaoyu')).real,
      bankName: '建设银行',
      number: '6217000012345678907',
      at: ago(now, 100),
    });
    await throughPayment(money, now, {
      userId: xiaoyu,
      type: 'personal',
      yuan: 2000,
      accountId: xiaoyuCard,
      days: 63,
      reviewer: operator,
      payer: admin,
      bankRef: 'CCB20260063',
    });
    const approved = await money.withdraw({
      userId: xiaoyu,
      type: 'personal',
      amountFen: yuan(1500),
      accountId: xiaoyuCard,
      at: ago(now, 5),
    });
    await money.review(approved.id, operator, 'approve', ago(now, 3, 2));
    const paying = await money.withdraw({
      userId: xiaoyu,
      type: 'personal',
      amountFen: yuan(500),
      accountId: xiaoyuCard,
      at: ago(now, 4),
    });
    await money.review(paying.id, operator, 'approve', ago(now, 3, 1));
    await money.batch([paying.id], 'personal', admin, ago(now, 2));

    // qinghe_axin: a payout failed on a cancelled card, a new card, a request today.
    const axin = id('qinghe_axin');
    const axinName = (await nameOf('qinghe_axin')).real;
    const axinOld = await money.bind({
      userId: axin,
      type: 'personal',
      accountName: axinName,
      bankName: '农业银行',
      number: '6228480012345671',
      at: ago(now, 100),
    });
    const failing = await money.withdraw({
      userId: axin,
      type: 'personal',
      amountFen: yuan(1000),
      accountId: axinOld,
      at: ago(now, 34),
    });
    await money.review(failing.id, operator, 'approve', ago(now, 33));
    await money.batch([failing.id], 'personal', admin, ago(now, 32));
    await money.failed(failing.id, admin, '收款银行卡已注销', true, ago(now, 30));
    const axinCard = await money.bind({
      userId: axin,
      type: 'personal',
      accountName: axinName,
      bankName: '中国银行',
      number: '6216610001234567895',
      at: ago(now, 25),
    });
    await money.withdraw({
      userId: axin,
      type: 'personal',
      amountFen: yuan(1200),
      accountId: axinCard,
      at: today(now),
    });

    // qinghe_guchen (disabled): the wallet frozen until checked.
    await money.freeze(id('qinghe_guchen'), '账号已停用，资金冻结待核查', operator, ago(now, 10));
  },
};

/** Earlier today (Asia/Shanghai): two hours ago, or the day's first minute when that was yesterday. */
function today(now: Date): Date {
  const shanghai = new Date(now.getTime() + 8 * 3_600_000);
  const dayStart = new Date(
    Date.UTC(shanghai.getUTCFullYear(), shanghai.getUTCMonth(), shanghai.getUTCDate()) - 8 * 3_600_000,
  );
  const twoHoursAgo = ago(now, 0, 2);
  return twoHoursAgo > dayStart ? twoHoursAgo : dayStart;
}
