import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs, type PermissionScope } from '../permissions.js';
import { flag, idParam, queryId, timestamp } from './common.js';
import { menuEntry } from './session.js';

/** A custom role's key: what `roles.key` is checked against in the database too (admin.md §7). */
export const ROLE_KEY_PATTERN = /^[a-z][a-z0-9_]{1,31}$/;

/** The roles the platform ships: key and name locked, never deleted (admin.md §1.3). */
export const BUILTIN_ROLE_KEYS = ['admin', 'operator', 'creator', 'mcn', 'mcn_pending'] as const;

/** The page only development and staging builds have; never part of a role's menu (admin.md §3). */
export const UPLOAD_TOOL_MENU_KEY = 'admin/upload-tool';

/** The role editor's messages that the client shows itself as well as the server (admin.md §6.2–6.3). */
export const ROLE_MESSAGES = {
  nameMissing: '请填写角色名称',
  nameTooLong: '角色名称不能超过 20 字',
  nameTaken: '角色名称已存在',
  keyInvalid: '角色标识须以小写字母开头，仅含小写字母、数字和下划线',
  keyTaken: '角色标识已存在',
  descriptionTooLong: '说明不能超过 200 字',
  versionMissing: '请刷新后重试',
  notFound: '角色不存在',
  builtinDelete: '系统内置角色不能删除',
  builtinRename: '系统内置角色不能修改名称',
  inUse: (n: number) => `该角色已分配给 ${n} 个账号，无法删除`,
  stale: '角色已被他人修改，请刷新后重试',
  accessStale: '角色权限已被他人修改，请刷新后重试',
  adminAccess: '管理员角色拥有全部权限，不能修改',
  adminReadOnly: '管理员拥有全部菜单和权限',
  ownRole: '不能修改自己所属角色的权限',
  unknownMenu: (group: string, child: string) => `菜单项不存在：${group}/${child}`,
  unknownPermission: (key: string) => `权限不存在：${key}`,
  uploadTool: '上传工具不能分配给角色',
} as const;

const roleName = z
  .string({ error: ROLE_MESSAGES.nameMissing })
  .trim()
  .min(1, ROLE_MESSAGES.nameMissing)
  .max(20, ROLE_MESSAGES.nameTooLong);
const roleDescription = z
  .string({ error: ROLE_MESSAGES.descriptionTooLong })
  .trim()
  .max(200, ROLE_MESSAGES.descriptionTooLong)
  .default('');
const version = z
  .number({ error: ROLE_MESSAGES.versionMissing })
  .int(ROLE_MESSAGES.versionMissing)
  .min(1, ROLE_MESSAGES.versionMissing)
  .max(2_147_483_647, ROLE_MESSAGES.versionMissing);

/** A row of /admin/role. */
export const roleRow = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  builtin: z.boolean(),
  user_count: z.number().int(),
  permission_count: z.number().int(),
  menu_count: z.number().int(),
  version: z.number().int(),
  updated_at: timestamp,
});
export type RoleRow = z.infer<typeof roleRow>;

export const roleCreateBody = z.object({
  key: z.string({ error: ROLE_MESSAGES.keyInvalid }).trim().regex(ROLE_KEY_PATTERN, ROLE_MESSAGES.keyInvalid),
  name: roleName,
  description: roleDescription,
  /** Copies that role's menu and page rights, each subject to the ceiling. */
  copy_from: queryId('复制来源角色无效').optional(),
});
export type RoleCreateBody = z.input<typeof roleCreateBody>;

export const roleUpdateBody = z.object({ name: roleName, description: roleDescription, version });
export type RoleUpdateBody = z.input<typeof roleUpdateBody>;

/** A role's menu on the wire: catalogue children by group. */
export const roleMenuGrant = z.object({
  group: z.string().max(64),
  children: z.array(z.string().max(64)).max(64),
});
export type RoleMenuGrant = z.infer<typeof roleMenuGrant>;

export const roleAccess = z.object({
  version: z.number().int(),
  menus: z.array(roleMenuGrant),
  permissions: z.array(z.string()),
  /** False for the administrator role and for a role the editor holds; `reason` says why. */
  editable: z.boolean(),
  reason: z.string().optional(),
});
export type RoleAccess = z.infer<typeof roleAccess>;

export const roleAccessBody = z.object({
  version,
  menus: z.array(roleMenuGrant).max(64),
  permissions: z.array(z.string().max(64)).max(128),
});
export type RoleAccessBody = z.input<typeof roleAccessBody>;

export const roleAccessResult = z.object({
  version: z.number().int(),
  /** `group/child` strings and permission keys, sorted. */
  added: z.array(z.string()),
  removed: z.array(z.string()),
  affected_users: z.number().int(),
});
export type RoleAccessResult = z.infer<typeof roleAccessResult>;

const catalogueChild = z.object({
  path: z.string(),
  title: z.string(),
  title_en: z.string(),
  hidden: z.boolean(),
  /** `group/child`, the page registry's key. */
  component: z.string(),
  /** What the page's calls need: each entry is a set of permissions, any one of which suffices. */
  requires: z.array(z.array(z.string())),
  /** The editor has this page in their own menu (may grant it). */
  held: z.boolean(),
});
const catalogueGroup = z.object({
  path: z.string(),
  title: z.string(),
  title_en: z.string(),
  hidden: z.boolean(),
  children: z.array(catalogueChild),
});
export const accessCatalogue = z.object({
  groups: z.array(catalogueGroup),
  permissions: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      description: z.string(),
      scope: z.enum(['self', 'staff'] satisfies PermissionScope[]),
      /** The editor holds it (may grant it). */
      held: z.boolean(),
    }),
  ),
});
export type AccessCatalogue = z.infer<typeof accessCatalogue>;

const access = needs('role:manage');

export const adminRoles = defineEndpoint({
  method: 'GET',
  path: '/api/admin/roles',
  summary: 'Every role with its account, permission and menu counts (/admin/role)',
  tag: 'admin',
  access,
  response: z.array(roleRow),
});

export const createRole = defineEndpoint({
  method: 'POST',
  path: '/api/admin/roles',
  summary: 'Create a custom staff role, optionally copying another role’s menu and rights',
  tag: 'admin',
  access,
  body: roleCreateBody,
  response: roleRow,
});

export const updateRole = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/roles/{id}',
  summary: 'Rename or describe a role (built-in names are locked)',
  tag: 'admin',
  access,
  params: idParam,
  body: roleUpdateBody,
  response: roleRow,
});

export const deleteRole = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/roles/{id}',
  summary: 'Delete a custom role no account holds',
  tag: 'admin',
  access,
  params: idParam,
  response: z.null(),
});

export const accessCatalogueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/access-catalogue',
  summary: 'The menu catalogue and page rights a role may be given, with what the editor holds',
  tag: 'admin',
  access,
  response: accessCatalogue,
});

export const roleAccessEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/roles/{id}/access',
  summary: 'A role’s menu and page rights, and whether the caller may edit them',
  tag: 'admin',
  access,
  params: idParam,
  response: roleAccess,
});

export const updateRoleAccess = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/roles/{id}/access',
  summary: 'Replace a role’s menu and page rights (takes effect on the holders’ next request)',
  tag: 'admin',
  access,
  params: idParam,
  body: roleAccessBody,
  response: roleAccessResult,
});

export const roleMenuPreview = defineEndpoint({
  method: 'GET',
  path: '/api/admin/roles/{id}/preview',
  summary: 'The sidebar a holder of the role gets, with or without the 直播 label',
  tag: 'admin',
  access,
  params: idParam,
  query: z.object({ live_tag: z.coerce.number().pipe(flag).default(0) }),
  response: z.array(menuEntry),
});
