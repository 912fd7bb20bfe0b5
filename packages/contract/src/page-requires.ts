import { menuCatalogue } from './menu-catalogue.js';
import type { Permission } from './permissions.js';

/**
 * One need of a page: its calls are refused unless the role holds at least one of these
 * permissions (an endpoint's `access: needs(...)` is ANY of its keys).
 */
export type PageRequirement = readonly Permission[];

/**
 * What each page's calls need (admin.md §6.3, 一致性检查): component key → requirements, every
 * one of which the role must meet or the page is visible but its actions answer 403. Derived from
 * the `access` of the endpoints each built console page calls; pages whose calls need only a
 * session (dashboard, notifications, personal centre, my certification, export records) are absent.
 *
 * - a page listing and writing: the list's `needs` and the writes' `needs` (often the same key);
 * - the quick-review reasons: the list takes `review:video` or `review:album`, but adding,
 *   changing and deleting a reason need `review:video` (contract review.ts), so /films/option
 *   needs it too;
 * - the machine-review whitelist is read with `admin:system` or `review:video` and written with
 *   `admin:system`;
 * - the administration pages built beside this one are gated as admin.md §3's table says.
 */
export const PAGE_REQUIRES: Readonly<Record<string, readonly PageRequirement[]>> = {
  'video/create': [['video:publish']],
  'video/index': [['video:publish']],
  'video/edit': [['video:publish']],
  'video/draft': [['video:publish']],
  'video/album': [['video:publish']],
  'video/album/detail': [['video:publish']],
  'video/album/edit': [['video:publish']],
  'audit/index': [['review:video']],
  'audit/edit': [['review:video']],
  'audit/one': [['review:video']],
  'audit/two': [['review:video']],
  'audit/three': [['review:video']],
  'audit/option': [['review:video']],
  'audit/statement': [['review:video']],
  'films/index': [['review:album']],
  'films/edit': [['review:album']],
  'films/two': [['review:album']],
  'films/three': [['review:album']],
  'films/option': [['review:video', 'review:album'], ['review:video']],
  'analyse/user': [['analytics:view']],
  'mcn/index': [['mcn:manage']],
  'certification/personal': [['certification:apply']],
  'certification/face': [['certification:apply']],
  'certification/enterprise': [['certification:apply']],
  'certification/mcn': [['certification:apply']],
  'certification/identity': [['certification:apply']],
  'certification/interest': [['certification:apply']],
  'certification/identity-set': [['certification:configure']],
  'certification/interest-set': [['certification:configure']],
  'certification/category': [['certification:configure']],
  'certification/rule': [['certification:configure']],
  'approval/info': [['approval:review']],
  'approval/personal': [['approval:review']],
  'approval/enterprise': [['approval:review']],
  'approval/mcn': [['approval:review']],
  'approval/identity': [['approval:review']],
  'approval/interest': [['approval:review']],
  'log/index': [['log:view']],
  'log/video': [['log:view']],
  'log/album': [['log:view']],
  'log/es': [['log:view']],
  'admin/index': [['account:manage']],
  'admin/group': [['admin:system']],
  'admin/user-group': [['admin:system']],
  'admin/label': [['admin:system']],
  'admin/channel': [['admin:system']],
  'admin/white': [['admin:system', 'review:video'], ['admin:system']],
  'admin/notice': [['notice:publish']],
  'admin/doc': [['document:manage']],
  'admin/role': [['role:manage']],
  'admin/menu': [['role:manage']],
  'mission/index': [['mission:manage']],
  'mission/set': [['mission:manage']],
  'task/index': [['spread:join']],
  'task/mine': [['spread:join']],
};

/** A page's requirements the given permissions do not meet (empty: coherent). */
export function unmetRequirements(component: string, held: Iterable<string>): PageRequirement[] {
  const has = new Set(held);
  const seen = new Set<string>();
  return (PAGE_REQUIRES[component] ?? []).filter((requirement) => {
    if (requirement.some((permission) => has.has(permission))) return false;
    // `['a', 'b']` and `['a']` unmet together: report the narrower one only.
    const key = requirement.join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return !(PAGE_REQUIRES[component] ?? []).some(
      (other) =>
        other !== requirement &&
        other.length < requirement.length &&
        other.every((permission) => requirement.includes(permission)) &&
        !other.some((permission) => has.has(permission)),
    );
  });
}

/** The catalogue's `group/child` keys: what a role's menu may contain. */
export const CATALOGUE_KEYS: ReadonlySet<string> = new Set(
  menuCatalogue.flatMap((group) => group.children.map((child) => `${group.path}/${child.path}`)),
);
