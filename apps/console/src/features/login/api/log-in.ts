import { isApiError, type Credentials } from '@creator-console/api-client';

/**
 * The login call, its encryption and the endpoint definitions (zod schemas included) load on
 * demand, so the login page itself renders from the smallest bundle.
 */
const loadSessionActions = () => import('../../../shared/session-actions');

/** Starts loading what `logIn` needs, e.g. when the user first focuses the form. */
export function preloadLogIn(): void {
  void loadSessionActions();
}

/** See `logIn` of the session actions: encrypt, log in silently, store the session. */
export async function logIn(credentials: Credentials): Promise<void> {
  const actions = await loadSessionActions();
  await actions.logIn(credentials);
}

/** The text to show for a failed login: the server's message when there is one. */
export const loginFailureMessage = (error: unknown, fallback: string): string =>
  isApiError(error) && error.message ? error.message : fallback;
