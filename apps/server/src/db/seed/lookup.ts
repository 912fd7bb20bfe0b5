import { inArray } from 'drizzle-orm';
import { users } from '../schema/index.js';
import type { SeedTransaction } from './step.js';

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
