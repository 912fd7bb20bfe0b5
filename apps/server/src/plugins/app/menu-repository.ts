import {
  LIVE_TAG,
  menuCatalogue,
  toMenuEntry,
  UPLOAD_TOOL_CHILD,
  type CatalogueGroup,
  type MenuEntry,
} from '@creator-console/contract';
import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { PAGE_RIGHTS } from '../../auth/page-rights.js';
import { LIVE_ROLES } from '../../auth/roles.js';
import { roleMenus, rolePermissions } from '../../db/schema/index.js';
import type { ActiveRole } from './users-repository.js';

export interface MenuRepository {
  /**
   * The permitted menu of spec §2: administrators get the whole catalogue (plus the upload tool
   * outside production); other roles what their role's menu rows allow, in catalogue order, and
   * the live group only for creators and MCNs tagged 直播. A group whose permitted children are
   * all hidden is itself hidden.
   */
  menuFor(userId: number, role: ActiveRole | null): Promise<MenuEntry[]>;
  /**
   * `menuFor` for any holder of `role`, with or without the 直播 label (the role editor's
   * preview): the same rules, the label given instead of read.
   */
  menuOfRole(role: Pick<ActiveRole, 'id' | 'key'>, liveTagged: boolean): Promise<MenuEntry[]>;
  /** Page-rights keys of a role (src/auth/page-rights.ts); administrators have every one. */
  pageRights(role: ActiveRole): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    menus: MenuRepository;
  }
}

export default fp(
  async (app) => {
    const { db } = app;
    const withUploadTool = app.config.nodeEnv !== 'production';

    const adminMenu = (): MenuEntry[] =>
      menuCatalogue.map((group) =>
        toMenuEntry(
          group.path === 'admin' && withUploadTool
            ? { ...group, children: [...group.children, UPLOAD_TOOL_CHILD] }
            : group,
        ),
      );

    const repository: MenuRepository = {
      async menuFor(userId, role) {
        if (!role) return [];
        if (role.key === 'admin') return adminMenu();
        const mayGoLive =
          LIVE_ROLES.includes(role.key) && (await app.users.adminTagNames(userId)).includes(LIVE_TAG);
        return repository.menuOfRole(role, mayGoLive);
      },

      async menuOfRole(role, liveTagged) {
        if (role.key === 'admin') return adminMenu();
        const rows = await db
          .select({ group: roleMenus.groupPath, child: roleMenus.childPath })
          .from(roleMenus)
          .where(eq(roleMenus.roleId, role.id));
        const permitted = new Map<string, Set<string>>();
        for (const { group, child } of rows) {
          const children = permitted.get(group) ?? new Set<string>();
          children.add(child);
          permitted.set(group, children);
        }
        const mayGoLive = LIVE_ROLES.includes(role.key) && liveTagged;
        const visible = (group: CatalogueGroup) =>
          permitted.has(group.path) && (group.path !== 'live' || mayGoLive);
        return (
          menuCatalogue
            .filter(visible)
            .map((group) => toMenuEntry(group, (child) => permitted.get(group.path)!.has(child.path)))
            .filter((entry) => entry.children.length > 0)
            // A group whose permitted pages are all hidden (a creator's certification forms) is
            // routable but has nothing to show in the sidebar.
            .map((entry) => ({
              ...entry,
              hidden: entry.hidden || entry.children.every((child) => child.hidden),
            }))
        );
      },

      async pageRights(role) {
        if (role.key === 'admin') return Object.keys(PAGE_RIGHTS);
        const rows = await db
          .select({ permission: rolePermissions.permission })
          .from(rolePermissions)
          .where(eq(rolePermissions.roleId, role.id))
          .orderBy(asc(rolePermissions.permission));
        return rows.map((row) => row.permission);
      },
    };
    app.decorate('menus', repository);
  },
  { name: 'menu-repository', dependencies: ['db', 'users-repository'] },
);
