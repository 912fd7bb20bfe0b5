import { guardFailure, loadSessionRoutes } from '@creator-console/auth';
import { apiClient } from '../shared/api';
import { menuRoutesStore } from '../shared/menu-routes';
import { showError } from '../shared/notices';
import { sessionStore } from '../shared/session';
import { routeTable } from './route-table';

/**
 * The first navigation with a token (spec §4): menu, routes for the role, page rights. On failure
 * the token is already cleared by `loadSessionRoutes`; toast the message (or 'Has Error') and
 * answer the login page with a redirect back to the target.
 */
export async function loadRoutes(target: string): Promise<string | null> {
  try {
    const loaded = await loadSessionRoutes({
      client: apiClient,
      store: sessionStore,
      staticTable: routeTable,
      silent: true,
    });
    menuRoutesStore.set(loaded.routes);
    return null;
  } catch (error) {
    const failure = guardFailure(error, target);
    showError(failure.message);
    return failure.to;
  }
}
