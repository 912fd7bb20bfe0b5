import type { EndpointName } from '@creator-console/contract';
import type { Sample } from '../samples.js';

/** A document key no seeded or created document has: a business 404 for whoever is admitted. */
const MISSING_KEY = 'no-such-document';
const draft = { title: '授权矩阵文档', body: '## 第一章\n\n正文', change_note: '' };

/** Documents (admin.md §6.8). */
export const documentSamples = {
  agreementDocument: { valid: () => ({}) },
  documentDetail: {
    valid: () => ({ params: { key: 'convention' } }),
    invalid: { params: { key: 'x'.repeat(80) } },
  },
  documentHistory: {
    valid: () => ({ params: { key: 'convention' } }),
    invalid: { params: { key: 'x'.repeat(80) } },
  },
  documentVersionDetail: {
    valid: () => ({ params: { key: 'convention', version: 1 } }),
    invalid: { params: { key: 'convention', version: 'x' } },
  },
  adminDocuments: { valid: () => ({}) },
  createDocument: {
    // Unique per caller: each admitted caller adds its own appendix.
    valid: ({ caller }) => ({
      body: { key: `matrix-${(caller ?? 'anonymous').replace(/_/g, '-')}`, title: '授权矩阵附录' },
    }),
    invalid: { body: { key: 'Bad Key', title: '' } },
  },
  adminDocumentVersions: {
    valid: () => ({ params: { key: MISSING_KEY } }),
    invalid: { params: { key: 'x'.repeat(80) } },
  },
  createDocumentVersion: {
    valid: () => ({ params: { key: MISSING_KEY }, body: draft }),
    invalid: { params: { key: MISSING_KEY }, body: { ...draft, body: '' } },
  },
  updateDocumentVersion: {
    valid: () => ({ params: { key: MISSING_KEY, version: 1 }, body: { ...draft, revision: 1 } }),
    invalid: { params: { key: MISSING_KEY, version: 1 }, body: draft },
  },
  publishDocumentVersion: {
    valid: () => ({
      params: { key: MISSING_KEY, version: 1 },
      body: { effective_at: null, notify: false, revision: 1 },
    }),
    invalid: { params: { key: MISSING_KEY, version: 1 }, body: { effective_at: 'tomorrow', revision: 1 } },
  },
  cancelDocumentVersion: {
    valid: () => ({ params: { key: MISSING_KEY, version: 1 } }),
    invalid: { params: { key: MISSING_KEY, version: 0 } },
  },
  deleteDocumentVersion: {
    valid: () => ({ params: { key: MISSING_KEY, version: 1 } }),
    invalid: { params: { key: MISSING_KEY, version: -1 } },
  },
} satisfies Partial<Record<EndpointName, Sample>>;
