import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { iso } from '../../db/queries.js';
import { users } from '../../db/schema/index.js';

/**
 * A kind's review history: one row per step (submission, machine verdict, reviewer's decision),
 * with the columns `id`, `stage`, `decision`, `reasons`, `message`, `actorId` and `createdAt`, and
 * the item's id under `itemKey` (`videoId`, `albumId`).
 */
export interface HistoryTable {
  table: PgTable & {
    id: PgColumn;
    stage: PgColumn;
    decision: PgColumn;
    reasons: PgColumn;
    message: PgColumn;
    actorId: PgColumn;
    createdAt: PgColumn;
  };
  itemKey: string;
}

/** A step as operators see it: with who acted (null: the platform). */
export interface HistoryStep {
  stage: string;
  decision: string;
  reasons: string[];
  message: string;
  reviewer: string | null;
  at: string;
}

export interface NewStep {
  itemId: number;
  stage: string;
  decision: string;
  reasons?: string[];
  message?: string;
  /** The creator for submissions, the reviewer for decisions, null for the machine. */
  actorId: number | null;
}

const itemColumn = ({ table, itemKey }: HistoryTable) => getTableColumns(table)[itemKey]!;

/** The history of the items, oldest step first, by item id, with who acted. */
export async function historyOf<Step extends HistoryStep = HistoryStep>(
  q: Database,
  history: HistoryTable,
  ids: readonly number[],
): Promise<Map<number, Step[]>> {
  const byItem = new Map<number, Step[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byItem;
  const { table } = history;
  const itemId = itemColumn(history);
  const actor = alias(users, 'actor');
  const rows = await q
    .select({
      itemId,
      stage: table.stage,
      decision: table.decision,
      reasons: table.reasons,
      message: table.message,
      actor: actor.name,
      at: table.createdAt,
    })
    .from(table)
    .leftJoin(actor, eq(actor.id, table.actorId))
    .where(inArray(itemId, [...ids]))
    .orderBy(asc(table.createdAt), asc(table.id));
  for (const row of rows) {
    byItem.get(row.itemId as number)?.push({
      stage: row.stage,
      decision: row.decision,
      reasons: row.reasons,
      message: row.message,
      reviewer: row.actor,
      at: iso(row.at as Date),
    } as Step);
  }
  return byItem;
}

/** Appends steps to the history; pass the transaction of the change they record. */
export async function recordSteps(q: Database, history: HistoryTable, steps: NewStep[]): Promise<void> {
  if (steps.length === 0) return;
  await q.insert(history.table).values(
    steps.map(({ itemId, ...step }) => ({
      [history.itemKey]: itemId,
      ...step,
    })),
  );
}
