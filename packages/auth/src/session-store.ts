import type { UserInfo } from '@creator-console/contract';
import { COOKIE_KEYS, LOCAL_KEYS, SIDEBAR_KEY } from './constants.js';

/** The few cookie operations the store needs; `documentCookieJar()` is the browser's. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
}

/** The part of Web Storage the store needs (`localStorage` fits). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * `document.cookie` as a jar: session cookies for the whole site, SameSite=Lax, Secure on https.
 * Browsers drop a cookie above ~4 KB, which bounds the page rights a cookie can hold.
 */
export function documentCookieJar(doc: Document = document): CookieJar {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  return {
    get(name) {
      for (const pair of doc.cookie.split(/;\s*/)) {
        const eq = pair.indexOf('=');
        if (eq > 0 && pair.slice(0, eq) === name) {
          try {
            return decodeURIComponent(pair.slice(eq + 1));
          } catch {
            return undefined;
          }
        }
      }
      return undefined;
    },
    set(name, value) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${secure}`;
    },
    remove(name) {
      doc.cookie = `${name}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}`;
    },
  };
}

/** A cookie jar in memory: for tests and for rendering outside a browser. */
export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar {
  const cookies = new Map(Object.entries(initial));
  return {
    get: (name) => cookies.get(name),
    set: (name, value) => void cookies.set(name, value),
    remove: (name) => void cookies.delete(name),
  };
}

/** A Web Storage in memory: for tests and for rendering outside a browser. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** The reactive part of the session: what the UI renders from. */
export interface SessionSnapshot {
  token: string | null;
  role: string | null;
  pageRights: string[] | null;
  user: UserInfo | null;
}

export interface SessionStore {
  getToken(): string | null;
  setToken(token: string | null): void;
  getRole(): string | null;
  setRole(role: string | null): void;
  getPageRights(): string[] | null;
  setPageRights(pageRights: readonly string[] | null): void;
  getUserInfo(): UserInfo | null;
  setUserInfo(user: UserInfo | null): void;
  /** The MCN's own user record, kept while it acts as one of its creators. */
  getMcnInfo(): UserInfo | null;
  setMcnInfo(user: UserInfo | null): void;
  /** The MCN's own token, kept while it acts as one of its creators. */
  getMcnToken(): string | null;
  setMcnToken(token: string | null): void;
  /** The sidebar choice; null when the user never chose. Not part of the session: `clear` keeps it. */
  getSidebarOpened(): boolean | null;
  setSidebarOpened(opened: boolean): void;
  /** Logout (spec §4): token, role, page rights, USERINFO, MCNINFO and MCNTOKEN. */
  clear(): void;
  /** The same object until something changes, for `useSyncExternalStore`. */
  snapshot(): SessionSnapshot;
  /** Called after every change made through the store; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Re-reads storage and notifies subscribers, after a change made outside the store. */
  reload(): void;
}

export interface SessionStoreOptions {
  cookies?: CookieJar;
  local?: KeyValueStorage;
}

function defaultLocal(): KeyValueStorage {
  try {
    // Reading localStorage throws in some sandboxed frames.
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // fall through to memory
  }
  return memoryStorage();
}

function parseJson<T>(text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isUserInfo = (value: unknown): value is UserInfo =>
  typeof value === 'object' && value !== null && Array.isArray((value as UserInfo).roles);

/** The session's persistence over cookies and localStorage, with change notification. */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const cookies =
    options.cookies ?? (typeof document !== 'undefined' ? documentCookieJar() : memoryCookieJar());
  const local = options.local ?? defaultLocal();
  const listeners = new Set<() => void>();
  let cached: SessionSnapshot | undefined;

  const changed = () => {
    cached = undefined;
    for (const listener of [...listeners]) listener();
  };
  const writeCookie = (name: string, value: string | null) => {
    if (value === null || value === '') cookies.remove(name);
    else cookies.set(name, value);
    changed();
  };
  const writeLocal = (key: string, value: string | null) => {
    if (value === null || value === '') local.removeItem(key);
    else local.setItem(key, value);
    changed();
  };
  const readUser = (key: string) => {
    const value = parseJson<unknown>(local.getItem(key));
    return isUserInfo(value) ? value : null;
  };

  const store: SessionStore = {
    getToken: () => cookies.get(COOKIE_KEYS.token) || null,
    setToken: (token) => writeCookie(COOKIE_KEYS.token, token),
    getRole: () => cookies.get(COOKIE_KEYS.role) || null,
    setRole: (role) => writeCookie(COOKIE_KEYS.role, role),
    getPageRights: () => {
      const value = parseJson<unknown>(cookies.get(COOKIE_KEYS.pageRights));
      return isStringList(value) ? value : null;
    },
    setPageRights: (pageRights) =>
      writeCookie(COOKIE_KEYS.pageRights, pageRights === null ? null : JSON.stringify(pageRights)),
    getUserInfo: () => readUser(LOCAL_KEYS.userInfo),
    setUserInfo: (user) => writeLocal(LOCAL_KEYS.userInfo, user === null ? null : JSON.stringify(user)),
    getMcnInfo: () => readUser(LOCAL_KEYS.mcnInfo),
    setMcnInfo: (user) => writeLocal(LOCAL_KEYS.mcnInfo, user === null ? null : JSON.stringify(user)),
    getMcnToken: () => local.getItem(LOCAL_KEYS.mcnToken) || null,
    setMcnToken: (token) => writeLocal(LOCAL_KEYS.mcnToken, token),
    getSidebarOpened: () => {
      const value = local.getItem(SIDEBAR_KEY);
      return value === '1' ? true : value === '0' ? false : null;
    },
    setSidebarOpened: (opened) => local.setItem(SIDEBAR_KEY, opened ? '1' : '0'),
    clear: () => {
      for (const name of Object.values(COOKIE_KEYS)) cookies.remove(name);
      for (const key of Object.values(LOCAL_KEYS)) local.removeItem(key);
      changed();
    },
    snapshot: () =>
      (cached ??= {
        token: store.getToken(),
        role: store.getRole(),
        pageRights: store.getPageRights(),
        user: store.getUserInfo(),
      }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    reload: changed,
  };
  return store;
}
