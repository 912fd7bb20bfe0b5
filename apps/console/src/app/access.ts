import { guard } from '@creator-console/auth';
import { menuRoutesStore } from '../shared/menu-routes';
import { sessionStore } from '../shared/session';

let loading: Promise<string | null> | null = null;

/**
 * The route guard of spec §2 for the URL being entered: where to go instead, or null to go on.
 * Loading the routes (and the endpoint definitions it needs) is its own chunk, so the login route
 * does not carry it; the loaders of one navigation share one loading, and so one failure toast.
 */
export async function checkAccess(url: URL): Promise<string | null> {
  const target = `${url.pathname}${url.search}`;
  const decision = guard(target, {
    hasToken: sessionStore.getToken() !== null,
    routesLoaded: menuRoutesStore.get() !== null,
  });
  if (decision.action === 'redirect') return decision.to;
  if (decision.action === 'allow') return null;
  loading ??= import('./load-routes')
    .then(({ loadRoutes }) => loadRoutes(target))
    .finally(() => {
      loading = null;
    });
  return loading;
}
