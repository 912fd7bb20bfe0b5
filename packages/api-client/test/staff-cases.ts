import { endpoints, type Endpoint } from '@creator-console/contract';

/**
 * The administration area's endpoints (accounts, roles, classifiers, notices, documents,
 * certification settings and eligibility, the log explorers) and money's have no hand-written case each: the
 * client binds them from the contract like every other endpoint, and staff-domains.test.ts walks
 * all of them.
 */
const STAFF_PATHS = [
  '/api/admin/',
  '/api/documents',
  '/api/certification/settings/',
  '/api/certification_rules/',
  '/api/track/',
  '/api/operation-logs/',
  // Money (money.md §8): the wallet, finance, the ledger and short-drama cooperation.
  '/api/wallet',
  '/api/finance/',
  '/api/ledger/',
  '/api/playlet/',
  // Ad tasks and growth missions (ad-tasks.md §8): staff and creator sides.
  '/api/ad-',
  '/api/my-ad-',
  '/api/mcn-ad-',
  '/api/mission',
  '/api/my-mission',
];
export const staffEndpoints = Object.entries(endpoints).filter(([, endpoint]) =>
  STAFF_PATHS.some((prefix) => endpoint.path.startsWith(prefix)),
) as [string, Endpoint][];
