import type { UserInfo } from '@creator-console/contract';
import { asc, eq, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { adminTags, roles, userAdminTags, userRoles, users } from '../../db/schema/index.js';
import { maskPhone } from '../../sensitive-values.js';

export interface LoginAccount {
  id: number;
  passwordHash: string;
  status: number;
}

export interface ActiveRole {
  id: number;
  key: string;
  name: string;
  /** Bumped by every change of the role's name, menu or page rights. */
  version: number;
}

/** What authorization needs to know about a signed-in user. */
export interface AccessProfile {
  userId: number;
  status: number;
  /** Bumped by every change of the user's roles or labels. */
  accessVersion: number;
  /** The first of the user's roles; null for a user without any. */
  role: ActiveRole | null;
}

export interface UsersRepository {
  /** `account` matches a username or a phone number (a username match wins); `phone` only a phone. */
  findForLogin(identifier: string, by: 'account' | 'phone'): Promise<LoginAccount | null>;
  accessProfile(userId: number): Promise<AccessProfile | null>;
  /** The user as the client stores it (contract `userInfo`), phone masked. */
  profile(userId: number): Promise<UserInfo | null>;
  adminTagNames(userId: number): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

export default fp(
  async (app) => {
    const { db } = app;

    const rolesOf = (userId: number) =>
      db
        .select({ id: roles.id, key: roles.key, name: roles.name, version: roles.version })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId))
        .orderBy(asc(userRoles.position), asc(roles.id));

    const repository: UsersRepository = {
      async findForLogin(identifier, by) {
        const match =
          by === 'phone'
            ? eq(users.phone, identifier)
            : or(eq(users.username, identifier), eq(users.phone, identifier));
        const [row] = await db
          .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
          .from(users)
          .where(match)
          .orderBy(sql`${users.username} = ${identifier} desc`)
          .limit(1);
        return row ?? null;
      },

      async accessProfile(userId) {
        const [user] = await db
          .select({ status: users.status, accessVersion: users.accessVersion })
          .from(users)
          .where(eq(users.id, userId));
        if (!user) return null;
        const [role] = await rolesOf(userId).limit(1);
        return { userId, status: user.status, accessVersion: user.accessVersion, role: role ?? null };
      },

      async profile(userId) {
        const [user] = await db.select().from(users).where(eq(users.id, userId));
        if (!user) return null;
        const [userRoleRows, tags] = await Promise.all([rolesOf(userId), repository.adminTagNames(userId)]);
        return {
          id: user.id,
          name: user.name,
          avatar: user.avatar,
          real_name: user.realName,
          phone: maskPhone(user.phone),
          status: user.status,
          roles: userRoleRows.map((role) => ({ name: role.name })),
          info: { entity_name: user.entityName },
          admin_tags: tags.map((name) => ({ name })),
        };
      },

      async adminTagNames(userId) {
        const rows = await db
          .select({ name: adminTags.name })
          .from(userAdminTags)
          .innerJoin(adminTags, eq(adminTags.id, userAdminTags.tagId))
          .where(eq(userAdminTags.userId, userId))
          .orderBy(asc(adminTags.id));
        return rows.map((row) => row.name);
      },
    };
    app.decorate('users', repository);
  },
  { name: 'users-repository', dependencies: ['db'] },
);
