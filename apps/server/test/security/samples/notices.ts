import type { EndpointName } from '@creator-console/contract';
import type { Sample } from '../samples.js';

/** An id no seeded or created row will have (as samples.ts's MISSING_ID). */
const MISSING_ID = 2_000_000_000;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** Announcements (/admin/notice): drafts of the caller's own, else ids that exist nowhere. */
export const noticeSamples = {
  adminNotices: {
    valid: () => ({ query: { page: 1, size: 10, status: 'draft' } }),
    invalid: { query: { status: 'archived' } },
  },
  adminNoticeDetail: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  createAdminNotice: {
    valid: ({ caller }) => ({
      body: { title: `授权矩阵-${caller ?? 'anonymous'}`, content: '正文', audience: { all: true } },
    }),
    invalid: {
      body: { title: '标题', content: '正文', link: 'javascript:alert(1)', audience: { all: true } },
    },
  },
  updateAdminNotice: {
    valid: () => ({
      params: { id: MISSING_ID },
      body: { title: '标题', content: '正文', audience: { all: true }, version: 1 },
    }),
    invalid: {
      params: { id: MISSING_ID },
      body: { title: '标题', content: '正文', audience: { all: true } },
    },
  },
  previewNoticeAudience: {
    valid: () => ({ body: { audience: { all: true } } }),
    invalid: { body: { audience: {} } },
  },
  noticeAudienceOptions: { valid: () => ({}) },
  sendAdminNotice: {
    valid: () => ({ params: { id: MISSING_ID }, body: {} }),
    invalid: { params: { id: -1 }, body: {} },
  },
  scheduleAdminNotice: {
    valid: () => ({ params: { id: MISSING_ID }, body: { scheduled_at: inAnHour() } }),
    invalid: { params: { id: MISSING_ID }, body: { scheduled_at: '2020-01-01T00:00:00Z' } },
  },
  unscheduleAdminNotice: {
    valid: () => ({ params: { id: MISSING_ID }, body: {} }),
    invalid: { params: { id: MISSING_ID }, body: { version: 0 } },
  },
  withdrawAdminNotice: {
    valid: () => ({ params: { id: MISSING_ID }, body: { reason: '内容有误' } }),
    invalid: { params: { id: MISSING_ID }, body: { reason: ' ' } },
  },
  deleteAdminNotice: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 0 } } },
  adminNoticeReceipts: {
    valid: () => ({ params: { id: MISSING_ID }, query: { page: 1, size: 10, read: 1 } }),
    invalid: { params: { id: MISSING_ID }, query: { read: 2 } },
  },
} satisfies Partial<Record<EndpointName, Sample>>;
