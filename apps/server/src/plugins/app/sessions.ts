import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { sessions } from '../../db/schema/index.js';

export interface ActiveSession {
  id: number;
  userId: number;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/**
 * Server-side sessions behind bearer tokens. Every lookup goes through `resolve`, so a cache added
 * here later must drop an entry in `revoke`/`revokeAllForUser` for revocation to stay immediate.
 */
export interface Sessions {
  /** Starts a session and returns its bearer token: 256 random bits, base64url. Only the hash is stored. */
  start(userId: number, client: ClientInfo): Promise<string>;
  /** The live session of a token, or null when unknown, revoked, past its absolute or idle expiry. */
  resolve(token: string): Promise<ActiveSession | null>;
  revoke(sessionId: number): Promise<void>;
  /** Ends every session of a user (password change, account disabled). */
  revokeAllForUser(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export default fp(
  async (app) => {
    const { db } = app;
    const { absoluteTtlMs, idleTtlMs, touchIntervalMs } = app.config.session;

    const store: Sessions = {
      async start(userId, client) {
        const token = randomBytes(32).toString('base64url');
        const now = new Date();
        await db.insert(sessions).values({
          tokenHash: hashToken(token),
          userId,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + absoluteTtlMs),
          ip: client.ip,
          userAgent: client.userAgent.slice(0, 512),
        });
        return token;
      },

      async resolve(token) {
        if (!TOKEN_PATTERN.test(token)) return null;
        const [row] = await db
          .select({
            id: sessions.id,
            userId: sessions.userId,
            lastSeenAt: sessions.lastSeenAt,
            expiresAt: sessions.expiresAt,
          })
          .from(sessions)
          .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
        const now = Date.now();
        if (!row || row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleTtlMs <= now)
          return null;
        // Sliding idle expiry, written at most once per interval to spare the database.
        if (now - row.lastSeenAt.getTime() >= touchIntervalMs) {
          await db
            .update(sessions)
            .set({ lastSeenAt: new Date(now) })
            .where(eq(sessions.id, row.id));
        }
        return { id: row.id, userId: row.userId };
      },

      async revoke(sessionId) {
        await db
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      },

      async revokeAllForUser(userId) {
        await db
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      },
    };
    app.decorate('sessions', store);
  },
  { name: 'sessions', dependencies: ['db'] },
);
