import type { EndpointExamples } from './examples.js';

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
} satisfies Partial<EndpointExamples>;
