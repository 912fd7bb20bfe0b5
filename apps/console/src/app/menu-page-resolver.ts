import type { ComponentType } from 'react';
import { findRoute, menuRoutesStore, type RouteMatch } from '../shared/menu-routes';
import { pageDataPreloads, pageFor } from './page-registry';
import { routeTable } from './route-table';

export interface MenuPageData {
  match: RouteMatch;
  Page: ComponentType;
}

/** The user's menu page at a path with its module loaded, or null when the menu has none there. */
export async function resolveMenuPage(pathname: string): Promise<MenuPageData | null> {
  const match = findRoute(menuRoutesStore.get() ?? [], pathname);
  if (!match) return null;
  const { default: Page } = await pageFor(match.page.component)();
  return { match, Page };
}

/**
 * The first page of a session, started before the session's menu has loaded: its module and its
 * first data by the static route table (which has every page), so that they load beside the menu's
 * requests instead of after them. `resolveMenuPage` then finds the module loaded; a path the menu
 * does not grant is refused there as before (the code loaded is public, the data is the user's).
 */
export function startMenuPage(pathname: string): void {
  const match = findRoute(routeTable, pathname);
  if (!match) return;
  const { component } = match.page;
  pageFor(component)().catch(() => {});
  pageDataPreloads[component]?.().catch(() => {});
}
