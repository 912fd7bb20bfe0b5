import { gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays } from '../dates.js';
import { roles, userRoles } from './schema/index.js';

/**
 * Shared query fragments. They run unchanged on PGlite and PostgreSQL.
 */

/**
 * `"<users table or alias>"."id"`, qualified. Correlated subqueries need it: drizzle writes the
 * select fields of a single-table query unqualified, and a bare "id" inside a subquery would be
 * resolved against the subquery's own tables.
 */
export const userIdOf = (usersTable: string) => sql`${sql.identifier(usersTable)}.${sql.identifier('id')}`;

const activeRole = (usersTable: string, column: 'name' | 'key') =>
  sql<string>`coalesce((select r.${sql.identifier(column)} from ${userRoles} ur inner join ${roles} r on r.id = ur.role_id where ur.user_id = ${userIdOf(usersTable)} order by ur.position, r.id limit 1), '')`;

/** The display name of the active role (lowest position) of the users table's (or alias's) row, or ''. */
export const activeRoleName = (usersTable: string) => activeRole(usersTable, 'name');

/** The active role's key (admin, operator, creator, mcn, mcn_pending), or ''. */
export const activeRoleKey = (usersTable: string) => activeRole(usersTable, 'key');

/** An ILIKE pattern matching `keyword` anywhere, with its own `%`, `_` and `\` taken literally. */
export const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * An offset for SQL: the contract does not bound `page`, and a product beyond PostgreSQL's bigint
 * would be an error, so it is capped (any page that far is empty anyway).
 */
export const safeOffset = (offset: number) => Math.max(0, Math.min(offset, Number.MAX_SAFE_INTEGER));

/** `limit`/`offset` of a page (contract `pageQuery`). */
export const pageOf = ({ page, size }: { page: number; size: number }) => ({
  limit: size,
  offset: safeOffset((page - 1) * size),
});

/**
 * One page of a list: `rows(limit, offset)` of the page and the `counted` total, asked at once,
 * the rows shaped by `to`.
 */
export async function listPage<Row, Item>(
  page: { page: number; size: number },
  rows: (limit: number, offset: number) => PromiseLike<Row[]>,
  counted: PromiseLike<{ n: number }[]>,
  to: (row: Row) => Item,
): Promise<{ data: Item[]; total: number }> {
  const { limit, offset } = pageOf(page);
  const [found, [total]] = await Promise.all([rows(limit, offset), counted]);
  return { data: found.map(to), total: total?.n ?? 0 };
}

/**
 * Whether a database error is a unique violation (SQLSTATE 23505), e.g. of a partial unique index
 * guarding a rule that a concurrent request just won. drizzle wraps driver errors in `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A timestamp column as the wire wants it: ISO 8601 in UTC. */
export const iso = (at: Date): string => at.toISOString();
export const isoOrNull = (at: Date | null): string | null => (at ? at.toISOString() : null);

/**
 * `created_at` (or another column) within platform calendar days, both included. The platform's
 * zone (Asia/Shanghai) has no daylight saving, so a day starts at 00:00+08:00.
 */
export function withinDays(
  column: PgColumn,
  { start_date, end_date }: { start_date?: string | undefined; end_date?: string | undefined },
): SQL[] {
  const conditions: SQL[] = [];
  if (start_date) conditions.push(gte(column, new Date(`${start_date}T00:00:00+08:00`)));
  if (end_date) conditions.push(lt(column, new Date(`${addDays(end_date, 1)}T00:00:00+08:00`)));
  return conditions;
}

/**
 * ORDER BY terms that the indexes serve. drizzle writes index columns `DESC NULLS LAST` and
 * PostgreSQL only walks an index for an ORDER BY with the same NULLS placement (it does not
 * reason that the column is NOT NULL), so the queries say it too: descending is `desc nulls last`,
 * ascending `asc nulls first` (the same index walked backwards).
 */
export const newestFirst = (column: PgColumn) => sql`${column} desc nulls last`;
export const oldestFirst = (column: PgColumn) => sql`${column} asc nulls first`;

/**
 * A column of a set-based statement as one array parameter (`unnest(${column(ids)}::int[], …)`), not
 * one parameter per row, nor one JSON document of row objects: each key repeated per row, two bytes a
 * character once a text is Chinese, a batch's JSON came to strings big enough that V8 allocates them
 * straight in its old generation, where a settlement run's piled up as ≈ 150 MiB of RSS before a
 * full collection (issue 16). An array of 1 000 numbers is ≈ 7 KiB of text.
 */
export const column = (values: readonly unknown[]) => sql.param(values);
