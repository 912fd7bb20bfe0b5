import type { Permission } from '@creator-console/contract';
import type { Principal } from '../plugins/app/authorization.js';
import type { RoleKey } from './roles.js';

/** Platform staff: they may read any user's figures. */
export const STAFF_ROLES: readonly RoleKey[] = ['admin', 'operator'];

export const roleKeyOf = (principal: Principal): string => principal.role?.key ?? '';

export const isStaff = (principal: Principal): boolean =>
  (STAFF_ROLES as readonly string[]).includes(roleKeyOf(principal));

export const can = (principal: Principal, permission: Permission): boolean =>
  principal.permissions.has(permission);

/** Reviewers see and decide everyone's certification applications. */
export const isReviewer = (principal: Principal): boolean => can(principal, 'approval:review');
