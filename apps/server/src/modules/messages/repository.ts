import {
  ALBUM_IN_REVIEW,
  CERT_STATUS,
  REMINDER_KINDS,
  type MessageDetail,
  type MessageSummary,
  type ReminderKind,
} from '@creator-console/contract';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { iso, isoOrNull, pageOf } from '../../db/queries.js';
import { albums, certificationApplications, messages } from '../../db/schema/index.js';

export interface NewMessage {
  userId: number;
  /** Contract MESSAGE_TYPES. */
  type: number;
  title: string;
  content: string;
  link?: string | null;
}

export interface MessageFilter {
  type?: number | undefined;
  unread?: 0 | 1 | undefined;
}

export interface MessagesRepository {
  /** The user's messages, newest first. */
  list(
    userId: number,
    query: MessageFilter & { page: number; size: number },
  ): Promise<{ data: MessageSummary[]; total: number }>;
  unreadCount(userId: number, type?: number): Promise<number>;
  /**
   * Marks the user's unread messages read: the one of `id` (null when the user has no such
   * message), else those of `type`, else all. Answers how many changed.
   */
  markRead(
    userId: number,
    target: { id?: number | undefined; type?: number | undefined },
  ): Promise<number | null>;
  /** One of the user's messages; null for a message of anyone else (its existence is not revealed). */
  detail(userId: number, id: number): Promise<MessageDetail | null>;
  /** Writes messages; pass the transaction when the write is part of a larger one. */
  send(rows: NewMessage[], q?: Database): Promise<void>;
  /** Sidebar badges of reviewers. */
  reminders(kinds?: readonly ReminderKind[]): Promise<{ album_count: number; user_count: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessagesRepository;
  }
}

const SUMMARY_LENGTH = 60;

/** The first line of a message's content, shortened for lists. */
export function summaryOf(content: string): string {
  const line = content.split('\n', 1)[0]?.trim() ?? '';
  return line.length > SUMMARY_LENGTH ? `${line.slice(0, SUMMARY_LENGTH - 1)}…` : line;
}

type Row = typeof messages.$inferSelect;

const toSummary = (row: Row): MessageSummary => ({
  id: row.id,
  type: row.type,
  title: row.title,
  summary: summaryOf(row.content),
  is_read: row.readAt ? 1 : 0,
  created_at: iso(row.createdAt),
});

export default fp(
  async (app) => {
    const { db } = app;

    const repository: MessagesRepository = {
      async list(userId, { type, unread, ...page }) {
        const conditions: SQL[] = [eq(messages.userId, userId)];
        if (type !== undefined) conditions.push(eq(messages.type, type));
        if (unread === 1) conditions.push(isNull(messages.readAt));
        const where = and(...conditions);
        const [rows, [counted]] = await Promise.all([
          db
            .select()
            .from(messages)
            .where(where)
            .orderBy(desc(messages.createdAt), desc(messages.id))
            .limit(pageOf(page).limit)
            .offset(pageOf(page).offset),
          db.select({ n: count() }).from(messages).where(where),
        ]);
        return { data: rows.map(toSummary), total: counted?.n ?? 0 };
      },

      async unreadCount(userId, type) {
        const [row] = await db
          .select({ n: count() })
          .from(messages)
          .where(
            and(
              eq(messages.userId, userId),
              isNull(messages.readAt),
              type === undefined ? undefined : eq(messages.type, type),
            ),
          );
        return row?.n ?? 0;
      },

      async markRead(userId, { id, type }) {
        const own = [eq(messages.userId, userId)];
        if (id !== undefined) {
          const [message] = await db
            .select({ id: messages.id })
            .from(messages)
            .where(
              and(...own, eq(messages.id, id), type === undefined ? undefined : eq(messages.type, type)),
            );
          if (!message) return null;
          own.push(eq(messages.id, id));
        } else if (type !== undefined) {
          own.push(eq(messages.type, type));
        }
        const updated = await db
          .update(messages)
          .set({ readAt: sql`now()` })
          .where(and(...own, isNull(messages.readAt)))
          .returning({ id: messages.id });
        return updated.length;
      },

      async detail(userId, id) {
        const [row] = await db
          .select()
          .from(messages)
          .where(and(eq(messages.id, id), eq(messages.userId, userId)));
        if (!row) return null;
        return { ...toSummary(row), content: row.content, link: row.link, read_at: isoOrNull(row.readAt) };
      },

      async send(rows, q = db) {
        if (rows.length === 0) return;
        await q.insert(messages).values(
          rows.map((row) => ({
            userId: row.userId,
            type: row.type,
            title: row.title,
            content: row.content,
            link: row.link ?? null,
          })),
        );
      },

      async reminders(kinds = REMINDER_KINDS) {
        // Sequential, not Promise.all: one connection may not run two queries at once.
        const [pending] = kinds.includes('user')
          ? await db
              .select({ n: count() })
              .from(certificationApplications)
              .where(eq(certificationApplications.status, CERT_STATUS.pending))
          : [];
        // Albums waiting in first or second review (the /films sidebar badge).
        const [waitingAlbums] = kinds.includes('album')
          ? await db
              .select({ n: count() })
              .from(albums)
              .where(inArray(albums.status, [...ALBUM_IN_REVIEW]))
          : [];
        return {
          album_count: waitingAlbums?.n ?? 0,
          user_count: pending?.n ?? 0,
        };
      },
    };
    app.decorate('messages', repository);
  },
  { name: 'messages-repository', dependencies: ['db'] },
);
