import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Transaction } from '../../db/database.js';
import { sessions, type RevokedReason } from '../../db/schema/index.js';
import {
  applyInvalidation,
  encodeInvalidation,
  INVALIDATION_CHANNEL,
  InvalidationListener,
  postgresPoolOf,
  SessionCache,
  UnknownTokens,
  type CacheEntry,
  type Invalidation,
  type SessionCacheOptions,
} from './session-cache.js';

export interface ActiveSession {
  id: number;
  userId: number;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export type SessionCacheMode = 'local' | 'shared' | 'bypassed';

/**
 * Server-side sessions behind bearer tokens, with an in-process cache of live sessions so that a
 * request does not cost a database round trip to find its session.
 *
 * Every revocation goes through this interface (never a bare UPDATE of `sessions`): it drops the
 * cached entries in this process at once and tells the other processes (see below).
 */
export interface Sessions {
  /** Starts a session and returns its bearer token: 256 random bits, base64url. Only the hash is stored. */
  start(userId: number, client: ClientInfo): Promise<string>;
  /** The live session of a token, or null when unknown, revoked, past its absolute or idle expiry. */
  resolve(token: string): Promise<ActiveSession | null>;
  /**
   * `resolve`, then a value derived from the session — authorization's principal (status, role,
   * page rights) — cached beside the session and dropped with it: on revocation, `forgetUser`,
   * `forgetAll` (in every process) and at the TTL. Pass the same `derive` function every time (it
   * is the cache key). A null from `derive` (say, a disabled user) is answered, not cached.
   */
  resolveWith<T>(token: string, derive: (session: ActiveSession) => Promise<T | null>): Promise<T | null>;
  /**
   * Another value about a live session's user (the profile, the menu), kept beside the cached
   * session under `key` with the same rules as `resolveWith`; `load` runs when it is not cached
   * (or the session is not). Whoever changes what `load` reads calls `forgetUser`/`forgetAll`.
   */
  remember<T>(sessionId: number, key: object, load: () => Promise<T>): Promise<T>;
  /** Ends a session; `reason` is what its next request's 401 says (see `revokedReason`). */
  revoke(sessionId: number, reason: RevokedReason): Promise<void>;
  /** Ends every session of a user (password reset, account disabled, active role changed). */
  revokeAllForUser(userId: number, reason: RevokedReason): Promise<void>;
  /** Ends the live sessions matching a condition on `sessions`; answers how many. */
  revokeWhere(condition: SQL, reason: RevokedReason): Promise<number>;
  /**
   * `revokeWhere` inside the caller's transaction `tx`: the revocation commits with the write that
   * calls for it (disabling an account, resetting its password, changing its active role) or not
   * at all, and the peers hear of it at that commit — a process that dies between two separate
   * transactions can no longer leave the write done and the sessions alive (they would come back
   * to life when the account is enabled again). Call `settle` once `tx` has committed: it drops
   * this process's cached entries.
   */
  revokeWhereIn(
    tx: Pick<Transaction, 'update' | 'execute'>,
    condition: SQL,
    reason: RevokedReason,
  ): Promise<{ count: number; settle: () => void }>;
  /**
   * Why the token's session was ended, when a resolution of it just failed for that reason (null:
   * unknown, expired, or ended without a reason). Read from the memory of failed tokens the failed
   * lookup filled in, so it costs no query.
   */
  revokedReason(token: string): RevokedReason | null;
  /**
   * Drops what every process caches about a user's sessions without ending them: call it after
   * changing what `resolveWith` or `remember` derived — the user's status, roles, profile, tags.
   */
  forgetUser(userId: number): Promise<void>;
  /** Drops every cached session in every process: after changing a role's page rights. */
  forgetAll(): Promise<void>;
  /** `local` (PGlite: one process), `shared` (PostgreSQL, peers notified), `bypassed` (channel down). */
  cacheState(): { mode: SessionCacheMode; entries: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

export interface SessionsOptions {
  /** Defaults: 10 000 entries, 30 s. */
  cache?: Partial<SessionCacheOptions>;
}

/**
 * 32 random bytes in base64url: 43 characters, the last carrying 4 bits and two zero bits (so only
 * one of 16 characters). Anything else is refused before the database.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * ## The session cache
 *
 * Token hash → live session (id, user, absolute expiry, last seen) and what was derived from it
 * (`resolveWith`, `remember`), at most 10 000 entries (least recently used out), each kept at most
 * 30 s. A hit needs no database; absolute and idle expiry are checked against the cached times,
 * and the idle-expiry bookkeeping (`last_seen_at`) is still written at most once per
 * `touchIntervalMs` (1 min), only while the session is not revoked. Malformed tokens never reach
 * the database; tokens that named no live session are remembered 10 s (`UnknownTokens`), and
 * authorization limits failed authentications per address.
 *
 * Revocation is immediate in this process: `revoke`, `revokeAllForUser` and `revokeWhere` drop the
 * entries once their UPDATE has committed, and a read that raced with them is not cached (the
 * cache's epoch).
 *
 * Several processes (ARCHITECTURE "Scale") each have a cache. Checking a revocation counter in the
 * database on every request would be the very round trip the cache saves, so instead the revoking
 * process sends `NOTIFY cc_session_invalidation` in the transaction of its UPDATE, and every
 * process LISTENs on a connection of its own and drops the entries named. Trade-offs:
 * - a peer refuses a revoked token once the notification arrives — milliseconds after the commit,
 *   not before: a request already on its way to a peer at that instant may still be served;
 * - while the listening connection is down, notifications can be missed, so the cache is off
 *   (every lookup reads the database, as without a cache) until it listens again, and restarts empty;
 * - a change made without this interface (a manual UPDATE, a migration) reaches the caches at the
 *   TTL (30 s) at the latest; that bound is the price of not reading the database per request.
 * PGlite is embedded in one process, so invalidating the local cache suffices there.
 */
export default fp<SessionsOptions>(
  async (app, options) => {
    const { db } = app;
    const { absoluteTtlMs, idleTtlMs, touchIntervalMs } = app.config.session;
    const cache = new SessionCache({ maxEntries: 10_000, ttlMs: 30_000, ...options.cache });
    const unknownTokens = new UnknownTokens({ maxEntries: 10_000, ttlMs: 10_000 });
    const log = app.log.child({ plugin: 'sessions' });

    const pool = postgresPoolOf(db);
    /** Names this process in its notifications, so that it skips its own. */
    const origin = randomBytes(8).toString('hex');
    const listener = pool ? new InvalidationListener(pool.options, origin, cache, log) : null;
    if (listener) {
      await listener.start();
      app.addHook('onClose', () => listener.close());
    }

    /**
     * Runs a revoking write and tells the peers in its transaction (NOTIFY is delivered on commit,
     * never for a rolled-back write), then drops the entries here.
     */
    async function publish<R>(
      write: (q: Pick<typeof db, 'update'>) => Promise<R>,
      invalidation: (result: R) => Invalidation | null,
    ): Promise<R> {
      let message: Invalidation | null = null;
      let result: R;
      if (pool) {
        result = await db.transaction(async (tx) => {
          const written = await write(tx);
          message = invalidation(written);
          if (message)
            await tx.execute(
              sql`select pg_notify(${INVALIDATION_CHANNEL}, ${encodeInvalidation(message, origin)})`,
            );
          return written;
        });
      } else {
        result = await write(db);
        message = invalidation(result);
      }
      if (message) applyInvalidation(cache, message);
      return result;
    }

    async function notifyOnly(message: Invalidation) {
      if (pool)
        await db.execute(
          sql`select pg_notify(${INVALIDATION_CHANNEL}, ${encodeInvalidation(message, origin)})`,
        );
      applyInvalidation(cache, message);
    }

    const revokeRows = (q: Pick<typeof db, 'update'>, condition: SQL | undefined, reason: RevokedReason) =>
      q
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(condition, isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });

    /** Writes `last_seen_at` for a cached session; false when it turns out to be revoked. */
    function touch(entry: CacheEntry, now: number): Promise<boolean> {
      entry.touching ??= (async () => {
        try {
          const rows = await db
            .update(sessions)
            .set({ lastSeenAt: new Date(now) })
            .where(and(eq(sessions.id, entry.id), isNull(sessions.revokedAt)))
            .returning({ id: sessions.id });
          if (rows.length === 0) {
            cache.dropSessions([entry.id]);
            return false;
          }
          entry.lastSeenAt = now;
          return true;
        } finally {
          entry.touching = undefined;
        }
      })();
      return entry.touching;
    }

    /** The live session of a token, with its cache entry when it is (now) cached. */
    async function lookup(
      token: string,
    ): Promise<{ session: ActiveSession; entry: CacheEntry | null } | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const tokenHash = hashToken(token);
      const now = Date.now();

      const cached = cache.get(tokenHash, now);
      if (cached) {
        const session = { id: cached.id, userId: cached.userId };
        if (cached.expiresAt <= now) {
          cache.delete(cached);
          return null;
        }
        // Idle by this process's reckoning; another process may have seen it since: ask the database.
        if (cached.lastSeenAt + idleTtlMs > now) {
          if (now - cached.lastSeenAt < touchIntervalMs) return { session, entry: cached };
          return (await touch(cached, now)) ? { session, entry: cached } : null;
        }
        cache.delete(cached);
      }

      if (unknownTokens.has(tokenHash, now)) return null;
      const epoch = cache.epoch;
      const [row] = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          revokedReason: sessions.revokedReason,
        })
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash));
      if (row?.revokedAt) {
        // Remembered with its reason, so the 401 can say why without another query.
        unknownTokens.add(tokenHash, now, row.revokedReason);
        return null;
      }
      if (!row || row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleTtlMs <= now) {
        unknownTokens.add(tokenHash, now);
        return null;
      }
      let lastSeenAt = row.lastSeenAt.getTime();
      // Sliding idle expiry, written at most once per interval to spare the database.
      if (now - lastSeenAt >= touchIntervalMs) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, row.id));
        lastSeenAt = now;
      }
      const entry: CacheEntry = {
        tokenHash,
        id: row.id,
        userId: row.userId,
        expiresAt: row.expiresAt.getTime(),
        lastSeenAt,
        loadedAt: now,
        derived: new Map(),
      };
      const session = { id: row.id, userId: row.userId };
      return { session, entry: cache.setIfUnchanged(entry, epoch) ? entry : null };
    }

    const store: Sessions = {
      async start(userId, client) {
        const token = randomBytes(32).toString('base64url');
        unknownTokens.delete(hashToken(token));
        const now = new Date();
        await db.insert(sessions).values({
          tokenHash: hashToken(token),
          userId,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + absoluteTtlMs),
          ip: client.ip,
          userAgent: client.userAgent.slice(0, 512),
        });
        return token;
      },

      async resolve(token) {
        return (await lookup(token))?.session ?? null;
      },

      async resolveWith(token, derive) {
        const epoch = cache.epoch;
        const found = await lookup(token);
        if (!found) return null;
        const { session, entry } = found;
        if (entry?.derived.has(derive))
          return entry.derived.get(derive) as Awaited<ReturnType<typeof derive>>;
        const value = await derive(session);
        // Not kept when anything was invalidated meanwhile: it may have been derived from old rows.
        if (value !== null && entry && cache.epoch === epoch && cache.holds(entry))
          entry.derived.set(derive, value);
        return value;
      },

      async remember(sessionId, key, load) {
        const epoch = cache.epoch;
        const entry = cache.bySession(sessionId, Date.now());
        if (entry?.derived.has(key)) return entry.derived.get(key) as Awaited<ReturnType<typeof load>>;
        const value = await load();
        if (entry && cache.epoch === epoch && cache.holds(entry)) entry.derived.set(key, value);
        return value;
      },

      async revoke(sessionId, reason) {
        await publish(
          (q) => revokeRows(q, eq(sessions.id, sessionId), reason),
          () => ({ kind: 'sessions', ids: [sessionId] }),
        );
      },

      async revokeAllForUser(userId, reason) {
        await publish(
          (q) => revokeRows(q, eq(sessions.userId, userId), reason),
          () => ({ kind: 'users', ids: [userId] }),
        );
      },

      async revokeWhere(condition, reason) {
        const rows = await publish(
          (q) => revokeRows(q, condition, reason),
          (revoked) => (revoked.length > 0 ? { kind: 'sessions', ids: revoked.map((row) => row.id) } : null),
        );
        return rows.length;
      },

      async revokeWhereIn(tx, condition, reason) {
        const revoked = await revokeRows(tx, condition, reason);
        if (revoked.length === 0) return { count: 0, settle: () => {} };
        const message: Invalidation = { kind: 'sessions', ids: revoked.map((row) => row.id) };
        // Delivered to the peers at the commit, never for a rolled-back transaction.
        if (pool)
          await tx.execute(
            sql`select pg_notify(${INVALIDATION_CHANNEL}, ${encodeInvalidation(message, origin)})`,
          );
        return { count: revoked.length, settle: () => applyInvalidation(cache, message) };
      },

      revokedReason(token) {
        if (!TOKEN_PATTERN.test(token)) return null;
        return unknownTokens.reasonOf(hashToken(token), Date.now());
      },

      forgetUser: (userId) => notifyOnly({ kind: 'users', ids: [userId] }),
      forgetAll: () => notifyOnly({ kind: 'all' }),

      cacheState() {
        const mode: SessionCacheMode = !listener ? 'local' : listener.listening ? 'shared' : 'bypassed';
        return { mode, entries: cache.size };
      },
    };
    app.decorate('sessions', store);
  },
  { name: 'sessions', dependencies: ['db'] },
);
