import type { EndpointName } from '@creator-console/contract';
import type { Sample } from '../samples.js';

/** An id no seeded or created row will have. */
const MISSING_ID = 2_000_000_000;

/** Roles and menus (admin.md §6.2–6.3): only `role:manage` holders (administrators) are admitted. */
export const rolesSamples = {
  adminRoles: { valid: () => ({}) },
  createRole: {
    // Unique per caller: each admitted caller creates its own role.
    valid: ({ caller }) => ({
      body: {
        key: `matrix_${caller ?? 'anonymous'}`,
        name: `授权矩阵-${caller ?? 'anonymous'}`,
        description: '',
      },
    }),
    invalid: { body: { key: 'Admin', name: '' } },
  },
  updateRole: {
    valid: () => ({ params: { id: MISSING_ID }, body: { name: '授权矩阵', description: '', version: 1 } }),
    invalid: { params: { id: MISSING_ID }, body: { name: '授权矩阵' } },
  },
  deleteRole: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  accessCatalogue: { valid: () => ({}) },
  roleAccess: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: -1 } } },
  updateRoleAccess: {
    valid: () => ({ params: { id: MISSING_ID }, body: { version: 1, menus: [], permissions: [] } }),
    invalid: { params: { id: MISSING_ID }, body: { menus: 'all' } },
  },
  roleMenuPreview: {
    valid: () => ({ params: { id: MISSING_ID }, query: { live_tag: 1 } }),
    invalid: { params: { id: MISSING_ID }, query: { live_tag: 2 } },
  },
} satisfies Partial<Record<EndpointName, Sample>>;
