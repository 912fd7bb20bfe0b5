import {
  ACCOUNT_MESSAGES,
  USER_STATUS,
  type AccountBulkAction,
  type ParsedBodyOf,
  type endpoints,
} from '@creator-console/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { guardLastAdmin } from '../../auth/admin-guard.js';
import { withinCeiling, type CeilingActor } from '../../auth/ceiling.js';
import { hashPassword } from '../../auth/passwords.js';
import type { Transaction } from '../../db/database.js';
import { isUniqueViolation } from '../../db/queries.js';
import {
  adminTags,
  albums,
  commercialChannels,
  mcnCreators,
  sessions,
  userAdminTags,
  userChannels,
  userGroupMembers,
  userGroups,
  userRoles,
  users,
  videos,
} from '../../db/schema/index.js';
import {
  ApiError,
  BadRequestError,
  BusinessRuleError,
  ForbiddenError,
  NotFoundError,
} from '../../http/errors.js';
import type { Principal } from '../../plugins/app/authorization.js';
import { requestContext, snapshot, type RequestContext } from '../operation-log/record.js';
import type { FastifyRequest } from 'fastify';
import {
  ceilingActorOf,
  channelsOfUsers,
  groupsOfUsers,
  isCreatorSideKey,
  liveSession,
  mayTouch,
  roleCatalogue,
  rolesOfUsers,
  tagsOfUsers,
  type RoleInfo,
} from './reads.js';

type CreateBody = ParsedBodyOf<typeof endpoints.createAdminAccount>;
type UpdateBody = ParsedBodyOf<typeof endpoints.updateAdminAccount>;
type PasswordBody = ParsedBodyOf<typeof endpoints.resetAdminAccountPassword>;
type BulkBody = ParsedBodyOf<typeof endpoints.bulkAdminAccounts>;

/** Letters and digits without the look-alikes (0/O, 1/l/I). */
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A 12-character password with letters and digits (it always has both). */
export function generatePassword(length = 12): string {
  const all = LETTERS + DIGITS;
  const chars = [LETTERS[randomInt(LETTERS.length)]!, DIGITS[randomInt(DIGITS.length)]!];
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const issue = (path: string, message: string) => new BadRequestError(message, [{ path: [path], message }]);

/** The business fields of an account a log entry copies (never the password; phones masked). */
interface AccountState {
  id: number;
  username: string;
  name: string;
  phone: string;
  real_name: string;
  entity_name: string;
  status: number;
  roles: string[];
  tags: string[];
  groups: string[];
  channels: string[];
}
const STATE_FIELDS = [
  'username',
  'name',
  'phone',
  'real_name',
  'entity_name',
  'status',
  'roles',
  'tags',
  'groups',
  'channels',
] as const satisfies readonly (keyof AccountState)[];

interface Target {
  id: number;
  username: string;
  name: string;
  phone: string;
  realName: string;
  entityName: string;
  status: number;
  roleIds: number[];
  tagIds: number[];
  groupIds: number[];
  channelIds: number[];
  state: AccountState;
}

async function loadTarget(tx: Transaction, id: number, lock = false): Promise<Target> {
  const select = tx
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      phone: users.phone,
      realName: users.realName,
      entityName: users.entityName,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, id));
  const [user] = lock ? await select.for('update') : await select;
  if (!user) throw new NotFoundError(ACCOUNT_MESSAGES.notFound);
  // One after the other: a transaction's client runs one query at a time.
  const roleMap = await rolesOfUsers(tx, [id]);
  const tagMap = await tagsOfUsers(tx, [id]);
  const groupMap = await groupsOfUsers(tx, [id]);
  const channelMap = await channelsOfUsers(tx, [id]);
  const roleList = roleMap.get(id) ?? [];
  const tagList = tagMap.get(id) ?? [];
  const groupList = groupMap.get(id) ?? [];
  const channelList = channelMap.get(id) ?? [];
  return {
    ...user,
    roleIds: roleList.map((role) => role.id),
    tagIds: tagList.map((tag) => tag.id),
    groupIds: groupList.map((group) => group.id),
    channelIds: channelList.map((channel) => channel.id),
    state: {
      id: user.id,
      username: user.username,
      name: user.name,
      phone: user.phone,
      real_name: user.realName,
      entity_name: user.entityName,
      status: user.status,
      roles: roleList.map((role) => role.name),
      tags: tagList.map((tag) => tag.name),
      groups: groupList.map((group) => group.name),
      channels: channelList.map((channel) => channel.name),
    },
  };
}

const labelOf = (target: { name: string; username: string }) => `${target.name}（@${target.username}）`;

const ID_COLUMNS = { tags: adminTags.id, groups: userGroups.id, channels: commercialChannels.id };

/** The ids that name no label, group or channel. */
async function missingIds(tx: Transaction, kind: keyof typeof ID_COLUMNS, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const column = ID_COLUMNS[kind];
  const table = kind === 'tags' ? adminTags : kind === 'groups' ? userGroups : commercialChannels;
  const rows = await tx
    .select({ id: column })
    .from(table)
    .where(inArray(column, [...ids]));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

function refuseOutside(actor: CeilingActor, target: Target, catalogue: Map<number, RoleInfo>) {
  const verdict = mayTouch(actor, catalogue.get(target.roleIds[0] ?? -1));
  if (!verdict.allowed) throw new ForbiddenError(verdict.message);
}

interface Membership {
  roleIds?: number[] | undefined;
  tagIds?: number[] | undefined;
  groupIds?: number[] | undefined;
  channelIds?: number[] | undefined;
}

/**
 * The checks of the roles, labels, groups and channels an account is given, in the order of the
 * wire convention: unknown ids (400), the ceiling (403), field rules (400), side rules (202).
 */
async function checkMembership(
  tx: Transaction,
  actor: CeilingActor,
  catalogue: Map<number, RoleInfo>,
  next: Membership,
  current: Target | null,
) {
  if (next.roleIds?.some((id) => !catalogue.has(id))) throw issue('role_ids', '角色不存在');
  if (next.tagIds && (await missingIds(tx, 'tags', next.tagIds)).length > 0)
    throw issue('tag_ids', ACCOUNT_MESSAGES.tagMissing);
  if (next.groupIds && (await missingIds(tx, 'groups', next.groupIds)).length > 0)
    throw issue('group_ids', ACCOUNT_MESSAGES.groupMissing);
  if (next.channelIds && (await missingIds(tx, 'channels', next.channelIds)).length > 0)
    throw issue('channel_ids', ACCOUNT_MESSAGES.channelMissing);

  // The ceiling: every role newly given must be within the actor's powers.
  const held = new Set(current?.roleIds ?? []);
  for (const roleId of next.roleIds ?? []) {
    if (held.has(roleId)) continue;
    const verdict = withinCeiling(actor, { kind: 'assign_role', role: catalogue.get(roleId)! });
    if (!verdict.allowed) throw new ForbiddenError(verdict.message);
  }

  const roleIds = next.roleIds ?? current?.roleIds ?? [];
  const keys = roleIds.map((id) => catalogue.get(id)?.key ?? '');
  const creatorSide = keys.length > 0 && isCreatorSideKey(keys[0]!);
  const channelIds = next.channelIds ?? current?.channelIds ?? [];
  if (channelIds.length > 0 && !creatorSide) throw issue('channel_ids', ACCOUNT_MESSAGES.channelSide);
  if (next.channelIds) {
    const had = new Set(current?.channelIds ?? []);
    const added = next.channelIds.filter((id) => !had.has(id));
    if (added.length > 0) {
      const disabled = await tx
        .select({ id: commercialChannels.id })
        .from(commercialChannels)
        .where(and(inArray(commercialChannels.id, added), eq(commercialChannels.enabled, false)));
      if (disabled.length > 0) throw issue('channel_ids', ACCOUNT_MESSAGES.channelDisabled);
    }
  }

  if (next.roleIds) {
    const sides = new Set(keys.map(isCreatorSideKey));
    if (sides.size > 1) throw new BusinessRuleError(ACCOUNT_MESSAGES.customRoleSide);
  }
}

/** The membership tables an account's labels, groups and channels are rows of. */
const MEMBERSHIPS = {
  tags: {
    table: userAdminTags,
    user: userAdminTags.userId,
    owner: userAdminTags.tagId,
    row: (userId: number, tagId: number, addedBy: number) => ({ userId, tagId, addedBy }),
  },
  groups: {
    table: userGroupMembers,
    user: userGroupMembers.userId,
    owner: userGroupMembers.groupId,
    row: (userId: number, groupId: number, addedBy: number) => ({ userId, groupId, addedBy }),
  },
  channels: {
    table: userChannels,
    user: userChannels.userId,
    owner: userChannels.channelId,
    row: (userId: number, channelId: number, addedBy: number) => ({ userId, channelId, addedBy }),
  },
};

/** Rewrites a membership table's rows of one user to `next` (only the differences). */
async function replaceSet(
  tx: Transaction,
  kind: 'tags' | 'groups' | 'channels',
  userId: number,
  previous: number[],
  next: number[],
  actorId: number,
) {
  const removed = previous.filter((id) => !next.includes(id));
  const added = next.filter((id) => !previous.includes(id));
  const m = MEMBERSHIPS[kind];
  if (removed.length) await tx.delete(m.table).where(and(eq(m.user, userId), inArray(m.owner, removed)));
  if (added.length)
    await tx
      .insert(m.table)
      .values(added.map((ownerId) => m.row(userId, ownerId, actorId)) as never)
      .onConflictDoNothing();
  return removed.length + added.length > 0;
}

async function writeRoles(tx: Transaction, userId: number, roleIds: number[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values(roleIds.map((roleId, position) => ({ userId, roleId, position })));
}

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** Maps a unique violation of username or phone to its field's 400. */
function uniqueIssue(error: unknown): never {
  if (isUniqueViolation(error)) {
    const text =
      JSON.stringify(error, Object.getOwnPropertyNames(error)) + String((error as Error).cause ?? '');
    if (text.includes('phone')) throw issue('phone', ACCOUNT_MESSAGES.phoneTaken);
    throw issue('username', ACCOUNT_MESSAGES.usernameTaken);
  }
  throw error;
}

export function accountWrites(app: FastifyInstance) {
  const { db } = app;
  const idleTtlMs = () => app.config.session.idleTtlMs;
  const record = (tx: Transaction, entry: Parameters<typeof app.operationLog.record>[1]) =>
    app.operationLog.record(tx, entry);

  async function create(principal: Principal, body: CreateBody, context: RequestContext) {
    const password = body.generate_password ? generatePassword() : body.password!;
    const passwordHash = await hashPassword(password);
    const id = await db
      .transaction(async (tx) => {
        const actor = await ceilingActorOf(tx, principal);
        const catalogue = await roleCatalogue(tx);
        await checkMembership(
          tx,
          actor,
          catalogue,
          {
            roleIds: body.role_ids,
            tagIds: body.tag_ids,
            groupIds: body.group_ids,
            channelIds: body.channel_ids,
          },
          null,
        );
        const [taken] = await tx
          .select({ username: users.username, phone: users.phone })
          .from(users)
          .where(or(eq(users.username, body.username), eq(users.phone, body.phone)));
        if (taken?.username === body.username) throw issue('username', ACCOUNT_MESSAGES.usernameTaken);
        if (taken) throw issue('phone', ACCOUNT_MESSAGES.phoneTaken);
        const now = new Date();
        const [created] = await tx
          .insert(users)
          .values({
            username: body.username,
            phone: body.phone,
            passwordHash,
            name: body.name,
            realName: body.real_name,
            entityName: body.entity_name,
            passwordChangedAt: now,
          })
          .returning({ id: users.id });
        const userId = created!.id;
        await writeRoles(tx, userId, body.role_ids);
        await replaceSet(tx, 'tags', userId, [], body.tag_ids, principal.userId);
        await replaceSet(tx, 'groups', userId, [], body.group_ids, principal.userId);
        await replaceSet(tx, 'channels', userId, [], body.channel_ids, principal.userId);
        const after = await loadTarget(tx, userId);
        await record(tx, {
          module: 'account',
          action: 'account.create',
          targetType: 'account',
          targetId: userId,
          targetLabel: after.name,
          actorId: principal.userId,
          summary: `创建账号 ${labelOf(after)}`,
          after: snapshot(after.state, STATE_FIELDS),
          detail: { password: body.generate_password ? 'generated' : 'manual' },
          context,
        });
        return userId;
      })
      .catch(uniqueIssue);
    return { id, initialPassword: body.generate_password ? password : undefined };
  }

  async function update(principal: Principal, id: number, body: UpdateBody, context: RequestContext) {
    const outcome = await db
      .transaction(async (tx) => {
        const actor = await ceilingActorOf(tx, principal);
        const catalogue = await roleCatalogue(tx);
        const target = await loadTarget(tx, id, true);
        refuseOutside(actor, target, catalogue);
        await checkMembership(
          tx,
          actor,
          catalogue,
          {
            roleIds: body.role_ids,
            tagIds: body.tag_ids,
            groupIds: body.group_ids,
            channelIds: body.channel_ids,
          },
          target,
        );
        if (body.phone !== undefined && body.phone !== target.phone) {
          const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, body.phone));
          if (taken) throw issue('phone', ACCOUNT_MESSAGES.phoneTaken);
        }

        const rolesChanged = body.role_ids !== undefined && !sameList(body.role_ids, target.roleIds);
        const oldActive = catalogue.get(target.roleIds[0] ?? -1);
        const newActive = rolesChanged ? catalogue.get(body.role_ids![0]!) : oldActive;
        const activeChanged = rolesChanged && oldActive?.id !== newActive?.id;
        if (activeChanged) {
          if (oldActive?.key === 'mcn') {
            const [signed] = await tx
              .select({ n: sql<number>`count(*)::int` })
              .from(mcnCreators)
              .where(eq(mcnCreators.mcnUserId, id));
            if ((signed?.n ?? 0) > 0) throw new BusinessRuleError(ACCOUNT_MESSAGES.mcnHasCreators(signed!.n));
          }
          if (newActive && newActive.key !== 'creator' && newActive.key !== 'mcn_pending') {
            const [link] = await tx
              .select({ id: mcnCreators.id })
              .from(mcnCreators)
              .where(eq(mcnCreators.creatorUserId, id));
            if (link) throw new BusinessRuleError(ACCOUNT_MESSAGES.signedCreator);
          }
          if (oldActive?.key === 'admin') await guardLastAdmin(tx, principal.userId, id);
        }

        const fields: Partial<typeof users.$inferInsert> = {};
        if (body.name !== undefined) fields.name = body.name;
        if (body.phone !== undefined) fields.phone = body.phone;
        if (body.real_name !== undefined) fields.realName = body.real_name;
        if (body.entity_name !== undefined) fields.entityName = body.entity_name;
        if (rolesChanged) await writeRoles(tx, id, body.role_ids!);
        const tagsChanged =
          body.tag_ids !== undefined && !sameSet(body.tag_ids, target.tagIds)
            ? await replaceSet(tx, 'tags', id, target.tagIds, body.tag_ids, principal.userId)
            : false;
        if (body.group_ids !== undefined && !sameSet(body.group_ids, target.groupIds))
          await replaceSet(tx, 'groups', id, target.groupIds, body.group_ids, principal.userId);
        if (body.channel_ids !== undefined && !sameSet(body.channel_ids, target.channelIds))
          await replaceSet(tx, 'channels', id, target.channelIds, body.channel_ids, principal.userId);
        await tx
          .update(users)
          .set({
            ...fields,
            ...(rolesChanged || tagsChanged ? { accessVersion: sql`${users.accessVersion} + 1` } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, id));
        const after = await loadTarget(tx, id);
        await record(tx, {
          module: 'account',
          action: 'account.update',
          targetType: 'account',
          targetId: id,
          targetLabel: after.name,
          actorId: principal.userId,
          summary: activeChanged
            ? `编辑账号 ${labelOf(after)}（当前角色：${oldActive?.name ?? '无'} → ${newActive?.name ?? '无'}）`
            : `编辑账号 ${labelOf(after)}`,
          before: snapshot(target.state, STATE_FIELDS),
          after: snapshot(after.state, STATE_FIELDS),
          context,
        });
        // A new active role ends its sessions with the change or not at all (sessions.revokeWhereIn).
        const revoked = activeChanged
          ? await app.sessions.revokeWhereIn(tx, eq(sessions.userId, id), 'role_changed')
          : null;
        return { revoked };
      })
      .catch((error: unknown) => (error instanceof ApiError ? Promise.reject(error) : uniqueIssue(error)));
    outcome.revoked?.settle();
    await app.sessions.forgetUser(id);
  }

  /** Disables (with a reason) or enables an account; answers the revoked sessions' count. */
  async function setStatus(
    principal: Principal,
    id: number,
    status: 1 | 2,
    reason: string,
    context: RequestContext,
  ): Promise<number> {
    // Its sessions end in the transaction that disables it (see sessions.revokeWhereIn).
    let revoked = { count: 0, settle: () => {} };
    await db.transaction(async (tx) => {
      const actor = await ceilingActorOf(tx, principal);
      const catalogue = await roleCatalogue(tx);
      const target = await loadTarget(tx, id);
      refuseOutside(actor, target, catalogue);
      const disabling = status === USER_STATUS.disabled;
      if (disabling) {
        if (id === principal.userId) throw new BusinessRuleError(ACCOUNT_MESSAGES.disableSelf);
        await guardLastAdmin(tx, principal.userId, id);
      }
      const [locked] = await tx
        .select({ status: users.status })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (locked?.status === status) {
        throw new BusinessRuleError(
          disabling ? ACCOUNT_MESSAGES.alreadyDisabled : ACCOUNT_MESSAGES.alreadyActive,
        );
      }
      const now = new Date();
      await tx
        .update(users)
        .set({
          status,
          ...(disabling
            ? { disabledReason: reason, disabledAt: now, disabledBy: principal.userId }
            : { disabledReason: '', disabledAt: null, disabledBy: null }),
          updatedAt: now,
        })
        .where(eq(users.id, id));
      if (disabling) {
        // Its review locks go back to the queues.
        await tx.update(videos).set({ lockedBy: null, lockedUntil: null }).where(eq(videos.lockedBy, id));
        await tx.update(albums).set({ lockedBy: null, lockedUntil: null }).where(eq(albums.lockedBy, id));
        revoked = await app.sessions.revokeWhereIn(
          tx,
          or(eq(sessions.userId, id), eq(sessions.actingMcnId, id))!,
          'disabled',
        );
      }
      const verb = disabling ? '禁用' : '启用';
      await record(tx, {
        module: 'account',
        action: disabling ? 'account.disable' : 'account.enable',
        targetType: 'account',
        targetId: id,
        targetLabel: target.name,
        actorId: principal.userId,
        // A disable always has its reason; an enable may say one.
        summary:
          disabling || reason
            ? `${verb}账号 ${target.name}（原因：${reason}）`
            : `${verb}账号 ${target.name}`,
        before: { status: target.status },
        after: disabling ? { status, disabled_reason: reason } : { status },
        context,
      });
    });
    revoked.settle();
    await app.sessions.forgetUser(id);
    return revoked.count;
  }

  async function resetPassword(
    principal: Principal,
    id: number,
    body: PasswordBody,
    context: RequestContext,
  ) {
    const password = 'generate' in body ? generatePassword() : body.password;
    const passwordHash = await hashPassword(password);
    const revoked = await db.transaction(async (tx) => {
      const actor = await ceilingActorOf(tx, principal);
      const catalogue = await roleCatalogue(tx);
      const target = await loadTarget(tx, id);
      refuseOutside(actor, target, catalogue);
      if (password === target.username) throw issue('password', ACCOUNT_MESSAGES.passwordSameAsUsername);
      const now = new Date();
      await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
        .where(eq(users.id, id));
      await record(tx, {
        module: 'account',
        action: 'account.password_reset',
        targetType: 'account',
        targetId: id,
        targetLabel: target.name,
        actorId: principal.userId,
        summary: `重置账号 ${target.name} 的密码`,
        after: { password_changed_at: now.toISOString(), mode: 'generate' in body ? 'generated' : 'manual' },
        context,
      });
      // With the new password or not at all (sessions.revokeWhereIn).
      return app.sessions.revokeWhereIn(tx, eq(sessions.userId, id), 'password_reset');
    });
    revoked.settle();
    return 'generate' in body ? { initial_password: password } : {};
  }

  /** Signs an account out: one session, or every one (with those an MCN opened as its creators). */
  async function revokeSessions(
    principal: Principal,
    id: number,
    sessionId: number | null,
    context: RequestContext,
  ): Promise<number> {
    const owned = or(eq(sessions.userId, id), eq(sessions.actingMcnId, id))!;
    const chosen = sessionId === null ? owned : and(owned, eq(sessions.id, sessionId))!;
    const ids = await db.transaction(async (tx) => {
      const actor = await ceilingActorOf(tx, principal);
      const catalogue = await roleCatalogue(tx);
      const target = await loadTarget(tx, id);
      refuseOutside(actor, target, catalogue);
      const live = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(chosen, liveSession(idleTtlMs())));
      if (sessionId !== null && live.length === 0) throw new NotFoundError(ACCOUNT_MESSAGES.sessionNotFound);
      await record(tx, {
        module: 'account',
        action: 'account.sessions_revoke',
        targetType: 'account',
        targetId: id,
        targetLabel: target.name,
        actorId: principal.userId,
        summary:
          sessionId === null
            ? `强制下线账号 ${target.name} 的全部登录会话（${live.length} 个）`
            : `强制下线账号 ${target.name} 的一个登录会话`,
        after: { revoked_sessions: live.map((row) => row.id) },
        context,
      });
      return live.map((row) => row.id);
    });
    if (ids.length === 0) return 0;
    return app.sessions.revokeWhere(and(chosen, inArray(sessions.id, ids))!, 'forced');
  }

  /** One bulk action on one account, in its own transaction (with its own log row). */
  async function bulkOne(
    principal: Principal,
    action: AccountBulkAction,
    id: number,
    body: BulkBody,
    context: RequestContext,
  ) {
    if (action === 'disable') {
      await setStatus(principal, id, USER_STATUS.disabled, body.reason ?? '', context);
      return;
    }
    const changedTags = await db.transaction(async (tx) => {
      const actor = await ceilingActorOf(tx, principal);
      const catalogue = await roleCatalogue(tx);
      const target = await loadTarget(tx, id);
      refuseOutside(actor, target, catalogue);
      let changed: boolean;
      let summary: string;
      if (action === 'add_tags') {
        const next = [...new Set([...target.tagIds, ...body.tag_ids!])];
        changed = await replaceSet(tx, 'tags', id, target.tagIds, next, principal.userId);
        summary = `为账号 ${target.name} 添加标签`;
      } else if (action === 'remove_tags') {
        const next = target.tagIds.filter((tagId) => !body.tag_ids!.includes(tagId));
        changed = await replaceSet(tx, 'tags', id, target.tagIds, next, principal.userId);
        summary = `移除账号 ${target.name} 的标签`;
      } else {
        const next = [...new Set([...target.groupIds, body.group_id!])];
        changed = await replaceSet(tx, 'groups', id, target.groupIds, next, principal.userId);
        summary = `将账号 ${target.name} 加入分组`;
      }
      if (!changed) return false;
      if (action !== 'add_group')
        await tx
          .update(users)
          .set({ accessVersion: sql`${users.accessVersion} + 1`, updatedAt: new Date() })
          .where(eq(users.id, id));
      const after = await loadTarget(tx, id);
      const field = action === 'add_group' ? 'groups' : 'tags';
      await record(tx, {
        module: 'account',
        action: `account.${action}`,
        targetType: 'account',
        targetId: id,
        targetLabel: target.name,
        actorId: principal.userId,
        summary: `${summary}：${after.state[field]
          .filter((name) => !target.state[field].includes(name))
          .concat(target.state[field].filter((name) => !after.state[field].includes(name)))
          .join('、')}`,
        before: { [field]: target.state[field] },
        after: { [field]: after.state[field] },
        context,
      });
      return action !== 'add_group';
    });
    if (changedTags) await app.sessions.forgetUser(id);
  }

  async function bulk(principal: Principal, body: BulkBody, context: RequestContext) {
    if (body.tag_ids) {
      const missing = await db.transaction((tx) => missingIds(tx, 'tags', body.tag_ids!));
      if (missing.length > 0) throw issue('tag_ids', ACCOUNT_MESSAGES.tagMissing);
    }
    if (body.action === 'add_group') {
      const missing = await db.transaction((tx) => missingIds(tx, 'groups', [body.group_id!]));
      if (missing.length > 0) throw issue('group_id', ACCOUNT_MESSAGES.groupMissing);
    }
    const succeeded: number[] = [];
    const failed: { id: number; message: string }[] = [];
    for (const id of body.user_ids) {
      try {
        await bulkOne(principal, body.action, id, body, context);
        succeeded.push(id);
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode === 401) throw error;
        failed.push({ id, message: error.message });
      }
    }
    return { succeeded, failed };
  }

  return { create, update, setStatus, resetPassword, revokeSessions, bulk };
}

export const contextOf = (request: FastifyRequest) => requestContext(request);
