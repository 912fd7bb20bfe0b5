import { NetworkError, TimeoutError } from '@creator-console/api-client';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 14)}`.padEnd(16, '0');

/**
 * Idempotency keys of money actions by scope (e.g. `review:42:approve`): one is made at the first
 * attempt and kept until the server gave a final answer (2xx, 202 or 4xx), so a retry after a
 * timeout or a lost connection repeats the same request instead of making a second one (money.md §3).
 */
export function createKeyStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null) {
  const memory = new Map<string, string>();
  const name = (scope: string) => `cc.idem.${scope}`;
  return {
    keyFor(scope: string): string {
      const existing = memory.get(scope) ?? storage?.getItem(name(scope)) ?? null;
      if (existing) return existing;
      const key = newKey();
      memory.set(scope, key);
      storage?.setItem(name(scope), key);
      return key;
    },
    /** After an attempt: forget the key unless the answer may not have arrived. */
    settle(scope: string, error?: unknown) {
      if (error instanceof NetworkError || error instanceof TimeoutError) return;
      memory.delete(scope);
      storage?.removeItem(name(scope));
    },
  };
}

const sessionStore = () => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

export const moneyKeys = createKeyStore(sessionStore());

/** Runs a money call with the scope's key and settles the key by its outcome. */
export async function withKey<T>(scope: string, run: (idempotencyKey: string) => Promise<T>): Promise<T> {
  const key = moneyKeys.keyFor(scope);
  try {
    const result = await run(key);
    moneyKeys.settle(scope);
    return result;
  } catch (error) {
    moneyKeys.settle(scope, error);
    throw error;
  }
}
