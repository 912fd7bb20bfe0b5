import type { OperationLogModule } from '@creator-console/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { recordOperations } from '../operation-log/record.js';
import type { ReviewableTable } from './queue.js';

/** What a creator may not do to an own item while it is in review. */
export interface OwnItemRule<Status extends string> {
  table: ReviewableTable;
  inReview: readonly Status[];
  logModule: OperationLogModule;
  missing: string;
  notDeletable(status: Status): string;
}

/**
 * Deletes a creator's own item unless it is in review (202 saying why); anyone else's is answered
 * as missing (404). The deletion is written to the operation log.
 */
export async function removeOwnItem<Status extends string>(
  db: Database,
  rule: OwnItemRule<Status>,
  userId: number,
  id: number,
): Promise<void> {
  const { table } = rule;
  const own = and(eq(table.id, id), eq(table.userId, userId));
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(table)
      .where(and(own, notInArray(table.status, [...rule.inReview])))
      .returning({ title: table.title, status: table.status });
    if (!deleted) {
      const [current] = await tx.select({ status: table.status }).from(table).where(own);
      if (!current) throw new NotFoundError(rule.missing);
      throw new BusinessRuleError(rule.notDeletable(current.status as Status));
    }
    await recordOperations(tx, [
      {
        module: rule.logModule,
        action: 'delete',
        targetType: rule.logModule,
        targetId: id,
        actorId: userId,
        detail: deleted,
      },
    ]);
  });
}
