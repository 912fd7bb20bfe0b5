import { menuCatalogue, toMenuEntry } from '@creator-console/contract';
import { menuToRoutes, type RouteGroup } from '@creator-console/auth';
import { fullCatalogue } from '../shared/catalogue';

/** The upload tool is a developer aid: development and staging builds only, never production. */
const hasUploadTool = (mode: string): boolean => mode !== 'production';

/**
 * The static route table of spec §2, built from the contract's catalogue so that the server's role
 * menus and this table never drift. Administrators get all of it, hidden children included (they
 * are routes, only not sidebar entries).
 */
export function buildRouteTable(mode: string): RouteGroup[] {
  const groups = hasUploadTool(mode) ? fullCatalogue : menuCatalogue;
  return menuToRoutes(groups.map((group) => toMenuEntry(group)));
}

export const routeTable: readonly RouteGroup[] = buildRouteTable(import.meta.env.MODE);
