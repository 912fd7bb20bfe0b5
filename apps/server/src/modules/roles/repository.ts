import {
  BUILTIN_ROLE_KEYS,
  CATALOGUE_KEYS,
  isPermission,
  menuCatalogue,
  PAGE_REQUIRES,
  PERMISSION_KEYS,
  PERMISSION_SCOPES,
  PERMISSIONS,
  ROLE,
  ROLE_MESSAGES,
  UPLOAD_TOOL_MENU_KEY,
  type AccessCatalogue,
  type MenuEntry,
  type RoleAccess,
  type RoleAccessResult,
  type RoleMenuGrant,
  type RoleRow,
} from '@creator-console/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { withinCeiling, type CeilingActor } from '../../auth/ceiling.js';
import type { Transaction } from '../../db/database.js';
import { iso, isUniqueViolation } from '../../db/queries.js';
import { roleMenus, rolePermissions, roles, userRoles } from '../../db/schema/index.js';
import { BadRequestError, BusinessRuleError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { Principal } from '../../plugins/app/authorization.js';
import type { RequestContext } from '../operation-log/record.js';

/** Who is editing, with where the request came from (for the log). */
export interface RoleEditor {
  principal: Principal;
  context: RequestContext;
}

export interface RolesRepository {
  list(): Promise<RoleRow[]>;
  create(
    body: { key: string; name: string; description: string; copy_from?: number | undefined },
    editor: RoleEditor,
  ): Promise<RoleRow>;
  update(
    id: number,
    body: { name: string; description: string; version: number },
    editor: RoleEditor,
  ): Promise<RoleRow>;
  remove(id: number, editor: RoleEditor): Promise<void>;
  catalogue(principal: Principal): Promise<AccessCatalogue>;
  access(id: number, principal: Principal): Promise<RoleAccess>;
  updateAccess(
    id: number,
    body: { version: number; menus: RoleMenuGrant[]; permissions: string[] },
    editor: RoleEditor,
  ): Promise<RoleAccessResult>;
  preview(id: number, liveTagged: boolean): Promise<MenuEntry[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    roles: RolesRepository;
  }
}

const BUILTIN_NAMES: readonly string[] = Object.values(ROLE);
const ALL_MENU_KEYS = [...CATALOGUE_KEYS].sort();

const sorted = (items: Iterable<string>) => [...new Set(items)].sort();

/** `group/child` strings → the wire's groups, in catalogue order. */
function grantsOf(keys: Iterable<string>): RoleMenuGrant[] {
  const held = new Set(keys);
  return menuCatalogue
    .map((group) => ({
      group: group.path,
      children: group.children
        .map((child) => child.path)
        .filter((child) => held.has(`${group.path}/${child}`)),
    }))
    .filter((grant) => grant.children.length > 0);
}

const nameTaken = () =>
  new BadRequestError(ROLE_MESSAGES.nameTaken, [{ path: ['name'], message: ROLE_MESSAGES.nameTaken }]);
const keyTaken = () =>
  new BadRequestError(ROLE_MESSAGES.keyTaken, [{ path: ['key'], message: ROLE_MESSAGES.keyTaken }]);

interface ListRow extends RoleRecord {
  updatedAt: Date;
  userCount: number;
  permissionCount: number;
  menuCount: number;
}

interface RoleRecord {
  id: number;
  key: string;
  name: string;
  description: string;
  builtin: boolean;
  version: number;
}

/**
 * Roles and their access (admin.md §6.2–6.3). Every write runs in one transaction with its
 * operation-log row; a change of what a role may see or do drops every cached principal and menu
 * after the commit (`sessions.forgetAll`), so the holders' next request is judged by it.
 */
export default fp(
  async (app) => {
    const { db } = app;

    const roleColumns = {
      id: roles.id,
      key: roles.key,
      name: roles.name,
      description: roles.description,
      builtin: roles.builtin,
      version: roles.version,
    };

    async function findRole(q: Transaction | typeof db, id: number, lock = false): Promise<RoleRecord> {
      const query = q.select(roleColumns).from(roles).where(eq(roles.id, id));
      const [row] = lock ? await query.for('update') : await query;
      if (!row) throw new NotFoundError(ROLE_MESSAGES.notFound);
      return row;
    }

    /** What a role has: its rows, or everything for the administrator role (granted by code). */
    async function accessOf(q: Transaction | typeof db, role: Pick<RoleRecord, 'id' | 'key'>) {
      if (role.key === 'admin') return { menus: ALL_MENU_KEYS, permissions: [...PERMISSION_KEYS].sort() };
      // One after the other: inside a transaction the queries share one connection.
      const menuRows = await q
        .select({ group: roleMenus.groupPath, child: roleMenus.childPath })
        .from(roleMenus)
        .where(eq(roleMenus.roleId, role.id));
      const permissionRows = await q
        .select({ permission: rolePermissions.permission })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, role.id));
      return {
        menus: sorted(menuRows.map((row) => `${row.group}/${row.child}`)),
        permissions: sorted(permissionRows.map((row) => row.permission)),
      };
    }

    /** The editor as the ceiling sees them: active role, every role held, rights and own menu. */
    async function ceilingActor(principal: Principal): Promise<CeilingActor> {
      const [held, menu] = await Promise.all([
        db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, principal.userId)),
        app.menus.menuFor(principal.userId, principal.role),
      ]);
      return {
        roleKey: principal.role?.key ?? '',
        roleIds: held.map((row) => row.id),
        permissions: principal.permissions,
        menu: menu.flatMap((entry) => entry.children.map((child) => child.component)),
      };
    }

    /** 403 for the first addition the editor could not grant (ceiling c, d). */
    function checkGrants(actor: CeilingActor, menus: Iterable<string>, permissions: Iterable<string>) {
      for (const permission of permissions) {
        const verdict = withinCeiling(actor, { kind: 'grant_permission', permission });
        if (!verdict.allowed) throw new ForbiddenError(verdict.message);
      }
      for (const key of menus) {
        const [group, ...rest] = key.split('/');
        const verdict = withinCeiling(actor, { kind: 'grant_menu', group: group!, child: rest.join('/') });
        if (!verdict.allowed) throw new ForbiddenError(verdict.message);
      }
    }

    async function rowOf(q: Transaction | typeof db, id: number): Promise<RoleRow> {
      const [row] = await listQuery(q).where(eq(roles.id, id));
      if (!row) throw new NotFoundError(ROLE_MESSAGES.notFound);
      return toRow(row);
    }

    const listQuery = (q: Transaction | typeof db) =>
      q
        .select({
          ...roleColumns,
          updatedAt: roles.updatedAt,
          userCount: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`,
          permissionCount: sql<number>`(select count(*)::int from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id})`,
          menuCount: sql<number>`(select count(*)::int from ${roleMenus} where ${roleMenus.roleId} = ${roles.id})`,
        })
        .from(roles);

    const toRow = (row: ListRow): RoleRow => {
      const admin = row.key === 'admin';
      return {
        id: row.id,
        key: row.key,
        name: row.name,
        description: row.description,
        builtin: row.builtin,
        user_count: row.userCount,
        permission_count: admin ? PERMISSION_KEYS.length : row.permissionCount,
        menu_count: admin ? ALL_MENU_KEYS.length : row.menuCount,
        version: row.version,
        updated_at: iso(row.updatedAt),
      };
    };

    async function checkNameFree(q: Transaction | typeof db, name: string, exceptId: number | null) {
      const [other] = await q
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.name, name), exceptId === null ? undefined : ne(roles.id, exceptId)));
      if (other || (exceptId === null && BUILTIN_NAMES.includes(name))) throw nameTaken();
    }

    /** Replaces a role's rows with the given access. */
    async function writeAccess(tx: Transaction, roleId: number, menus: string[], permissions: string[]) {
      await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
      if (menus.length > 0)
        await tx.insert(roleMenus).values(
          menus.map((key) => {
            const [groupPath, ...rest] = key.split('/');
            return { roleId, groupPath: groupPath!, childPath: rest.join('/') };
          }),
        );
      if (permissions.length > 0)
        await tx.insert(rolePermissions).values(permissions.map((permission) => ({ roleId, permission })));
    }

    const repository: RolesRepository = {
      async list() {
        const rows = await listQuery(db).orderBy(asc(roles.position), asc(roles.id));
        return rows.map(toRow);
      },

      async create(body, { principal, context }) {
        if ((BUILTIN_ROLE_KEYS as readonly string[]).includes(body.key)) throw keyTaken();
        const actor = await ceilingActor(principal);
        try {
          const id = await db.transaction(async (tx) => {
            const [sameKey] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, body.key));
            if (sameKey) throw keyTaken();
            await checkNameFree(tx, body.name, null);
            let copied = { menus: [] as string[], permissions: [] as string[] };
            if (body.copy_from !== undefined) {
              const source = await findRole(tx, body.copy_from);
              copied = await accessOf(tx, source);
              copied.menus = copied.menus.filter((key) => key !== UPLOAD_TOOL_MENU_KEY);
              checkGrants(actor, copied.menus, copied.permissions);
            }
            const [created] = await tx
              .insert(roles)
              .values({
                key: body.key,
                name: body.name,
                description: body.description,
                builtin: false,
                position: sql`(select coalesce(max(${roles.position}), 0) + 1 from ${roles})`,
              })
              .returning({ id: roles.id });
            await writeAccess(tx, created!.id, copied.menus, copied.permissions);
            await app.operationLog.record(tx, {
              module: 'role',
              action: 'role.create',
              targetType: 'role',
              targetId: created!.id,
              targetLabel: body.name,
              actorId: principal.userId,
              summary:
                body.copy_from === undefined
                  ? `新建角色 ${body.name}`
                  : `新建角色 ${body.name}（复制权限自角色 #${body.copy_from}）`,
              after: { key: body.key, name: body.name, description: body.description, ...copied },
              context,
            });
            return created!.id;
          });
          return await rowOf(db, id);
        } catch (error) {
          if (isUniqueViolation(error)) {
            const [sameKey] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, body.key));
            throw sameKey ? keyTaken() : nameTaken();
          }
          throw error;
        }
      },

      async update(id, body, { principal, context }) {
        const current = await findRole(db, id);
        if (body.name !== current.name) await checkNameFree(db, body.name, id);
        if (current.builtin && body.name !== current.name)
          throw new BusinessRuleError(ROLE_MESSAGES.builtinRename);
        try {
          await db.transaction(async (tx) => {
            const role = await findRole(tx, id, true);
            if (role.version !== body.version) throw new BusinessRuleError(ROLE_MESSAGES.stale);
            await tx
              .update(roles)
              .set({
                name: body.name,
                description: body.description,
                version: sql`${roles.version} + 1`,
                updatedAt: new Date(),
              })
              .where(eq(roles.id, id));
            await app.operationLog.record(tx, {
              module: 'role',
              action: 'role.update',
              targetType: 'role',
              targetId: id,
              targetLabel: body.name,
              actorId: principal.userId,
              summary:
                role.name === body.name
                  ? `修改角色 ${body.name} 的说明`
                  : `角色 ${role.name} 改名为 ${body.name}`,
              before: { name: role.name, description: role.description },
              after: { name: body.name, description: body.description },
              context,
            });
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw nameTaken();
          throw error;
        }
        // The name is in every holder's profile and the version in their X-Access-Version.
        await app.sessions.forgetAll();
        return rowOf(db, id);
      },

      async remove(id, { principal, context }) {
        await db.transaction(async (tx) => {
          // Locks the role: an assignment of it (a key-share lock on this row) waits until we are done.
          const role = await findRole(tx, id, true);
          if (role.builtin) throw new BusinessRuleError(ROLE_MESSAGES.builtinDelete);
          const [counted] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(userRoles)
            .where(eq(userRoles.roleId, id));
          if ((counted?.n ?? 0) > 0) throw new BusinessRuleError(ROLE_MESSAGES.inUse(counted!.n));
          const access = await accessOf(tx, role);
          await tx.delete(roles).where(eq(roles.id, id));
          await app.operationLog.record(tx, {
            module: 'role',
            action: 'role.delete',
            targetType: 'role',
            targetId: id,
            targetLabel: role.name,
            actorId: principal.userId,
            summary: `删除角色 ${role.name}`,
            before: { key: role.key, name: role.name, description: role.description, ...access },
            after: {},
            context,
          });
        });
      },

      async catalogue(principal) {
        const actor = await ceilingActor(principal);
        const menu = new Set(actor.menu);
        const admin = actor.roleKey === 'admin';
        return {
          groups: menuCatalogue.map((group) => ({
            path: group.path,
            title: group.title,
            title_en: group.titleEn,
            hidden: group.hidden ?? false,
            children: group.children.map((child) => {
              const component = `${group.path}/${child.path}`;
              return {
                path: child.path,
                title: child.title,
                title_en: child.titleEn,
                hidden: child.hidden ?? false,
                component,
                requires: (PAGE_REQUIRES[component] ?? []).map((requirement) => [...requirement]),
                held: admin || menu.has(component),
              };
            }),
          })),
          permissions: PERMISSION_KEYS.map((key) => ({
            key,
            label: PERMISSIONS[key].label,
            description: PERMISSIONS[key].description,
            scope: PERMISSION_SCOPES[key],
            held: admin || principal.permissions.has(key),
          })),
        };
      },

      async access(id, principal) {
        const role = await findRole(db, id);
        const { menus, permissions } = await accessOf(db, role);
        const base = { version: role.version, menus: grantsOf(menus), permissions };
        if (role.key === 'admin') return { ...base, editable: false, reason: ROLE_MESSAGES.adminReadOnly };
        const verdict = withinCeiling(await ceilingActor(principal), {
          kind: 'edit_role_access',
          roleId: id,
        });
        return verdict.allowed
          ? { ...base, editable: true }
          : { ...base, editable: false, reason: verdict.message };
      },

      async updateAccess(id, body, { principal, context }) {
        const role = await findRole(db, id);
        const actor = await ceilingActor(principal);
        const own = withinCeiling(actor, { kind: 'edit_role_access', roleId: id });
        if (!own.allowed) throw new ForbiddenError(own.message);

        const menus = new Set<string>();
        for (const grant of body.menus)
          for (const child of grant.children) {
            const key = `${grant.group}/${child}`;
            if (key === UPLOAD_TOOL_MENU_KEY)
              throw new BadRequestError(ROLE_MESSAGES.uploadTool, [
                { path: ['menus'], message: ROLE_MESSAGES.uploadTool },
              ]);
            if (!CATALOGUE_KEYS.has(key)) {
              const message = ROLE_MESSAGES.unknownMenu(grant.group, child);
              throw new BadRequestError(message, [{ path: ['menus'], message }]);
            }
            menus.add(key);
          }
        const permissions = new Set<string>();
        for (const key of body.permissions) {
          if (!isPermission(key)) {
            const message = ROLE_MESSAGES.unknownPermission(key);
            throw new BadRequestError(message, [{ path: ['permissions'], message }]);
          }
          permissions.add(key);
        }
        const after = { menus: sorted(menus), permissions: sorted(permissions) };

        if (role.key === 'admin') throw new BusinessRuleError(ROLE_MESSAGES.adminAccess);

        const result = await db.transaction(async (tx) => {
          const locked = await findRole(tx, id, true);
          const before = await accessOf(tx, locked);
          const had = { menus: new Set(before.menus), permissions: new Set(before.permissions) };
          const addedMenus = after.menus.filter((key) => !had.menus.has(key));
          const addedPermissions = after.permissions.filter((key) => !had.permissions.has(key));
          checkGrants(actor, addedMenus, addedPermissions);
          if (locked.version !== body.version) throw new BusinessRuleError(ROLE_MESSAGES.accessStale);

          await writeAccess(tx, id, after.menus, after.permissions);
          const [bumped] = await tx
            .update(roles)
            .set({ version: sql`${roles.version} + 1`, updatedAt: new Date() })
            .where(eq(roles.id, id))
            .returning({ version: roles.version });
          const removed = [
            ...before.menus.filter((key) => !menus.has(key)),
            ...before.permissions.filter((key) => !permissions.has(key)),
          ];
          const added = [...addedMenus, ...addedPermissions];
          await app.operationLog.record(tx, {
            module: 'role',
            action: 'role.access_update',
            targetType: 'role',
            targetId: id,
            targetLabel: locked.name,
            actorId: principal.userId,
            summary: `修改角色 ${locked.name} 的菜单和权限（新增 ${added.length} 项，移除 ${removed.length} 项）`,
            before,
            after,
            context,
          });
          const [counted] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(userRoles)
            .where(eq(userRoles.roleId, id));
          return { version: bumped!.version, added, removed, affected_users: counted?.n ?? 0 };
        });
        // After the commit: every cached principal and menu goes, in every process.
        await app.sessions.forgetAll();
        return result;
      },

      async preview(id, liveTagged) {
        const role = await findRole(db, id);
        return app.menus.menuOfRole(role, liveTagged);
      },
    };
    app.decorate('roles', repository);
  },
  {
    name: 'roles-repository',
    dependencies: ['db', 'sessions', 'menu-repository', 'operation-log-repository'],
  },
);
