import type { EndpointName } from '@creator-console/contract';
import type { Sample } from '../samples.js';

/** An id no seeded or created row will have (as samples.ts's MISSING_ID). */
const MISSING_ID = 2_000_000_000;
const page = { page: 1, size: 10 };

/** Ad tasks: the creators' hall (/spread) and the staff's submissions (/sem/bind). */
export const spreadSamples = {
  adHall: {
    valid: () => ({ query: { ...page, sort: 'reward' } }),
    invalid: { query: { sort: 'oldest' } },
  },
  adHallTypes: { valid: () => ({}) },
  adHallTask: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  joinAdTask: {
    valid: () => ({ params: { id: MISSING_ID }, body: { answers: {} } }),
    invalid: { params: { id: MISSING_ID }, body: { answers: { platform: 1 } } },
  },
  quitAdTask: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 0 } } },
  myTaskVideos: {
    valid: () => ({ params: { id: MISSING_ID }, query: page }),
    invalid: { params: { id: MISSING_ID }, query: { size: 101 } },
  },
  bindAdSubmission: {
    valid: () => ({ params: { id: MISSING_ID }, body: { video_id: MISSING_ID } }),
    invalid: { params: { id: MISSING_ID }, body: { video_id: 'a' } },
  },
  withdrawAdSubmission: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: -1 } } },
  myAdTasks: { valid: () => ({ query: { ...page, tab: 'settled' } }), invalid: { query: { tab: 'all' } } },
  mcnAdTasks: { valid: () => ({ query: { ...page, tab: 'active' } }), invalid: { query: { user_id: 'x' } } },
  adTaskSubmissions: {
    valid: () => ({ params: { id: MISSING_ID }, query: { ...page, status: 'approved', featured: 1 } }),
    invalid: { params: { id: MISSING_ID }, query: { status: 'done' } },
  },
  staffBindSubmission: {
    valid: () => ({ params: { id: MISSING_ID }, body: { video_id: MISSING_ID } }),
    invalid: { params: { id: MISSING_ID }, body: { video_id: MISSING_ID, note: 'x'.repeat(201) } },
  },
  adParticipantVideos: {
    valid: () => ({ params: { id: MISSING_ID, userId: MISSING_ID }, query: { ...page, q: '春笋' } }),
    invalid: { params: { id: MISSING_ID, userId: 'x' }, query: { q: 'x'.repeat(51) } },
  },
  decideAdSubmission: {
    valid: () => ({ params: { id: MISSING_ID }, body: { decision: 'approve' } }),
    invalid: { params: { id: MISSING_ID }, body: { decision: 'reject', reason: '' } },
  },
  decideAdSubmissions: {
    valid: () => ({ body: { ids: [MISSING_ID], decision: 'approve' } }),
    invalid: { body: { ids: [], decision: 'approve' } },
  },
} satisfies Partial<Record<EndpointName, Sample>>;
