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

/** The group key of a route group ('video' for '/video'), as the catalogue names it. */
export const groupKey = (group: RouteGroup): string => group.path.replace(/^\/+|\/+$/g, '');
