import { ANNOUNCEMENT_MESSAGES, USER_STATUS } from '@creator-console/contract';
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { adminTags, commercialChannels, roles, userGroups, users } from '../../db/schema/index.js';
import { BadRequestError, type Issue } from '../../http/errors.js';
import type { AnnouncementAudience } from './schema.js';

type Query = Database | Transaction;

const DIMENSIONS = ['role_ids', 'tag_ids', 'group_ids', 'channel_ids'] as const;
type Dimension = (typeof DIMENSIONS)[number];

/** The audience as stored: `{all: true}`, or only the lists that hold something, sorted. */
export function normalAudience(audience: AnnouncementAudience): AnnouncementAudience {
  if (audience.all) return { all: true };
  const normal: AnnouncementAudience = {};
  for (const key of ['user_ids', ...DIMENSIONS] as const) {
    const list = [...new Set(audience[key] ?? [])].sort((a, b) => a - b);
    if (list.length > 0) normal[key] = list;
  }
  return normal;
}

const list = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** `"users"."id"`: the conditions below are correlated with a query over `users`. */
const userId = sql`"users"."id"`;

/**
 * The accounts an audience reaches, as a condition on `users`: enabled accounts only; all of
 * them, or the named ones plus those matching every chosen dimension (any value within one).
 * A role matches the account's active role (`user_roles` position first).
 */
export function audienceCondition(audience: AnnouncementAudience): SQL {
  const enabled = sql`"users"."status" = ${USER_STATUS.active}`;
  if (audience.all) return enabled;
  const dimensions: SQL[] = [];
  if (audience.role_ids?.length) {
    dimensions.push(
      sql`(select ur.role_id from user_roles ur where ur.user_id = ${userId} order by ur.position, ur.role_id limit 1) in (${list(audience.role_ids)})`,
    );
  }
  if (audience.tag_ids?.length) {
    dimensions.push(
      sql`exists (select 1 from user_admin_tags t where t.user_id = ${userId} and t.tag_id in (${list(audience.tag_ids)}))`,
    );
  }
  if (audience.group_ids?.length) {
    dimensions.push(
      sql`exists (select 1 from user_group_members g where g.user_id = ${userId} and g.group_id in (${list(audience.group_ids)}))`,
    );
  }
  if (audience.channel_ids?.length) {
    dimensions.push(
      sql`exists (select 1 from user_channels c where c.user_id = ${userId} and c.channel_id in (${list(audience.channel_ids)}))`,
    );
  }
  const reach: SQL[] = [];
  if (audience.user_ids?.length) reach.push(sql`${userId} in (${list(audience.user_ids)})`);
  if (dimensions.length > 0) reach.push(sql`(${sql.join(dimensions, sql` and `)})`);
  if (reach.length === 0) return sql`false`;
  return sql`${enabled} and (${sql.join(reach, sql` or `)})`;
}

/** How many accounts the audience reaches now, and the first `sample` of them by id. */
export async function resolveAudience(
  q: Query,
  audience: AnnouncementAudience,
  sample = 0,
): Promise<{ count: number; sample: { id: number; name: string }[] }> {
  const where = audienceCondition(audience);
  const [counted] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const names =
    sample > 0
      ? await q
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(where)
          .orderBy(asc(users.id))
          .limit(sample)
      : [];
  return { count: Number(counted?.n ?? 0), sample: names };
}

const TABLES = {
  role_ids: { table: roles, message: ANNOUNCEMENT_MESSAGES.unknownRole, label: '角色' },
  tag_ids: { table: adminTags, message: ANNOUNCEMENT_MESSAGES.unknownTag, label: '标签' },
  group_ids: { table: userGroups, message: ANNOUNCEMENT_MESSAGES.unknownGroup, label: '分组' },
  channel_ids: { table: commercialChannels, message: ANNOUNCEMENT_MESSAGES.unknownChannel, label: '渠道' },
} as const;

async function namesOf(q: Query, dimension: Dimension | 'user_ids', ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const table = dimension === 'user_ids' ? users : TABLES[dimension].table;
  const rows = await q.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Checks that every chosen id exists (400 on the first unknown, e.g. `角色不存在`) and answers the
 * audience's summary, e.g. `角色：创作者、MCN；标签：直播` (`全部用户` for everyone).
 */
export async function describeAudience(q: Query, audience: AnnouncementAudience): Promise<string> {
  if (audience.all) return '全部用户';
  const parts: string[] = [];
  const issues: Issue[] = [];
  for (const dimension of DIMENSIONS) {
    const ids = audience[dimension] ?? [];
    const names = await namesOf(q, dimension, ids);
    ids.forEach((id, index) => {
      if (!names.has(id)) {
        issues.push({ path: ['audience', dimension, index], message: TABLES[dimension].message });
      }
    });
    if (ids.length > 0) {
      parts.push(`${TABLES[dimension].label}：${ids.map((id) => names.get(id) ?? id).join('、')}`);
    }
  }
  const named = audience.user_ids ?? [];
  const people = await namesOf(q, 'user_ids', named);
  named.forEach((id, index) => {
    if (!people.has(id)) {
      issues.push({ path: ['audience', 'user_ids', index], message: ANNOUNCEMENT_MESSAGES.unknownUser });
    }
  });
  if (issues.length > 0) throw new BadRequestError(issues[0]!.message, issues);
  if (named.length > 0) {
    const shown = named.slice(0, 3).map((id) => people.get(id) ?? String(id));
    parts.push(
      named.length > 3
        ? `指定账号：${shown.join('、')} 等 ${named.length} 人`
        : `指定账号：${shown.join('、')}`,
    );
  }
  return parts.join('；');
}
