import type { Sample } from '../samples.js';

/** An id no event has. */
const MISSING_ID = 2_000_000_000;
const range = { start: '2026-01-01T00:00:00.000Z', end: '2026-01-02T00:00:00.000Z' };

/** The behaviour-log explorer's reads (admin.md §6.12). */
export const logexplorerSamples = {
  trackingHistogram: {
    valid: () => ({ query: { ...range, events: 'login' } }),
    invalid: { query: { start: range.end, end: range.start } },
  },
  trackingFacets: {
    valid: () => ({ query: { ...range, fields: 'event,ip' } }),
    invalid: { query: { ...range, props: 'no-colon' } },
  },
  trackedEventDetail: {
    valid: () => ({ params: { id: MISSING_ID } }),
    invalid: { params: { id: 'x' } },
  },
} satisfies Record<string, Sample>;
