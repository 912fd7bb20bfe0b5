import type { EndpointName } from '@creator-console/contract';
import type { Sample } from '../samples.js';

/** An id no seeded or created row will have (as samples.ts's MISSING_ID). */
const MISSING_ID = 2_000_000_000;
const page = { page: 1, size: 10 };

/**
 * Receipts (the creator's and the staff's) and the showcase (featured, examples): every valid
 * request names a submission, receipt or task that does not exist (404 记录不存在 / 任务不存在).
 */
export const adReceiptSamples = {
  myAdReceipts: {
    valid: () => ({ query: { ...page, status: 'rejected' } }),
    invalid: { query: { status: 'done' } },
  },
  myAdReceipt: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  myReceiptDue: {
    valid: () => ({ query: { ...page, task_id: MISSING_ID } }),
    invalid: { query: { task_id: 'x' } },
  },
  myReceiptForm: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 0 } } },
  createMyAdReceipt: {
    valid: () => ({
      body: { submission_id: MISSING_ID, claimed_plays: 1000, link: 'https://example.com/data', answers: {} },
    }),
    invalid: { body: { submission_id: MISSING_ID, claimed_plays: -1 } },
  },
  updateMyAdReceipt: {
    valid: () => ({
      params: { id: MISSING_ID },
      body: { claimed_conversions: 3, link: 'https://example.com/x' },
    }),
    invalid: { params: { id: MISSING_ID }, body: { link: 'http://example.com/x' } },
  },
  adReceiptList: {
    valid: () => ({ query: { ...page, status: 'pending', source: 'import', q: '通勤' } }),
    invalid: { query: { source: 'vendor' } },
  },
  decideAdReceipt: {
    valid: () => ({ params: { id: MISSING_ID }, body: { decision: 'approve', verified_plays: 1000 } }),
    invalid: { params: { id: MISSING_ID }, body: { decision: 'reject', reason: '' } },
  },
  importAdReceipts: {
    valid: () => ({
      body: { task_id: MISSING_ID, rows: [{ submission_id: MISSING_ID, plays: 10, ref: 'A-1' }] },
    }),
    invalid: { body: { task_id: MISSING_ID, rows: [] } },
  },
  setAdFeatured: {
    valid: () => ({ params: { id: MISSING_ID }, body: { submission_ids: [MISSING_ID] } }),
    invalid: { params: { id: MISSING_ID }, body: { submission_ids: [1, 1] } },
  },
  adExampleCandidates: {
    valid: () => ({ query: { ...page, q: '春笋', topic: '#山野春笋季' } }),
    invalid: { query: { q: 'x'.repeat(51) } },
  },
  setAdExamples: {
    valid: () => ({ params: { id: MISSING_ID }, body: { video_ids: [MISSING_ID] } }),
    invalid: { params: { id: MISSING_ID }, body: { video_ids: [1, 2, 3, 4, 5, 6, 7] } },
  },
} satisfies Partial<Record<EndpointName, Sample>>;
