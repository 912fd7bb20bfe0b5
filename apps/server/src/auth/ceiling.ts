import { menuCatalogue, PERMISSIONS, isPermission, powers } from '@creator-console/contract';

/**
 * The ceiling rule (admin.md §3): staff can only hand out what they hold. One function decides
 * every grant and every touch of an account, so the routes, the lists' `manageable` flags and the
 * tests agree.
 */

/** The actor as the ceiling sees them. */
export interface CeilingActor {
  /** Key of the active role; `admin` passes every check. */
  roleKey: string;
  /** Ids of every role the actor holds (active or not): their access is not the actor's to edit. */
  roleIds: readonly number[];
  /** Page rights of the active role. */
  permissions: Iterable<string>;
  /** The actor's own menu, as `group/child` paths. */
  menu: Iterable<string>;
}

export interface CeilingRole {
  name: string;
  permissions: Iterable<string>;
}

export type CeilingAct =
  /** (a) assign role R to an account: powers(R) ⊆ powers(A). */
  | { kind: 'assign_role'; role: CeilingRole }
  /**
   * (b) edit, disable, reset or sign out account U: powers(U's active role) ⊆ powers(A), and U is
   * an administrator only if A is.
   */
  | { kind: 'touch_account'; activeRoleKey: string | null; permissions: Iterable<string> }
  /** (c) add permission p to a role: A holds p. */
  | { kind: 'grant_permission'; permission: string }
  /** (d) add menu child `group/child` to a role: it is in A's own menu. */
  | { kind: 'grant_menu'; group: string; child: string }
  /** (e) edit the permissions or menu of role R: never a role A holds. */
  | { kind: 'edit_role_access'; roleId: number };

export type CeilingVerdict = { allowed: true } | { allowed: false; message: string };

export const CEILING_MESSAGES = {
  permission: (label: string) => `不能授予自己没有的权限：${label}`,
  role: (name: string) => `不能分配超出自己权限的角色：${name}`,
  menu: (title: string) => `不能授予自己没有的菜单：${title}`,
  account: '该账号的权限超出你的权限范围',
  ownRole: '不能修改自己所属角色的权限',
} as const;

const ALLOWED: CeilingVerdict = { allowed: true };
const refuse = (message: string): CeilingVerdict => ({ allowed: false, message });

const isSubset = <T>(part: ReadonlySet<T>, whole: ReadonlySet<T>) =>
  [...part].every((item) => whole.has(item));

const menuTitle = (group: string, child: string) => {
  const catalogueGroup = menuCatalogue.find((entry) => entry.path === group);
  const catalogueChild = catalogueGroup?.children.find((entry) => entry.path === child);
  return catalogueGroup && catalogueChild
    ? `${catalogueGroup.title} › ${catalogueChild.title}`
    : `${group}/${child}`;
};

export function withinCeiling(actor: CeilingActor, act: CeilingAct): CeilingVerdict {
  if (actor.roleKey === 'admin') return ALLOWED;
  switch (act.kind) {
    case 'assign_role':
      return isSubset(powers(act.role.permissions), powers(actor.permissions))
        ? ALLOWED
        : refuse(CEILING_MESSAGES.role(act.role.name));
    case 'touch_account':
      if (act.activeRoleKey === 'admin') return refuse(CEILING_MESSAGES.account);
      return isSubset(powers(act.permissions), powers(actor.permissions))
        ? ALLOWED
        : refuse(CEILING_MESSAGES.account);
    case 'grant_permission': {
      if (new Set(actor.permissions).has(act.permission)) return ALLOWED;
      const label = isPermission(act.permission) ? PERMISSIONS[act.permission].label : act.permission;
      return refuse(CEILING_MESSAGES.permission(label));
    }
    case 'grant_menu':
      return new Set(actor.menu).has(`${act.group}/${act.child}`)
        ? ALLOWED
        : refuse(CEILING_MESSAGES.menu(menuTitle(act.group, act.child)));
    case 'edit_role_access':
      return actor.roleIds.includes(act.roleId) ? refuse(CEILING_MESSAGES.ownRole) : ALLOWED;
  }
}
