import type { SensitiveField } from '@creator-console/contract';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { payoutAccounts, revealConfirmations, sensitiveReveals, users } from '../../db/schema/index.js';
import { NO_REQUEST, type RequestContext } from '../operation-log/record.js';

/** How long the confirm dialog's answer stays usable: enough for the reveal request that follows it. */
const CONFIRMATION_TTL_MS = 2 * 60_000;
const hashNonce = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

export interface Reveal {
  actorId: number;
  subjectUserId: number;
  /** Contract SENSITIVE_MODULES (`t`). */
  module: number;
  field: SensitiveField;
  /** Where the reveal came from (the operation-log row's IP, user agent, request id). */
  context?: RequestContext;
}

const FIELD_NAMES: Record<SensitiveField, string> = {
  phone: '手机号',
  id_number: '身份证号',
  bank_account: '银行卡号',
  company_account: '对公账号',
};
/** The payout account a finance field reveals (the subject's active one of that type). */
const PAYOUT_TYPES: Partial<Record<SensitiveField, 'personal' | 'company'>> = {
  bank_account: 'personal',
  company_account: 'company',
};

export interface SensitiveRepository {
  /** A one-time confirmation for `actorId`'s next reveal (256 random bits, base64url; only its hash is kept). */
  confirm(actorId: number): Promise<string>;
  /**
   * Uses up a confirmation of `actorId`: true once for a fresh one, false when it is unknown, used,
   * expired or someone else's. In one UPDATE, so two requests cannot both use it.
   */
  consumeConfirmation(actorId: number, nonce: string): Promise<boolean>;
  /**
   * The whole value of a user's phone or real-name ID-card number, after writing the audit row
   * (who, whose, which, from where, when — never the value). Null, and nothing written, when the
   * user does not exist or has no such value.
   */
  reveal(reveal: Reveal): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sensitive: SensitiveRepository;
  }
}

export default fp(
  async (app) => {
    const { db } = app;

    async function valueOf(userId: number, field: SensitiveField): Promise<string | null> {
      if (field === 'id_number') return app.certification.latestIdNumber(userId);
      const payoutType = PAYOUT_TYPES[field];
      if (payoutType) {
        const [account] = await db
          .select({ number: payoutAccounts.accountNumber })
          .from(payoutAccounts)
          .where(
            and(
              eq(payoutAccounts.userId, userId),
              eq(payoutAccounts.type, payoutType),
              eq(payoutAccounts.status, 'active'),
            ),
          );
        return account?.number ?? null;
      }
      const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
      return user?.phone ?? null;
    }

    app.decorate('sensitive', {
      async confirm(actorId) {
        const nonce = randomBytes(32).toString('base64url');
        const now = Date.now();
        // Expired confirmations are of no further use (the reveals themselves are audited).
        await db.delete(revealConfirmations).where(lt(revealConfirmations.expiresAt, new Date(now)));
        await db.insert(revealConfirmations).values({
          nonceHash: hashNonce(nonce),
          actorId,
          expiresAt: new Date(now + CONFIRMATION_TTL_MS),
        });
        return nonce;
      },

      async consumeConfirmation(actorId, nonce) {
        const now = new Date();
        const used = await db
          .update(revealConfirmations)
          .set({ usedAt: now })
          .where(
            and(
              eq(revealConfirmations.nonceHash, hashNonce(nonce)),
              eq(revealConfirmations.actorId, actorId),
              isNull(revealConfirmations.usedAt),
              gt(revealConfirmations.expiresAt, now),
            ),
          )
          .returning({ nonceHash: revealConfirmations.nonceHash });
        return used.length === 1;
      },

      async reveal({ actorId, subjectUserId, module, field, context = NO_REQUEST }) {
        const value = await valueOf(subjectUserId, field);
        if (!value) return null;
        const [subject] = await db
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, subjectUserId));
        // The audit row and the operation-log row (who, whose, which — never the value) together.
        await db.transaction(async (tx) => {
          await tx.insert(sensitiveReveals).values({ actorId, subjectUserId, module, field });
          await app.operationLog.record(tx, {
            // Account numbers are finance's (money.md §3): /log/finance lists their reveals.
            module: PAYOUT_TYPES[field] ? 'finance' : 'sensitive',
            action: 'sensitive.reveal',
            targetType: 'account',
            targetId: subjectUserId,
            targetLabel: subject?.name ?? '',
            actorId,
            summary: `查看 ${subject?.name ?? subjectUserId} 的完整${FIELD_NAMES[field]}`,
            detail: { field, module },
            context,
          });
        });
        return value;
      },
    } satisfies SensitiveRepository);
  },
  {
    name: 'sensitive-repository',
    dependencies: ['db', 'certification-repository', 'operation-log-repository'],
  },
);
