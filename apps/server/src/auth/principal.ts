import type { Permission } from '@creator-console/contract';
import type { Principal } from '../plugins/app/authorization.js';
import type { RoleKey } from './roles.js';

/** The creator-side roles; every other role (built-in 管理员/运营 and every custom role) is staff. */
export const CREATOR_SIDE_ROLES: readonly RoleKey[] = ['creator', 'mcn', 'mcn_pending'];

export const roleKeyOf = (principal: Principal): string => principal.role?.key ?? '';

/** Platform staff (their active role is not creator-side): they may read any user's figures. */
export const isStaff = (principal: Principal): boolean =>
  principal.role !== null && !(CREATOR_SIDE_ROLES as readonly string[]).includes(principal.role.key);

export const can = (principal: Principal, permission: Permission): boolean =>
  principal.permissions.has(permission);

/** Reviewers see and decide everyone's certification applications. */
export const isReviewer = (principal: Principal): boolean => can(principal, 'approval:review');
