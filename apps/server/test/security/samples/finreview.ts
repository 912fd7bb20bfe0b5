import type { EndpointName } from '@creator-console/contract';
import type { Sample } from '../samples.js';

/** An id no seeded or created row will have (as samples.ts's MISSING_ID). */
const MISSING_ID = 2_000_000_000;
const page = { page: 1, size: 10 };

/** Finance review and accounts (/finance/index, /finance/account): ids that exist nowhere. */
export const finreviewSamples = {
  financeOverview: { valid: () => ({}) },
  financeAccounts: {
    valid: () => ({ query: { ...page, frozen: 1, min_available_fen: 100 } }),
    invalid: { query: { role: 'nobody' } },
  },
  financeAccountDetail: {
    valid: () => ({ params: { userId: MISSING_ID } }),
    invalid: { params: { userId: 'x' } },
  },
  freezeFinanceAccount: {
    valid: () => ({ params: { userId: MISSING_ID }, body: { frozen: 1, reason: '授权矩阵' } }),
    invalid: { params: { userId: MISSING_ID }, body: { frozen: 1 } },
  },
  financeAdjustments: {
    valid: () => ({ query: { ...page, status: 'pending' } }),
    invalid: { query: { status: 'done' } },
  },
  createFinanceAdjustment: {
    valid: () => ({ body: { user_id: MISSING_ID, amount_fen: 100, reason: '授权矩阵样例' } }),
    invalid: { body: { user_id: MISSING_ID, amount_fen: 0, reason: '授权矩阵样例' } },
  },
  decideFinanceAdjustment: {
    valid: () => ({ params: { id: MISSING_ID }, body: { decision: 'approve' } }),
    invalid: { params: { id: MISSING_ID }, body: { decision: 'reject' } },
  },
  financeWithdrawals: {
    valid: () => ({ query: { ...page, status: 'pending', min_fen: 0, max_fen: 100 } }),
    invalid: { query: { status: 'lost' } },
  },
  financeWithdrawalDetail: {
    valid: () => ({ params: { id: MISSING_ID } }),
    invalid: { params: { id: 'x' } },
  },
  reviewFinanceWithdrawal: {
    valid: () => ({ params: { id: MISSING_ID }, body: { decision: 'approve' } }),
    invalid: { params: { id: MISSING_ID }, body: { decision: 'reject' } },
  },
  reviewFinanceWithdrawalBatch: {
    valid: () => ({ body: { ids: [MISSING_ID], decision: 'approve' } }),
    invalid: { body: { ids: [], decision: 'approve' } },
  },
} satisfies Partial<Record<EndpointName, Sample>>;
