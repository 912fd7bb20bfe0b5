import type { MenuEntry, RoleAccess, RoleRow } from '@creator-console/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { operationLogs, rolePermissions, roles } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Body = Record<string, unknown>;
const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body) =>
  t.injectAs(user, { method, url, ...(payload ? { payload } : {}) });
const data = <T>(response: LightMyRequestResponse) => response.json<{ data: T }>().data;
const message = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

const roleList = async () => data<RoleRow[]>(await call('admin', 'GET', '/api/admin/roles'));
const roleByKey = async (key: string) => (await roleList()).find((role) => role.key === key)!;
const accessOf = async (id: number, user = 'admin') =>
  data<RoleAccess>(await call(user, 'GET', `/api/admin/roles/${id}/access`));
const logRows = (action: string, targetId: number) =>
  t.database.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.action, action), eq(operationLogs.targetId, targetId)));
const menuKeys = (menu: MenuEntry[]) =>
  menu.flatMap((entry) => entry.children.map((child) => child.component));

describe('roles (admin.md §6.2)', () => {
  it('lists every role with its counts, for role:manage only', async () => {
    const list = await roleList();
    const reviewer = list.find((role) => role.key === 'reviewer')!;
    expect(reviewer).toMatchObject({
      name: '内容审核员',
      builtin: false,
      user_count: 2,
      permission_count: 3,
    });
    expect(list.find((role) => role.key === 'operator')).toMatchObject({ builtin: true });
    for (const user of ['operator', 'creator', 'sysop']) {
      const refused = await call(user, 'GET', '/api/admin/roles');
      expect(refused.statusCode).toBe(403);
      expect(message(refused)).toBe('没有权限执行此操作');
    }
  });

  it('creates a custom role with its key and name rules, logging it', async () => {
    const bad = await call('admin', 'POST', '/api/admin/roles', { key: '1x', name: '', description: '' });
    expect(bad.statusCode).toBe(400);
    const issues = bad.json<{ issues: { path: string[]; message: string }[] }>().issues;
    expect(issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['角色标识须以小写字母开头，仅含小写字母、数字和下划线', '请填写角色名称']),
    );
    const long = await call('admin', 'POST', '/api/admin/roles', { key: 'long', name: '长'.repeat(21) });
    expect(message(long)).toBe('角色名称不能超过 20 字');
    for (const key of ['admin', 'reviewer']) {
      const taken = await call('admin', 'POST', '/api/admin/roles', { key, name: '新角色' });
      expect(taken.statusCode).toBe(400);
      expect(message(taken)).toBe('角色标识已存在');
    }
    const nameTaken = await call('admin', 'POST', '/api/admin/roles', { key: 'ops2', name: '运营' });
    expect([nameTaken.statusCode, message(nameTaken)]).toEqual([400, '角色名称已存在']);

    const created = await call('admin', 'POST', '/api/admin/roles', {
      key: 'editor',
      name: '编辑',
      description: '内容编辑',
      copy_from: (await roleByKey('reviewer')).id,
    });
    expect(created.statusCode).toBe(200);
    const role = data<RoleRow>(created);
    expect(role).toMatchObject({
      key: 'editor',
      name: '编辑',
      builtin: false,
      user_count: 0,
      permission_count: 3,
    });
    expect((await accessOf(role.id)).permissions).toEqual(['log:view', 'review:album', 'review:video']);
    const [log] = await logRows('role.create', role.id);
    expect(log).toMatchObject({
      module: 'role',
      targetType: 'role',
      targetLabel: '编辑',
      outcome: 'success',
    });
  });

  it('renames custom roles only, with the version guarding concurrent edits', async () => {
    const operator = await roleByKey('operator');
    const rename = await call('admin', 'PUT', `/api/admin/roles/${operator.id}`, {
      name: '运营人员',
      description: '',
      version: operator.version,
    });
    expect([rename.statusCode, message(rename)]).toEqual([202, '系统内置角色不能修改名称']);
    const missingVersion = await call('admin', 'PUT', `/api/admin/roles/${operator.id}`, { name: '运营' });
    expect([missingVersion.statusCode, message(missingVersion)]).toEqual([400, '请刷新后重试']);

    const editor = await roleByKey('editor');
    const body = { name: '内容编辑', description: '改过', version: editor.version };
    const first = await call('admin', 'PUT', `/api/admin/roles/${editor.id}`, body);
    expect(first.statusCode).toBe(200);
    expect(data<RoleRow>(first)).toMatchObject({ name: '内容编辑', version: editor.version + 1 });
    const second = await call('admin', 'PUT', `/api/admin/roles/${editor.id}`, { ...body, name: '编辑2' });
    expect([second.statusCode, message(second)]).toEqual([202, '角色已被他人修改，请刷新后重试']);
    const [log] = await logRows('role.update', editor.id);
    expect(log?.before).toEqual({ name: '编辑', description: '内容编辑' });
    expect(log?.after).toEqual({ name: '内容编辑', description: '改过' });
  });

  it('deletes only custom roles nobody holds', async () => {
    const admin = await roleByKey('admin');
    const builtin = await call('admin', 'DELETE', `/api/admin/roles/${admin.id}`);
    expect([builtin.statusCode, message(builtin)]).toEqual([202, '系统内置角色不能删除']);
    const reviewer = await roleByKey('reviewer');
    const held = await call('admin', 'DELETE', `/api/admin/roles/${reviewer.id}`);
    expect([held.statusCode, message(held)]).toEqual([202, '该角色已分配给 2 个账号，无法删除']);

    const support = await roleByKey('support');
    const deleted = await call('admin', 'DELETE', `/api/admin/roles/${support.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await logRows('role.delete', support.id)).toHaveLength(1);
    const again = await call('admin', 'DELETE', `/api/admin/roles/${support.id}`);
    expect([again.statusCode, message(again)]).toEqual([404, '角色不存在']);
  });
});

describe('role access (admin.md §6.3, §4, §10.3)', () => {
  it('answers the catalogue with what the editor holds', async () => {
    const catalogue = data<{
      groups: { path: string; children: { component: string; requires: string[][]; held: boolean }[] }[];
      permissions: { key: string; held: boolean }[];
    }>(await call('admin', 'GET', '/api/admin/access-catalogue'));
    const one = catalogue.groups
      .find((g) => g.path === 'audit')!
      .children.find((c) => c.component === 'audit/one');
    expect(one).toMatchObject({ requires: [['review:video']], held: true });
    expect(catalogue.groups.flatMap((g) => g.children).some((c) => c.component === 'admin/upload-tool')).toBe(
      false,
    );
    expect(catalogue.permissions.every((p) => p.held)).toBe(true);
  });

  it('takes a removed permission and menu away at once, and changes X-Access-Version', async () => {
    const reviewer = await roleByKey('reviewer');
    const before = await call('reviewer_a', 'GET', '/api/audit/statements');
    expect(before.statusCode).toBe(200);
    const versionBefore = before.headers['x-access-version'];
    expect(versionBefore).toBe(`${reviewer.id}.${reviewer.version}.0`);
    const menuBefore = menuKeys(
      data<{ menu: MenuEntry[] }>(await call('reviewer_a', 'GET', '/api/my-menu')).menu,
    );
    expect(menuBefore).toContain('audit/one');

    const access = await accessOf(reviewer.id);
    expect(access.editable).toBe(true);
    const menus = access.menus.map((grant) =>
      grant.group === 'audit' ? { ...grant, children: grant.children.filter((c) => c !== 'one') } : grant,
    );
    const saved = await call('admin', 'PUT', `/api/admin/roles/${reviewer.id}/access`, {
      version: access.version,
      menus,
      permissions: ['log:view', 'review:album'],
    });
    expect(saved.statusCode).toBe(200);
    expect(data(saved)).toEqual({
      version: access.version + 1,
      added: [],
      removed: ['audit/one', 'review:video'],
      affected_users: 2,
    });

    const after = await call('reviewer_a', 'GET', '/api/audit/statements');
    expect(after.statusCode).toBe(403);
    const menuAfter = await call('reviewer_a', 'GET', '/api/my-menu');
    expect(menuKeys(data<{ menu: MenuEntry[] }>(menuAfter).menu)).not.toContain('audit/one');
    expect(menuKeys(data<{ menu: MenuEntry[] }>(menuAfter).menu)).not.toContain('admin/upload-tool');
    expect(menuAfter.headers['x-access-version']).toBe(`${reviewer.id}.${access.version + 1}.0`);

    const [log] = await logRows('role.access_update', reviewer.id);
    expect(log?.before).toEqual({
      menus: [...menuBefore].sort(),
      permissions: ['log:view', 'review:album', 'review:video'],
    });
    expect(log?.after).toEqual({
      menus: menuBefore.filter((key) => key !== 'audit/one').sort(),
      permissions: ['log:view', 'review:album'],
    });
  });

  it('refuses unknown entries, the upload tool and the administrator role', async () => {
    const reviewer = await roleByKey('reviewer');
    const put = (menus: unknown, permissions: string[], id = reviewer.id, version = reviewer.version) =>
      call('admin', 'PUT', `/api/admin/roles/${id}/access`, { version, menus, permissions } as Body);
    const unknownMenu = await put([{ group: 'audit', children: ['nine'] }], []);
    expect([unknownMenu.statusCode, message(unknownMenu)]).toEqual([400, '菜单项不存在：audit/nine']);
    const unknownPermission = await put([], ['review:everything']);
    expect([unknownPermission.statusCode, message(unknownPermission)]).toEqual([
      400,
      '权限不存在：review:everything',
    ]);
    const upload = await put([{ group: 'admin', children: ['upload-tool'] }], []);
    expect([upload.statusCode, message(upload)]).toEqual([400, '上传工具不能分配给角色']);
    const admin = await roleByKey('admin');
    const adminRole = await put([], [], admin.id, admin.version);
    expect([adminRole.statusCode, message(adminRole)]).toEqual([202, '管理员角色拥有全部权限，不能修改']);
    expect((await accessOf(admin.id)).editable).toBe(false);
  });

  it('lets exactly one of two saves of the same version win', async () => {
    const reviewer = await roleByKey('reviewer');
    const access = await accessOf(reviewer.id);
    const body = { version: access.version, menus: access.menus, permissions: access.permissions };
    const [a, b] = await Promise.all([
      call('admin', 'PUT', `/api/admin/roles/${reviewer.id}/access`, { ...body, permissions: ['log:view'] }),
      call('admin_li', 'PUT', `/api/admin/roles/${reviewer.id}/access`, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 202]);
    const loser = a.statusCode === 202 ? a : b;
    expect(message(loser)).toBe('角色权限已被他人修改，请刷新后重试');
    expect((await accessOf(reviewer.id)).version).toBe(access.version + 1);
  });

  it('keeps staff within their ceiling, and a refusal changes no row', async () => {
    // Administrators hand 系统运营 the role pages.
    const sysop = await roleByKey('sysop');
    const sysopAccess = await accessOf(sysop.id);
    const granted = await call('admin', 'PUT', `/api/admin/roles/${sysop.id}/access`, {
      version: sysopAccess.version,
      menus: [
        ...sysopAccess.menus.filter((grant) => grant.group !== 'admin'),
        {
          group: 'admin',
          children: [...sysopAccess.menus.find((grant) => grant.group === 'admin')!.children, 'role', 'menu'],
        },
      ],
      permissions: [...sysopAccess.permissions, 'role:manage'],
    });
    expect(granted.statusCode).toBe(200);

    const own = await accessOf(sysop.id, 'sysop');
    expect(own).toMatchObject({ editable: false, reason: '不能修改自己所属角色的权限' });
    const ownPut = await call('sysop', 'PUT', `/api/admin/roles/${sysop.id}/access`, {
      version: own.version,
      menus: own.menus,
      permissions: own.permissions,
    });
    expect([ownPut.statusCode, message(ownPut)]).toEqual([403, '不能修改自己所属角色的权限']);

    const editor = await roleByKey('editor');
    const editorAccess = await accessOf(editor.id, 'sysop');
    expect(editorAccess.editable).toBe(true);
    const rowsBefore = await t.database.db
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, editor.id));
    const overPermission = await call('sysop', 'PUT', `/api/admin/roles/${editor.id}/access`, {
      version: editorAccess.version,
      menus: editorAccess.menus,
      permissions: [...editorAccess.permissions, 'finance:review'],
    });
    expect([overPermission.statusCode, message(overPermission)]).toEqual([
      403,
      '不能授予自己没有的权限：财务审核',
    ]);
    const overMenu = await call('sysop', 'PUT', `/api/admin/roles/${editor.id}/access`, {
      version: editorAccess.version,
      menus: [...editorAccess.menus, { group: 'finance', children: ['index'] }],
      permissions: editorAccess.permissions,
    });
    expect([overMenu.statusCode, message(overMenu)]).toEqual([
      403,
      '不能授予自己没有的菜单：钱包管理 › 列表审核',
    ]);
    // What the role already had and the editor lacks may stay; the refusals wrote nothing.
    expect(
      await t.database.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, editor.id)),
    ).toEqual(rowsBefore);
    const [row] = await t.database.db.select().from(roles).where(eq(roles.id, editor.id));
    expect(row?.version).toBe(editorAccess.version);

    const copy = await call('sysop', 'POST', '/api/admin/roles', {
      key: 'finance_copy',
      name: '财务副本',
      copy_from: (await roleByKey('operator')).id,
    });
    expect(copy.statusCode).toBe(403);
    expect(message(copy)).toMatch(/^不能授予自己没有的权限：/);
    expect((await roleList()).some((role) => role.key === 'finance_copy')).toBe(false);

    const catalogue = data<{ permissions: { key: string; held: boolean }[] }>(
      await call('sysop', 'GET', '/api/admin/access-catalogue'),
    );
    expect(catalogue.permissions.find((p) => p.key === 'review:video')?.held).toBe(false);
    expect(catalogue.permissions.find((p) => p.key === 'account:manage')?.held).toBe(true);
  });

  it('previews exactly the menu a holder gets, with and without the 直播 label', async () => {
    const creator = await roleByKey('creator');
    const plain = data<MenuEntry[]>(
      await call('admin', 'GET', `/api/admin/roles/${creator.id}/preview?live_tag=0`),
    );
    const live = data<MenuEntry[]>(
      await call('admin', 'GET', `/api/admin/roles/${creator.id}/preview?live_tag=1`),
    );
    expect(plain.some((entry) => entry.path === 'live')).toBe(false);
    expect(live.some((entry) => entry.path === 'live')).toBe(true);
    expect(live).toEqual(data<{ menu: MenuEntry[] }>(await call('creator_live', 'GET', '/api/my-menu')).menu);
    expect(plain).toEqual(data<{ menu: MenuEntry[] }>(await call('creator', 'GET', '/api/my-menu')).menu);
  });
});

describe('the upload tool in production (admin.md §10.13)', () => {
  it('is in no menu of a production build', async () => {
    const production = await buildTestApp({ config: { nodeEnv: 'production' } });
    try {
      const admin = await production.injectAs('admin', { method: 'GET', url: '/api/my-menu' });
      expect(menuKeys(data<{ menu: MenuEntry[] }>(admin).menu)).not.toContain('admin/upload-tool');
      const adminRole = data<RoleRow[]>(
        await production.injectAs('admin', { method: 'GET', url: '/api/admin/roles' }),
      ).find((role) => role.key === 'admin')!;
      const preview = await production.injectAs('admin', {
        method: 'GET',
        url: `/api/admin/roles/${adminRole.id}/preview`,
      });
      expect(menuKeys(data<MenuEntry[]>(preview))).not.toContain('admin/upload-tool');
    } finally {
      await production.close();
    }
    // Outside production the administrators have it, and only they.
    const admin = await call('admin', 'GET', '/api/my-menu');
    expect(menuKeys(data<{ menu: MenuEntry[] }>(admin).menu)).toContain('admin/upload-tool');
  });
});
