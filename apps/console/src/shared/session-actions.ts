import { encryptCredentials, login, type Credentials } from '@creator-console/api-client';
import { persistLogin, signOutSession, type LogoutDestination } from '@creator-console/auth';
import { apiClient } from './api';
import { resetMenuRoutes } from './menu-routes';
import { sessionStore } from './session';
import { tracker } from './tracker';

/**
 * Logs in with an account (username or phone, trimmed) and password, both encrypted, and stores
 * the session: token, role, USERINFO, and for an MCN also MCNINFO and MCNTOKEN. Silent: the form
 * shows the server's refusal itself instead of a toast. Success and failure (with the server's
 * message as the reason) are tracked, labelled phone or creator-number by the account typed.
 */
export async function logIn(credentials: Credentials): Promise<void> {
  const response = await login(apiClient, encryptCredentials(credentials), {
    silent: true,
    tracker,
    account: credentials.account,
  });
  persistLogin(sessionStore, response);
  // A new session builds its routes from its own menu on the next navigation.
  resetMenuRoutes();
}

/**
 * Logs out: revokes the token on the server (best effort), clears token, role, page rights,
 * USERINFO, MCNINFO and MCNTOKEN, and answers /login or /enter by role. The caller navigates
 * there and then drops the loaded routes.
 */
export function logOut(): Promise<LogoutDestination> {
  return signOutSession(apiClient, sessionStore);
}
