import type { EndpointName } from '@creator-console/contract';
import type { Sample } from '../samples.js';

/** An id no seeded or created row will have (as samples.ts's MISSING_ID). */
const MISSING_ID = 2_000_000_000;
/** A well-formed reference to a file never stored. */
const MISSING_FILE = '/api/files/00000000-0000-4000-8000-0000000000ff';
const page = { page: 1, size: 10 };
const drama = {
  title: '归途',
  episodes: 60,
  synopsis: '',
  filing_tier: 'ordinary',
  filing_no: '微短剧备案 2026-001',
  rights_files: [MISSING_FILE],
};
const statement = { period: '2026-01', paid_fen: 100, ad_fen: 0, sponsor_fen: 0, deduction_fen: 0, note: '' };

/** Short-drama cooperation (money.md §8.4): ids that exist nowhere, so every admitted caller gets a 404. */
export const playletSamples = {
  playletPartners: {
    valid: () => ({ query: { ...page, status: 'active' } }),
    invalid: { query: { status: 'gone' } },
  },
  createPlayletPartner: {
    valid: () => ({
      body: { user_id: MISSING_ID, contact_name: '王经理', contact_phone: '13800000000', note: '' },
    }),
    invalid: { body: { user_id: MISSING_ID, contact_name: '', contact_phone: '13800000000' } },
  },
  updatePlayletPartner: {
    valid: () => ({ params: { id: MISSING_ID }, body: { status: 'suspended' } }),
    invalid: { params: { id: MISSING_ID }, body: { status: 'gone' } },
  },
  playletPartnerCandidates: {
    valid: () => ({ query: { keyword: '陈' } }),
    invalid: { query: { keyword: '' } },
  },
  playletDramas: {
    valid: () => ({ query: { ...page, legal_status: 'pending' } }),
    invalid: { query: { legal_status: 'gone' } },
  },
  createPlayletDrama: {
    valid: () => ({ body: { ...drama, partner_id: MISSING_ID } }),
    invalid: { body: { ...drama, partner_id: MISSING_ID, rights_files: [] } },
  },
  updatePlayletDrama: {
    valid: () => ({ params: { id: MISSING_ID }, body: drama }),
    invalid: { params: { id: MISSING_ID }, body: { ...drama, episodes: 501 } },
  },
  playletLegalDecision: {
    valid: () => ({ params: { id: MISSING_ID }, body: { decision: 'approve' } }),
    invalid: { params: { id: MISSING_ID }, body: { decision: 'reject', message: '' } },
  },
  playletContracts: {
    valid: () => ({ query: { ...page, status: 'expired' } }),
    invalid: { query: { status: 'gone' } },
  },
  createPlayletContract: {
    valid: () => ({
      body: { drama_id: MISSING_ID, share_bps: 5000, start_date: '2026-01-01', end_date: '2026-12-31' },
    }),
    invalid: {
      body: { drama_id: MISSING_ID, share_bps: 10001, start_date: '2026-01-01', end_date: '2026-12-31' },
    },
  },
  updatePlayletContract: {
    valid: () => ({
      params: { id: MISSING_ID },
      body: { share_bps: 5000, start_date: '2026-01-01', end_date: '2026-12-31' },
    }),
    invalid: {
      params: { id: MISSING_ID },
      body: { share_bps: 5000, start_date: '2026-12-31', end_date: '2026-01-01' },
    },
  },
  activatePlayletContract: {
    valid: () => ({ params: { id: MISSING_ID }, body: { signed_file: MISSING_FILE } }),
    invalid: { params: { id: MISSING_ID }, body: { signed_file: 'http://x/y.pdf' } },
  },
  terminatePlayletContract: {
    valid: () => ({ params: { id: MISSING_ID }, body: { reason: '合作方违约' } }),
    invalid: { params: { id: MISSING_ID }, body: { reason: '' } },
  },
  playletStatements: {
    valid: () => ({ query: { ...page, status: 'pending' } }),
    invalid: { query: { period: '2026-13' } },
  },
  createPlayletStatement: {
    valid: () => ({ body: { ...statement, contract_id: MISSING_ID } }),
    invalid: { body: { ...statement, contract_id: MISSING_ID, paid_fen: -1 } },
  },
  updatePlayletStatement: {
    valid: () => ({ params: { id: MISSING_ID }, body: statement }),
    invalid: { params: { id: MISSING_ID }, body: { ...statement, ad_fen: 1.5 } },
  },
  submitPlayletStatement: {
    valid: () => ({ params: { id: MISSING_ID } }),
    invalid: { params: { id: 'x' } },
  },
  reviewPlayletStatement: {
    valid: () => ({ params: { id: MISSING_ID }, body: { decision: 'approve' } }),
    invalid: { params: { id: MISSING_ID }, body: { decision: 'reject' } },
  },
  walletPlayletStatements: {
    valid: () => ({ query: { ...page, period: '2026-01' } }),
    invalid: { query: { period: '2026-1' } },
  },
} satisfies Partial<Record<EndpointName, Sample>>;
