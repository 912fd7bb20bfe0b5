import { guardFailure, loadSessionRoutes, type RouteGroup } from '@creator-console/auth';
import { noteAccessVersion, resetAccessVersion } from '../shared/access-version';
import { apiClient } from '../shared/api';
import { menuRoutesStore } from '../shared/menu-routes';
import { showError } from '../shared/notices';
import { sessionStore } from '../shared/session';
import { routeTable } from './route-table';
import { takeSessionBoot } from './session-boot';

/**
 * The first navigation with a token (spec §4): menu, routes for the role, page rights — from the
 * answers the server sent with the page when it did (`takeSessionBoot`), else asked. On failure
 * the token is already cleared by `loadSessionRoutes`; toast the message (or 'Has Error') and
 * answer the login page with a redirect back to the target.
 */
export async function loadRoutes(target: string): Promise<string | null> {
  try {
    resetAccessVersion();
    const boot = takeSessionBoot();
    // The menu's answer sets the baseline of 刷新菜单, whether it came with the page or not.
    if (boot) noteAccessVersion(boot.accessVersion);
    const loaded = await loadSessionRoutes({
      client: apiClient,
      store: sessionStore,
      staticTable: routeTable,
      silent: true,
      ...(boot ? { answers: boot.answers } : {}),
    });
    menuRoutesStore.set(loaded.routes);
    return null;
  } catch (error) {
    const failure = guardFailure(error, target);
    showError(failure.message);
    return failure.to;
  }
}

/**
 * 刷新菜单 (admin.md §4): the same loading again without leaving the page, after the server's
 * `X-Access-Version` changed. Answers the new routes, or null when the session could not load
 * them (the client has shown why).
 */
export async function reloadRoutes(): Promise<readonly RouteGroup[] | null> {
  try {
    resetAccessVersion();
    const loaded = await loadSessionRoutes({
      client: apiClient,
      store: sessionStore,
      staticTable: routeTable,
    });
    menuRoutesStore.set(loaded.routes);
    return loaded.routes;
  } catch {
    return null;
  }
}
