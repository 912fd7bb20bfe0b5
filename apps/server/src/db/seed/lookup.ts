import { inArray } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.js';
import { users } from '../schema/index.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import type { SeedTransaction } from './step.js';

/** A map from each row's key to its id. */
export const idsBy = async <K extends string>(rows: Promise<{ id: number; key: K }[]>) =>
  new Map((await rows).map((row) => [row.key, row.id]));

/** The value of `key`; throws when the seed is missing it (a step ran out of order). */
export const must = <K, V>(map: Map<K, V>, key: K): V => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed: missing ${String(key)}`);
  return value;
};

/** The demo password hashed for each account (its own salt each), in parallel on libuv's pool. */
export async function demoPasswordHashes(accounts: readonly { username: string }[]) {
  const hashes = await Promise.all(accounts.map(() => hashPassword(DEMO_PASSWORD)));
  return new Map(accounts.map((account, i) => [account.username, hashes[i]!]));
}

/** Ids of users by username; throws for a missing one (the foundation step seeds them all). */
export async function userIdsOf(tx: SeedTransaction, usernames: readonly string[]) {
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, [...new Set(usernames)]));
  const ids = new Map(rows.map((row) => [row.username, row.id]));
  return (username: string): number => {
    const id = ids.get(username);
    if (id === undefined) throw new Error(`Seed: missing user ${username}`);
    return id;
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An instant `days` (and `hours`) before the seed runs: demo data keeps its age relative to "now". */
export const ago = (now: Date, days: number, hours = 0) =>
  new Date(now.getTime() - days * DAY - hours * HOUR);

/** Deterministic pseudo-random numbers in [0, 1) from a seed (mulberry32). */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
