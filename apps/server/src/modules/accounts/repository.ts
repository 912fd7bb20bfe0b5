import { USER_STATUS, type AccountSide, type PickedUser } from '@creator-console/contract';
import { and, asc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { activeRoleKey, activeRoleName } from '../../db/queries.js';
import { users } from '../../db/schema/index.js';
import { maskPhone } from '../../sensitive-values.js';

const CREATOR_SIDE = ['creator', 'mcn', 'mcn_pending'];

/** Accounts as the staff pages see them (admin.md §6.1). */
export interface AccountsRepository {
  /** The picker: username prefix, 昵称 contains, a full phone or its last 4 digits; enabled ones first. */
  pick(query: { keyword: string; side?: AccountSide | undefined; limit: number }): Promise<PickedUser[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsRepository;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The accounts of one side, by active role key. */
export function sideCondition(side: AccountSide): SQL {
  const role = activeRoleKey('users');
  if (side === 'creator') return eq(role, 'creator');
  if (side === 'mcn') return inArray(role, ['mcn', 'mcn_pending']);
  return notInArray(role, CREATOR_SIDE);
}

/** Username prefix, nickname contains, full phone, or the phone's last 4 digits. */
export function keywordCondition(keyword: string): SQL {
  const escaped = escapeLike(keyword);
  const matches: SQL[] = [ilike(users.username, `${escaped}%`), ilike(users.name, `%${escaped}%`)];
  if (/^1\d{10}$/.test(keyword)) matches.push(eq(users.phone, keyword));
  if (/^\d{4}$/.test(keyword)) matches.push(sql`right(${users.phone}, 4) = ${keyword}`);
  return or(...matches)!;
}

export default fp(
  async (app) => {
    const { db } = app;
    app.decorate('accounts', {
      async pick({ keyword, side, limit }) {
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
          .where(and(keywordCondition(keyword), side ? sideCondition(side) : undefined))
          .orderBy(sql`${users.status} <> ${USER_STATUS.active}`, asc(users.id))
          .limit(limit);
        return rows.map((row) => ({ ...row, phone: maskPhone(row.phone) }));
      },
    } satisfies AccountsRepository);
  },
  { name: 'accounts-repository', dependencies: ['db'] },
);
