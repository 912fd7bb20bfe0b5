import { ROLE, type RoleName } from '@creator-console/contract';

/** Stable role keys stored in `roles.key`; the display names come from the contract. */
export const ROLE_KEYS = ['admin', 'operator', 'creator', 'mcn', 'mcn_pending'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

export const ROLE_NAME: Record<RoleKey, RoleName> = {
  admin: ROLE.admin,
  operator: ROLE.operator,
  creator: ROLE.creator,
  mcn: ROLE.mcn,
  mcn_pending: ROLE.mcnPending,
};

/** Roles that may have the live menu, and only with the admin tag 直播 (spec §6). */
export const LIVE_ROLES: readonly string[] = ['creator', 'mcn'] satisfies RoleKey[];
