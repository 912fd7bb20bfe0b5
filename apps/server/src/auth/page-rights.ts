import type { RoleKey } from './roles.js';
import { PERMISSIONS, type Permission } from '@creator-console/contract';

/** The page-rights keys are declared in the contract (endpoints name them in `access`); the seed grants them per role below. */
export const PAGE_RIGHTS = PERMISSIONS;
export type PageRight = Permission;

const creatorRights: PageRight[] = [
  'video:publish',
  'live:manage',
  'analytics:view',
  'spread:join',
  'wallet:withdraw',
  'certification:apply',
];

export const ROLE_PAGE_RIGHTS: Record<RoleKey, readonly PageRight[]> = {
  admin: Object.keys(PAGE_RIGHTS) as PageRight[],
  operator: [
    'analytics:view',
    'review:video',
    'review:album',
    'approval:review',
    'certification:configure',
    'comment:moderate',
    'topic:manage',
    'log:view',
    'sensitive:reveal',
    'notice:publish',
    'finance:review',
    'playlet:manage',
    // Ad tasks and growth missions (ad-tasks.md §3); confirming a settlement (`sem:settle`) is admin's.
    'sem:manage',
    'mission:manage',
  ],
  creator: creatorRights,
  mcn: [...creatorRights, 'mcn:manage'],
  mcn_pending: ['certification:apply'],
};
