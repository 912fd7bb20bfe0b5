import {
  PERMISSIONS,
  type AccountDetail,
  type AccountListQuery,
  type AccountOptions,
  type AccountRow,
  type AccountSession,
  type ParsedQueryOf,
  type endpoints,
} from '@creator-console/contract';
import { and, asc, count, desc, eq, exists, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { withinCeiling, type CeilingActor } from '../../auth/ceiling.js';
import { CREATOR_SIDE_ROLES } from '../../auth/principal.js';
import type { Database, Transaction } from '../../db/database.js';
import { isoOrNull, iso, newestFirst, pageOf, withinDays } from '../../db/queries.js';
import {
  adminTags,
  commercialChannels,
  mcnCreators,
  operationLogs,
  rolePermissions,
  roles,
  sessions,
  userAdminTags,
  userChannels,
  userGroupMembers,
  userGroups,
  userRoles,
  users,
} from '../../db/schema/index.js';
import type { Principal } from '../../plugins/app/authorization.js';
import { maskPhone } from '../../sensitive-values.js';
import { keywordCondition, sideCondition } from './repository.js';

type Q = Database | Transaction;

/** A role with its page rights, as the ceiling weighs it. */
export interface RoleInfo {
  id: number;
  key: string;
  name: string;
  builtin: boolean;
  permissions: string[];
}

export const isCreatorSideKey = (key: string) => (CREATOR_SIDE_ROLES as readonly string[]).includes(key);

/** Every role with its page rights (the administrator holds all of them). */
export async function roleCatalogue(q: Q): Promise<Map<number, RoleInfo>> {
  // One after the other: `q` may be a transaction, whose client runs one query at a time.
  const roleRows = await q
    .select({ id: roles.id, key: roles.key, name: roles.name, builtin: roles.builtin })
    .from(roles)
    .orderBy(asc(roles.position), asc(roles.id));
  const rights = await q
    .select({ roleId: rolePermissions.roleId, permission: rolePermissions.permission })
    .from(rolePermissions);
  const byRole = new Map<number, string[]>();
  for (const right of rights) {
    const list = byRole.get(right.roleId) ?? [];
    list.push(right.permission);
    byRole.set(right.roleId, list);
  }
  return new Map(
    roleRows.map((role) => [
      role.id,
      {
        ...role,
        permissions: role.key === 'admin' ? Object.keys(PERMISSIONS) : (byRole.get(role.id) ?? []),
      },
    ]),
  );
}

/** The caller as the ceiling sees them. */
export async function ceilingActorOf(q: Q, principal: Principal): Promise<CeilingActor> {
  const held = await q
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, principal.userId));
  return {
    roleKey: principal.role?.key ?? '',
    roleIds: held.map((row) => row.roleId),
    permissions: principal.permissions,
    menu: [],
  };
}

/** Whether the actor may edit, disable, reset or sign out an account whose active role is `active`. */
export function mayTouch(actor: CeilingActor, active: RoleInfo | undefined) {
  return withinCeiling(actor, {
    kind: 'touch_account',
    activeRoleKey: active?.key ?? null,
    permissions: active?.permissions ?? [],
  });
}

/** The roles of users, in order (the first is active). */
export async function rolesOfUsers(q: Q, ids: number[]) {
  const result = new Map<number, { id: number; key: string; name: string }[]>();
  if (ids.length === 0) return result;
  const rows = await q
    .select({ userId: userRoles.userId, id: roles.id, key: roles.key, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, ids))
    .orderBy(asc(userRoles.userId), asc(userRoles.position), asc(roles.id));
  for (const { userId, ...role } of rows) {
    const list = result.get(userId) ?? [];
    list.push(role);
    result.set(userId, list);
  }
  return result;
}

const grouped = <T extends { userId: number }>(rows: T[]) => {
  const result = new Map<number, Omit<T, 'userId'>[]>();
  for (const { userId, ...rest } of rows) {
    const list = result.get(userId) ?? [];
    list.push(rest);
    result.set(userId, list);
  }
  return result;
};

export async function tagsOfUsers(q: Q, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string; tone: string }[]>();
  return grouped(
    await q
      .select({ userId: userAdminTags.userId, id: adminTags.id, name: adminTags.name, tone: adminTags.tone })
      .from(userAdminTags)
      .innerJoin(adminTags, eq(adminTags.id, userAdminTags.tagId))
      .where(inArray(userAdminTags.userId, ids))
      .orderBy(asc(adminTags.position), asc(adminTags.id)),
  );
}

export async function channelsOfUsers(q: Q, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string }[]>();
  return grouped(
    await q
      .select({ userId: userChannels.userId, id: commercialChannels.id, name: commercialChannels.name })
      .from(userChannels)
      .innerJoin(commercialChannels, eq(commercialChannels.id, userChannels.channelId))
      .where(inArray(userChannels.userId, ids))
      .orderBy(asc(commercialChannels.position), asc(commercialChannels.id)),
  );
}

export async function groupsOfUsers(q: Q, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string }[]>();
  return grouped(
    await q
      .select({ userId: userGroupMembers.userId, id: userGroups.id, name: userGroups.name })
      .from(userGroupMembers)
      .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
      .where(inArray(userGroupMembers.userId, ids))
      .orderBy(asc(userGroups.id)),
  );
}

const disabler = alias(users, 'disabler');
const mcnUser = alias(users, 'mcn_user');

const rowFields = {
  id: users.id,
  username: users.username,
  name: users.name,
  avatar: users.avatar,
  phone: users.phone,
  status: users.status,
  realName: users.realName,
  entityName: users.entityName,
  disabledReason: users.disabledReason,
  disabledAt: users.disabledAt,
  disabledById: users.disabledBy,
  disabledByName: disabler.name,
  mcnId: mcnUser.id,
  mcnName: mcnUser.name,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

function baseSelect(q: Q) {
  return q
    .select(rowFields)
    .from(users)
    .leftJoin(disabler, eq(disabler.id, users.disabledBy))
    .leftJoin(mcnCreators, eq(mcnCreators.creatorUserId, users.id))
    .leftJoin(mcnUser, eq(mcnUser.id, mcnCreators.mcnUserId));
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseSelect>['where']>>[number];

/** The rows of the list with their roles, labels, channels and `manageable` for the actor. */
async function decorate(
  q: Q,
  rows: BaseRow[],
  actor: CeilingActor,
  catalogue: Map<number, RoleInfo>,
): Promise<(AccountRow & { realName: string; entityName: string })[]> {
  const ids = rows.map((row) => row.id);
  const [roleMap, tagMap, channelMap] = await Promise.all([
    rolesOfUsers(q, ids),
    tagsOfUsers(q, ids),
    channelsOfUsers(q, ids),
  ]);
  return rows.map((row) => {
    const userRolesList = roleMap.get(row.id) ?? [];
    const active = userRolesList[0] ? catalogue.get(userRolesList[0].id) : undefined;
    return {
      id: row.id,
      username: row.username,
      name: row.name,
      avatar: row.avatar,
      phone: maskPhone(row.phone),
      roles: userRolesList,
      tags: tagMap.get(row.id) ?? [],
      channels: channelMap.get(row.id) ?? [],
      mcn: row.mcnId !== null ? { id: row.mcnId, name: row.mcnName ?? '' } : null,
      status: row.status,
      disabled_reason: row.disabledReason,
      disabled_at: isoOrNull(row.disabledAt),
      disabled_by:
        row.disabledById !== null ? { id: row.disabledById, name: row.disabledByName ?? '' } : null,
      last_login_at: isoOrNull(row.lastLoginAt),
      created_at: iso(row.createdAt),
      manageable: mayTouch(actor, active).allowed,
      realName: row.realName,
      entityName: row.entityName,
    };
  });
}

const hasRole = (roleId: number) =>
  exists(
    sql`(select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${roleId})`,
  );

/** The list's conditions (admin.md §6.1). */
export function listConditions(query: ParsedQueryOf<typeof endpoints.adminAccounts>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.side ? sideCondition(query.side) : undefined,
    query.keyword ? keywordCondition(query.keyword) : undefined,
    query.role_id !== undefined ? hasRole(query.role_id) : undefined,
    query.status !== undefined ? eq(users.status, query.status) : undefined,
    query.tag_ids?.length
      ? exists(
          sql`(select 1 from ${userAdminTags} where ${userAdminTags.userId} = ${users.id} and ${inArray(userAdminTags.tagId, query.tag_ids)})`,
        )
      : undefined,
    query.group_id !== undefined
      ? exists(
          sql`(select 1 from ${userGroupMembers} where ${userGroupMembers.userId} = ${users.id} and ${userGroupMembers.groupId} = ${query.group_id})`,
        )
      : undefined,
    query.channel_id !== undefined
      ? exists(
          sql`(select 1 from ${userChannels} where ${userChannels.userId} = ${users.id} and ${userChannels.channelId} = ${query.channel_id})`,
        )
      : undefined,
    query.mcn_id !== undefined ? eq(mcnCreators.mcnUserId, query.mcn_id) : undefined,
    ...withinDays(users.createdAt, query),
  ];
  return and(...conditions);
}

export async function listAccounts(
  q: Q,
  principal: Principal,
  query: ParsedQueryOf<typeof endpoints.adminAccounts>,
): Promise<{ data: AccountRow[]; total: number }> {
  const where = listConditions(query);
  const { limit, offset } = pageOf(query);
  const order =
    query.sort === 'last_login_at'
      ? [newestFirst(users.lastLoginAt), desc(users.id)]
      : [newestFirst(users.createdAt), desc(users.id)];
  const countQuery =
    query.mcn_id !== undefined
      ? q
          .select({ n: count() })
          .from(users)
          .leftJoin(mcnCreators, eq(mcnCreators.creatorUserId, users.id))
          .where(where)
      : q.select({ n: count() }).from(users).where(where);
  const [rows, [counted], actor, catalogue] = await Promise.all([
    baseSelect(q)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    countQuery,
    ceilingActorOf(q, principal),
    roleCatalogue(q),
  ]);
  const data = await decorate(q, rows, actor, catalogue);
  return {
    data: data.map(({ realName: _r, entityName: _e, ...row }) => row),
    total: counted?.n ?? 0,
  };
}

/** Live sessions: not revoked, within their absolute and idle expiry. */
export const liveSession = (idleTtlMs: number): SQL =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, new Date(Date.now() - idleTtlMs)),
  )!;

export async function accountDetail(
  q: Q,
  principal: Principal,
  id: number,
  idleTtlMs: number,
): Promise<AccountDetail | null> {
  const rows = await baseSelect(q).where(eq(users.id, id));
  if (rows.length === 0) return null;
  const [actor, catalogue] = await Promise.all([ceilingActorOf(q, principal), roleCatalogue(q)]);
  const [decorated] = await decorate(q, rows, actor, catalogue);
  const [groupMap, [own], [acting], [creator]] = await Promise.all([
    groupsOfUsers(q, [id]),
    q
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, id), liveSession(idleTtlMs))),
    q
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.actingMcnId, id), liveSession(idleTtlMs))),
    q
      .select({ id: operationLogs.actorId, name: users.name })
      .from(operationLogs)
      .innerJoin(users, eq(users.id, operationLogs.actorId))
      .where(
        and(
          eq(operationLogs.targetType, 'account'),
          eq(operationLogs.targetId, id),
          eq(operationLogs.action, 'account.create'),
          eq(operationLogs.outcome, 'success'),
        ),
      )
      .limit(1),
  ]);
  const { realName, entityName, ...row } = decorated!;
  return {
    ...row,
    real_name: realName,
    entity_name: entityName,
    groups: groupMap.get(id) ?? [],
    session_count: own?.n ?? 0,
    acting_session_count: acting?.n ?? 0,
    created_by: creator?.id != null ? { id: creator.id, name: creator.name } : null,
  };
}

export async function accountSessions(q: Q, id: number, idleTtlMs: number): Promise<AccountSession[]> {
  const actingMcn = alias(users, 'acting_mcn');
  const rows = await q
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      mcnId: actingMcn.id,
      mcnName: actingMcn.name,
    })
    .from(sessions)
    .leftJoin(actingMcn, eq(actingMcn.id, sessions.actingMcnId))
    .where(and(or(eq(sessions.userId, id), eq(sessions.actingMcnId, id)), liveSession(idleTtlMs)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    created_at: iso(row.createdAt),
    last_seen_at: iso(row.lastSeenAt),
    expires_at: iso(row.expiresAt),
    ip: row.ip,
    user_agent: row.userAgent,
    acting_mcn: row.mcnId !== null ? { id: row.mcnId, name: row.mcnName ?? '' } : null,
  }));
}

export async function accountOptions(q: Q, principal: Principal): Promise<AccountOptions> {
  const [actor, catalogue, tags, groups, channels] = await Promise.all([
    ceilingActorOf(q, principal),
    roleCatalogue(q),
    q
      .select({ id: adminTags.id, name: adminTags.name, tone: adminTags.tone })
      .from(adminTags)
      .orderBy(asc(adminTags.position), asc(adminTags.id)),
    q.select({ id: userGroups.id, name: userGroups.name }).from(userGroups).orderBy(asc(userGroups.id)),
    q
      .select({
        id: commercialChannels.id,
        name: commercialChannels.name,
        enabled: commercialChannels.enabled,
      })
      .from(commercialChannels)
      .orderBy(asc(commercialChannels.position), asc(commercialChannels.id)),
  ]);
  return {
    roles: [...catalogue.values()].map((role) => ({
      id: role.id,
      key: role.key,
      name: role.name,
      side: isCreatorSideKey(role.key) ? ('creator' as const) : ('staff' as const),
      assignable: withinCeiling(actor, { kind: 'assign_role', role }).allowed,
    })),
    tags,
    groups,
    channels,
  };
}

export type { AccountListQuery };
