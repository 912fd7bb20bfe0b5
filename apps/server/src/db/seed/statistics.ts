import { and, eq, inArray, sql } from 'drizzle-orm';
import { platformDay } from '../../dates.js';
import { fanShares, roles, userRoles, users } from '../schema/index.js';
import { randomFrom } from './lookup.js';
import type { SeedStep } from './step.js';

/** Days of history, ending yesterday (today's figures are not final yet). */
export const HISTORY_DAYS = 400;

/** Roles whose users have statistics: creators, MCNs (they publish too). */
const WITH_STATISTICS = ['creator', 'mcn'];

/** A per-(user, day, k) pseudo-random number in [0, 1), the same on PGlite and PostgreSQL. */
const noise = (k: number) => {
  const x = `abs(sin(u.id * 12.9898::float8 + g.n * 78.233::float8 + ${k * 37.719}::float8)) * 43758.5453::float8`;
  return sql.raw(`(${x} - floor(${x}))`);
};

/** The share of female fans per demo account; others get a pseudo-random one. */
const FEMALE_SHARE: Record<string, number> = {
  creator: 58,
  creator_live: 21,
  mcn: 55,
  qinghe_xiaoyu: 66,
  qinghe_laozhou: 17,
  qinghe_mengmeng: 72,
  qinghe_axin: 26,
  qinghe_guchen: 52,
};

const AGE_LABELS = ['18岁以下', '18-23岁', '24-30岁', '31-40岁', '41-50岁', '50岁以上'];
const AGE_WEIGHTS = [5, 21, 31, 24, 12, 7];

/** Shares in percent that add up to 100: weights jittered per user, rounding put on the largest. */
export function ageShares(random: () => number): number[] {
  const jittered = AGE_WEIGHTS.map((weight) => weight * (0.7 + 0.6 * random()));
  const sum = jittered.reduce((a, b) => a + b, 0);
  const shares = jittered.map((weight) => Math.round((weight / sum) * 100));
  const largest = shares.indexOf(Math.max(...shares));
  shares[largest]! += 100 - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/**
 * About 400 days of daily figures for every creator and MCN, generated in one SQL statement from a
 * deterministic pseudo-random function of the user id and day: a per-creator scale and growth,
 * busier weekends, occasional viral days; likes, comments, shares and fans follow the plays. Fans
 * accumulate from a per-creator starting audience. Then the fans' gender and age shares.
 */
export const statistics: SeedStep<void> = {
  name: 'statistics',

  async prepare() {},

  async run(tx) {
    const yesterday = sql`(${platformDay()}::date - 1)`;
    const days = sql.raw(String(HISTORY_DAYS));
    const hasStatistics = sql`exists (select 1 from ${userRoles} ur inner join ${roles} r on r.id = ur.role_id
      where ur.user_id = u.id and r.key in (${sql.join(
        WITH_STATISTICS.map((key) => sql`${key}`),
        sql`, `,
      )}))`;
    await tx.execute(sql`
      with days as (
        select u.id as user_id, g.n, (${yesterday} - g.n + 1)::date as date,
          (900 + (u.id * 7919) % 97 * 160) as scale,
          (0.35 + (u.id * 31) % 7 / 10.0) as growth,
          (2000 + (u.id * 104729) % 45000) as base_fans,
          ${noise(1)} as r1, ${noise(2)} as r2, ${noise(3)} as r3, ${noise(4)} as r4,
          ${noise(5)} as r5, ${noise(6)} as r6, ${noise(7)} as r7, ${noise(8)} as r8, ${noise(9)} as r9
        from users u cross join generate_series(1, ${days}) as g(n)
        where ${hasStatistics}
      ),
      played as (
        select *, round(scale
          * (1 + growth * (${days} - n) / ${days}.0)
          * (case when extract(isodow from date) >= 6 then 1.3 else 1 end)
          * (0.7 + 0.6 * r1)
          * (case when r5 > 0.965 then 3 + 6 * r6 else 1 end))::int as plays
        from days
      ),
      liked as (
        select *, round(plays * (0.035 + 0.045 * r2))::int as likes,
          round(plays * (0.002 + 0.004 * r8))::int as new_fans
        from played
      ),
      figures as (
        select *, round(likes * (0.04 + 0.08 * r3))::int as comments,
          round(likes * (0.02 + 0.06 * r4))::int as shares,
          (case when r7 > 0.93 then 2 when r7 > 0.62 then 1 else 0 end) as published,
          round(new_fans * (0.08 + 0.22 * r9))::int as lost_fans
        from liked
      )
      insert into daily_statistics
        (user_id, date, plays, likes, comments, shares, published, new_fans, lost_fans, fans)
      select user_id, date, plays, likes, comments, shares, published, new_fans, lost_fans,
        (base_fans + sum(new_fans - lost_fans) over (partition by user_id order by date))::int
      from figures
      on conflict do nothing
    `);

    const creators = await tx
      .selectDistinct({ id: users.id, username: users.username })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, and(eq(roles.id, userRoles.roleId), inArray(roles.key, WITH_STATISTICS)));
    const rows = creators.flatMap(({ id, username }) => {
      const random = randomFrom(id * 2_654_435_761);
      const female = FEMALE_SHARE[username] ?? Math.round(35 + 40 * random());
      return [
        { userId: id, dimension: 'gender' as const, label: '男', value: 100 - female, position: 0 },
        { userId: id, dimension: 'gender' as const, label: '女', value: female, position: 1 },
        ...ageShares(random).map((value, position) => ({
          userId: id,
          dimension: 'age' as const,
          label: AGE_LABELS[position]!,
          value,
          position,
        })),
      ];
    });
    if (rows.length > 0) await tx.insert(fanShares).values(rows).onConflictDoNothing();
  },
};
