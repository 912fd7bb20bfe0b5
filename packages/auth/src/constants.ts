/** Routes that need no session and never appear in the menu (spec §2). */
export const PUBLIC_PATHS = ['/login', '/enter', '/agreement', '/404'] as const;

/** Cookie names of the session (spec §3, §9). */
export const COOKIE_KEYS = { token: 'token', role: 'role', pageRights: 'page-rights' } as const;
/** localStorage keys: the user, and the MCN's own user and token kept for switching back. */
export const LOCAL_KEYS = { userInfo: 'USERINFO', mcnInfo: 'MCNINFO', mcnToken: 'MCNTOKEN' } as const;
/** localStorage key of the sidebar choice, stored as '1' (open) or '0' (closed). */
export const SIDEBAR_KEY = 'sidebarStatus';

/** The page title's suffix when the platform title is unset (spec §1). */
export const DEFAULT_PLATFORM_TITLE = '管理后台';
export const HOME_CRUMB = { path: '/dashboard', title: '首页' } as const;

/** Toast text of a route-guard failure without a message (spec §8). */
export const GUARD_FAILURE_MESSAGE = 'Has Error';
/** Error when the user info call answers without data (spec §8). */
export const VERIFICATION_FAILED_MESSAGE = 'Verification failed, please Login again.';
