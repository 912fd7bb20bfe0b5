import { MESSAGE_TYPES, WALLET_LIMITS, WITHDRAWAL_MESSAGES } from '@creator-console/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { column } from '../../db/queries.js';
import { BusinessRuleError } from '../../http/errors.js';
import { pruneIdempotencyKeys } from '../../http/idempotency.js';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type LedgerTransactionKind,
  type SystemAccountKind,
  type UserAccountKind,
} from './schema.js';

/**
 * The ledger (money.md §6): the one way money moves. Every movement is a transaction whose legs
 * sum to zero (the database refuses any INSERT statement that leaves one unbalanced, so a posting
 * writes all its legs in one statement), entries are only ever appended (a
 * trigger refuses UPDATE and DELETE), and a user's wallet and withdrawing accounts never go below
 * zero (checked here under a row lock, and by a CHECK for code that forgets).
 */

export type LedgerAccountRef = { kind: UserAccountKind; userId: number } | { kind: SystemAccountKind };

export interface Leg {
  account: LedgerAccountRef;
  /** Signed fen, an integer ≠ 0. */
  amountFen: number;
}

export interface Posting {
  kind: LedgerTransactionKind;
  /** What the movement is of; `(kind, source)` is unique: posting it again answers the first. */
  source: { type: string; id: number };
  /** Shown to users, ≤ 60 characters. */
  title: string;
  actorId: number | null;
  legs: readonly Leg[];
  reversesId?: number;
  /** When it happened, if not now: the demo seed dates its history (entries are never edited after). */
  at?: Date;
}

export interface PostedLeg {
  accountId: number;
  kind: LedgerAccountRef['kind'];
  userId: number | null;
  amountFen: number;
  /** User accounts only. */
  balanceAfterFen: number | null;
}

export interface Posted {
  transactionId: number;
  /** True when the source had been posted already: nothing moved now. */
  replayed: boolean;
  legs: PostedLeg[];
}

export type CreditKind = 'task_reward' | 'mission_reward' | 'playlet_share';

const FUNDING: Record<CreditKind, SystemAccountKind> = {
  task_reward: 'sys_task_rewards',
  mission_reward: 'sys_mission_rewards',
  playlet_share: 'sys_playlet_share',
};

export interface CreditInput {
  userId: number;
  /** An integer > 0, at most ¥1,000,000. */
  amountFen: number;
  kind: CreditKind;
  source: { type: string; id: number };
  title: string;
  actorId: number | null;
  /** A wallet message (type 5) to the user, written only when the credit is new. */
  notice?: { title: string; content: string; link?: string | null };
  /** When it happened, if not now (the demo seed's history); the notice is dated the same. */
  at?: Date;
}

export interface Credited {
  transactionId: number;
  /** The source had been credited already (with the same figures): nothing moved now. */
  replayed: boolean;
}

/**
 * Credits per group of statements. Each column is one array parameter (`column`): a batch of 1 000
 * sends a few KiB a column, where one JSON document of row objects was ≈ 0.6 MiB (issue 16).
 */
const CREDIT_CHUNK = 1_000;

export interface Ledger {
  /** The general posting, inside `q` (the caller's transaction: as a savepoint) or a transaction of its own. */
  post(posting: Posting, q?: Database): Promise<Posted>;
  /** Rewards and shares into a user's wallet, idempotent by `(kind, source)` (money.md §6.3). */
  credit(input: CreditInput, q?: Database): Promise<Credited>;
  /**
   * Many credits at once, set-based (a settlement batch): the same rules and answers as `credit`,
   * in the order given, in a constant number of statements per call rather than per credit.
   */
  creditMany(inputs: readonly CreditInput[], q?: Database): Promise<Credited[]>;
  /**
   * Posts the mirror of a transaction once (titled with the reason; the caller logs who and why);
   * 202 `余额不足，无法冲正` when the wallet lacks it.
   */
  reverse(
    transactionId: number,
    reason: string,
    actorId: number,
    q?: Database,
  ): Promise<{ transactionId: number }>;
  balances(userId: number, q?: Database): Promise<{ available_fen: number; withdrawing_fen: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
  }
}

/** Thrown for a caller's bug (an unbalanced posting, a source posted with other figures): a 500. */
export class LedgerMisuse extends Error {}

const sourceKey = (kind: string, type: string, id: number) => `${kind} ${type}#${id}`;

export const isUserRef = (ref: LedgerAccountRef): ref is { kind: UserAccountKind; userId: number } =>
  ref.kind === 'wallet' || ref.kind === 'withdrawing';
export const refKey = (ref: LedgerAccountRef) => (isUserRef(ref) ? `${ref.kind}:${ref.userId}` : ref.kind);

export function checkPosting(posting: Posting) {
  const { legs, title } = posting;
  if (legs.length < 2) throw new LedgerMisuse('a posting needs at least two legs');
  if ([...title].length > 60) throw new LedgerMisuse('a transaction title is at most 60 characters');
  let sum = 0;
  const seen = new Set<string>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amountFen) || leg.amountFen === 0) {
      throw new LedgerMisuse(`a leg's amount must be a non-zero integer of fen, not ${leg.amountFen}`);
    }
    const key = refKey(leg.account);
    if (seen.has(key)) throw new LedgerMisuse(`two legs on one account (${key})`);
    seen.add(key);
    sum += leg.amountFen;
  }
  if (sum !== 0) throw new LedgerMisuse(`a posting's legs must sum to 0, not ${sum}`);
}

/** New ledger entries by column (one array parameter each when written): see `writeLegs`. */
export interface EntryColumns {
  transactionId: number[];
  accountId: number[];
  userId: (number | null)[];
  kind: string[];
  amountFen: number[];
  balanceAfterFen: (number | null)[];
  createdAt: (string | null)[];
}

export const entryColumns = (): EntryColumns => ({
  transactionId: [],
  accountId: [],
  userId: [],
  kind: [],
  amountFen: [],
  balanceAfterFen: [],
  createdAt: [],
});

/**
 * The set-based end of a posting (`creditMany`, `postMany`): each user account's balance moved and
 * its version raised by its entries' count, then every leg inserted in one statement, so the
 * zero-sum check (migration 0015) sees each transaction whole.
 */
export async function writeLegs(
  q: Database,
  moved: readonly { id: number; amount: number; entries: number }[],
  entries: EntryColumns,
) {
  if (moved.length > 0) {
    await q.execute(sql`update ledger_accounts a
        set balance_fen = a.balance_fen + m.amount, version = a.version + m.entries
        from unnest(${column(moved.map((m) => m.id))}::int[], ${column(moved.map((m) => m.amount))}::bigint[],
          ${column(moved.map((m) => m.entries))}::int[]) as m(id, amount, entries)
        where a.id = m.id`);
  }
  await q.execute(sql`
    insert into ledger_entries
      (transaction_id, account_id, user_id, kind, amount_fen, balance_after_fen, created_at)
    select r.transaction_id, r.account_id, r.user_id, r.kind, r.amount_fen, r.balance_after_fen,
      coalesce(r.created_at, now())
    from unnest(${column(entries.transactionId)}::int[], ${column(entries.accountId)}::int[],
      ${column(entries.userId)}::int[], ${column(entries.kind)}::text[],
      ${column(entries.amountFen)}::bigint[], ${column(entries.balanceAfterFen)}::bigint[],
      ${column(entries.createdAt)}::timestamptz[])
      as r(transaction_id, account_id, user_id, kind, amount_fen, balance_after_fen, created_at)`);
}

export function createLedger(db: Database): Ledger {
  /** System account ids: created by the migration, never change. */
  let systemIds: Map<SystemAccountKind, number> | undefined;
  async function systemAccountIds(q: Database) {
    if (!systemIds) {
      const rows = await q
        .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
        .from(ledgerAccounts)
        .where(isNull(ledgerAccounts.userId));
      systemIds = new Map(rows.map((row) => [row.kind as SystemAccountKind, row.id]));
    }
    return systemIds;
  }

  async function existing(q: Database, posting: Posting): Promise<Posted | null> {
    const [found] = await q
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, posting.kind),
          eq(ledgerTransactions.sourceType, posting.source.type),
          eq(ledgerTransactions.sourceId, posting.source.id),
        ),
      );
    if (!found) return null;
    const legs = await q
      .select({
        accountId: ledgerEntries.accountId,
        kind: ledgerAccounts.kind,
        userId: ledgerEntries.userId,
        amountFen: ledgerEntries.amountFen,
        balanceAfterFen: ledgerEntries.balanceAfterFen,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, found.id))
      .orderBy(ledgerEntries.id);
    return { transactionId: found.id, replayed: true, legs };
  }

  async function postIn(q: Database, posting: Posting): Promise<Posted> {
    checkPosting(posting);
    // The source first: a second posting of it waits here on the unique index until the first
    // commits, then finds it (and moves nothing).
    const [created] = await q
      .insert(ledgerTransactions)
      .values({
        kind: posting.kind,
        sourceType: posting.source.type,
        sourceId: posting.source.id,
        title: posting.title,
        actorId: posting.actorId,
        reversesId: posting.reversesId ?? null,
        ...(posting.at ? { createdAt: posting.at } : {}),
      })
      .onConflictDoNothing()
      .returning({ id: ledgerTransactions.id });
    if (!created) {
      const found = await existing(q, posting);
      if (!found) throw new LedgerMisuse('a posting conflicted but its transaction is not there');
      return found;
    }

    const userRefs = posting.legs.map((leg) => leg.account).filter(isUserRef);
    // Locked in ascending id: two postings over the same accounts never wait on each other crosswise.
    const lockAccounts = () =>
      q
        .select({
          id: ledgerAccounts.id,
          kind: ledgerAccounts.kind,
          userId: ledgerAccounts.userId,
          balanceFen: ledgerAccounts.balanceFen,
        })
        .from(ledgerAccounts)
        .where(
          sql`(${ledgerAccounts.kind}, ${ledgerAccounts.userId}) in (${sql.join(
            userRefs.map((ref) => sql`(${ref.kind}, ${ref.userId})`),
            sql`, `,
          )})`,
        )
        .orderBy(ledgerAccounts.id)
        .for('update');
    let locked = userRefs.length === 0 ? [] : await lockAccounts();
    if (locked.length < userRefs.length) {
      // A user's first posting on an account opens it (a concurrent first posting opens it once).
      await q
        .insert(ledgerAccounts)
        .values(userRefs.map((ref) => ({ kind: ref.kind, userId: ref.userId })))
        .onConflictDoNothing();
      locked = await lockAccounts();
    }
    const byKey = new Map(locked.map((row) => [`${row.kind}:${row.userId}`, row]));
    const systems = await systemAccountIds(q);

    const legs: PostedLeg[] = posting.legs.map((leg) => {
      if (!isUserRef(leg.account)) {
        const accountId = systems.get(leg.account.kind);
        if (accountId === undefined) throw new LedgerMisuse(`no system account ${leg.account.kind}`);
        return {
          accountId,
          kind: leg.account.kind,
          userId: null,
          amountFen: leg.amountFen,
          balanceAfterFen: null,
        };
      }
      const row = byKey.get(refKey(leg.account))!;
      const after = row.balanceFen + leg.amountFen;
      if (after < 0) throw new BusinessRuleError(WITHDRAWAL_MESSAGES.insufficient);
      return {
        accountId: row.id,
        kind: leg.account.kind,
        userId: leg.account.userId,
        amountFen: leg.amountFen,
        balanceAfterFen: after,
      };
    });

    const moved = legs.filter((leg) => leg.balanceAfterFen !== null);
    if (moved.length > 0) {
      // Every user account of the posting in one statement.
      await q.execute(sql`update ledger_accounts a
          set balance_fen = a.balance_fen + m.amount, version = a.version + 1
          from (values ${sql.join(
            moved.map((leg) => sql`(${leg.accountId}::int, ${leg.amountFen}::bigint)`),
            sql`, `,
          )}) as m(id, amount)
          where a.id = m.id`);
    }
    await q.insert(ledgerEntries).values(
      legs.map((leg) => ({
        transactionId: created.id,
        accountId: leg.accountId,
        userId: leg.userId,
        kind: posting.kind,
        amountFen: leg.amountFen,
        balanceAfterFen: leg.balanceAfterFen,
        ...(posting.at ? { createdAt: posting.at } : {}),
      })),
    );
    return { transactionId: created.id, replayed: false, legs };
  }

  /**
   * In a transaction of its own, or a savepoint of the caller's transaction `q`: the posting's
   * locks and checks hold together, and a refused posting leaves the caller's transaction usable.
   */
  const within = <T>(q: Database | undefined, work: (q: Database) => Promise<T>): Promise<T> =>
    (q ?? db).transaction((tx) => work(tx as unknown as Database));

  /**
   * Credits in a constant number of statements: the transactions (a source already there is a
   * replay, checked against its figures), the wallets opened and locked in ascending id, one update
   * of the balances, the entries with each wallet's running balance in the order given, the notices.
   */
  async function creditChunk(q: Database, inputs: readonly CreditInput[]): Promise<Credited[]> {
    // One array parameter a column, not 6 × 1 000 parameters: the statement's text stays the same
    // whatever the count, and neither side builds or parses thousands of parameters.
    const { rows: created } = (await q.execute(sql`
        insert into ledger_transactions (kind, source_type, source_id, title, actor_id, created_at)
        select r.kind, r.source_type, r.source_id, r.title, r.actor_id, coalesce(r.created_at, now())
        from unnest(${column(inputs.map((input) => input.kind))}::text[],
          ${column(inputs.map((input) => input.source.type))}::text[],
          ${column(inputs.map((input) => input.source.id))}::int[],
          ${column(inputs.map((input) => input.title))}::text[],
          ${column(inputs.map((input) => input.actorId))}::int[],
          ${column(inputs.map((input) => input.at?.toISOString() ?? null))}::timestamptz[])
          as r(kind, source_type, source_id, title, actor_id, created_at)
        on conflict do nothing
        returning id, kind, source_type as "sourceType", source_id as "sourceId"`)) as unknown as {
      rows: { id: number; kind: string; sourceType: string; sourceId: number }[];
    };
    const createdIds = new Map(
      created.map((row) => [sourceKey(row.kind, row.sourceType, row.sourceId), row.id]),
    );
    const keyOf = (input: CreditInput) => sourceKey(input.kind, input.source.type, input.source.id);
    const fresh = inputs.filter((input) => createdIds.has(keyOf(input)));
    const replayed = new Map<string, number>();
    const replays = inputs.filter((input) => !createdIds.has(keyOf(input)));
    if (replays.length > 0) {
      const { rows: found } = (await q.execute(sql`
          select t.id, t.kind, t.source_type as "sourceType", t.source_id as "sourceId",
            e.user_id as "userId", e.amount_fen as "amountFen"
          from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts a on a.id = e.account_id and a.kind = 'wallet'
          where (t.kind, t.source_type, t.source_id) in (${sql.join(
            replays.map((r) => sql`(${r.kind}, ${r.source.type}, ${r.source.id}::int)`),
            sql`, `,
          )})`)) as unknown as {
        rows: {
          id: number;
          kind: string;
          sourceType: string;
          sourceId: number;
          userId: number;
          amountFen: number;
        }[];
      };
      const byKey = new Map(
        found.map((row) => [sourceKey(row.kind, row.sourceType, Number(row.sourceId)), row]),
      );
      for (const input of replays) {
        const row = byKey.get(keyOf(input));
        if (!row) throw new LedgerMisuse('a credit conflicted but its transaction is not there');
        if (Number(row.userId) !== input.userId || Number(row.amountFen) !== input.amountFen) {
          throw new LedgerMisuse(
            `${input.kind} ${input.source.type}#${input.source.id} was credited with other figures`,
          );
        }
        replayed.set(keyOf(input), Number(row.id));
      }
    }

    if (fresh.length > 0) {
      const userIds = [...new Set(fresh.map((input) => input.userId))];
      const lockWallets = () =>
        q
          .select({
            id: ledgerAccounts.id,
            userId: ledgerAccounts.userId,
            balanceFen: ledgerAccounts.balanceFen,
          })
          .from(ledgerAccounts)
          .where(and(eq(ledgerAccounts.kind, 'wallet'), inArray(ledgerAccounts.userId, userIds)))
          .orderBy(ledgerAccounts.id)
          .for('update');
      let wallets = await lockWallets();
      if (wallets.length < userIds.length) {
        // A user's first credit opens the wallet (a concurrent first posting opens it once).
        await q
          .insert(ledgerAccounts)
          .values(userIds.map((userId) => ({ kind: 'wallet' as const, userId })))
          .onConflictDoNothing();
        wallets = await lockWallets();
      }
      const wallet = new Map(wallets.map((row) => [row.userId!, { id: row.id, balance: row.balanceFen }]));
      const systems = await systemAccountIds(q);
      // The entries by column, two a credit: the funding account's debit, then the wallet's credit.
      const entries = entryColumns();
      /** Per wallet: the amount moved and the entries written (its version counts entries). */
      const moved = new Map<number, { amount: number; entries: number }>();
      for (const input of fresh) {
        const funding = systems.get(FUNDING[input.kind]);
        if (funding === undefined) throw new LedgerMisuse(`no system account ${FUNDING[input.kind]}`);
        const account = wallet.get(input.userId)!;
        account.balance += input.amountFen;
        const sum = moved.get(account.id) ?? { amount: 0, entries: 0 };
        moved.set(account.id, { amount: sum.amount + input.amountFen, entries: sum.entries + 1 });
        const transactionId = createdIds.get(keyOf(input))!;
        const at = input.at?.toISOString() ?? null;
        entries.transactionId.push(transactionId, transactionId);
        entries.accountId.push(funding, account.id);
        entries.userId.push(null, input.userId);
        entries.kind.push(input.kind, input.kind);
        entries.amountFen.push(-input.amountFen, input.amountFen);
        entries.balanceAfterFen.push(null, account.balance);
        entries.createdAt.push(at, at);
      }
      await writeLegs(
        q,
        [...moved].map(([id, m]) => ({ id, ...m })),
        entries,
      );
      const notices = fresh.filter((input) => input.notice);
      if (notices.length > 0) {
        await q.execute(sql`
          insert into messages (user_id, type, title, content, link, created_at)
          select r.user_id, ${MESSAGE_TYPES.wallet}::int, r.title, r.content, r.link,
            coalesce(r.created_at, now())
          from unnest(${column(notices.map((input) => input.userId))}::int[],
            ${column(notices.map((input) => input.notice!.title))}::text[],
            ${column(notices.map((input) => input.notice!.content))}::text[],
            ${column(notices.map((input) => input.notice!.link ?? null))}::text[],
            ${column(notices.map((input) => input.at?.toISOString() ?? null))}::timestamptz[])
            as r(user_id, title, content, link, created_at)`);
      }
    }
    return inputs.map((input) => {
      const id = createdIds.get(keyOf(input));
      return id !== undefined
        ? { transactionId: id, replayed: false }
        : { transactionId: replayed.get(keyOf(input))!, replayed: true };
    });
  }

  async function creditMany(inputs: readonly CreditInput[], q?: Database): Promise<Credited[]> {
    const sources = new Set<string>();
    for (const { amountFen, kind, source } of inputs) {
      if (!Number.isSafeInteger(amountFen) || amountFen <= 0 || amountFen > WALLET_LIMITS.creditMaxFen) {
        throw new LedgerMisuse(
          `a credit is an integer of 1 to ${WALLET_LIMITS.creditMaxFen} fen, not ${amountFen}`,
        );
      }
      const key = sourceKey(kind, source.type, source.id);
      if (sources.has(key)) throw new LedgerMisuse(`${key} is credited twice in one call`);
      sources.add(key);
    }
    if (inputs.length === 0) return [];
    return within(q, async (tx) => {
      const answers: Credited[] = [];
      for (let i = 0; i < inputs.length; i += CREDIT_CHUNK) {
        answers.push(...(await creditChunk(tx, inputs.slice(i, i + CREDIT_CHUNK))));
      }
      return answers;
    });
  }

  return {
    post: (posting, q) => within(q, (tx) => postIn(tx, posting)),

    async credit(input, q) {
      const [credited] = await creditMany([input], q);
      return credited!;
    },

    creditMany,

    reverse(transactionId, reason, actorId, q) {
      return within(q, async (tx) => {
        const [original] = await tx
          .select()
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.id, transactionId));
        if (!original) throw new LedgerMisuse(`no ledger transaction ${transactionId}`);
        const entries = await tx
          .select({
            kind: ledgerAccounts.kind,
            userId: ledgerEntries.userId,
            amountFen: ledgerEntries.amountFen,
          })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .where(eq(ledgerEntries.transactionId, transactionId));
        try {
          const posted = await postIn(tx, {
            kind: 'reversal',
            source: { type: 'ledger_transaction', id: transactionId },
            title: [...`冲正：${reason || original.title}`].slice(0, 60).join(''),
            actorId,
            reversesId: transactionId,
            legs: entries.map((entry) => ({
              account:
                entry.kind === 'wallet' || entry.kind === 'withdrawing'
                  ? { kind: entry.kind, userId: entry.userId! }
                  : { kind: entry.kind },
              amountFen: -entry.amountFen,
            })),
          });
          return { transactionId: posted.transactionId };
        } catch (error) {
          if (error instanceof BusinessRuleError) throw new BusinessRuleError('余额不足，无法冲正');
          throw error;
        }
      });
    },

    async balances(userId, q = db) {
      const rows = await q
        .select({ kind: ledgerAccounts.kind, balanceFen: ledgerAccounts.balanceFen })
        .from(ledgerAccounts)
        .where(
          and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.kind, ['wallet', 'withdrawing'])),
        );
      const of = (kind: string) => rows.find((row) => row.kind === kind)?.balanceFen ?? 0;
      return { available_fen: of('wallet'), withdrawing_fen: of('withdrawing') };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('ledger', createLedger(app.db));
    // Stored answers of idempotent requests are kept 30 days (http/idempotency.ts).
    app.scheduler.every({
      name: 'idempotency.prune',
      everyMs: 6 * 3_600_000,
      run: () => pruneIdempotencyKeys(app.db),
    });
  },
  { name: 'ledger', dependencies: ['db', 'scheduler'] },
);
