import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.js';
import type { TestApp } from '../helper.js';

/** The id of a demo account. */
export async function userIdOf(t: TestApp, username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** Ids of several demo accounts, by username. */
export async function userIds<K extends string>(
  t: TestApp,
  usernames: readonly K[],
): Promise<Record<K, number>> {
  const entries = await Promise.all(usernames.map(async (name) => [name, await userIdOf(t, name)] as const));
  return Object.fromEntries(entries) as Record<K, number>;
}

/** A query string from defined values. */
export const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
