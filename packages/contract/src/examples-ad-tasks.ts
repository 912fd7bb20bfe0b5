import type { AdTaskInput } from './endpoints/ad-tasks.js';
import type { EndpointExamples } from './examples.js';

const taskForm = {
  title: '山野春笋季·家常菜挑战',
  advertiser_name: '山野食品旗舰店',
  type_id: 1,
  cover: '/api/files/6f1c2a9e-3b7d-4c1e-9a52-7d4e8b0c1f23',
  brief: '用当季春笋做一道家常菜，视频中展示山野笋干礼盒并带上话题 #山野春笋季。',
  join_mode: 'open',
  review_required: true,
  required_tag: null,
  starts_at: '2026-06-01T00:00:00+08:00',
  ends_at: '2026-06-30T00:00:00+08:00',
  observe_days: 7,
  max_participants: null,
  max_videos_per_creator: 3,
  topic_ids: [1],
  goods_ids: [1],
  join_field_ids: [1],
  receipt_field_ids: [],
  reward: { kind: 'cpm', cpm_fen: 800, min_plays: 1000, cap_fen: 30_000 },
  metric_source: 'platform',
  receipt_required: false,
  per_creator_cap_fen: null,
  featured_bonus_fen: 0,
  featured_max: 6,
  budget_fen: 2_000_000,
} satisfies Omit<AdTaskInput, 'publish'>;

/** Examples of the ad-task configuration requests, with the demo seed's figures (ad-tasks.md §11). */
export const adTaskExamples = {
  createAdGoods: {
    body: {
      name: '山野笋干礼盒 500g',
      sku: 'SY-SG-500',
      cover: null,
      price_fen: 5990,
      link_url: 'https://shop.example.com/sy-sg-500',
      advertiser_name: '山野食品旗舰店',
      status: 'on_sale',
    },
  },
  updateAdGoods: {
    body: {
      name: '碳素钓鱼竿 3.6m',
      sku: 'YL-DYG-36',
      cover: null,
      price_fen: 26_800,
      link_url: '',
      advertiser_name: '渔乐户外',
      status: 'off_sale',
    },
  },
  createAdTopic: { body: { name: '山野春笋季', description: '春笋上市季的家常菜与食材分享', enabled: true } },
  updateAdTopic: { body: { name: '双11囤货', description: '双11囤货清单与开箱', enabled: false } },
  createAdField: {
    body: {
      key: 'platform_account',
      label: '平台账号',
      kind: 'text',
      scope: 'join',
      required: true,
      options: [],
    },
  },
  updateAdField: {
    body: {
      key: 'order_no',
      label: '订单号',
      kind: 'text',
      scope: 'receipt',
      required: false,
      options: [],
      help: '填写带货订单的订单号',
      enabled: true,
      position: 2,
    },
  },
  createAdTaskType: { body: { name: '探店', position: 2, enabled: true } },
  updateAdTaskType: { body: { name: '直播带货', position: 5, enabled: false } },
  updateAdSettings: {
    body: {
      reward_kinds: ['fixed', 'cpm', 'cpa', 'tiered'],
      min_budget_fen: 10_000,
      default_observe_days: 7,
      featured_max_default: 6,
      engagement_min_plays: 50_000,
      min_like_permille: 2,
      max_conversion_pct: 20,
    },
  },
  // Tasks (the seed's task 1, 山野春笋季·家常菜挑战)
  createAdTask: { body: { ...taskForm, publish: true } },
  updateAdTask: { body: { ...taskForm, brief: `${taskForm.brief}（已补充拍摄要求）`, version: 3 } },
  pauseAdTask: { body: { reason: '广告主调整素材' } },
  cancelAdTask: { body: { reason: '广告主取消投放' } },
  decideAdParticipation: { body: { decision: 'decline', reason: '账号定位与任务不符' } },
  // Settlement (the seed's task 6 once 老周's video is approved: ¥184.20)
  createAdSettlement: { body: { preview_total_fen: 18_420 } },
} satisfies Partial<EndpointExamples>;
