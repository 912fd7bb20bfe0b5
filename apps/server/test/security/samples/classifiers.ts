import type { EndpointName } from '@creator-console/contract';
import type { Sample, SampleContext } from '../samples.js';

/** An id no seeded or created row will have (samples.ts MISSING_ID). */
const MISSING = 2_000_000_000;
const page = { page: 1, size: 10 };
const missing = () => ({ params: { id: MISSING } });
const member = () => ({ params: { id: MISSING, userId: MISSING } });
/** A short name of the caller's own (names are unique, labels at most 10 characters). */
const own = ({ caller }: SampleContext) =>
  [...(caller ?? 'anonymous')].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) % 100_000, 7);

/** Labels, groups and channels (admin.md §6.4–6.6): rows no caller has answer 404. */
export const classifierSamples = {
  adminLabels: { valid: () => ({ query: page }), invalid: { query: { size: 1000 } } },
  createAdminLabel: {
    valid: (context) => ({ body: { name: `矩阵${own(context)}`, tone: 'accent' } }),
    invalid: { body: { name: '', tone: 'accent' } },
  },
  updateAdminLabel: {
    valid: () => ({ ...missing(), body: { name: '矩阵标签', tone: 'neutral' } }),
    invalid: { params: { id: MISSING }, body: { name: '矩阵标签', tone: 'rainbow' } },
  },
  deleteAdminLabel: { valid: missing, invalid: { params: { id: 'x' } } },
  orderAdminLabels: { valid: () => ({ body: { ids: [MISSING] } }), invalid: { body: { ids: [] } } },
  adminLabelMembers: {
    valid: () => ({ ...missing(), query: page }),
    invalid: { params: { id: MISSING }, query: { page: 0 } },
  },
  addAdminLabelMembers: {
    valid: () => ({ ...missing(), body: { user_ids: [MISSING] } }),
    invalid: { params: { id: MISSING }, body: { user_ids: [] } },
  },
  removeAdminLabelMember: { valid: member, invalid: { params: { id: MISSING, userId: 'x' } } },
  adminGroups: { valid: () => ({ query: page }), invalid: { query: { page: 'x' } } },
  adminGroup: { valid: missing, invalid: { params: { id: 0 } } },
  createAdminGroup: {
    valid: (context) => ({ body: { name: `矩阵分组${own(context)}` } }),
    invalid: { body: { name: ' ' } },
  },
  updateAdminGroup: {
    valid: () => ({ ...missing(), body: { name: '矩阵分组' } }),
    invalid: { params: { id: MISSING }, body: { name: 'x'.repeat(21) } },
  },
  deleteAdminGroup: { valid: missing, invalid: { params: { id: -1 } } },
  adminGroupMembers: {
    valid: () => ({ ...missing(), query: page }),
    invalid: { params: { id: MISSING }, query: { size: 0 } },
  },
  addAdminGroupMembers: {
    valid: () => ({ ...missing(), body: { user_ids: [MISSING] } }),
    invalid: { params: { id: MISSING }, body: { user_ids: ['creator'] } },
  },
  removeAdminGroupMember: { valid: member, invalid: { params: { id: 'x', userId: MISSING } } },
  importAdminGroupMembers: {
    valid: () => ({ ...missing(), body: { lines: ['creator'] } }),
    invalid: { params: { id: MISSING }, body: { lines: [' '] } },
  },
  removeAdminGroupMembers: {
    valid: () => ({ ...missing(), body: { user_ids: [MISSING] } }),
    invalid: { params: { id: MISSING }, body: { user_ids: 'all' } },
  },
  adminChannels: { valid: () => ({ query: page }), invalid: { query: { size: 101 } } },
  createAdminChannel: {
    valid: (context) => ({ body: { name: `矩阵渠道${own(context)}`, code: `matrix_${own(context)}` } }),
    invalid: { body: { name: '矩阵渠道', code: '9x' } },
  },
  updateAdminChannel: {
    valid: () => ({ ...missing(), body: { name: '矩阵渠道' } }),
    invalid: { params: { id: MISSING }, body: { name: '' } },
  },
  deleteAdminChannel: { valid: missing, invalid: { params: { id: 'x' } } },
  orderAdminChannels: { valid: () => ({ body: { ids: [MISSING] } }), invalid: { body: { ids: [1, 1] } } },
  setAdminChannelStatus: {
    valid: () => ({ ...missing(), body: { enabled: false } }),
    invalid: { params: { id: MISSING }, body: { enabled: 'no' } },
  },
  adminChannelMembers: {
    valid: () => ({ ...missing(), query: page }),
    invalid: { params: { id: MISSING }, query: { page: -1 } },
  },
  addAdminChannelMembers: {
    valid: () => ({ ...missing(), body: { user_ids: [MISSING] } }),
    invalid: { params: { id: MISSING }, body: {} },
  },
  removeAdminChannelMember: { valid: member, invalid: { params: { id: MISSING, userId: 0 } } },
} satisfies Partial<Record<EndpointName, Sample>>;
