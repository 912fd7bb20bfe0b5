import type { EndpointName } from '@creator-console/contract';
import type { Sample } from '../samples.js';

/** An id no seeded or created row will have (as samples.ts's MISSING_ID). */
const MISSING_ID = 2_000_000_000;
const page = { page: 1, size: 10 };
const run = { id: MISSING_ID, runId: MISSING_ID };

/** Settlement of ad tasks: every valid request names a task that does not exist (404 任务不存在). */
export const adSettlementSamples = {
  adSettlementPreview: {
    valid: () => ({ params: { id: MISSING_ID }, query: page }),
    invalid: { params: { id: MISSING_ID }, query: { size: 101 } },
  },
  createAdSettlement: {
    valid: () => ({ params: { id: MISSING_ID }, body: { preview_total_fen: 0 } }),
    invalid: { params: { id: MISSING_ID }, body: { preview_total_fen: 1.5 } },
  },
  adSettlements: {
    valid: () => ({ params: { id: MISSING_ID }, query: page }),
    invalid: { params: { id: 'x' }, query: page },
  },
  adSettlementDetail: { valid: () => ({ params: run }), invalid: { params: { id: MISSING_ID, runId: 0 } } },
  resumeAdSettlement: { valid: () => ({ params: run }), invalid: { params: { id: 0, runId: MISSING_ID } } },
} satisfies Partial<Record<EndpointName, Sample>>;
