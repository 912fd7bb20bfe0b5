import {
  ANNOUNCEMENT_MESSAGES,
  type AnnouncementStatus,
  AUDIENCE_SAMPLE_SIZE,
  type Announcement,
  type AnnouncementCounts,
  type AnnouncementDetail,
  type AnnouncementSendMode,
  type NoticeReceipt,
  type PickedUser,
} from '@creator-console/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../../db/database.js';
import { activeRoleName, containing, iso, isoOrNull, pageOf, withinDays } from '../../db/queries.js';
import {
  adminTags,
  announcements,
  commercialChannels,
  messages,
  roles,
  userGroups,
  users,
} from '../../db/schema/index.js';
import { BusinessRuleError, NotFoundError, TooManyRequestsError } from '../../http/errors.js';
import { maskPhone } from '../../sensitive-values.js';
import type { RequestContext } from '../operation-log/record.js';
import { describeAudience, normalAudience, resolveAudience } from './audience.js';
import { FANOUT_BATCH, purgeWithdrawn, writeBatch } from './fanout.js';
import type { AnnouncementAudience } from './schema.js';

type Row = typeof announcements.$inferSelect;
type Tx = Database | Transaction;

export interface AnnouncementFields {
  title: string;
  content: string;
  link: string | null;
  audience: AnnouncementAudience;
  send_mode: AnnouncementSendMode;
  scheduled_at?: string | null | undefined;
}

export interface Actor {
  userId: number;
  context: RequestContext;
}

export interface AnnouncementListQuery {
  page: number;
  size: number;
  status?: AnnouncementStatus | undefined;
  keyword?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
}

export interface AnnouncementsRepository {
  list(
    query: AnnouncementListQuery,
  ): Promise<{ data: Announcement[]; total: number; counts: AnnouncementCounts }>;
  /** Null when there is no such announcement. */
  detail(id: number): Promise<AnnouncementDetail | null>;
  create(actor: Actor, input: AnnouncementFields): Promise<AnnouncementDetail>;
  update(
    actor: Actor,
    id: number,
    input: AnnouncementFields & { version: number },
  ): Promise<AnnouncementDetail>;
  send(actor: Actor, id: number, version?: number): Promise<AnnouncementDetail>;
  schedule(actor: Actor, id: number, at: string, version?: number): Promise<AnnouncementDetail>;
  unschedule(actor: Actor, id: number, version?: number): Promise<AnnouncementDetail>;
  withdraw(actor: Actor, id: number, reason: string, version?: number): Promise<AnnouncementDetail>;
  remove(actor: Actor, id: number): Promise<void>;
  /**
   * An announcement to every enabled account sent by another area inside its own transaction (a
   * published document's 同时发送系统公告): written `sending`, delivered in that transaction when
   * it fits one batch, else by the fan-out job once the transaction commits. Answers its id.
   */
  sendToAll(
    tx: Transaction,
    notice: { title: string; content: string; link: string | null; actorId: number | null },
  ): Promise<number>;
  preview(audience: AnnouncementAudience): Promise<{ count: number; sample: { id: number; name: string }[] }>;
  options(): Promise<Record<'roles' | 'tags' | 'groups' | 'channels', { id: number; name: string }[]>>;
  receipts(
    id: number,
    query: { page: number; size: number; read?: 0 | 1 | undefined; keyword?: string | undefined },
  ): Promise<{ data: NoticeReceipt[]; total: number; read: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    announcements: AnnouncementsRepository;
  }
}

const creators = alias(users, 'creators');

/** Reads so far: counted from the messages, or frozen at withdrawal. */
const readCount = sql<number>`coalesce(${announcements.readCountFinal}, (select count(*)::int from messages m where m.announcement_id = ${announcements.id} and m.read_at is not null))`;

const STATUS_LABEL: Record<Row['status'], string> = {
  draft: '草稿',
  scheduled: '待发送',
  sending: '发送中',
  sent: '已发送',
  withdrawn: '已撤回',
};

/** The business fields an operation-log entry copies (admin.md §5). */
const logged = (row: Row) => ({
  title: row.title,
  link: row.link,
  audience: row.audience,
  audience_summary: row.audienceSummary,
  status: row.status,
  scheduled_at: isoOrNull(row.scheduledAt),
  recipient_count: row.recipientCount,
  withdraw_reason: row.withdrawReason,
  version: row.version,
});

function toAnnouncement(
  row: Row,
  reads: number,
  creator: { id: number | null; name: string | null },
): Announcement {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    link: row.link,
    audience: row.audience,
    audience_summary: row.audienceSummary,
    status: row.status,
    scheduled_at: isoOrNull(row.scheduledAt),
    sent_at: isoOrNull(row.sentAt),
    recipient_count: row.recipientCount,
    read_count: Number(reads),
    withdraw_reason: row.withdrawReason,
    withdrawn_at: isoOrNull(row.withdrawnAt),
    created_by: creator.id === null ? null : { id: creator.id, name: creator.name ?? '' },
    version: row.version,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** 10 sends a minute per actor (admin.md §6.7). */
const SEND_LIMIT = { max: 10, windowMs: 60_000 };

export default fp(
  async (app) => {
    const { db } = app;

    async function namedUsers(ids: readonly number[]): Promise<PickedUser[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          name: users.name,
          avatar: users.avatar,
          role_name: activeRoleName('users'),
          status: users.status,
          phone: users.phone,
        })
        .from(users)
        .where(inArray(users.id, [...ids]))
        .orderBy(asc(users.id));
      return rows.map((row) => ({ ...row, phone: maskPhone(row.phone) }));
    }

    async function detail(id: number, q: Tx = db): Promise<AnnouncementDetail | null> {
      const [found] = await q
        .select({ row: announcements, reads: readCount, creatorId: creators.id, creatorName: creators.name })
        .from(announcements)
        .leftJoin(creators, eq(creators.id, announcements.createdBy))
        .where(eq(announcements.id, id));
      if (!found) return null;
      return {
        ...toAnnouncement(found.row, found.reads, { id: found.creatorId, name: found.creatorName }),
        audience_users: await namedUsers(found.row.audience.user_ids ?? []),
      };
    }

    async function mustDetail(id: number): Promise<AnnouncementDetail> {
      const found = await detail(id);
      if (!found) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.missing);
      return found;
    }

    /** The row under lock for a change; 404 when there is none. */
    async function locked(tx: Transaction, id: number): Promise<Row> {
      const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
      if (!row) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.missing);
      return row;
    }

    const throttle = async (actor: Actor) => {
      const retryAfter = await app.throttles.hit(`notice-send:${actor.userId}`, SEND_LIMIT);
      if (retryAfter > 0) throw new TooManyRequestsError(retryAfter);
    };

    /** Starts the fan-out now, in the background: a small send is done before anyone looks. */
    const kick = () => {
      void app.scheduler.runNow('announcements.fanout').catch(() => undefined);
    };

    /**
     * A send that fits in one batch is written in the sending transaction itself: sent when the
     * request answers. A larger one is left `sending` for the job (`kick`).
     */
    const deliverSmall = async (tx: Transaction, row: Row): Promise<Row> =>
      row.status === 'sending' && row.recipientCount <= FANOUT_BATCH ? writeBatch(tx, row) : row;

    /** The columns of a move to `sending`: the audience resolved now (202 when it reaches nobody). */
    async function sendingFields(tx: Tx, audience: AnnouncementAudience) {
      const { count } = await resolveAudience(tx, audience);
      if (count === 0) throw new BusinessRuleError(ANNOUNCEMENT_MESSAGES.nobody);
      return {
        status: 'sending' as const,
        sentAt: sql`now()`,
        fanoutCursor: 0,
        recipientCount: count,
      };
    }

    async function modeFields(
      tx: Tx,
      mode: AnnouncementSendMode,
      audience: AnnouncementAudience,
      at?: string | null,
    ) {
      if (mode === 'now') return { ...(await sendingFields(tx, audience)), scheduledAt: null };
      if (mode === 'scheduled') {
        await noOneCheck(tx, audience);
        return { status: 'scheduled' as const, scheduledAt: new Date(at!) };
      }
      return { status: 'draft' as const, scheduledAt: null };
    }

    async function noOneCheck(tx: Tx, audience: AnnouncementAudience) {
      const { count } = await resolveAudience(tx, audience);
      if (count === 0) throw new BusinessRuleError(ANNOUNCEMENT_MESSAGES.nobody);
    }

    const verbOf = (mode: AnnouncementSendMode) =>
      mode === 'now' ? '并发送' : mode === 'scheduled' ? '并定时发送' : '';

    async function changeState(
      actor: Actor,
      id: number,
      version: number | undefined,
      action: 'send' | 'schedule' | 'unschedule' | 'withdraw',
      change: (
        tx: Transaction,
        row: Row,
      ) => Promise<{ set: Partial<Record<string, unknown>>; summary: string }>,
    ): Promise<AnnouncementDetail> {
      const sending = await db.transaction(async (tx) => {
        const row = await locked(tx, id);
        // The state's own refusal first (e.g. 只有已发送的公告可以撤回), then a stale version.
        const { set, summary } = await change(tx, row);
        if (version !== undefined && version !== row.version) {
          throw new BusinessRuleError(ANNOUNCEMENT_MESSAGES.stale);
        }
        const [changed] = await tx
          .update(announcements)
          .set({
            ...set,
            updatedBy: actor.userId,
            version: sql`${announcements.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(announcements.id, id))
          .returning();
        const after = await deliverSmall(tx, changed!);
        await app.operationLog.record(tx, {
          module: 'notice',
          action: `notice.${action}`,
          targetType: 'notice',
          targetId: id,
          targetLabel: row.title,
          actorId: actor.userId,
          summary,
          before: logged(row),
          after: logged(after),
          context: actor.context,
        });
        return after.status === 'sending';
      });
      if (sending) kick();
      return mustDetail(id);
    }

    const repository: AnnouncementsRepository = {
      async list({ status, keyword, start_date, end_date, ...page }) {
        const filters: SQL[] = [];
        if (keyword) filters.push(ilike(announcements.title, containing(keyword)));
        if (start_date || end_date) {
          // 发送日期: the actual time, else the planned one.
          const conditions = withinDays(announcements.sentAt, { start_date, end_date });
          const planned = withinDays(announcements.scheduledAt, { start_date, end_date });
          filters.push(
            or(
              and(isNotNull(announcements.sentAt), ...conditions),
              and(isNull(announcements.sentAt), ...planned),
            )!,
          );
        }
        const where = and(...filters, status ? eq(announcements.status, status) : undefined);
        const { limit, offset } = pageOf(page);
        const rows = await db
          .select({
            row: announcements,
            reads: readCount,
            creatorId: creators.id,
            creatorName: creators.name,
          })
          .from(announcements)
          .leftJoin(creators, eq(creators.id, announcements.createdBy))
          .where(where)
          .orderBy(desc(announcements.createdAt), desc(announcements.id))
          .limit(limit)
          .offset(offset);
        const byStatus = await db
          .select({ status: announcements.status, n: count() })
          .from(announcements)
          .where(and(...filters))
          .groupBy(announcements.status);
        const counts: AnnouncementCounts = {
          all: 0,
          draft: 0,
          scheduled: 0,
          sending: 0,
          sent: 0,
          withdrawn: 0,
        };
        for (const { status: s, n } of byStatus) {
          counts[s] = n;
          counts.all += n;
        }
        return {
          data: rows.map(({ row, reads, creatorId, creatorName }) =>
            toAnnouncement(row, reads, { id: creatorId, name: creatorName }),
          ),
          total: status ? counts[status] : counts.all,
          counts,
        };
      },

      detail: (id) => detail(id),

      async sendToAll(tx, notice) {
        const audience = { all: true } as const;
        const [inserted] = await tx
          .insert(announcements)
          .values({
            title: notice.title,
            content: notice.content,
            link: notice.link,
            audience,
            audienceSummary: await describeAudience(tx, audience),
            ...(await sendingFields(tx, audience)),
            createdBy: notice.actorId,
            updatedBy: notice.actorId,
          })
          .returning();
        const row = await deliverSmall(tx, inserted!);
        if (row.status === 'sending') kick();
        return row.id;
      },

      async create(actor, input) {
        if (input.send_mode === 'now') await throttle(actor);
        const audience = normalAudience(input.audience);
        const { id, sending } = await db.transaction(async (tx) => {
          const summary = await describeAudience(tx, audience);
          const mode = await modeFields(tx, input.send_mode, audience, input.scheduled_at);
          const [inserted] = await tx
            .insert(announcements)
            .values({
              title: input.title,
              content: input.content,
              link: input.link,
              audience,
              audienceSummary: summary,
              ...mode,
              createdBy: actor.userId,
              updatedBy: actor.userId,
            })
            .returning();
          const row = await deliverSmall(tx, inserted!);
          await app.operationLog.record(tx, {
            module: 'notice',
            action: 'notice.create',
            targetType: 'notice',
            targetId: row.id,
            targetLabel: row.title,
            actorId: actor.userId,
            summary: `创建公告${verbOf(input.send_mode)} ${row.title}（${STATUS_LABEL[row.status]}）`,
            before: null,
            after: logged(row),
            context: actor.context,
          });
          return { id: row.id, sending: row.status === 'sending' };
        });
        if (sending) kick();
        return mustDetail(id);
      },

      async update(actor, id, input) {
        if (input.send_mode === 'now') await throttle(actor);
        const audience = normalAudience(input.audience);
        const sending = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
          if (!row) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.missing);
          if (row.status === 'sent' || row.status === 'sending') {
            throw new BusinessRuleError(ANNOUNCEMENT_MESSAGES.sentImmutable);
          }
          if (row.status === 'withdrawn' || row.version !== input.version) {
            throw new BusinessRuleError(ANNOUNCEMENT_MESSAGES.stale);
          }
          const summary = await describeAudience(tx, audience);
          const mode = await modeFields(tx, input.send_mode, audience, input.scheduled_at);
          const [changed] = await tx
            .update(announcements)
            .set({
              title: input.title,
              content: input.content,
              link: input.link,
              audience,
              audienceSummary: summary,
              ...mode,
              updatedBy: actor.userId,
              version: sql`${announcements.version} + 1`,
              updatedAt: sql`now()`,
            })
            .where(eq(announcements.id, id))
            .returning();
          const after = await deliverSmall(tx, changed!);
          await app.operationLog.record(tx, {
            module: 'notice',
            action: 'notice.update',
            targetType: 'notice',
            targetId: id,
            targetLabel: after.title,
            actorId: actor.userId,
            summary: `修改公告${verbOf(input.send_mode)} ${after.title}`,
            before: logged(row),
            after: logged(after),
            context: actor.context,
          });
          return after.status === 'sending';
        });
        if (sending) kick();
        return mustDetail(id);
      },

      async send(actor, id, version) {
        await throttle(actor);
        const answer = await changeState(actor, id, version, 'send', async (tx, row) => {
          if (row.status !== 'draft' && row.status !== 'scheduled') {
            throw new BusinessRuleError(ANNOUNCEMENT_MESSAGES.stale);
          }
          const set = { ...(await sendingFields(tx, row.audience)), scheduledAt: null };
          return { set, summary: `发送公告 ${row.title}（${set.recipientCount} 人）` };
        });
        return answer;
      },

      schedule: (actor, id, at, version) =>
        changeState(actor, id, version, 'schedule', async (tx, row) => {
          if (row.status !== 'draft') throw new BusinessRuleError(ANNOUNCEMENT_MESSAGES.stale);
          await noOneCheck(tx, row.audience);
          return {
            set: { status: 'scheduled', scheduledAt: new Date(at) },
            summary: `定时发送公告 ${row.title}（${at}）`,
          };
        }),

      unschedule: (actor, id, version) =>
        changeState(actor, id, version, 'unschedule', async (_tx, row) => {
          if (row.status !== 'scheduled') throw new BusinessRuleError(ANNOUNCEMENT_MESSAGES.stale);
          return { set: { status: 'draft', scheduledAt: null }, summary: `取消定时发送公告 ${row.title}` };
        }),

      async withdraw(actor, id, reason, version) {
        const answer = await changeState(actor, id, version, 'withdraw', async (tx, row) => {
          if (row.status !== 'sent') throw new BusinessRuleError(ANNOUNCEMENT_MESSAGES.withdrawUnsent);
          const [reads] = await tx
            .select({ n: count() })
            .from(messages)
            .where(and(eq(messages.announcementId, id), isNotNull(messages.readAt)));
          return {
            set: {
              status: 'withdrawn',
              readCountFinal: reads?.n ?? 0,
              withdrawReason: reason,
              withdrawnBy: actor.userId,
              withdrawnAt: sql`now()`,
            },
            summary: `撤回公告 ${row.title}（原因：${reason}）`,
          };
        });
        // The messages leave every message centre now, in batches (the job finishes an interrupted one).
        await purgeWithdrawn(db, id, FANOUT_BATCH);
        return answer;
      },

      async remove(actor, id) {
        await db.transaction(async (tx) => {
          const row = await locked(tx, id);
          if (row.status !== 'draft') throw new BusinessRuleError(ANNOUNCEMENT_MESSAGES.stale);
          await tx.delete(announcements).where(eq(announcements.id, id));
          await app.operationLog.record(tx, {
            module: 'notice',
            action: 'notice.delete',
            targetType: 'notice',
            targetId: id,
            targetLabel: row.title,
            actorId: actor.userId,
            summary: `删除公告 ${row.title}`,
            before: logged(row),
            after: null,
            context: actor.context,
          });
        });
      },

      async preview(audience) {
        const normal = normalAudience(audience);
        await describeAudience(db, normal);
        return resolveAudience(db, normal, AUDIENCE_SAMPLE_SIZE);
      },

      async options() {
        const [roleRows, tagRows, groupRows, channelRows] = [
          await db
            .select({ id: roles.id, name: roles.name })
            .from(roles)
            .orderBy(asc(roles.position), asc(roles.id)),
          await db
            .select({ id: adminTags.id, name: adminTags.name })
            .from(adminTags)
            .orderBy(asc(adminTags.position), asc(adminTags.id)),
          await db
            .select({ id: userGroups.id, name: userGroups.name })
            .from(userGroups)
            .orderBy(asc(userGroups.id)),
          await db
            .select({ id: commercialChannels.id, name: commercialChannels.name })
            .from(commercialChannels)
            .where(eq(commercialChannels.enabled, true))
            .orderBy(asc(commercialChannels.position), asc(commercialChannels.id)),
        ];
        return { roles: roleRows, tags: tagRows, groups: groupRows, channels: channelRows };
      },

      async receipts(id, { read, keyword, ...page }) {
        const [exists] = await db
          .select({ id: announcements.id })
          .from(announcements)
          .where(eq(announcements.id, id));
        if (!exists) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.missing);
        const conditions: SQL[] = [eq(messages.announcementId, id)];
        if (read === 1) conditions.push(isNotNull(messages.readAt));
        if (read === 0) conditions.push(isNull(messages.readAt));
        if (keyword) {
          conditions.push(
            or(ilike(users.name, containing(keyword)), ilike(users.username, containing(keyword)))!,
          );
        }
        const where = and(...conditions);
        const { limit, offset } = pageOf(page);
        const rows = await db
          .select({ user_id: messages.userId, name: users.name, readAt: messages.readAt })
          .from(messages)
          .innerJoin(users, eq(users.id, messages.userId))
          .where(where)
          .orderBy(asc(messages.userId))
          .limit(limit)
          .offset(offset);
        const [counted] = await db
          .select({ total: count(), read: sql<number>`count(${messages.readAt})::int` })
          .from(messages)
          .innerJoin(users, eq(users.id, messages.userId))
          .where(where);
        return {
          data: rows.map((row) => ({ user_id: row.user_id, name: row.name, read_at: isoOrNull(row.readAt) })),
          total: counted?.total ?? 0,
          read: Number(counted?.read ?? 0),
        };
      },
    };
    app.decorate('announcements', repository);
  },
  {
    name: 'announcements-repository',
    dependencies: ['db', 'throttles', 'scheduler', 'operation-log-repository'],
  },
);
