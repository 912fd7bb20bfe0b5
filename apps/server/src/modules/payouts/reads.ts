import {
  PAYOUT_TAB_STATUSES,
  type endpoints,
  type ParsedQueryOf,
  type PayoutRow,
} from '@creator-console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { containing, pageOf } from '../../db/queries.js';
import { foundation } from './foundation.js';

type PayoutsQuery = ParsedQueryOf<typeof endpoints.financePayouts>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * GET /api/finance/payouts: the withdrawals of a type in a tab (or a batch), oldest first while
 * waiting to be paid, newest first otherwise, as the staff view with the batch's id.
 */
export async function listPayouts(
  app: FastifyInstance,
  query: PayoutsQuery,
): Promise<{ data: PayoutRow[]; total: number; total_net_fen: number }> {
  const statuses = PAYOUT_TAB_STATUSES[query.tab];
  const where: SQL[] = [
    sql`w.type = ${query.type}`,
    sql`w.status in (${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )})`,
  ];
  if (query.batch_id !== undefined) where.push(sql`w.batch_id = ${query.batch_id}`);
  if (query.keyword) {
    const pattern = containing(query.keyword);
    const id = /^\d{1,9}$/.test(query.keyword) ? Number(query.keyword) : null;
    where.push(sql`(w.no ilike ${pattern} or u.name ilike ${pattern} or u.username ilike ${pattern}
      ${id === null ? sql`` : sql`or w.user_id = ${id}`})`);
  }
  const condition = sql.join(where, sql` and `);
  const order =
    query.tab === 'approved' ? sql`w.created_at asc, w.id asc` : sql`w.updated_at desc, w.id desc`;
  const { limit, offset } = pageOf(query);
  const [page, totals] = await Promise.all([
    app.db.execute(sql`
      select w.id, w.batch_id from withdrawals w join users u on u.id = w.user_id
      where ${condition} order by ${order} limit ${limit} offset ${offset}`),
    app.db.execute(sql`
      select count(*)::int as n, coalesce(sum(w.net_fen), 0)::text as net
      from withdrawals w join users u on u.id = w.user_id where ${condition}`),
  ]);
  const rows = rowsOf<{ id: number; batch_id: number | null }>(page);
  const views = await foundation(app).staffViews(
    app.db,
    rows.map((row) => Number(row.id)),
  );
  const byId = new Map(views.map((view) => [view.id, view]));
  const [total] = rowsOf<{ n: number; net: string }>(totals);
  return {
    data: rows.map((row) => ({
      ...byId.get(Number(row.id))!,
      batch_id: row.batch_id === null ? null : Number(row.batch_id),
    })),
    total: Number(total?.n ?? 0),
    total_net_fen: Number(total?.net ?? 0),
  };
}
