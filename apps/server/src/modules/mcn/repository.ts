import {
  INVITE_STATUS,
  INVITE_TYPES,
  MESSAGE_TYPES,
  USER_STATUS,
  type InviteLog,
  type LinkedAccount,
} from '@creator-console/contract';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import { BusinessRuleError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { Database } from '../../db/database.js';
import {
  activeRoleKey,
  activeRoleName,
  containing,
  iso,
  isoOrNull,
  isUniqueViolation,
  pageOf,
  safeOffset,
  userIdOf,
} from '../../db/queries.js';
import { mcnCreators, mcnInvites, sessions, users } from '../../db/schema/index.js';
import { maskPhone } from '../../sensitive-values.js';
import type { ClientInfo } from '../../plugins/app/sessions.js';

export interface InviteQuery {
  page: number;
  size: number;
  direction?: 'sent' | 'received' | undefined;
  status?: number | undefined;
}

export interface Inviter {
  userId: number;
  /** The caller's active role key. */
  roleKey: string;
  /** The caller may manage an MCN's creators (`mcn:manage`). */
  managesCreators: boolean;
}

export interface CreatorSearchRow {
  id: number;
  name: string;
  avatar: string;
  role_name: string;
  phone: string;
  linked: 0 | 1;
}

export interface McnRepository {
  /** Invitations `userId` sent or received, newest first. */
  invites(userId: number, query: InviteQuery): Promise<{ data: InviteLog[]; total: number }>;
  /**
   * Type 1: an MCN invites a creator not linked to any MCN. Type 2: a creator not linked to any MCN
   * applies to an MCN. The receiver gets a message. 202 when a rule refuses it.
   */
  createInvite(
    sender: Inviter,
    invite: { type: 1 | 2; receiver_id: number; message: string },
  ): Promise<InviteLog>;
  /**
   * The receiver accepts (1) or refuses (2) a pending invitation, the sender withdraws it (3).
   * Accepting links the creator to the MCN; the sender gets a message. All in one transaction.
   */
  handleInvite(userId: number, inviteId: number, status: 1 | 2 | 3): Promise<InviteLog>;
  /** Enabled creators by name, username (partial) or phone (whole), phones masked. */
  searchCreators(query: {
    keyword: string;
    page: number;
    size: number;
  }): Promise<{ data: CreatorSearchRow[]; total: number }>;
  /** The MCN behind a token: a live session of an enabled MCN account; null otherwise. */
  /** The MCN and the session behind an MCN's token; null unless it is a live session of an enabled MCN. */
  mcnSessionOf(token: string): Promise<{ mcnId: number; sessionId: number } | null>;
  isLinked(mcnId: number, creatorId: number): Promise<boolean>;
  /**
   * The MCN's own row first (on page 1), then its linked creators (disabled ones with status 2),
   * filtered by `user_name`; `total` counts the MCN's row too.
   */
  bloggers(
    mcnId: number,
    callerId: number,
    query: { page: number; size: number; user_name?: string | undefined },
  ): Promise<{ data: LinkedAccount[]; total: number }>;
  /**
   * A new session of one of the MCN's linked, enabled creators, recorded as started by the MCN and
   * by its session `openerSessionId` (logging that session out ends this one). 403 for anyone
   * else's creator, 202 for a disabled one.
   */
  creatorToken(
    mcnId: number,
    creatorId: number,
    client: ClientInfo,
    openerSessionId: number,
  ): Promise<string>;
  /** Unlinks one of the MCN's creators (404 for anyone else's) and ends the sessions it started as them. */
  unlink(mcnId: number, creatorId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mcn: McnRepository;
  }
}

const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');

const DISABLED = '该账号已被禁用';

export default fp(
  async (app) => {
    const { db } = app;

    const inviteColumns = {
      id: mcnInvites.id,
      type: mcnInvites.type,
      status: mcnInvites.status,
      message: mcnInvites.message,
      createdAt: mcnInvites.createdAt,
      handledAt: mcnInvites.handledAt,
      senderId: sender.id,
      senderName: sender.name,
      senderAvatar: sender.avatar,
      senderRole: activeRoleName('sender'),
      receiverId: receiver.id,
      receiverName: receiver.name,
      receiverAvatar: receiver.avatar,
      receiverRole: activeRoleName('receiver'),
    };
    const selectInvites = (q: Database = db) =>
      q
        .select(inviteColumns)
        .from(mcnInvites)
        .innerJoin(sender, eq(sender.id, mcnInvites.senderId))
        .innerJoin(receiver, eq(receiver.id, mcnInvites.receiverId));

    type InviteRow = Awaited<ReturnType<typeof selectInvites>>[number];
    const toInvite = (row: InviteRow): InviteLog => ({
      id: row.id,
      type: row.type,
      status: row.status,
      message: row.message,
      sender: { id: row.senderId, name: row.senderName, avatar: row.senderAvatar, role_name: row.senderRole },
      receiver: {
        id: row.receiverId,
        name: row.receiverName,
        avatar: row.receiverAvatar,
        role_name: row.receiverRole,
      },
      created_at: iso(row.createdAt),
      handled_at: isoOrNull(row.handledAt),
    });

    async function inviteById(id: number, q: Database = db): Promise<InviteLog> {
      const [row] = await selectInvites(q).where(eq(mcnInvites.id, id));
      if (!row) throw new NotFoundError('邀请不存在');
      return toInvite(row);
    }

    const account = async (userId: number, q: Database = db) => {
      const [row] = await q
        .select({ id: users.id, name: users.name, status: users.status, roleKey: activeRoleKey('users') })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    };

    /** The MCN a creator is linked to, if any. */
    const mcnOfCreator = async (creatorId: number, q: Database = db) => {
      const [row] = await q
        .select({ mcnId: mcnCreators.mcnUserId })
        .from(mcnCreators)
        .where(eq(mcnCreators.creatorUserId, creatorId));
      return row?.mcnId ?? null;
    };

    /** A pending invitation between the two, in either direction. */
    const pendingBetween = async (a: number, b: number) => {
      const [row] = await db
        .select({ id: mcnInvites.id })
        .from(mcnInvites)
        .where(
          and(
            eq(mcnInvites.status, INVITE_STATUS.pending),
            or(
              and(eq(mcnInvites.senderId, a), eq(mcnInvites.receiverId, b)),
              and(eq(mcnInvites.senderId, b), eq(mcnInvites.receiverId, a)),
            ),
          ),
        )
        .limit(1);
      return Boolean(row);
    };

    const repository: McnRepository = {
      async invites(userId, { direction, status, ...page }) {
        const mine =
          direction === 'sent'
            ? eq(mcnInvites.senderId, userId)
            : direction === 'received'
              ? eq(mcnInvites.receiverId, userId)
              : or(eq(mcnInvites.senderId, userId), eq(mcnInvites.receiverId, userId));
        const where = and(mine, status === undefined ? undefined : eq(mcnInvites.status, status));
        const [rows, [counted]] = await Promise.all([
          selectInvites()
            .where(where)
            .orderBy(desc(mcnInvites.createdAt), desc(mcnInvites.id))
            .limit(pageOf(page).limit)
            .offset(pageOf(page).offset),
          db.select({ n: count() }).from(mcnInvites).where(where),
        ]);
        return { data: rows.map(toInvite), total: counted?.n ?? 0 };
      },

      async createInvite(from, { type, receiver_id: receiverId, message }) {
        const to = await account(receiverId);
        if (type === INVITE_TYPES.invite) {
          if (!from.managesCreators || from.roleKey !== 'mcn')
            throw new ForbiddenError('只有 MCN 机构可以邀请创作者');
          if (!to || to.roleKey !== 'creator') throw new BusinessRuleError('只能邀请创作者加入');
          if (to.status === USER_STATUS.disabled)
            throw new BusinessRuleError('该创作者账号已被禁用，无法邀请');
          const linkedTo = await mcnOfCreator(to.id);
          if (linkedTo === from.userId) throw new BusinessRuleError('该创作者已是您的签约创作者');
          if (linkedTo !== null) throw new BusinessRuleError('该创作者已签约其他 MCN 机构');
        } else {
          if (from.roleKey !== 'creator') throw new ForbiddenError('只有创作者可以申请加入 MCN 机构');
          if (!to || to.roleKey !== 'mcn') throw new BusinessRuleError('只能申请加入 MCN 机构');
          if (to.status === USER_STATUS.disabled) throw new BusinessRuleError('该 MCN 机构账号已被禁用');
          const linkedTo = await mcnOfCreator(from.userId);
          if (linkedTo === to.id) throw new BusinessRuleError('您已是该 MCN 机构的签约创作者');
          if (linkedTo !== null) throw new BusinessRuleError('您已签约其他 MCN 机构，请先解约');
        }
        const duplicate =
          type === INVITE_TYPES.invite ? '已邀请该创作者，请等待对方处理' : '已提交加入申请，请等待对方处理';
        if (await pendingBetween(from.userId, to.id)) throw new BusinessRuleError(duplicate);

        const [me] = await db.select({ name: users.name }).from(users).where(eq(users.id, from.userId));
        try {
          return await db.transaction(async (tx) => {
            const [created] = await tx
              .insert(mcnInvites)
              .values({ type, senderId: from.userId, receiverId: to.id, message })
              .returning({ id: mcnInvites.id });
            const invitation = type === INVITE_TYPES.invite;
            await app.messages.send(
              [
                {
                  userId: to.id,
                  type: MESSAGE_TYPES.invite,
                  title: invitation ? `${me?.name ?? ''} 邀请您加入` : `${me?.name ?? ''} 申请加入您的机构`,
                  content: [
                    invitation
                      ? `MCN 机构「${me?.name ?? ''}」邀请您成为其签约创作者，请在邀请记录中接受或拒绝。`
                      : `创作者「${me?.name ?? ''}」申请成为您的签约创作者，请在邀请记录中同意或拒绝。`,
                    message ? `附言：${message}` : '',
                  ]
                    .filter(Boolean)
                    .join('\n'),
                  link: '/mcn/index',
                },
              ],
              tx,
            );
            return inviteById(created!.id, tx);
          });
        } catch (error) {
          // A concurrent request created the same pending invitation first.
          if (isUniqueViolation(error)) throw new BusinessRuleError(duplicate);
          throw error;
        }
      },

      async handleInvite(userId, inviteId, status) {
        const [invite] = await db.select().from(mcnInvites).where(eq(mcnInvites.id, inviteId));
        // Someone else's invitation is answered like a missing one.
        if (!invite || (invite.senderId !== userId && invite.receiverId !== userId)) {
          throw new NotFoundError('邀请不存在');
        }
        if (status === INVITE_STATUS.withdrawn && invite.senderId !== userId) {
          throw new ForbiddenError('只有发起方可以撤回邀请');
        }
        if (status !== INVITE_STATUS.withdrawn && invite.receiverId !== userId) {
          throw new ForbiddenError('只有被邀请方可以处理邀请');
        }
        if (invite.status !== INVITE_STATUS.pending) throw new BusinessRuleError('该邀请已处理');

        const isInvite = invite.type === INVITE_TYPES.invite;
        const mcnId = isInvite ? invite.senderId : invite.receiverId;
        const creatorId = isInvite ? invite.receiverId : invite.senderId;
        if (status === INVITE_STATUS.accepted) {
          const [creator, mcn] = await Promise.all([account(creatorId), account(mcnId)]);
          if (!mcn || mcn.roleKey !== 'mcn') throw new BusinessRuleError('对方已不是 MCN 机构，无法加入');
          if (!creator || creator.roleKey !== 'creator')
            throw new BusinessRuleError('该账号已不是创作者，无法签约');
          if (creator.status === USER_STATUS.disabled) throw new BusinessRuleError('该创作者账号已被禁用');
        }

        try {
          return await db.transaction(async (tx) => {
            // Only a still-pending invitation changes: a concurrent answer makes this a refusal.
            const [changed] = await tx
              .update(mcnInvites)
              .set({ status, handledAt: sql`now()` })
              .where(and(eq(mcnInvites.id, inviteId), eq(mcnInvites.status, INVITE_STATUS.pending)))
              .returning({ id: mcnInvites.id });
            if (!changed) throw new BusinessRuleError('该邀请已处理');

            if (status === INVITE_STATUS.accepted) {
              if ((await mcnOfCreator(creatorId, tx)) !== null) {
                throw new BusinessRuleError('该创作者已签约其他 MCN 机构');
              }
              await tx.insert(mcnCreators).values({ mcnUserId: mcnId, creatorUserId: creatorId });
            }
            if (status !== INVITE_STATUS.withdrawn) {
              const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
              const name = me?.name ?? '';
              const accepted = status === INVITE_STATUS.accepted;
              const what = isInvite ? '邀请' : '加入申请';
              await app.messages.send(
                [
                  {
                    userId: invite.senderId,
                    type: MESSAGE_TYPES.invite,
                    title: `${name} ${accepted ? '接受' : '拒绝'}了您的${what}`,
                    content: accepted
                      ? isInvite
                        ? `创作者「${name}」已接受您的邀请，成为您的签约创作者。`
                        : `MCN 机构「${name}」已同意您的加入申请，您已成为其签约创作者。`
                      : `「${name}」拒绝了您的${what}。`,
                    link: '/mcn/index',
                  },
                ],
                tx,
              );
            }
            return inviteById(inviteId, tx);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new BusinessRuleError('该创作者已签约其他 MCN 机构');
          throw error;
        }
      },

      async searchCreators({ keyword, ...page }) {
        const pattern = containing(keyword);
        const where = and(
          eq(activeRoleKey('users'), 'creator'),
          eq(users.status, USER_STATUS.active),
          or(ilike(users.name, pattern), ilike(users.username, pattern), eq(users.phone, keyword)),
        );
        const linked = sql<boolean>`exists (select 1 from ${mcnCreators} mc where mc.creator_user_id = ${userIdOf('users')})`;
        const [rows, [counted]] = await Promise.all([
          db
            .select({
              id: users.id,
              name: users.name,
              avatar: users.avatar,
              role_name: activeRoleName('users'),
              phone: users.phone,
              linked,
            })
            .from(users)
            .where(where)
            .orderBy(asc(users.id))
            .limit(pageOf(page).limit)
            .offset(pageOf(page).offset),
          db.select({ n: count() }).from(users).where(where),
        ]);
        return {
          data: rows.map((row) => ({ ...row, phone: maskPhone(row.phone), linked: row.linked ? 1 : 0 })),
          total: counted?.n ?? 0,
        };
      },

      async mcnSessionOf(token) {
        const session = await app.sessions.resolve(token);
        if (!session) return null;
        const mcn = await account(session.userId);
        if (!mcn || mcn.roleKey !== 'mcn' || mcn.status === USER_STATUS.disabled) return null;
        return { mcnId: mcn.id, sessionId: session.id };
      },

      async isLinked(mcnId, creatorId) {
        const [row] = await db
          .select({ id: mcnCreators.id })
          .from(mcnCreators)
          .where(and(eq(mcnCreators.mcnUserId, mcnId), eq(mcnCreators.creatorUserId, creatorId)));
        return Boolean(row);
      },

      async bloggers(mcnId, callerId, { page, size, user_name: userName }) {
        const row = {
          id: users.id,
          avatar: users.avatar,
          name: users.name,
          realName: users.realName,
          phone: users.phone,
          status: users.status,
          roleName: activeRoleName('users'),
        };
        const conditions: (SQL | undefined)[] = [eq(mcnCreators.mcnUserId, mcnId)];
        if (userName) {
          const pattern = containing(userName);
          conditions.push(
            or(ilike(users.name, pattern), ilike(users.realName, pattern), ilike(users.username, pattern)),
          );
        }
        const where = and(...conditions);
        // The MCN's own row is the first of the whole list: page 1 holds it and size - 1 creators.
        const offset = safeOffset((page - 1) * size - 1);
        const limit = page === 1 ? size - 1 : size;
        const [own, creators, [counted]] = await Promise.all([
          db.select(row).from(users).where(eq(users.id, mcnId)),
          limit === 0
            ? Promise.resolve([])
            : db
                .select(row)
                .from(mcnCreators)
                .innerJoin(users, eq(users.id, mcnCreators.creatorUserId))
                .where(where)
                .orderBy(asc(mcnCreators.createdAt), asc(mcnCreators.id))
                .limit(limit)
                .offset(offset),
          db
            .select({ n: count() })
            .from(mcnCreators)
            .innerJoin(users, eq(users.id, mcnCreators.creatorUserId))
            .where(where),
        ]);
        const rows = page === 1 ? [...own, ...creators] : creators;
        return {
          data: rows.map((user) => ({
            user_id: user.id,
            is_current: user.id === callerId ? 1 : 0,
            user: {
              avatar: user.avatar,
              name: user.name,
              real_name: user.realName,
              phone: maskPhone(user.phone),
              role_name: user.roleName,
              status: user.status,
            },
          })),
          total: (counted?.n ?? 0) + 1,
        };
      },

      async creatorToken(mcnId, creatorId, client, openerSessionId) {
        if (!(await repository.isLinked(mcnId, creatorId))) {
          throw new ForbiddenError('该账号不是您的签约创作者');
        }
        const creator = await account(creatorId);
        if (!creator) throw new ForbiddenError('该账号不是您的签约创作者');
        if (creator.status === USER_STATUS.disabled) throw new BusinessRuleError(DISABLED);
        const token = await app.sessions.start(creatorId, client);
        // Record who started the session, so unlinking the creator can end it.
        const session = await app.sessions.resolve(token);
        if (!session) throw new Error('a session just started does not resolve');
        try {
          await db
            .update(sessions)
            .set({ actingMcnId: mcnId, openedBySessionId: openerSessionId })
            .where(eq(sessions.id, session.id));
        } catch (error) {
          await app.sessions.revoke(session.id, 'logout');
          throw error;
        }
        return token;
      },

      async unlink(mcnId, creatorId) {
        const [mcn] = await db.select({ name: users.name }).from(users).where(eq(users.id, mcnId));
        await db.transaction(async (tx) => {
          const removed = await tx
            .delete(mcnCreators)
            .where(and(eq(mcnCreators.mcnUserId, mcnId), eq(mcnCreators.creatorUserId, creatorId)))
            .returning({ id: mcnCreators.id });
          if (removed.length === 0) throw new NotFoundError('未找到该签约创作者');
          await app.messages.send(
            [
              {
                userId: creatorId,
                type: MESSAGE_TYPES.invite,
                title: '签约已解除',
                content: `您与 MCN 机构「${mcn?.name ?? ''}」的签约已解除。`,
                link: null,
              },
            ],
            tx,
          );
        });
        // Sessions the MCN started as this creator end with the link.
        const acting = await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(
            and(eq(sessions.userId, creatorId), eq(sessions.actingMcnId, mcnId), isNull(sessions.revokedAt)),
          );
        for (const session of acting) await app.sessions.revoke(session.id, 'unlinked');
      },
    };
    app.decorate('mcn', repository);
  },
  { name: 'mcn-repository', dependencies: ['db', 'sessions', 'messages-repository'] },
);
