import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ApiClient, LoginResponse } from '@creator-console/api-client';
import { hasPermission, type LogoutDestination } from './policy.js';
import { persistLogin, signOutSession } from './session.js';
import { createSessionStore, type SessionSnapshot, type SessionStore } from './session-store.js';

export interface SessionContextValue extends SessionSnapshot {
  client: ApiClient;
  store: SessionStore;
  isAuthenticated: boolean;
  /** Stores the answer of the login call; see `persistLogin`. */
  signIn(response: LoginResponse): void;
  /** Logs out (server best effort), clears the store and answers where to navigate. */
  signOut(): Promise<LogoutDestination>;
  /** Whether the page rights grant the permission (a list: any of them). */
  can(permission: string | readonly string[]): boolean;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  client: ApiClient;
  /** Defaults to a store over document.cookie and localStorage. */
  store?: SessionStore;
  children?: ReactNode;
}

/** Holds the session; everything it renders from lives in the store, so changes made there show at once. */
export function SessionProvider({ client, store: givenStore, children }: SessionProviderProps) {
  const [ownStore] = useState(() => givenStore ?? createSessionStore());
  const store = givenStore ?? ownStore;
  const snapshot = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const value = useMemo<SessionContextValue>(
    () => ({
      ...snapshot,
      client,
      store,
      isAuthenticated: snapshot.token !== null,
      signIn: (response) => persistLogin(store, response),
      signOut: () => signOutSession(client, store),
      can: (permission) => hasPermission(snapshot.pageRights, permission),
    }),
    [snapshot, client, store],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

export interface RequireAuthProps {
  children?: ReactNode;
  /** Rendered instead of the children without a session. */
  fallback?: ReactNode;
  /** Called (after render) without a session: the console navigates, e.g. to `loginRedirect(path)`. */
  onUnauthenticated?: () => void;
}

/** Renders its children only with a session. */
export function RequireAuth({ children, fallback = null, onUnauthenticated }: RequireAuthProps) {
  const { isAuthenticated } = useSession();
  useEffect(() => {
    if (!isAuthenticated) onUnauthenticated?.();
  }, [isAuthenticated, onUnauthenticated]);
  return <>{isAuthenticated ? children : fallback}</>;
}

export interface CanProps {
  /** A page-rights key, or a list of which any one suffices. */
  permission: string | readonly string[];
  children?: ReactNode;
  fallback?: ReactNode;
}

/** Renders its children only when the page rights grant the permission. */
export function Can({ permission, children, fallback = null }: CanProps) {
  const { can } = useSession();
  return <>{can(permission) ? children : fallback}</>;
}
