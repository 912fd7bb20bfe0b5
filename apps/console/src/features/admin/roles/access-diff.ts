import type { AccessCatalogue, RoleMenuGrant } from '@creator-console/contract';

export type CatalogueGroups = AccessCatalogue['groups'];

/** A role's access as the editor holds it: `group/child` keys and permission keys. */
export interface AccessDraft {
  menus: ReadonlySet<string>;
  permissions: ReadonlySet<string>;
}

export const menuKeysOf = (grants: readonly RoleMenuGrant[]): Set<string> =>
  new Set(grants.flatMap((grant) => grant.children.map((child) => `${grant.group}/${child}`)));

/** Keys back to the wire's groups, in catalogue order (unknown keys dropped). */
export function grantsOf(keys: ReadonlySet<string>, groups: CatalogueGroups): RoleMenuGrant[] {
  return groups
    .map((group) => ({
      group: group.path,
      children: group.children.filter((child) => keys.has(child.component)).map((child) => child.path),
    }))
    .filter((grant) => grant.children.length > 0);
}

/** What saving would add and remove: menu keys then permission keys, each sorted. */
export function diffAccess(before: AccessDraft, after: AccessDraft): { added: string[]; removed: string[] } {
  const gone = (from: ReadonlySet<string>, to: ReadonlySet<string>) =>
    [...from].filter((key) => !to.has(key)).sort();
  return {
    added: [...gone(after.menus, before.menus), ...gone(after.permissions, before.permissions)],
    removed: [...gone(before.menus, after.menus), ...gone(before.permissions, after.permissions)],
  };
}

/**
 * The hidden pages of the same group that a visible page leads to (edit, detail): proposed when
 * the page is ticked, so that its links do not end on a page the role cannot open.
 */
export function hiddenCompanions(component: string, groups: CatalogueGroups): string[] {
  const group = groups.find((entry) => entry.children.some((child) => child.component === component));
  const page = group?.children.find((child) => child.component === component);
  if (!group || !page || page.hidden) return [];
  return group.children.filter((child) => child.hidden).map((child) => child.component);
}

export interface CoherenceWarning {
  component: string;
  /** `视频审核 › 机器审核` */
  title: string;
  /** Each unmet need: permissions, any one of which would do. */
  missing: string[][];
}

/**
 * 一致性检查 (admin.md §6.3): every ticked page whose calls need a permission the role lacks
 * (contract PAGE_REQUIRES, sent with the catalogue as `requires`). A warning, not a block.
 */
export function coherenceWarnings(draft: AccessDraft, groups: CatalogueGroups): CoherenceWarning[] {
  const warnings: CoherenceWarning[] = [];
  for (const group of groups)
    for (const child of group.children) {
      if (!draft.menus.has(child.component)) continue;
      const unmet = child.requires.filter((need) => !need.some((key) => draft.permissions.has(key)));
      // A need that a narrower unmet need covers says nothing more.
      const missing = unmet.filter(
        (need) =>
          !unmet.some(
            (other) =>
              other !== need && other.length < need.length && other.every((key) => need.includes(key)),
          ),
      );
      if (missing.length > 0)
        warnings.push({ component: child.component, title: `${group.title} › ${child.title}`, missing });
    }
  return warnings;
}

/** `「review:video」` or `「admin:system」或「review:video」` */
export const needText = (need: readonly string[], or: string) => need.map((key) => `「${key}」`).join(or);
