import type { Database } from '../../db/database.js';
import { operationLogs } from '../../db/schema/index.js';

export type NewOperationLog = typeof operationLogs.$inferInsert;

/** Writes operation-log rows; pass the transaction of the change they record. */
export async function writeOperationLog(q: Database, rows: NewOperationLog[]): Promise<void> {
  if (rows.length > 0) await q.insert(operationLogs).values(rows);
}
