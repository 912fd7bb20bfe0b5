import { LIVE_TAG, ROLE, USER_STATUS, type LinkedAccount, type UserInfo } from '@creator-console/contract';
import { GUARD_FAILURE_MESSAGE, PUBLIC_PATHS } from './constants.js';

type Role = string | null | undefined;
type UserRoles = Pick<UserInfo, 'roles'> | null | undefined;
type UserTags = Pick<UserInfo, 'roles' | 'admin_tags'> | null | undefined;

/** The first role decides behaviour (spec §6). */
export const activeRole = (user: UserRoles): string | null => user?.roles[0]?.name ?? null;

export const isAdmin = (role: Role): boolean => role === ROLE.admin;

/** Creator, MCN and pending-review MCN: the roles of the creator side of the platform. */
export const isCreatorOrMcn = (role: Role): boolean =>
  role === ROLE.creator || role === ROLE.mcn || role === ROLE.mcnPending;

/**
 * Whether a creator or MCN user may have the /live group: only with the admin tag 直播 (spec §6).
 * Other roles answer false; administrators see /live through the static route table regardless.
 */
export const canSeeLive = (user: UserTags): boolean =>
  isCreatorOrMcn(activeRole(user)) && (user?.admin_tags.some((tag) => tag.name === LIVE_TAG) ?? false);

const topSegment = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * The menu (or route groups) without /live for creator and MCN users lacking the 直播 tag (spec §2);
 * anyone else's menu is returned as it is.
 */
export function filterLiveGroup<T extends { path: string }>(menu: readonly T[], user: UserTags): T[] {
  const removeLive = isCreatorOrMcn(activeRole(user)) && !canSeeLive(user);
  return removeLive ? menu.filter((entry) => topSegment(entry.path) !== 'live') : [...menu];
}

export type LogoutDestination = '/login' | '/enter';

/** Creator-side roles log in at /login, staff at /enter (spec §2). */
export const logoutDestination = (role: Role): LogoutDestination =>
  isCreatorOrMcn(role) ? '/login' : '/enter';

/** The unaudited album and user counts are for staff only (spec §6); no role, no call. */
export const shouldFetchUnaudited = (role: Role): boolean => Boolean(role) && !isCreatorOrMcn(role);

/** Whether page rights grant a permission; a list means any one of them. */
export function hasPermission(
  pageRights: readonly string[] | null | undefined,
  permission: string | readonly string[],
) {
  const wanted = typeof permission === 'string' ? [permission] : permission;
  return wanted.some((key) => pageRights?.includes(key) ?? false);
}

export type LinkedAccountState = 'current' | 'other' | 'disabled';

/**
 * How a row of the linked-account list shows (spec §4): the account in use as logged in, a
 * disabled user (status 2) as disabled, any other as one to switch to.
 */
export function linkedAccountState(row: {
  is_current: LinkedAccount['is_current'];
  user: Pick<LinkedAccount['user'], 'status'>;
}): LinkedAccountState {
  if (row.is_current === 1) return 'current';
  return row.user.status === USER_STATUS.disabled ? 'disabled' : 'other';
}

/** The avatar menu offers switching only when the linked-account list is non-empty (spec §2). */
export const canSwitchAccount = (total: number | null | undefined): boolean => (total ?? 0) > 0;

const pathnameOf = (pathWithQuery: string) => pathWithQuery.split(/[?#]/, 1)[0] ?? '';

export const isPublicPath = (pathWithQuery: string): boolean =>
  (PUBLIC_PATHS as readonly string[]).includes(pathnameOf(pathWithQuery));

/** The login page, remembering where the user wanted to go (path and query). */
export const loginRedirect = (pathWithQuery: string): string =>
  `/login?redirect=${encodeURIComponent(pathWithQuery)}`;

const ORIGIN_PROBE = 'http://origin.invalid';
const hasControlCharacter = (text: string) => Array.from(text).some((char) => char.charCodeAt(0) < 0x20);

/**
 * Where to go after login: the `redirect` value when it is a path of this origin, else '/'.
 * Refuses absolute and protocol-relative addresses and the backslash and control-character tricks
 * that browsers would turn into another host.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (
    !raw ||
    !raw.startsWith('/') ||
    raw.startsWith('//') ||
    raw.includes('\\') ||
    hasControlCharacter(raw)
  ) {
    return '/';
  }
  try {
    const url = new URL(raw, ORIGIN_PROBE);
    return url.origin === ORIGIN_PROBE ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

export interface GuardSession {
  hasToken: boolean;
  routesLoaded: boolean;
}

export type GuardDecision =
  { action: 'allow' } | { action: 'redirect'; to: string } | { action: 'load-routes' };

/**
 * The route guard of spec §2 and §4 for a path with its query. With a session, /login goes to '/'
 * and the first navigation loads the routes (menu, then page rights) before anything renders.
 * Without one, only public paths open; anything else goes to the login page with a redirect.
 */
export function guard(pathWithQuery: string, { hasToken, routesLoaded }: GuardSession): GuardDecision {
  if (hasToken) {
    if (pathnameOf(pathWithQuery) === '/login') return { action: 'redirect', to: '/' };
    return routesLoaded ? { action: 'allow' } : { action: 'load-routes' };
  }
  if (isPublicPath(pathWithQuery)) return { action: 'allow' };
  return { action: 'redirect', to: loginRedirect(pathWithQuery) };
}

/**
 * What to do when loading the routes failed (spec §4, §8): toast the error's message, or
 * 'Has Error', and go to the login page with a redirect. The token is cleared by the loader.
 */
export function guardFailure(error: unknown, pathWithQuery: string): { message: string; to: string } {
  const message = error instanceof Error && error.message ? error.message : GUARD_FAILURE_MESSAGE;
  return { message, to: loginRedirect(pathWithQuery) };
}
