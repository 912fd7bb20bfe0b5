import type { EndpointName } from '@creator-console/contract';
import type { Sample } from '../samples.js';

/** An id no seeded or created row will have (as samples.ts's MISSING_ID). */
const MISSING_ID = 2_000_000_000;

/** The built-in 创作者 role: the foundation seed inserts admin, operator, creator… in that order. */
const CREATOR_ROLE_ID = 3;

let created = 0;

/** Account administration (admin.md §6.1). */
export const accountsSamples = {
  adminAccounts: {
    valid: () => ({ query: { page: 1, size: 10, side: 'staff', keyword: 'a' } }),
    invalid: { query: { side: 'robot' } },
  },
  adminAccountDetail: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  adminAccountOptions: { valid: () => ({}) },
  createAdminAccount: {
    // A creator account of its own per call: unique username and phone.
    valid: () => {
      created += 1;
      const n = String(Date.now() % 1_000_000).padStart(6, '0') + String(created % 100).padStart(2, '0');
      return {
        body: {
          username: `matrix_${n}`,
          phone: `139${n}`,
          name: `矩阵${created}`,
          role_ids: [CREATOR_ROLE_ID],
          generate_password: true,
        },
      };
    },
    invalid: { body: { username: 'A', phone: '123', name: '', role_ids: [] } },
  },
  updateAdminAccount: {
    valid: () => ({ params: { id: MISSING_ID }, body: { name: '矩阵' } }),
    invalid: { params: { id: MISSING_ID }, body: { username: 'renamed' } },
  },
  setAdminAccountStatus: {
    valid: () => ({ params: { id: MISSING_ID }, body: { status: 2, reason: '矩阵' } }),
    invalid: { params: { id: MISSING_ID }, body: { status: 2 } },
  },
  resetAdminAccountPassword: {
    valid: () => ({ params: { id: MISSING_ID }, body: { generate: true } }),
    invalid: { params: { id: MISSING_ID }, body: { password: 'short' } },
  },
  adminAccountSessions: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: '0' } } },
  revokeAdminAccountSessions: {
    valid: () => ({ params: { id: MISSING_ID } }),
    invalid: { params: { id: '-1' } },
  },
  revokeAdminAccountSession: {
    valid: () => ({ params: { id: MISSING_ID, sessionId: MISSING_ID } }),
    invalid: { params: { id: MISSING_ID, sessionId: 'x' } },
  },
  bulkAdminAccounts: {
    valid: () => ({ body: { action: 'disable', user_ids: [MISSING_ID], reason: '矩阵' } }),
    invalid: { body: { action: 'disable', user_ids: [], reason: '矩阵' } },
  },
} satisfies Partial<Record<EndpointName, Sample>>;
