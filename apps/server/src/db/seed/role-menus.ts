import { menuCatalogue } from '@creator-console/contract';
import type { RoleKey } from '../../auth/roles.js';

/** `'*'`: every child of the group; otherwise the listed child paths. */
export type GroupGrant = '*' | readonly string[];

/** The visible (non-hidden) children of a catalogue group. */
const visible = (groupPath: string) =>
  menuCatalogue
    .find((group) => group.path === groupPath)
    ?.children.filter((c) => !c.hidden)
    .map((c) => c.path) ?? [];
/** The hidden children of a catalogue group. */
const hidden = (groupPath: string) =>
  menuCatalogue
    .find((group) => group.path === groupPath)
    ?.children.filter((c) => c.hidden)
    .map((c) => c.path) ?? [];

/**
 * Menus per role, seeded into `role_menus` from the contract's catalogue (paths are checked against
 * it at seed time). Administrators are answered the whole catalogue by code regardless; their rows
 * are seeded anyway so the role-menu screens show them complete.
 *
 * - admin: everything.
 * - operator (运营): dashboard, personal centre, video review, album review, certification settings
 *   (its four visible pages), approvals, comments, notifications, topics, logs, analytics,
 *   announcements (/admin/notice), the user convention, finance review, short dramas, ad tasks
 *   (/sem) and growth missions (/mission).
 * - creator (创作者): dashboard, personal centre with wallet, content, live (only shown with the
 *   直播 tag), analytics, ad task centre and growth missions (/task), certification (its hidden application pages),
 *   notifications, user convention.
 * - mcn (MCN): the creator's menu plus MCN management.
 * - mcn_pending (待审核MCN): dashboard, personal centre, certification applications,
 *   notifications, user convention — nothing else until the MCN certification is approved.
 */
const creatorMenu: Record<string, GroupGrant> = {
  dashboard: '*',
  personal: '*',
  video: '*',
  live: '*',
  analyse: '*',
  spread: '*',
  task: '*',
  certification: hidden('certification'),
  inform: '*',
  doc: '*',
};

export const ROLE_MENUS: Record<RoleKey, Record<string, GroupGrant>> = {
  admin: Object.fromEntries(menuCatalogue.map((group) => [group.path, '*'])),
  operator: {
    dashboard: '*',
    personal: ['index'],
    audit: '*',
    films: '*',
    approval: '*',
    certification: visible('certification'),
    comment: '*',
    inform: '*',
    topic: '*',
    log: '*',
    analyse: '*',
    admin: ['notice'],
    doc: ['index'],
    finance: '*',
    playlet: '*',
    sem: '*',
    mission: '*',
  },
  creator: creatorMenu,
  mcn: { ...creatorMenu, mcn: '*' },
  mcn_pending: {
    dashboard: '*',
    personal: ['index'],
    certification: hidden('certification'),
    inform: '*',
    doc: '*',
  },
};

/** `role_menus` rows of a role: one per (group, child), validated against the catalogue. */
export function roleMenuRows(role: RoleKey): { groupPath: string; childPath: string }[] {
  return menuRowsOf(role, ROLE_MENUS[role]);
}

/** `role_menus` rows of a menu given by group, validated against the catalogue (`role` names it in errors). */
export function menuRowsOf(
  role: string,
  menu: Record<string, GroupGrant>,
): { groupPath: string; childPath: string }[] {
  return Object.entries(menu).flatMap(([groupPath, grant]) => {
    const group = menuCatalogue.find((g) => g.path === groupPath);
    if (!group) throw new Error(`Seed menu of ${role}: no catalogue group "${groupPath}"`);
    const children = grant === '*' ? group.children.map((c) => c.path) : grant;
    return children.map((childPath) => {
      if (!group.children.some((c) => c.path === childPath)) {
        throw new Error(`Seed menu of ${role}: no child "${childPath}" in group "${groupPath}"`);
      }
      return { groupPath, childPath };
    });
  });
}
