import type { RouteGroup, RoutePage } from '@creator-console/auth';
import { createExternalStore, useExternalStore } from './external-store';

/**
 * The routes of the signed-in user, built once per session from the menu (null until then). The
 * guard loads them; logout resets them.
 */
export const menuRoutesStore = createExternalStore<readonly RouteGroup[] | null>(null);

/** After logout or a new login: the next signed-in navigation builds the routes again. */
export const resetMenuRoutes = (): void => menuRoutesStore.set(null);

export const useMenuRoutes = (): readonly RouteGroup[] | null => useExternalStore(menuRoutesStore);

export interface RouteMatch {
  group: RouteGroup;
  page: RoutePage;
}

const normalise = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/**
 * The menu page at a path. A group's own path (`/dashboard`) shows the group's index page, so the
 * address a user types or bookmarks without `/index` still opens it.
 */
export function findRoute(routes: readonly RouteGroup[], pathname: string): RouteMatch | undefined {
  const path = normalise(pathname);
  for (const group of routes) {
    const page =
      group.children.find((child) => child.path === path) ??
      (group.path === path
        ? group.children.find((child) => child.path === `${group.path}/index`)
        : undefined);
    if (page) return { group, page };
  }
  return undefined;
}

/** The video upload: where `/` leads (spec §2, the current reading) and the sidebar's publish button. */
export const VIDEO_CREATE_PATH = '/video/create';
/** The dashboard every role's menu starts with. */
export const DASHBOARD_PATH = '/dashboard';

/**
 * Where `/` leads. The spec gives two readings of `/` (the video upload, or earlier the personal
 * centre); we follow the current one, /video/create. Staff menus have no video upload, and `/`
 * must open a page the user may see rather than a 404: without /video/create it is the dashboard.
 */
export const landingPath = (routes: readonly RouteGroup[]): string =>
  findRoute(routes, VIDEO_CREATE_PATH) ? VIDEO_CREATE_PATH : DASHBOARD_PATH;

/** The group key of a route group ('video' for '/video'), as the catalogue names it. */
export const groupKey = (group: RouteGroup): string => group.path.replace(/^\/+|\/+$/g, '');
