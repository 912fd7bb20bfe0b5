import { describe, expect, it } from 'vitest';
import {
  adAnswers,
  adFieldInput,
  adGoodsInput,
  adReceiptFor,
  adReward,
  adSettingsInput,
  adTaskInput,
  adTopicInput,
  missionInput,
  PERMISSIONS,
} from '../src/index.js';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const complete = {
  title: '山野春笋季·家常菜挑战',
  advertiser_name: '山野食品旗舰店',
  type_id: 1,
  cover: '/api/files/0f8fad5b-d9cb-469f-a165-70867728950e',
  brief: '用春笋做一道家常菜',
  starts_at: '2026-06-01T00:00:00.000Z',
  ends_at: '2026-07-01T00:00:00.000Z',
  topic_ids: [1],
  reward: { kind: 'cpm', cpm_fen: 800, min_plays: 1000, cap_fen: 30_000 },
  budget_fen: 2_000_000,
};

describe('adTaskInput (ad-tasks.md §9)', () => {
  it('saves a draft with only a title', () => {
    expect(adTaskInput.safeParse({ title: '双11囤货节预热' }).success).toBe(true);
    expect(messages(adTaskInput.safeParse({ title: ' ' }))).toEqual({ title: '请填写任务名称' });
    expect(messages(adTaskInput.safeParse({ title: 'x'.repeat(41) }))).toEqual({
      title: '任务名称不能超过 40 字',
    });
  });

  it('keeps a partial reward in a draft and asks for the rest on publish', () => {
    const draft = { title: '双11囤货节预热', reward: { kind: 'cpm', cpm_fen: 800 } };
    expect(adTaskInput.safeParse(draft).success).toBe(true);
    expect(messages(adTaskInput.safeParse({ ...draft, publish: true }))).toEqual({
      advertiser_name: '请填写广告主名称',
      type_id: '请选择任务类型',
      cover: '请上传任务封面',
      brief: '请填写任务说明',
      starts_at: '开始时间无效',
      ends_at: '结束时间无效',
      topic_ids: '请至少选择 1 个任务话题',
      'reward.min_plays': '起结播放量应为 0–10000000',
      'reward.cap_fen': '单条封顶金额应为 ¥1.00–¥100,000.00',
    });
    expect(adTaskInput.safeParse({ ...complete, publish: true }).success).toBe(true);
  });

  it('checks the window, limits and lists', () => {
    expect(messages(adTaskInput.safeParse({ ...complete, ends_at: complete.starts_at }))).toEqual({
      ends_at: '结束时间必须晚于开始时间',
    });
    expect(messages(adTaskInput.safeParse({ ...complete, ends_at: '2026-09-01T00:00:00.000Z' }))).toEqual({
      ends_at: '任务时长不能超过 90 天',
    });
    expect(messages(adTaskInput.safeParse({ ...complete, starts_at: 'tomorrow' }))).toEqual({
      starts_at: '开始时间无效',
    });
    expect(
      messages(
        adTaskInput.safeParse({
          ...complete,
          observe_days: 31,
          max_participants: 0,
          max_videos_per_creator: 21,
          topic_ids: [1, 1],
          goods_ids: [1, 2, 3, 4, 5, 6],
          join_field_ids: Array.from({ length: 11 }, (_, i) => i + 1),
          per_creator_cap_fen: 99,
          featured_bonus_fen: 1_000_001,
          featured_max: 21,
          budget_fen: 10_000_000_001,
          join_mode: 'x',
          metric_source: 'x',
        }),
      ),
    ).toEqual({
      observe_days: '数据观察期应为 0–30 天',
      max_participants: '参与人数上限应为 1–100000',
      max_videos_per_creator: '每人投稿数应为 1–20 条',
      topic_ids: '话题不能重复',
      goods_ids: '最多关联 5 个商品',
      join_field_ids: '最多选择 10 个字段',
      per_creator_cap_fen: '每人奖励上限不能低于 ¥1.00',
      featured_bonus_fen: '优秀视频奖励应为 ¥0.00–¥10,000.00',
      featured_max: '优秀视频数量应为 0–20 条',
      budget_fen: '任务预算不能超过 ¥100,000,000.00',
      join_mode: '报名方式无效',
      metric_source: '数据来源无效',
    });
    expect(messages(adTaskInput.safeParse({ ...complete, topic_ids: [1, 2, 3, 4] }))).toEqual({
      topic_ids: '最多选择 3 个任务话题',
    });
    expect(messages(adTaskInput.safeParse({ ...complete, budget_fen: 100.5 }))).toEqual({
      budget_fen: '金额必须是以分为单位的整数',
    });
  });

  it('makes cpa use receipt data', () => {
    const reward = { kind: 'cpa', cpa_fen: 300, cap_fen: 20_000, conversion_label: '下单' };
    expect(messages(adTaskInput.safeParse({ ...complete, reward }))).toEqual({
      metric_source: '按转化计费的任务必须使用回执数据',
    });
    expect(adTaskInput.safeParse({ ...complete, reward, metric_source: 'receipt' }).success).toBe(true);
  });
});

describe('adReward', () => {
  it('answers each kind’s messages', () => {
    expect(messages(adReward.safeParse({ kind: 'x' }))).toEqual({ kind: '奖励方式无效' });
    expect(messages(adReward.safeParse({ kind: 'fixed', amount_fen: 99 }))).toEqual({
      amount_fen: '单条奖励应为 ¥1.00–¥10,000.00',
    });
    expect(
      messages(adReward.safeParse({ kind: 'cpm', cpm_fen: 9, min_plays: -1, cap_fen: 10_000_001 })),
    ).toEqual({
      cpm_fen: '千次播放单价应为 ¥0.10–¥1,000.00',
      min_plays: '起结播放量应为 0–10000000',
      cap_fen: '单条封顶金额应为 ¥1.00–¥100,000.00',
    });
    expect(
      messages(adReward.safeParse({ kind: 'cpa', cpa_fen: 1_000_001, cap_fen: 100, conversion_label: '' })),
    ).toEqual({
      cpa_fen: '单次转化单价应为 ¥0.10–¥10,000.00',
      conversion_label: '请填写转化名称',
    });
    expect(messages(adReward.safeParse({ kind: 'tiered', tiers: [] }))).toEqual({
      tiers: '阶梯数量应为 1–5 档',
    });
    expect(
      messages(
        adReward.safeParse({
          kind: 'tiered',
          tiers: [
            { min_plays: 1000, amount_fen: 2000 },
            { min_plays: 1000, amount_fen: 2000 },
          ],
        }),
      ),
    ).toEqual({ 'tiers.1.min_plays': '阶梯播放量必须递增', 'tiers.1.amount_fen': '阶梯奖励必须递增' });
  });
});

describe('configuration inputs', () => {
  it('goods', () => {
    expect(
      messages(
        adGoodsInput.safeParse({
          name: '',
          sku: 'a b',
          price_fen: -1,
          link_url: 'http://x',
          advertiser_name: '',
        }),
      ),
    ).toEqual({
      name: '请填写商品名称',
      sku: 'SKU 只能包含字母、数字、下划线和短横线',
      price_fen: '商品价格无效',
      link_url: '商品链接须以 https:// 开头',
    });
  });

  it('topics strip # and keep to Chinese, letters, digits and _', () => {
    expect(adTopicInput.parse({ name: ' ＃城市通勤vlog ' }).name).toBe('城市通勤vlog');
    expect(messages(adTopicInput.safeParse({ name: '#' }))).toEqual({ name: '请填写话题名称' });
    expect(messages(adTopicInput.safeParse({ name: '话'.repeat(21) }))).toEqual({
      name: '话题名称不能超过 20 字',
    });
    expect(messages(adTopicInput.safeParse({ name: '春笋 季' }))).toEqual({
      name: '话题名称只能包含中文、字母、数字和下划线',
    });
  });

  it('fields', () => {
    expect(messages(adFieldInput.safeParse({ key: 'A', label: '', kind: 'select', scope: 'join' }))).toEqual({
      key: '字段标识须以小写字母开头，只含小写字母、数字和下划线（2–32 位）',
      label: '请填写字段名称',
      options: '下拉字段需要 2–20 个选项',
    });
  });

  it('settings', () => {
    expect(
      messages(
        adSettingsInput.safeParse({
          reward_kinds: [],
          min_budget_fen: 99,
          default_observe_days: 7,
          featured_max_default: 6,
          engagement_min_plays: -1,
          min_like_permille: 1001,
          max_conversion_pct: 0,
        }),
      ),
    ).toEqual({
      min_budget_fen: '最低预算应为 ¥1.00–¥100,000.00',
      engagement_min_plays: '阈值无效',
      min_like_permille: '阈值无效',
      max_conversion_pct: '阈值无效',
    });
  });
});

describe('answers and receipts', () => {
  const fields = [
    { key: 'account', label: '平台账号', kind: 'text', required: true, options: [] },
    { key: 'fans', label: '粉丝数', kind: 'number', required: false, options: [] },
    { key: 'home', label: '主页', kind: 'url', required: false, options: [] },
    { key: 'size', label: '尺码', kind: 'select', required: false, options: ['S', 'M'] },
  ] as const;

  it('checks answers against the task’s fields', () => {
    expect(messages(adAnswers(fields).safeParse({ fans: 'many', home: 'x', size: 'L' }))).toEqual({
      account: '请填写平台账号',
      fans: '粉丝数须为数字',
      home: '主页须为有效链接',
      size: '尺码选项无效',
    });
    expect(messages(adAnswers(fields).safeParse({ account: 'x'.repeat(201) }))).toEqual({
      account: '平台账号不能超过 200 字',
    });
    expect(adAnswers(fields).parse({ account: 'a', other: 'dropped' })).toEqual({ account: 'a' });
  });

  it('asks a receipt-required task for an image or a link', () => {
    const schema = adReceiptFor({ receipt_required: true }, []);
    expect(messages(schema.safeParse({ claimed_plays: -1, link: 'https://example.com' }))).toEqual({
      claimed_plays: '数量不能为负数',
    });
    expect(messages(schema.safeParse({}))).toEqual({ images: '请上传截图或填写数据链接' });
    expect(messages(schema.safeParse({ link: 'http://x', claimed_conversions: 1.5 }))).toEqual({
      link: '链接须以 https:// 开头',
      claimed_conversions: '数量必须是整数',
    });
    expect(schema.safeParse({ link: 'https://example.com/data' }).success).toBe(true);
  });
});

describe('missions and rights', () => {
  it('missions', () => {
    expect(
      messages(
        missionInput.safeParse({
          title: '',
          kind: 'real_name',
          target: 0,
          period: 'once',
          reward_fen: 10_001,
          budget_fen: 100,
        }),
      ),
    ).toEqual({
      title: '请填写任务名称',
      target: '目标值应为 1–1000000',
      reward_fen: '单次奖励应为 ¥0.01–¥100.00',
      budget_fen: '预算不能低于单次奖励',
    });
    expect(
      messages(
        missionInput.safeParse({
          title: 'x',
          kind: 'real_name',
          target: 1,
          period: 'once',
          reward_fen: 1000,
          budget_fen: 999,
        }),
      ),
    ).toEqual({ budget_fen: '预算不能低于单次奖励' });
  });

  it('knows the ad-task rights', () => {
    expect(Object.keys(PERMISSIONS)).toEqual(
      expect.arrayContaining(['sem:manage', 'sem:settle', 'mission:manage']),
    );
  });
});
