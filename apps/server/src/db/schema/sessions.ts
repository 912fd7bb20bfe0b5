import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * Why a session was ended (`sessions.revoked_reason`): the 401 of its next request says so
 * (plugins/app/authorization.ts).
 */
export const REVOKED_REASONS = [
  'logout',
  'disabled',
  'password_reset',
  'role_changed',
  'forced',
  'unlinked',
] as const;
export type RevokedReason = (typeof REVOKED_REASONS)[number];

/** Server-side sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Null while live, and for sessions ended before reasons were recorded. */
    revokedReason: text('revoked_reason', { enum: REVOKED_REASONS }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * The MCN that started this session for one of its creators (GET /api/my_user_token); null for
     * a session started by logging in. Unlinking the creator revokes these sessions.
     */
    actingMcnId: integer('acting_mcn_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The MCN's session that started this one: logging that session out ends this one too. */
    openedBySessionId: integer('opened_by_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_opened_by_idx').on(t.openedBySessionId),
    index('sessions_acting_mcn_idx')
      .on(t.actingMcnId)
      .where(sql`${t.actingMcnId} is not null`),
    check(
      'sessions_revoked_reason_check',
      sql`${t.revokedReason} in ('logout', 'disabled', 'password_reset', 'role_changed', 'forced', 'unlinked')`,
    ),
  ],
);
