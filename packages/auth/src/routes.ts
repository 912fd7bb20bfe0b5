import type { MenuEntry, UserInfo } from '@creator-console/contract';
import { DEFAULT_PLATFORM_TITLE, HOME_CRUMB } from './constants.js';
import { activeRole, filterLiveGroup, isAdmin } from './policy.js';

/** A page of a menu group; `component` names the page module, e.g. 'video/create'. */
export interface RoutePage {
  path: string;
  name: string;
  title: string;
  hidden: boolean;
  component: string;
}

/** A menu group: one sidebar entry with its pages, inside the shared layout. */
export interface RouteGroup {
  path: string;
  title: string;
  icon: string;
  hidden: boolean;
  children: RoutePage[];
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');
/**
 * Route groups from the server's menu (spec §2): `/{path}` with children joined under it; an
 * entry without children becomes a single index page `/{path}/index` (component `{path}/index`).
 * A child path that is already absolute is kept. Page names follow the contract's `toMenuEntry`.
 */
export function menuToRoutes(menu: readonly MenuEntry[]): RouteGroup[] {
  return menu.map((entry) => {
    const segment = trimSlashes(entry.path);
    const path = `/${segment}`;
    const children: RoutePage[] =
      entry.children.length > 0
        ? entry.children.map((child) => ({
            path: child.path.startsWith('/') ? child.path : `${path}/${trimSlashes(child.path)}`,
            name: child.name,
            title: child.title,
            hidden: child.hidden,
            component: child.component,
          }))
        : [
            {
              path: `${path}/index`,
              name: `${segment.replace(/\//g, '-')}-index`,
              title: entry.title,
              hidden: false,
              component: `${segment}/index`,
            },
          ];
    return { path, title: entry.title, icon: entry.icon, hidden: entry.hidden, children };
  });
}

export interface RoutesForInput<R extends RouteGroup> {
  /** The role of `/api/my-menu`; defaults to the user's first role. */
  role?: string | null;
  menu: readonly MenuEntry[];
  /** The console's full route table, given to administrators. */
  staticTable: readonly R[];
  user: Pick<UserInfo, 'roles' | 'admin_tags'> | null | undefined;
}

/** Administrators get the static table, everyone else the server menu; then the live filter (spec §2). */
export function routesFor<R extends RouteGroup = RouteGroup>({
  role,
  menu,
  staticTable,
  user,
}: RoutesForInput<R>): Array<R | RouteGroup> {
  const routes = isAdmin(role ?? activeRole(user)) ? staticTable : menuToRoutes(menu);
  return filterLiveGroup<R | RouteGroup>(routes, user);
}

/** `${routeTitle} - ${platformTitle}`, with a generic admin title when the platform has none. */
export function pageTitle(routeTitle: string | null | undefined, platformTitle?: string | null): string {
  const platform = platformTitle || DEFAULT_PLATFORM_TITLE;
  return routeTitle ? `${routeTitle} - ${platform}` : platform;
}

export interface Crumb {
  path: string;
  title: string;
}

const isDashboard = (path: string) => path === HOME_CRUMB.path || path.startsWith(`${HOME_CRUMB.path}/`);

/**
 * The breadcrumb of a path (query ignored): group, then page, starting with a home crumb to
 * /dashboard unless the first crumb is the dashboard. A single index page shows one crumb.
 */
export function breadcrumbFor(pathWithQuery: string, routes: readonly RouteGroup[]): Crumb[] {
  const pathname = pathWithQuery.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, '$1');
  let crumbs: Crumb[] = [];
  for (const group of routes) {
    const page = group.children.find((child) => child.path === pathname);
    if (page) {
      const groupCrumb = { path: group.path, title: group.title };
      const pageCrumb = { path: page.path, title: page.title };
      crumbs = group.title && group.title !== page.title ? [groupCrumb, pageCrumb] : [pageCrumb];
      break;
    }
    if (group.path === pathname) {
      crumbs = [{ path: group.path, title: group.title }];
      break;
    }
  }
  return crumbs[0] && isDashboard(crumbs[0].path) ? crumbs : [{ ...HOME_CRUMB }, ...crumbs];
}
