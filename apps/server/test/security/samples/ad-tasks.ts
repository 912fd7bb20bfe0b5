import type { EndpointName } from '@creator-console/contract';
import type { Sample } from '../samples.js';

/** An id no seeded or created row will have (as samples.ts's MISSING_ID). */
const MISSING_ID = 2_000_000_000;
const page = { page: 1, size: 10 };
const tag = (caller: string | null) => (caller ?? 'anonymous').replace(/[^A-Za-z0-9_]/g, '_');

/** The settings as seeded (ad-tasks.md §11): writing them back changes nothing. */
const settings = {
  reward_kinds: ['fixed', 'cpm', 'cpa', 'tiered'],
  min_budget_fen: 10_000,
  default_observe_days: 7,
  featured_max_default: 6,
  engagement_min_plays: 50_000,
  min_like_permille: 2,
  max_conversion_pct: 20,
};

/** Ad tasks, staff configuration (/sem/goods, /sem/topic, /sem/set). */
export const adTaskSamples = {
  adGoodsList: {
    valid: () => ({ query: { ...page, status: 'on_sale' } }),
    invalid: { query: { status: 'sold' } },
  },
  createAdGoods: {
    valid: ({ caller }) => ({
      body: { name: `矩阵商品-${tag(caller)}`, sku: `MATRIX-${tag(caller)}`, price_fen: 100 },
    }),
    invalid: { body: { name: '商品', sku: 'bad sku', price_fen: 100 } },
  },
  updateAdGoods: {
    valid: () => ({ params: { id: MISSING_ID }, body: { name: '商品', sku: 'MISSING-1', price_fen: 100 } }),
    invalid: { params: { id: MISSING_ID }, body: { name: '商品', sku: 'MISSING-1', price_fen: -1 } },
  },
  deleteAdGoods: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 0 } } },
  adTopics: { valid: () => ({ query: { ...page, enabled: 1 } }), invalid: { query: { enabled: 2 } } },
  createAdTopic: {
    valid: ({ caller }) => ({ body: { name: `矩阵话题${tag(caller)}` } }),
    invalid: { body: { name: '有 空格' } },
  },
  updateAdTopic: {
    valid: () => ({ params: { id: MISSING_ID }, body: { name: '不存在的话题' } }),
    invalid: { params: { id: MISSING_ID }, body: { name: '' } },
  },
  deleteAdTopic: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  adFields: { valid: () => ({ query: { ...page, scope: 'join' } }), invalid: { query: { scope: 'other' } } },
  createAdField: {
    valid: ({ caller }) => ({
      body: {
        key: `matrix_${tag(caller).toLowerCase()}`.slice(0, 32),
        label: '矩阵字段',
        kind: 'text',
        scope: 'join',
      },
    }),
    invalid: { body: { key: 'Bad', label: '字段', kind: 'text', scope: 'join' } },
  },
  updateAdField: {
    valid: () => ({
      params: { id: MISSING_ID },
      body: { key: 'missing_field', label: '字段', kind: 'text', scope: 'receipt' },
    }),
    invalid: {
      params: { id: MISSING_ID },
      body: { key: 'missing_field', label: '字段', kind: 'select', scope: 'join' },
    },
  },
  deleteAdField: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: -1 } } },
  adTaskTypes: { valid: () => ({ query: page }), invalid: { query: { size: 101 } } },
  createAdTaskType: {
    valid: ({ caller }) => ({ body: { name: `矩阵${tag(caller)}`.slice(0, 10) } }),
    invalid: { body: { name: '' } },
  },
  updateAdTaskType: {
    valid: () => ({ params: { id: MISSING_ID }, body: { name: '不存在' } }),
    invalid: { params: { id: MISSING_ID }, body: { name: '类型名称太长太长太长了' } },
  },
  deleteAdTaskType: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  adSettings: { valid: () => ({}) },
  updateAdSettings: {
    valid: () => ({ body: settings }),
    invalid: { body: { ...settings, max_conversion_pct: 0 } },
  },
  adTaskOptions: { valid: () => ({}) },

  // Tasks: a draft of the caller's own, or ids that exist nowhere (404 任务不存在 / 记录不存在).
  adTaskList: {
    valid: () => ({ query: { ...page, phase: 'running', sort: 'ends_at', order: 'asc' } }),
    invalid: { query: { phase: 'later' } },
  },
  createAdTask: {
    valid: ({ caller }) => ({ body: { title: `矩阵任务-${tag(caller)}`.slice(0, 40) } }),
    invalid: { body: { title: '' } },
  },
  adTaskDetail: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 0 } } },
  updateAdTask: {
    valid: () => ({ params: { id: MISSING_ID }, body: { title: '不存在的任务', version: 0 } }),
    invalid: { params: { id: MISSING_ID }, body: { title: '不存在的任务', version: -1 } },
  },
  publishAdTask: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  pauseAdTask: {
    valid: () => ({ params: { id: MISSING_ID }, body: { reason: '广告主调整素材' } }),
    invalid: { params: { id: MISSING_ID }, body: { reason: '' } },
  },
  resumeAdTask: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: -1 } } },
  cancelAdTask: {
    valid: () => ({ params: { id: MISSING_ID }, body: { reason: '广告主取消投放' } }),
    invalid: { params: { id: MISSING_ID }, body: { reason: 'x'.repeat(201) } },
  },
  deleteAdTask: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 0 } } },
  adTaskParticipants: {
    valid: () => ({ params: { id: MISSING_ID }, query: { ...page, status: 'applied' } }),
    invalid: { params: { id: MISSING_ID }, query: { status: 'maybe' } },
  },
  decideAdParticipation: {
    valid: () => ({ params: { id: MISSING_ID }, body: { decision: 'decline', reason: '资料不全' } }),
    invalid: { params: { id: MISSING_ID }, body: { decision: 'remove', reason: '' } },
  },
} satisfies Partial<Record<EndpointName, Sample>>;
