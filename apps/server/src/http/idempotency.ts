import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_REPLAYED_HEADER,
  type Endpoint,
} from '@creator-console/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { idempotencyKeys } from '../modules/ledger/schema.js';
import { ApiError, BadRequestError, BusinessRuleError } from './errors.js';

/** What a request answered: its status and `{ data, message? }` or `{ message }` body. */
export interface StoredAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/** How long answers are kept (money.md §3); a withdrawal's own unique key outlives them. */
export const IDEMPOTENCY_KEEP_DAYS = 30;

const HEADER = 'idempotency-key';

/** JSON with object keys sorted, so equal requests hash alike whatever order their keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The key of a request, or the 400 its absence or form answers. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers[HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  const issue = (message: string) => new BadRequestError(message, [{ path: ['Idempotency-Key'], message }]);
  if (key === undefined || key === '') throw issue(IDEMPOTENCY_MESSAGES.missing);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw issue(IDEMPOTENCY_MESSAGES.invalid);
  return key;
}

/** What a key is stored with: the endpoint's name and the request's hash; a repeat must match both. */
export interface KeyIdentity {
  endpoint: string;
  requestHash: string;
}

export function keyIdentityOf(endpoint: Endpoint, request: FastifyRequest): KeyIdentity {
  return {
    endpoint: `${endpoint.method} ${endpoint.path}`,
    requestHash: createHash('sha256')
      .update(canonical([endpoint.method, endpoint.path, request.params ?? null, request.body ?? null]))
      .digest('hex'),
  };
}

/** A stored answer as its repeat gets it; 422 when the key was used for another request. */
export function replayOf(
  row: { endpoint: string; requestHash: string; statusCode: number; body: unknown },
  identity: KeyIdentity,
): StoredAnswer {
  if (row.requestHash !== identity.requestHash || row.endpoint !== identity.endpoint)
    throw new ApiError(422, IDEMPOTENCY_MESSAGES.reused);
  return { status: row.statusCode, body: row.body, replayed: true };
}

/**
 * Runs a request that moves money at most once per key (money.md §3, after Stripe's idempotent
 * requests). The key is claimed, the handler runs and its answer is stored, all in one database
 * transaction, which the handler writes through (`tx`):
 *
 * - a repeat of a finished request answers the stored status and body, marked replayed; one that
 *   arrives while the first runs waits on the key's row, then does the same;
 * - the same key with another request (method, route, params or body) answers 422 and changes nothing;
 * - a 202 refusal rolls its effect back and its answer is stored after, unless an answer was
 *   stored meanwhile (the first stored answer wins);
 * - a 400, 403, 404 or 5xx rolls back and stores nothing, so the request can be sent again.
 */
export async function runIdempotent(
  app: FastifyInstance,
  request: FastifyRequest,
  endpoint: Endpoint,
  userId: number,
  key: string,
  handle: (tx: Database) => Promise<{ status: number; body: unknown }>,
): Promise<StoredAnswer> {
  const identity = keyIdentityOf(endpoint, request);
  const { endpoint: name, requestHash } = identity;

  /** The answer stored under the key, or null; 422 when it was stored for another request. */
  async function stored(q: Database): Promise<StoredAnswer | null> {
    const [row] = await q
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return row ? replayOf(row, identity) : null;
  }

  const claim = (q: Database, status: number, body: unknown) =>
    q
      .insert(idempotencyKeys)
      .values({ userId, key, endpoint: name, requestHash, statusCode: status, body })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });

  try {
    return await app.db.transaction(async (tx) => {
      const q = tx as unknown as Database;
      // A concurrent request with this key waits here until the first one's transaction ends.
      const [claimed] = await claim(q, 0, {});
      if (!claimed) return (await stored(q))!;
      const answer = await handle(q);
      await q
        .update(idempotencyKeys)
        .set({ statusCode: answer.status, body: answer.body })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return { ...answer, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof BusinessRuleError)) throw error;
    const body = { message: error.message };
    const [claimed] = await claim(app.db, 202, body);
    if (claimed) return { status: 202, body, replayed: false };
    return (await stored(app.db)) ?? { status: 202, body, replayed: false };
  }
}

export const replayedHeader = IDEMPOTENCY_REPLAYED_HEADER;

/** Forgets answers older than `IDEMPOTENCY_KEEP_DAYS` (a scheduled job). */
export async function pruneIdempotencyKeys(db: Database): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_KEEP_DAYS})`));
}
