import type { ApiClient, LoginResponse } from '@creator-console/api-client';
import { endpoints, ROLE, type ResponseOf, type UserInfo } from '@creator-console/contract';
import { VERIFICATION_FAILED_MESSAGE } from './constants.js';
import { activeRole, logoutDestination, type LogoutDestination } from './policy.js';
import { routesFor, type RouteGroup } from './routes.js';
import type { SessionStore } from './session-store.js';

/**
 * Stores a successful login: token, user and role. An MCN's own user and token are also kept for
 * switching back later (spec §6); any other login drops MCN leftovers of an earlier session.
 */
export function persistLogin(store: SessionStore, { token, user }: LoginResponse): void {
  const role = activeRole(user);
  store.setToken(token);
  store.setUserInfo(user);
  store.setRole(role);
  store.setMcnToken(role === ROLE.mcn ? token : null);
  store.setMcnInfo(role === ROLE.mcn ? user : null);
}

/**
 * Logout (spec §4): revokes the token on the server when there is one (best effort, silently),
 * clears the stored session and answers where to go: /login or /enter by role.
 */
export async function signOutSession(client: ApiClient, store: SessionStore): Promise<LogoutDestination> {
  const destination = logoutDestination(store.getRole() ?? activeRole(store.getUserInfo()));
  if (store.getToken()) {
    try {
      await client.call(endpoints.logout, { silent: true });
    } catch {
      // The session ends on this device either way; the server expires the token on its own.
    }
  }
  store.clear();
  return destination;
}

export interface LoadedSession<R extends RouteGroup = RouteGroup> {
  routes: Array<R | RouteGroup>;
  role: string;
  pageRights: string[];
  user: UserInfo;
}

export interface LoadSessionInput<R extends RouteGroup> {
  client: ApiClient;
  store: SessionStore;
  /** The console's full route table, for administrators. */
  staticTable: readonly R[];
  /** Suppress the client's toasts; the guard shows its own (see `guardFailure`). */
  silent?: boolean;
  /**
   * The server's answers to `/api/my-menu`, `/api/my-page` and `/api/my-profile` for this token,
   * when it sent them with the page (the console's session boot data): used instead of asking.
   */
  answers?: SessionAnswers;
}

/** The `data` of the session's three answers, as the API sends them. */
export interface SessionAnswers {
  menu: ResponseOf<typeof endpoints.myMenu>;
  page: ResponseOf<typeof endpoints.myPage>;
  profile: UserInfo;
}

/**
 * The guard's `load-routes` step (spec §4): the menu, the user when not stored yet, the routes for
 * the role, then the page rights, all stored. On any failure the token is cleared and the error
 * rethrown; the caller toasts `guardFailure(error, path)` and goes to the login page.
 */
export async function loadSessionRoutes<R extends RouteGroup = RouteGroup>({
  client,
  store,
  staticTable,
  silent = false,
  answers,
}: LoadSessionInput<R>): Promise<LoadedSession<R>> {
  try {
    // The three requests at once (none needs another's answer), awaited in this order: a failure
    // is reported as before, the first of them that failed in that order. Answers the server sent
    // with the page are taken as they are.
    const stored = store.getUserInfo();
    const menuCall = answers ? Promise.resolve(answers.menu) : client.call(endpoints.myMenu, { silent });
    const profileCall = stored
      ? null
      : answers
        ? Promise.resolve(answers.profile)
        : client.call(endpoints.myProfile, { silent });
    const pageCall = answers ? Promise.resolve(answers.page) : client.call(endpoints.myPage, { silent });
    profileCall?.catch(() => {});
    pageCall.catch(() => {});
    const { menu, role } = await menuCall;
    let user = stored;
    if (!user) {
      user = await profileCall;
      if (!user) throw new Error(VERIFICATION_FAILED_MESSAGE);
      store.setUserInfo(user);
    }
    const routes = routesFor({ role, menu, staticTable, user });
    const { page } = await pageCall;
    store.setRole(role);
    store.setPageRights(page);
    return { routes, role, pageRights: page, user };
  } catch (error) {
    store.setToken(null);
    throw error;
  }
}
