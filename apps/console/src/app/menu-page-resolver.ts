import type { ComponentType } from 'react';
import { findRoute, menuRoutesStore, type RouteMatch } from '../shared/menu-routes';
import { pageFor } from './page-registry';

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
