import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import { replayOf, type KeyIdentity, type StoredAnswer } from '../../http/idempotency.js';
import { recordSuccesses, type RequestContext } from '../operation-log/record.js';
import { withdrawalPostings } from '../withdrawals/postings.js';
import { rows, walletReadingsMany } from './reads.js';
import {
  createdEntry,
  eligibilityRefusal,
  insertWithdrawals,
  invoiceRefusal,
  lockUsers,
  takenInvoices,
  taxOf,
  type AcceptedWithdrawal,
  type WithdrawalInput,
} from './withdraw.js';

/**
 * Group commit for POST /api/wallet/withdrawals (issue 15, money.md §14: p95 ≤ 80 ms at 50
 * connections). One request costs the server ≈ 15 round trips in a transaction of its own; with
 * 50 in flight the main thread's CPU is the queue. A batch starts `BATCH_WINDOW_MS` after the
 * first request waiting for it (at once when `MAX_BATCH` wait), requests that arrive while one is
 * being written wait for the next one, and one transaction
 * serves the batch in a fixed number of statements, whatever its size:
 *
 *  1. the Idempotency-Keys claimed (a key already stored answers its stored answer, or 422);
 *  2. the users' locks (`lockUser`'s keys, ascending), then every user's readings (one statement);
 *  3. each request decided in TypeScript by the rules of withdraw.ts / eligibility.ts, in arrival
 *     order (an invoice number taken by an earlier request of the batch is taken);
 *  4. the accepted requests written set-based: ids, withdrawals with their history step, the
 *     ledger's holds, the operation-log rows; then every key's answer (200 view or 202 message).
 *
 * A refused request writes nothing but its key's 202 answer (as the one-request path stores it
 * after its rollback). A batch never holds two requests of one user: the second waits for the next
 * batch, so it sees the first's effects. When the batch's transaction fails (a database error, a
 * wallet drained meanwhile by a path that does not take the user's lock, an invoice number taken
 * concurrently), nothing of it stays and each of its requests runs again on the one-request path,
 * which answers it exactly as without batches (its 200, its 202 or its own 5xx).
 */

/** A request waiting for its batch. */
interface Waiting {
  userId: number;
  mcn: boolean;
  input: WithdrawalInput;
  key: string;
  identity: KeyIdentity;
  context: RequestContext;
  /** The one-request path (the key's own transaction), for a batch that failed. */
  once: () => Promise<StoredAnswer>;
  resolve: (answer: StoredAnswer) => void;
  reject: (error: unknown) => void;
}

/** What a batch answers a request: its stored answer, or the error it is answered with (422). */
type Outcome = { answer: StoredAnswer } | { error: unknown };

export interface BatchStats {
  batches: number;
  requests: number;
  largest: number;
  /** Batches whose transaction failed, their requests run one by one. */
  failed: number;
}

/** At most this many requests a batch: its statements' JSON stays small, its locks few. */
export const MAX_BATCH = 64;

/** How long a batch waits for more requests before it starts (ms): a lone request's added latency. */
export const BATCH_WINDOW_MS = 3;

const batchers = new WeakMap<object, WithdrawalBatcher>();

/** The batcher serving an app's withdrawals (by its HTTP server, shared by every plugin scope). */
export const withdrawalBatcherOf = (app: FastifyInstance) => batchers.get(app.server);

export class WithdrawalBatcher {
  readonly stats: BatchStats = { batches: 0, requests: 0, largest: 0, failed: 0 };
  private readonly queue: Waiting[] = [];
  private running = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly dailyLimit: number,
    private readonly maxBatch = MAX_BATCH,
    private readonly windowMs = BATCH_WINDOW_MS,
  ) {
    batchers.set(app.server, this);
  }

  /** Answers the request as the one-request path would, in the next batch it can join. */
  submit(request: Omit<Waiting, 'resolve' | 'reject'>): Promise<StoredAnswer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...request, resolve, reject });
      this.pump();
    });
  }

  /**
   * Starts the next batch once the window has passed (or it is full): the requests arriving
   * meanwhile join it. Without the window a batch would start with the first request and, on PGlite
   * (one connection, taken by the batch's transaction), hold up the next requests' own queries
   * (their sessions) until it ends — batches of one.
   */
  private pump() {
    if (this.running || this.queue.length === 0) return;
    if (this.queue.length < this.maxBatch && this.windowMs > 0) {
      this.timer ??= setTimeout(() => {
        this.timer = null;
        this.start();
      }, this.windowMs);
      return;
    }
    this.start();
  }

  private start() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running || this.queue.length === 0) return;
    this.running = true;
    const batch = this.take();
    void this.run(batch).finally(() => {
      this.running = false;
      this.pump();
    });
  }

  /** The oldest waiting requests, one per user, up to the batch's size; the rest keep their places. */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const users = new Set<number>();
    for (let i = 0; i < this.queue.length && batch.length < this.maxBatch;) {
      const request = this.queue[i]!;
      if (users.has(request.userId)) {
        i += 1;
        continue;
      }
      users.add(request.userId);
      batch.push(request);
      this.queue.splice(i, 1);
    }
    return batch;
  }

  private async run(batch: Waiting[]) {
    this.stats.batches += 1;
    this.stats.requests += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    let outcomes: Outcome[];
    try {
      outcomes = await this.app.db.transaction((tx) => this.serve(tx as unknown as Database, batch));
    } catch (error) {
      // Nothing of the batch stays: each request on its own path, answered as it would be alone.
      this.stats.failed += 1;
      this.app.log.warn({ err: error, requests: batch.length }, 'withdrawal batch failed: one by one');
      await Promise.all(batch.map((request) => request.once().then(request.resolve, request.reject)));
      return;
    }
    batch.forEach((request, i) => {
      const outcome = outcomes[i]!;
      if ('answer' in outcome) request.resolve(outcome.answer);
      else request.reject(outcome.error);
    });
  }

  /** The batch in the transaction `q`: each request's outcome, in the batch's order. */
  private async serve(q: Database, batch: Waiting[]): Promise<Outcome[]> {
    const now = new Date();
    const outcomes: (Outcome | undefined)[] = batch.map(() => undefined);
    const keyOf = (userId: number, key: string) => `${userId}\n${key}`;

    // 1. The keys: a repeat of a request waits here on its key until the first one's transaction ends.
    const claimed = await rows<{ user_id: number; key: string }>(
      q,
      sql`insert into idempotency_keys (user_id, key, endpoint, request_hash, status_code, body)
          select r.user_id, r.key, r.endpoint, r.request_hash, 0, '{}'::jsonb
          from jsonb_to_recordset(${JSON.stringify(
            batch.map((request) => ({
              user_id: request.userId,
              key: request.key,
              endpoint: request.identity.endpoint,
              request_hash: request.identity.requestHash,
            })),
          )}::jsonb) as r(user_id int, key text, endpoint text, request_hash text)
          on conflict do nothing
          returning user_id, key`,
    );
    const mine = new Set(claimed.map((row) => keyOf(Number(row.user_id), row.key)));
    const repeats = batch.filter((request) => !mine.has(keyOf(request.userId, request.key)));
    if (repeats.length > 0) {
      const stored = await rows<{
        user_id: number;
        key: string;
        endpoint: string;
        request_hash: string;
        status_code: number;
        body: unknown;
      }>(
        q,
        sql`select user_id, key, endpoint, request_hash, status_code, body from idempotency_keys
            where (user_id, key) in (${sql.join(
              repeats.map((request) => sql`(${request.userId}::int, ${request.key})`),
              sql`, `,
            )})`,
      );
      const byKey = new Map(stored.map((row) => [keyOf(Number(row.user_id), row.key), row]));
      batch.forEach((request, i) => {
        if (mine.has(keyOf(request.userId, request.key))) return;
        const row = byKey.get(keyOf(request.userId, request.key));
        try {
          if (!row) throw new ApiError(500, 'the key was neither claimed nor stored');
          outcomes[i] = {
            answer: replayOf(
              {
                endpoint: row.endpoint,
                requestHash: row.request_hash,
                statusCode: row.status_code,
                body: row.body,
              },
              request.identity,
            ),
          };
        } catch (error) {
          outcomes[i] = { error };
        }
      });
    }
    const open = batch.flatMap((request, i) => (outcomes[i] ? [] : [{ request, i }]));
    if (open.length === 0) return outcomes as Outcome[];

    // 2. The users' locks, then what each request decides on.
    const userIds = open.map(({ request }) => request.userId);
    await lockUsers(q, userIds);
    const readings = await walletReadingsMany(q, userIds, now, { month: true });
    const invoices = open.flatMap(({ request }) =>
      request.input.invoice ? [request.input.invoice.number] : [],
    );
    const taken = await takenInvoices(q, invoices);

    // 3. Each request by the rules, in arrival order.
    const accepted: { item: AcceptedWithdrawal; request: Waiting; i: number }[] = [];
    const answers: { user_id: number; key: string; status: number; body: unknown }[] = [];
    const refuse = (request: Waiting, i: number, message: string) => {
      const body = { message };
      outcomes[i] = { answer: { status: 202, body, replayed: false } };
      answers.push({ user_id: request.userId, key: request.key, status: 202, body });
    };
    for (const { request, i } of open) {
      const { input } = request;
      const read = readings.get(request.userId)!;
      const refusal = eligibilityRefusal(input, read, request.mcn, this.dailyLimit, now);
      if (refusal) {
        refuse(request, i, refusal);
        continue;
      }
      const account = read.accounts[input.type]!;
      const invoice = input.invoice;
      if (invoice) {
        const problem = invoiceRefusal(invoice, account, taken.has(invoice.number));
        if (problem) {
          refuse(request, i, problem);
          continue;
        }
        taken.add(invoice.number);
      }
      accepted.push({
        item: { userId: request.userId, input, account, taxFen: taxOf(input, read), key: request.key },
        request,
        i,
      });
    }

    // 4. The accepted requests' writes, then every key's answer.
    const created = await insertWithdrawals(
      q,
      accepted.map(({ item }) => item),
      now,
    );
    if (created.length > 0) {
      await withdrawalPostings.holdMany(
        q,
        created.map(({ id, no }, n) => {
          const { userId, input } = accepted[n]!.item;
          return { w: { id, no, userId, amountFen: input.amount_fen }, actorId: userId };
        }),
      );
      await recordSuccesses(
        q,
        created.map((withdrawal, n) => {
          const { request } = accepted[n]!;
          return createdEntry(request.userId, request.input, withdrawal, request.context);
        }),
      );
    }
    created.forEach(({ view }, n) => {
      const { request, i } = accepted[n]!;
      const body = { data: view };
      outcomes[i] = { answer: { status: 200, body, replayed: false } };
      answers.push({ user_id: request.userId, key: request.key, status: 200, body });
    });
    await q.execute(sql`update idempotency_keys k set status_code = r.status, body = r.body
        from jsonb_to_recordset(${JSON.stringify(answers)}::jsonb) as r(user_id int, key text, status int,
          body jsonb)
        where k.user_id = r.user_id and k.key = r.key`);
    return outcomes as Outcome[];
  }
}
