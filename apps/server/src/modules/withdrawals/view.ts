import {
  CERT_STATUS,
  type StaffWithdrawal,
  type Withdrawal,
  type WithdrawalStatus,
} from '@creator-console/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { activeRoleName, iso, isoOrNull } from '../../db/queries.js';
import { certificationApplications, users } from '../../db/schema/index.js';
import { payoutBatches, withdrawalHistory, withdrawals } from './schema.js';
import type { WithdrawalRow } from './transition.js';

/** A withdrawal as its owner sees it (money.md §8.1). */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  const reasons = row.status === 'failed' || row.status === 'returned' ? [] : row.reviewReasons;
  const message = row.status === 'failed' || row.status === 'returned' ? row.failReason : row.reviewMessage;
  return {
    id: row.id,
    no: row.no,
    type: row.type,
    status: row.status,
    amount_fen: row.amountFen,
    tax_fen: row.taxFen,
    net_fen: row.netFen,
    tax_final: row.status === 'paid' || row.status === 'returned' ? 1 : 0,
    account: { account_name: row.accountName, bank_name: row.bankName, account_masked: row.accountMasked },
    invoice: row.invoice ?? null,
    reasons,
    message,
    created_at: iso(row.createdAt),
    reviewed_at: isoOrNull(row.reviewedAt),
    paid_at: isoOrNull(row.paidAt),
  };
}

/**
 * A withdrawal's history, oldest step first, with who acted (`actorId` and `actor`, their name;
 * both null for the system). The wallet and finance details shape it for their answers.
 */
export async function historyOf(q: Database, withdrawalId: number) {
  const rows = await q
    .select({
      from: withdrawalHistory.fromStatus,
      to: withdrawalHistory.toStatus,
      message: withdrawalHistory.message,
      actorId: withdrawalHistory.actorId,
      actor: users.name,
      at: withdrawalHistory.createdAt,
    })
    .from(withdrawalHistory)
    .leftJoin(users, eq(users.id, withdrawalHistory.actorId))
    .where(eq(withdrawalHistory.withdrawalId, withdrawalId))
    .orderBy(asc(withdrawalHistory.id));
  return rows.map((row) => ({
    from: row.from as WithdrawalStatus | null,
    to: row.to as WithdrawalStatus,
    message: row.message,
    actorId: row.actorId,
    actor: row.actor,
    at: iso(row.at),
  }));
}

export interface CertStates {
  /** Contract CERT_STATUS of the latest application of each type (0: none). */
  realName: number;
  enterprise: number;
  /** The name of the approved real-name and enterprise certifications (payout account holder). */
  realNameName: string | null;
  entityName: string | null;
}

/** The real-name and enterprise certification states of users (the latest application of each). */
export async function certStates(q: Database, userIds: readonly number[]): Promise<Map<number, CertStates>> {
  const states = new Map<number, CertStates>(
    userIds.map((id) => [
      id,
      { realName: CERT_STATUS.none, enterprise: CERT_STATUS.none, realNameName: null, entityName: null },
    ]),
  );
  if (userIds.length === 0) return states;
  const apps = certificationApplications;
  const rows = await q
    .select({ userId: apps.userId, type: apps.type, status: apps.status, fields: apps.fields })
    .from(apps)
    .where(inArray(apps.userId, [...userIds]))
    .orderBy(desc(apps.createdAt), desc(apps.id));
  const seen = new Set<string>();
  for (const row of rows) {
    const state = states.get(row.userId)!;
    if (row.type === 'personal' || row.type === 'enterprise') {
      const key = `${row.userId}:${row.type}`;
      if (!seen.has(key)) {
        seen.add(key);
        if (row.type === 'personal') state.realName = row.status;
        else state.enterprise = row.status;
      }
      // The newest approved one names the holder, even while a newer application is pending.
      if (row.status === CERT_STATUS.approved) {
        if (row.type === 'personal') state.realNameName ??= String(row.fields.real_name ?? '');
        else state.entityName ??= String(row.fields.entity_name ?? '');
      }
    }
  }
  return states;
}

/** Staff views (money.md §8.1): the applicant with their certifications, reviewer, payer and batch. */
export async function toStaffWithdrawals(
  q: Database,
  rows: readonly WithdrawalRow[],
): Promise<StaffWithdrawal[]> {
  if (rows.length === 0) return [];
  const applicant = alias(users, 'applicant');
  const people = await q
    .select({
      id: applicant.id,
      name: applicant.name,
      avatar: applicant.avatar,
      role: activeRoleName('applicant'),
    })
    .from(applicant)
    .where(
      inArray(applicant.id, [
        ...new Set(
          rows.flatMap((r) => [r.userId, r.reviewerId, r.payerId]).filter((id): id is number => id !== null),
        ),
      ]),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  const batchIds = [...new Set(rows.map((r) => r.batchId).filter((id): id is number => id !== null))];
  const batches =
    batchIds.length === 0
      ? new Map<number, string>()
      : new Map(
          (
            await q
              .select({ id: payoutBatches.id, no: payoutBatches.no })
              .from(payoutBatches)
              .where(inArray(payoutBatches.id, batchIds))
          ).map((b) => [b.id, b.no]),
        );
  const certs = await certStates(q, [...new Set(rows.map((r) => r.userId))]);
  const brief = (id: number | null) => {
    const person = id === null ? undefined : byId.get(id);
    return person ? { id: person.id, name: person.name } : null;
  };
  return rows.map((row) => {
    const user = byId.get(row.userId);
    const cert = certs.get(row.userId)!;
    return {
      ...toWithdrawal(row),
      user: {
        id: row.userId,
        name: user?.name ?? '',
        avatar: user?.avatar ?? '',
        role_name: user?.role ?? '',
        real_name_status: cert.realName,
        enterprise_status: cert.enterprise,
      },
      reviewer: brief(row.reviewerId),
      payer: brief(row.payerId),
      batch_no: row.batchId === null ? null : (batches.get(row.batchId) ?? null),
      bank_ref: row.bankRef,
    };
  });
}

/** One withdrawal row by id (null when missing). */
export async function withdrawalRow(q: Database, id: number): Promise<WithdrawalRow | null> {
  const [row] = await q.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row ?? null;
}
