import type { EndpointName } from '@creator-console/contract';
import type { Sample } from '../samples.js';

/** An id no seeded or created row will have (as samples.ts's MISSING_ID). */
const MISSING_ID = 2_000_000_000;

/**
 * The owner's wallet (/personal/wallet, /personal/withdraw). The valid requests are refused by
 * business rules at most (no balance, no account, an id that exists nowhere): no sample moves money.
 */
export const walletSamples = {
  myWallet: { valid: () => ({}) },
  myWalletEntries: {
    valid: () => ({ query: { page: 1, size: 10, direction: 'in' } }),
    invalid: { query: { start_date: '2026-02-01', end_date: '2026-01-01' } },
  },
  bindPayoutAccount: {
    // A company account: refused (202) without an enterprise certification; the MCN binds one.
    valid: () => ({
      params: { type: 'company' },
      body: {
        bank_name: '招商银行',
        bank_branch: '杭州分行营业部',
        account_number: '571909876510601',
        taxpayer_type: 'general',
      },
    }),
    invalid: { params: { type: 'bitcoin' }, body: {} },
  },
  withdrawalQuote: {
    valid: () => ({ query: { type: 'personal', amount_fen: 100_000 } }),
    invalid: { query: { type: 'personal', amount_fen: '10.5' } },
  },
  createWithdrawal: {
    valid: () => ({ body: { type: 'personal', amount_fen: 1_000 } }),
    invalid: { body: { type: 'personal', amount_fen: 100.5 } },
  },
  myWithdrawals: {
    valid: () => ({ query: { page: 1, size: 10, status: 'pending' } }),
    invalid: { query: { status: 'lost' } },
  },
  myWithdrawalDetail: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  cancelWithdrawal: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: -1 } } },
} satisfies Partial<Record<EndpointName, Sample>>;
