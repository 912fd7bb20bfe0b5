import type { EndpointName } from '@creator-console/contract';
import type { Sample } from '../samples.js';

/** An id no seeded or created row will have (as samples.ts's MISSING_ID). */
const MISSING_ID = 2_000_000_000;

const item = {
  category_id: MISSING_ID,
  name: '授权矩阵认证项',
  description: '授权矩阵',
  conditions: ['条件一'],
  enabled: true,
};

/** Certification settings (admin.md §6.10) and the applicants' eligibility. */
export const certsetSamples = {
  settingCategories: { valid: () => ({ query: { type: 'identity' } }), invalid: { query: { type: 'vip' } } },
  createSettingCategory: {
    // Unique per type and at most 10 characters: each caller adds its own.
    valid: ({ caller }) => ({ body: { type: 'interest', name: `M-${caller ?? 'anon'}`.slice(0, 10) } }),
    invalid: { body: { type: 'interest', name: '' } },
  },
  renameSettingCategory: {
    valid: () => ({ params: { id: MISSING_ID }, body: { name: '矩阵' } }),
    invalid: { params: { id: MISSING_ID }, body: { name: '超过十个字的分类名称啊啊' } },
  },
  deleteSettingCategory: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  orderSettingCategories: {
    valid: () => ({ body: { type: 'identity', ids: [MISSING_ID] } }),
    invalid: { body: { type: 'identity', ids: [] } },
  },
  settingItems: {
    valid: () => ({ query: { type: 'interest', page: 1, size: 10, enabled: 'true' } }),
    invalid: { query: { type: 'personal' } },
  },
  createSettingItem: { valid: () => ({ body: item }), invalid: { body: { ...item, conditions: [] } } },
  updateSettingItem: {
    valid: () => ({ params: { id: MISSING_ID }, body: item }),
    invalid: { params: { id: MISSING_ID }, body: { ...item, name: '' } },
  },
  deleteSettingItem: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: -1 } } },
  setSettingItemStatus: {
    valid: () => ({ params: { id: MISSING_ID }, body: { enabled: false } }),
    invalid: { params: { id: MISSING_ID }, body: { enabled: 'no' } },
  },
  settingRules: { valid: () => ({}) },
  updateSettingRule: {
    // The first admitted caller saves the enterprise rule unchanged; later ones hold a stale version (202).
    valid: () => ({
      params: { type: 'enterprise' },
      body: {
        version: 1,
        open: true,
        require_real_name: false,
        require_enterprise: false,
        min_fans: 0,
        posts_window_days: 30,
        min_posts: 0,
        min_account_days: 0,
        reapply_cooldown_days: 0,
        notice: '',
      },
    }),
    invalid: { params: { type: 'vip' }, body: {} },
  },
  certificationEligibility: {
    valid: () => ({ params: { type: 'personal' } }),
    invalid: { params: { type: 'vip' } },
  },
} satisfies Partial<Record<EndpointName, Sample>>;
