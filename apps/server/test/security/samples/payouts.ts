import type { EndpointName } from '@creator-console/contract';
import type { Sample } from '../samples.js';

/** An id no seeded or created row will have (as samples.ts's MISSING_ID). */
const MISSING_ID = 2_000_000_000;

/** Paying withdrawals and the wallet log (money.md §8.2, §8.3): ids that exist nowhere. */
export const payoutsSamples = {
  financePayouts: {
    valid: () => ({ query: { type: 'personal', tab: 'approved', page: 1, size: 10 } }),
    invalid: { query: { type: 'personal', page: 1001, size: 10 } },
  },
  createPayoutBatch: {
    valid: () => ({ body: { type: 'personal', ids: [MISSING_ID] } }),
    invalid: { body: { type: 'personal', ids: [] } },
  },
  cancelPayoutBatch: {
    valid: () => ({ params: { id: MISSING_ID } }),
    invalid: { params: { id: 'x' } },
  },
  recordWithdrawalResult: {
    valid: () => ({ params: { id: MISSING_ID }, body: { result: 'paid', bank_ref: 'B1' } }),
    invalid: { params: { id: MISSING_ID }, body: { result: 'paid', bank_ref: '' } },
  },
  recordPayoutBatchResult: {
    valid: () => ({ params: { id: MISSING_ID }, body: { bank_ref: 'B1' } }),
    invalid: { params: { id: MISSING_ID }, body: { bank_ref: 'x'.repeat(65) } },
  },
  returnWithdrawal: {
    valid: () => ({ params: { id: MISSING_ID }, body: { reason: '退票', bank_ref: 'B1' } }),
    invalid: { params: { id: MISSING_ID }, body: { reason: '', bank_ref: 'B1' } },
  },
  ledgerEntries: {
    valid: () => ({ query: { page: 1, size: 10, account_kind: 'wallet' } }),
    invalid: { query: { page: 1001, size: 10 } },
  },
  ledgerTransactionDetail: {
    valid: () => ({ params: { id: MISSING_ID } }),
    invalid: { params: { id: 0 } },
  },
  ledgerCheck: { valid: () => ({}) },
} satisfies Partial<Record<EndpointName, Sample>>;
