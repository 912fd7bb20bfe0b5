import type { Sample } from '../samples.js';

/** A well-formed id no log row will have. */
const MISSING_LOG_ID = 2_000_000_000;

/** The operation log's detail and integrity check (admin.md §6.11). */
export const oplogSamples = {
  operationLogDetail: {
    valid: () => ({ params: { id: MISSING_LOG_ID } }),
    invalid: { params: { id: 'x' } },
  },
  verifyOperationLogDay: {
    valid: () => ({ body: { day: '2026-01-01' } }),
    invalid: { body: { day: '2026-13-01' } },
  },
} satisfies Record<string, Sample>;
