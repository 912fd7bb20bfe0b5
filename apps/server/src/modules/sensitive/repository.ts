import type { SensitiveField } from '@creator-console/contract';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { sensitiveReveals, users } from '../../db/schema/index.js';

export interface Reveal {
  actorId: number;
  subjectUserId: number;
  /** Contract SENSITIVE_MODULES (`t`). */
  module: number;
  field: SensitiveField;
}

export interface SensitiveRepository {
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
      const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
      return user?.phone ?? null;
    }

    app.decorate('sensitive', {
      async reveal({ actorId, subjectUserId, module, field }) {
        const value = await valueOf(subjectUserId, field);
        if (!value) return null;
        await db.insert(sensitiveReveals).values({ actorId, subjectUserId, module, field });
        return value;
      },
    } satisfies SensitiveRepository);
  },
  { name: 'sensitive-repository', dependencies: ['db', 'certification-repository'] },
);
