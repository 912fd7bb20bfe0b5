import {
  PERMISSION_KEYS,
  PERMISSION_SCOPES,
  PERMISSIONS,
  powers,
  type Permission,
} from '@creator-console/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CEILING_MESSAGES, withinCeiling, type CeilingActor } from '../../src/auth/ceiling.js';
import { ROLE_PAGE_RIGHTS } from '../../src/auth/page-rights.js';

const staffKeys = PERMISSION_KEYS.filter((key) => PERMISSION_SCOPES[key] === 'staff');
const selfKeys = PERMISSION_KEYS.filter((key) => PERMISSION_SCOPES[key] === 'self');

/** A 系统运营-like actor (admin.md §9). */
const sysop: CeilingActor = {
  roleKey: 'sysop',
  roleIds: [10],
  permissions: ['account:manage', 'admin:system', 'notice:publish', 'log:view'],
  menu: ['admin/index', 'admin/notice', 'log/index', 'dashboard/index'],
};
const admin: CeilingActor = { roleKey: 'admin', roleIds: [1], permissions: [], menu: [] };

describe('powers', () => {
  it('keeps only staff permissions, and knows no unknown key', () => {
    expect([...powers(ROLE_PAGE_RIGHTS.mcn)]).toEqual([]);
    expect([...powers(['review:video', 'video:publish', 'nonsense'])]).toEqual(['review:video']);
    expect(selfKeys).toEqual(
      expect.arrayContaining([
        'video:publish',
        'live:manage',
        'wallet:withdraw',
        'certification:apply',
        'mcn:manage',
      ]),
    );
    expect(staffKeys).toEqual(expect.arrayContaining(['account:manage', 'role:manage', 'log:audit']));
  });
});

describe('withinCeiling (admin.md §3)', () => {
  it('(a) assigns a role only when its staff powers are the actor’s own', () => {
    expect(
      withinCeiling(sysop, {
        kind: 'assign_role',
        role: { name: '客服', permissions: ['log:view', 'notice:publish'] },
      }),
    ).toEqual({ allowed: true });
    // Creator-side rights are no power: any staff member may make an account a creator.
    expect(
      withinCeiling(sysop, {
        kind: 'assign_role',
        role: { name: '创作者', permissions: ROLE_PAGE_RIGHTS.creator },
      }),
    ).toEqual({ allowed: true });
    expect(
      withinCeiling(sysop, {
        kind: 'assign_role',
        role: { name: '内容审核员', permissions: ['review:video', 'review:album', 'log:view'] },
      }),
    ).toEqual({ allowed: false, message: '不能分配超出自己权限的角色：内容审核员' });
  });

  it('(b) touches an account only below the actor, and an administrator only as one', () => {
    expect(
      withinCeiling(sysop, {
        kind: 'touch_account',
        activeRoleKey: 'creator',
        permissions: ROLE_PAGE_RIGHTS.creator,
      }),
    ).toEqual({ allowed: true });
    expect(withinCeiling(sysop, { kind: 'touch_account', activeRoleKey: null, permissions: [] })).toEqual({
      allowed: true,
    });
    expect(
      withinCeiling(sysop, {
        kind: 'touch_account',
        activeRoleKey: 'operator',
        permissions: ROLE_PAGE_RIGHTS.operator,
      }),
    ).toEqual({
      allowed: false,
      message: '该账号的权限超出你的权限范围',
    });
    // An administrator whose role rows were emptied is still out of reach.
    expect(withinCeiling(sysop, { kind: 'touch_account', activeRoleKey: 'admin', permissions: [] })).toEqual({
      allowed: false,
      message: CEILING_MESSAGES.account,
    });
  });

  it('(c) grants a permission only when the actor holds it, naming it', () => {
    expect(withinCeiling(sysop, { kind: 'grant_permission', permission: 'notice:publish' })).toEqual({
      allowed: true,
    });
    expect(withinCeiling(sysop, { kind: 'grant_permission', permission: 'role:manage' })).toEqual({
      allowed: false,
      message: `不能授予自己没有的权限：${PERMISSIONS['role:manage'].label}`,
    });
  });

  it('(d) grants a menu child only from the actor’s own menu', () => {
    expect(withinCeiling(sysop, { kind: 'grant_menu', group: 'admin', child: 'notice' })).toEqual({
      allowed: true,
    });
    expect(withinCeiling(sysop, { kind: 'grant_menu', group: 'admin', child: 'role' })).toEqual({
      allowed: false,
      message: '不能授予自己没有的菜单：系统管理 › 角色管理',
    });
  });

  it('(e) never edits the access of a role the actor holds', () => {
    expect(withinCeiling(sysop, { kind: 'edit_role_access', roleId: 10 })).toEqual({
      allowed: false,
      message: '不能修改自己所属角色的权限',
    });
    expect(withinCeiling(sysop, { kind: 'edit_role_access', roleId: 11 })).toEqual({ allowed: true });
  });

  it('lets administrators pass every check', () => {
    const acts = [
      { kind: 'assign_role', role: { name: '运营', permissions: staffKeys } },
      { kind: 'touch_account', activeRoleKey: 'admin', permissions: staffKeys },
      { kind: 'grant_permission', permission: 'log:audit' },
      { kind: 'grant_menu', group: 'admin', child: 'role' },
      { kind: 'edit_role_access', roleId: 1 },
    ] as const;
    for (const act of acts) expect(withinCeiling(admin, act)).toEqual({ allowed: true });
  });

  it('allows a role assignment exactly when the role’s staff powers are a subset, for random rights', () => {
    const rights = fc.subarray(PERMISSION_KEYS as Permission[]);
    fc.assert(
      fc.property(rights, rights, (actorRights, roleRights) => {
        const actor: CeilingActor = { roleKey: 'custom', roleIds: [], permissions: actorRights, menu: [] };
        const verdict = withinCeiling(actor, {
          kind: 'assign_role',
          role: { name: 'R', permissions: roleRights },
        });
        const expected = roleRights.every(
          (key) => PERMISSION_SCOPES[key] === 'self' || actorRights.includes(key),
        );
        expect(verdict.allowed).toBe(expected);
        const touch = withinCeiling(actor, {
          kind: 'touch_account',
          activeRoleKey: 'custom_2',
          permissions: roleRights,
        });
        expect(touch.allowed).toBe(expected);
      }),
    );
  });
});
