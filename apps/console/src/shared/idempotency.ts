import { useCallback, useState } from 'react';
import { isHttpError } from '@creator-console/api-client';

/**
 * The `Idempotency-Key` of a money-moving request, kept so a retry replays instead of paying
 * twice (money.md §3: "the key is created when the confirm dialog opens, kept in sessionStorage
 * until a final answer (2xx or 4xx), reused on timeout or network error").
 *
 *   const idempotency = useIdempotencyKey('wallet.withdraw.personal');
 *   // the confirm dialog opens: a key for this request, kept in sessionStorage
 *   idempotency.begin(body);
 *   // 确认:
 *   await idempotency.run((idempotencyKey) => trigger({ body, idempotencyKey }));
 *
 * `run` calls with the key and settles it from the outcome: an answer of the server below 500 (a
 * 2xx, the 202 refusals, a 4xx) is final and the next request gets a new key; a timeout, a network
 * error or a 5xx keeps the key in sessionStorage, so trying again — even after a reload of the
 * tab — sends the same key and the server replays the first answer if the first request got
 * through. A different request (another amount, another account) gets a new key at `begin`:
 * reusing the old one would be refused with 422.
 */

export type IdempotencyOutcome = 'final' | 'retry';

export interface IdempotencyKey {
  /**
   * The key to send (a UUID v4): the one `begin` answered. Before `begin`, a fresh one, or the one
   * left unsettled in this tab (after a reload).
   */
  key: string;
  /**
   * Call when the confirm dialog opens, with the request about to be confirmed (any JSON: the
   * body, or body and params). Keeps the unsettled key if it was made for the same request or for
   * none yet, else makes a new one. Answers the key.
   */
  begin: (request?: unknown) => string;
  /**
   * `final`: the server answered; the key is removed from sessionStorage and the next `begin`
   * makes a new one. `retry`: keep it for the retry.
   */
  settle: (outcome: IdempotencyOutcome) => void;
  /** Forgets the key, whatever happened to it (removed from sessionStorage). Answers a fresh one. */
  renew: () => string;
  /**
   * `call(key)` for the request (`begin(request)` first when given), then settles the key from
   * its outcome (`idempotencyOutcome`). Answers or rethrows what the call did.
   */
  run: <T>(call: (key: string) => Promise<T>, request?: unknown) => Promise<T>;
}

type Stored = { key: string; request?: string };

const PREFIX = 'idempotency:';

function read(scope: string): Stored | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PREFIX + scope) ?? 'null');
    if (parsed && typeof parsed === 'object' && typeof (parsed as Stored).key === 'string') {
      const { key, request } = parsed as Stored;
      return typeof request === 'string' ? { key, request } : { key };
    }
  } catch {
    // Storage disabled or a damaged entry: as if nothing were kept.
  }
  return null;
}

function write(scope: string, stored: Stored | null): void {
  try {
    if (stored) sessionStorage.setItem(PREFIX + scope, JSON.stringify(stored));
    else sessionStorage.removeItem(PREFIX + scope);
  } catch {
    // Storage disabled: the key lasts as long as the page.
  }
}

/** A UUID v4; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A short digest of the request's canonical JSON (two 32-bit FNV-1a hashes): enough to tell one
 * request from another, without keeping the body (an account number, say) in sessionStorage.
 */
export function requestFingerprint(request: unknown): string {
  const text = canonicalJson(request);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** JSON with object keys in order, so the same request always reads the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );
}

/**
 * Whether a failed call's key is spent: the server's answers below 500 are final (it stored them,
 * or refused the input); no answer (timeout, network), an abort or a 5xx (rolled back, nothing
 * stored) keep the key for the retry.
 */
export function idempotencyOutcome(error: unknown): IdempotencyOutcome {
  return isHttpError(error) && error.status < 500 ? 'final' : 'retry';
}

/**
 * The idempotency key of one kind of request (`scope`, e.g. `wallet.withdraw.personal`), kept in
 * sessionStorage under the scope from `begin` until a final answer. See the module's comment.
 */
export function useIdempotencyKey(scope: string): IdempotencyKey {
  // At mount, a key left unsettled before a reload is found again; else a fresh one, kept only
  // once `begin` ties it to a request. sessionStorage is the truth: every callback reads it.
  const [state, setState] = useState(() => ({ scope, key: read(scope)?.key ?? newIdempotencyKey() }));
  let current = state;
  if (state.scope !== scope) {
    current = { scope, key: read(scope)?.key ?? newIdempotencyKey() };
    setState(current);
  }

  const begin = useCallback(
    (request?: unknown) => {
      const fingerprint = request === undefined ? undefined : requestFingerprint(request);
      const stored = read(scope);
      const kept =
        stored &&
        (fingerprint === undefined || stored.request === undefined || stored.request === fingerprint);
      const next: Stored = { key: kept ? stored.key : newIdempotencyKey() };
      const tied = fingerprint ?? (kept ? stored.request : undefined);
      if (tied !== undefined) next.request = tied;
      write(scope, next);
      setState({ scope, key: next.key });
      return next.key;
    },
    [scope],
  );

  const renew = useCallback(() => {
    const key = newIdempotencyKey();
    write(scope, null);
    setState({ scope, key });
    return key;
  }, [scope]);

  const settle = useCallback(
    (outcome: IdempotencyOutcome) => {
      if (outcome === 'final') renew();
    },
    [renew],
  );

  const run = useCallback(
    async <T>(call: (key: string) => Promise<T>, request?: unknown): Promise<T> => {
      const key = begin(request);
      try {
        const answer = await call(key);
        settle('final');
        return answer;
      } catch (error) {
        settle(idempotencyOutcome(error));
        throw error;
      }
    },
    [begin, settle],
  );

  return { key: current.key, begin, settle, renew, run };
}
