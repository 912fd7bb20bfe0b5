import pg from 'pg';
import type { RevokedReason } from '../../db/schema/index.js';

/**
 * The in-process session cache of the sessions plugin, and the PostgreSQL channel that keeps the
 * caches of several server processes coherent. See sessions.ts for how they are used.
 */

/** A live session as this process last knew it. Times are epoch milliseconds. */
export interface CacheEntry {
  readonly tokenHash: string;
  readonly id: number;
  readonly userId: number;
  readonly expiresAt: number;
  /** `last_seen_at` as last read from or written to the database by this process. */
  lastSeenAt: number;
  /** When the row was read from the database: the entry is dropped `ttlMs` later. */
  readonly loadedAt: number;
  /** Values derived from the session (authorization's principal), by the function that derived them. */
  readonly derived: Map<unknown, unknown>;
  /** The idle-expiry write in flight, shared by concurrent requests. */
  touching?: Promise<boolean>;
}

export interface SessionCacheOptions {
  maxEntries: number;
  ttlMs: number;
}

/**
 * Token hash → session, least recently used first out, each entry kept at most `ttlMs`. Indexed by
 * session and by user so that a revocation drops its entries at once.
 *
 * `epoch` grows with every invalidation. A reader notes it before reading the database and stores
 * what it read only if it has not moved (`setIfUnchanged`): a row read just before a revocation
 * committed is then never cached after that revocation dropped the entries.
 */
export class SessionCache {
  readonly #entries = new Map<string, CacheEntry>();
  readonly #bySession = new Map<number, string>();
  readonly #byUser = new Map<number, Set<string>>();
  #epoch = 0;
  #enabled = true;

  constructor(readonly options: SessionCacheOptions) {}

  get size(): number {
    return this.#entries.size;
  }

  get epoch(): number {
    return this.#epoch;
  }

  /** While disabled (no invalidation channel to the peers), nothing is read from or kept in it. */
  get enabled(): boolean {
    return this.#enabled;
  }

  setEnabled(enabled: boolean): void {
    if (!enabled) this.clear();
    this.#enabled = enabled;
  }

  /** The entry of a token hash, unless absent or older than the TTL; marks it recently used. */
  get(tokenHash: string, now: number): CacheEntry | undefined {
    if (!this.#enabled) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.loadedAt >= this.options.ttlMs) {
      this.#remove(entry);
      return undefined;
    }
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, entry);
    return entry;
  }

  /** The cached entry of a session, unless absent or older than the TTL (recency is left alone). */
  bySession(sessionId: number, now: number): CacheEntry | undefined {
    const hash = this.#bySession.get(sessionId);
    const entry = hash === undefined ? undefined : this.#entries.get(hash);
    return entry && now - entry.loadedAt < this.options.ttlMs ? entry : undefined;
  }

  /** Whether `entry` is still the one cached for its token (not dropped, evicted or replaced). */
  holds(entry: CacheEntry): boolean {
    return this.#entries.get(entry.tokenHash) === entry;
  }

  /** Stores `entry` unless an invalidation happened since `epoch` was read. */
  setIfUnchanged(entry: CacheEntry, epoch: number): boolean {
    if (!this.#enabled || epoch !== this.#epoch) return false;
    const previous = this.#entries.get(entry.tokenHash);
    if (previous) this.#remove(previous);
    this.#entries.set(entry.tokenHash, entry);
    this.#bySession.set(entry.id, entry.tokenHash);
    let hashes = this.#byUser.get(entry.userId);
    if (!hashes) this.#byUser.set(entry.userId, (hashes = new Set()));
    hashes.add(entry.tokenHash);
    while (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.values().next().value;
      if (!oldest) break;
      this.#remove(oldest);
    }
    return true;
  }

  /** Drops one entry without counting as an invalidation (it expired). */
  delete(entry: CacheEntry): void {
    if (this.holds(entry)) this.#remove(entry);
  }

  dropSessions(sessionIds: Iterable<number>): void {
    this.#epoch += 1;
    for (const id of sessionIds) {
      const hash = this.#bySession.get(id);
      const entry = hash === undefined ? undefined : this.#entries.get(hash);
      if (entry) this.#remove(entry);
    }
  }

  dropUsers(userIds: Iterable<number>): void {
    this.#epoch += 1;
    for (const userId of userIds) {
      for (const hash of [...(this.#byUser.get(userId) ?? [])]) {
        const entry = this.#entries.get(hash);
        if (entry) this.#remove(entry);
      }
    }
  }

  clear(): void {
    this.#epoch += 1;
    this.#entries.clear();
    this.#bySession.clear();
    this.#byUser.clear();
  }

  #remove(entry: CacheEntry): void {
    this.#entries.delete(entry.tokenHash);
    if (this.#bySession.get(entry.id) === entry.tokenHash) this.#bySession.delete(entry.id);
    const hashes = this.#byUser.get(entry.userId);
    if (hashes) {
      hashes.delete(entry.tokenHash);
      if (hashes.size === 0) this.#byUser.delete(entry.userId);
    }
  }
}

/**
 * Token hashes that named no live session, each remembered for `ttlMs` (at most `maxEntries`,
 * oldest out), so that a flood of one unknown token costs one database read. It never hides a
 * valid session: a token that named none never names one later (a new session gets a fresh random
 * token, and `sessions.start` forgets its hash anyway), and a revoked or expired one stays dead.
 */
export class UnknownTokens {
  /** Token hash → until when it is remembered, and why its session ended when it was revoked. */
  readonly #entries = new Map<string, { until: number; reason: RevokedReason | null }>();

  constructor(readonly options: SessionCacheOptions) {}

  has(tokenHash: string, now: number): boolean {
    return this.#live(tokenHash, now) !== undefined;
  }

  /** Why the remembered token's session was ended; null when unknown or ended without a reason. */
  reasonOf(tokenHash: string, now: number): RevokedReason | null {
    return this.#live(tokenHash, now)?.reason ?? null;
  }

  add(tokenHash: string, now: number, reason: RevokedReason | null = null): void {
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, { until: now + this.options.ttlMs, reason });
    while (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  delete(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }

  #live(tokenHash: string, now: number) {
    const entry = this.#entries.get(tokenHash);
    if (entry === undefined) return undefined;
    if (entry.until > now) return entry;
    this.#entries.delete(tokenHash);
    return undefined;
  }
}

/** What one process tells the others: these sessions, these users' sessions, or everything. */
export type Invalidation =
  { kind: 'sessions'; ids: number[] } | { kind: 'users'; ids: number[] } | { kind: 'all' };

/** The NOTIFY channel of session invalidations. */
export const INVALIDATION_CHANNEL = 'cc_session_invalidation';

/** Payloads stay far below PostgreSQL's 8000-byte limit; longer lists become `all`. */
const MAX_IDS_PER_MESSAGE = 500;

/**
 * `<origin>|s:1,2` (sessions), `<origin>|u:7` (users), `<origin>|*` (all). `origin` names the
 * sending process, which has already applied the message and ignores its own notification.
 */
export function encodeInvalidation(message: Invalidation, origin: string): string {
  if (message.kind === 'all' || message.ids.length > MAX_IDS_PER_MESSAGE) return `${origin}|*`;
  return `${origin}|${message.kind === 'sessions' ? 's' : 'u'}:${message.ids.join(',')}`;
}

/** Anything not understood becomes `all` from an unknown origin: dropping too much is only slower. */
export function decodeInvalidation(payload: string): { origin: string; message: Invalidation } {
  const match = /^([\w-]{1,64})\|(?:\*|([su]):(\d+(?:,\d+)*))$/.exec(payload);
  if (!match) return { origin: '', message: { kind: 'all' } };
  const [, origin = '', kind, list] = match;
  if (!kind || !list) return { origin, message: { kind: 'all' } };
  const ids = list.split(',').map(Number);
  return { origin, message: kind === 's' ? { kind: 'sessions', ids } : { kind: 'users', ids } };
}

export function applyInvalidation(cache: SessionCache, message: Invalidation): void {
  if (message.kind === 'sessions') cache.dropSessions(message.ids);
  else if (message.kind === 'users') cache.dropUsers(message.ids);
  else cache.clear();
}

interface ChannelLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * `LISTEN cc_session_invalidation` on a connection of its own (a pooled one would be handed to
 * other queries), reconnecting with backoff when it is lost. The cache is enabled only while the
 * connection listens: a notification missed while it was down could leave a revoked session
 * cached, so meanwhile every lookup reads the database, and the cache restarts empty.
 */
export class InvalidationListener {
  #client: pg.Client | null = null;
  #closing = false;
  #retryMs = MIN_RETRY_MS;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly origin: string,
    private readonly cache: SessionCache,
    private readonly log: ChannelLog,
  ) {
    cache.setEnabled(false);
  }

  get listening(): boolean {
    return this.#client !== null;
  }

  /** Connects and listens; never throws (a failure is retried in the background). */
  async start(): Promise<void> {
    const client = new pg.Client(this.config);
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.#client === client) this.#client = null;
      this.cache.setEnabled(false);
      if (this.#closing) return;
      this.log.warn(
        { err: error, retryInMs: this.#retryMs },
        'session invalidation channel lost: sessions are read from the database until it is back',
      );
      this.#timer = setTimeout(() => void this.start(), this.#retryMs);
      this.#timer.unref();
      this.#retryMs = Math.min(this.#retryMs * 2, MAX_RETRY_MS);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', ({ channel, payload }) => {
      if (channel !== INVALIDATION_CHANNEL) return;
      const { origin, message } = decodeInvalidation(payload ?? '');
      if (origin !== this.origin) applyInvalidation(this.cache, message);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      client.end().catch(() => {});
      return;
    }
    if (this.#closing || lost) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#retryMs = MIN_RETRY_MS;
    this.cache.setEnabled(true);
    this.log.info({ channel: INVALIDATION_CHANNEL }, 'session cache shared through LISTEN/NOTIFY');
  }

  async close(): Promise<void> {
    this.#closing = true;
    clearTimeout(this.#timer);
    this.cache.setEnabled(false);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }
}

const MIN_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

/** The node-postgres pool behind a drizzle database, or null (PGlite). */
export function postgresPoolOf(db: object): pg.Pool | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}
