import {
  MISSION_KINDS,
  MISSION_MESSAGES as M,
  topicNameKey,
  yuanText,
  type Mission,
  type MissionClaim,
  type MissionKind,
  type MissionPeriod,
  type MissionSettings,
  type MyMission,
  type MyMissionMonth,
} from '@creator-console/contract';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../../db/database.js';
import { containing, iso, isoOrNull, listPage } from '../../db/queries.js';
import { BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { missionClaims, missionMonthTotals, missions, missionSettings } from '../ad-tasks/schema.js';
import type { Ledger } from '../ledger/ledger.js';
import { moduleRecorder, snapshot, type Actor } from '../operation-log/record.js';
import { monthOf, periodOf, type Period } from './periods.js';

type Q = Database | Transaction;
type List<T> = { data: T[]; total: number };
type MissionRow = typeof missions.$inferSelect;

export type { Actor };

/** A mission as the contract parses it (`missionInput`). */
export interface MissionInput {
  title: string;
  description: string;
  kind: MissionKind;
  target: number;
  topic: string | null;
  period: MissionPeriod;
  reward_fen: number;
  budget_fen: number;
  starts_at: string | null;
  ends_at: string | null;
}
export interface MissionSettingsInput {
  monthly_budget_fen: number;
  per_user_monthly_cap_fen: number;
  enabled_kinds: MissionKind[];
}

export interface MissionsRepository {
  list(query: {
    page: number;
    size: number;
    q?: string | undefined;
    status?: Mission['status'] | undefined;
    kind?: MissionKind | undefined;
  }): Promise<List<Mission>>;
  detail(id: number): Promise<Mission>;
  create(actor: Actor, input: MissionInput): Promise<Mission>;
  update(actor: Actor, id: number, input: MissionInput): Promise<Mission>;
  setStatus(actor: Actor, id: number, status: 'online' | 'offline'): Promise<Mission>;
  settings(): Promise<MissionSettings>;
  updateSettings(actor: Actor, input: MissionSettingsInput): Promise<MissionSettings>;
  /** The online missions of the current period with the user's progress. */
  mine(userId: number, now?: Date): Promise<{ items: MyMission[]; month: MyMissionMonth }>;
  /** Claims a completed mission's reward into the wallet (ad-tasks.md §10), in one transaction. */
  claim(userId: number, id: number, now?: Date, q?: Database): Promise<MissionClaim>;
  claims(userId: number, page: { page: number; size: number }): Promise<List<MissionClaim>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    missions: MissionsRepository;
  }
}

/** The settings a database has before staff save any (ad-tasks.md §11's figures). */
export const DEFAULT_MISSION_SETTINGS: MissionSettingsInput = {
  monthly_budget_fen: 5_000_000,
  per_user_monthly_cap_fen: 10_000,
  enabled_kinds: [...MISSION_KINDS],
};

/** A target, topic, period, kind or reward change once someone claimed (已有人领取奖励…). */
const LOCKED = ['kind', 'target', 'topic', 'period', 'rewardFen'] as const;
const LOGGED = [
  'title',
  'description',
  'kind',
  'target',
  'topic',
  'period',
  'rewardFen',
  'budgetFen',
  'startsAt',
  'endsAt',
  'status',
] as const;
/** Not in the design: a budget below what was already paid cannot hold (CHECK claimed_fen ≤ budget_fen). */
export const BUDGET_BELOW_CLAIMED = '预算不能低于已发放金额';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const toMission = (row: MissionRow): Mission => ({
  id: row.id,
  title: row.title,
  description: row.description,
  kind: row.kind,
  target: row.target,
  topic: row.topic,
  period: row.period,
  reward_fen: row.rewardFen,
  budget_fen: row.budgetFen,
  claimed_fen: row.claimedFen,
  claim_count: row.claimCount,
  starts_at: row.startsAt ? iso(row.startsAt) : null,
  ends_at: row.endsAt ? iso(row.endsAt) : null,
  status: row.status,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

const valuesOf = (input: MissionInput) => ({
  title: input.title,
  description: input.description,
  kind: input.kind,
  target: input.kind === 'real_name' ? 1 : input.target,
  topic: input.kind === 'publish_videos' ? input.topic : null,
  period: input.period,
  rewardFen: input.reward_fen,
  budgetFen: input.budget_fen,
  startsAt: input.starts_at ? new Date(input.starts_at) : null,
  endsAt: input.ends_at ? new Date(input.ends_at) : null,
});

/** The later of two lower bounds and the earlier of two upper bounds (null: unbounded). */
const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));
const earlier = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/** `column` within [from, to) when those are set. */
const within = (column: SQL, from: Date | null, to: Date | null): SQL =>
  sql`${from ? sql`${column} >= ${from.toISOString()}` : sql`true`} and ${
    to ? sql`${column} < ${to.toISOString()}` : sql`true`
  }`;

/**
 * The user's progress on a mission in the period `[from, to)` (the mission's window met with the
 * current week or month), read from the activity tables (ad-tasks.md §10).
 */
async function progressOf(q: Q, userId: number, mission: MissionRow, from: Date | null, to: Date | null) {
  let value: number;
  if (mission.kind === 'publish_videos' || mission.kind === 'video_plays') {
    const published = within(sql`published_at`, from, to);
    if (mission.kind === 'video_plays') {
      const [row] = rowsOf<{ best: number | null }>(
        await q.execute(
          sql`select max(plays)::int as best from videos where user_id = ${userId} and status = 'published' and ${published}`,
        ),
      );
      value = row?.best ?? 0;
    } else {
      const list = rowsOf<{ topics: string[] }>(
        await q.execute(
          sql`select topics from videos where user_id = ${userId} and status = 'published' and ${published}`,
        ),
      );
      const key = mission.topic ? topicNameKey(mission.topic) : null;
      value = key
        ? list.filter((video) => (video.topics ?? []).some((topic) => topicNameKey(topic) === key)).length
        : list.length;
    }
  } else if (mission.kind === 'real_name') {
    const [row] = rowsOf<{ n: number }>(
      await q.execute(
        sql`select count(*)::int as n from certification_applications where user_id = ${userId} and type = 'personal' and status = 2`,
      ),
    );
    value = (row?.n ?? 0) > 0 ? 1 : 0;
  } else {
    const [row] = rowsOf<{ n: number }>(
      await q.execute(
        sql`select count(*)::int as n from ad_submissions where user_id = ${userId}
              and status in ('approved', 'planned', 'settled') and ${within(sql`created_at`, from, to)}`,
      ),
    );
    value = row?.n ?? 0;
  }
  return Math.min(value, mission.target);
}

/** The progress in the current period: the mission's window met with the period's bounds. */
const progressIn = (q: Q, userId: number, mission: MissionRow, period: Period) =>
  progressOf(q, userId, mission, later(mission.startsAt, period.start), earlier(mission.endsAt, period.end));

async function settingsRow(q: Q): Promise<MissionSettingsInput & { updatedAt: Date | null }> {
  const [row] = await q.select().from(missionSettings).where(eq(missionSettings.id, 1));
  if (!row) return { ...DEFAULT_MISSION_SETTINGS, updatedAt: null };
  return {
    monthly_budget_fen: row.monthlyBudgetFen,
    per_user_monthly_cap_fen: row.perUserMonthlyCapFen,
    enabled_kinds: row.enabledKinds.filter((kind): kind is MissionKind =>
      (MISSION_KINDS as readonly string[]).includes(kind),
    ),
    updatedAt: row.updatedAt,
  };
}

async function settingsOf(q: Q, now = new Date()): Promise<MissionSettings> {
  const row = await settingsRow(q);
  const month = monthOf(now).key;
  const [total] = await q
    .select({ fen: missionMonthTotals.claimedFen })
    .from(missionMonthTotals)
    .where(eq(missionMonthTotals.month, month));
  return {
    monthly_budget_fen: row.monthly_budget_fen,
    per_user_monthly_cap_fen: row.per_user_monthly_cap_fen,
    enabled_kinds: row.enabled_kinds,
    month,
    month_claimed_fen: total?.fen ?? 0,
    updated_at: isoOrNull(row.updatedAt),
  };
}

async function byId(q: Q, id: number, lock = false): Promise<MissionRow> {
  const query = q.select().from(missions).where(eq(missions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError(M.missing);
  return row;
}

/** What the user claimed in the month of `now`. */
async function monthClaimed(q: Q, userId: number, now: Date): Promise<number> {
  const month = monthOf(now);
  const [row] = rowsOf<{ fen: string }>(
    await q.execute(
      sql`select coalesce(sum(amount_fen), 0)::text as fen from mission_claims
            where user_id = ${userId} and ${within(sql`created_at`, month.start, month.end)}`,
    ),
  );
  return Number(row?.fen ?? 0);
}

const toClaim = (
  row: typeof missionClaims.$inferSelect,
  mission: Pick<MissionRow, 'title' | 'kind'>,
): MissionClaim => ({
  id: row.id,
  mission_id: row.missionId,
  title: mission.title,
  kind: mission.kind,
  period_key: row.periodKey,
  amount_fen: row.amountFen,
  ledger_transaction_id: row.ledgerTransactionId,
  created_at: iso(row.createdAt),
});

/**
 * Claims a completed mission's reward (ad-tasks.md §10), in one transaction: the period's unique
 * claim row, the user's monthly cap, the mission's budget and the platform's monthly budget by
 * conditional updates, then the ledger credit (`mission_reward`, source `mission_claim`). Every
 * refusal rolls all of it back. Exported for the demo seed, which claims through it.
 */
export function claimMission(
  q: Database,
  ledger: Ledger,
  userId: number,
  id: number,
  now: Date,
): Promise<MissionClaim> {
  return q.transaction(async (tx) => {
    // One claim of a user at a time: the monthly cap is read and spent under this lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mission_claim'), ${userId})`);
    const mission = await byId(tx, id);
    const settings = await settingsRow(tx);
    const inWindow =
      (!mission.startsAt || mission.startsAt <= now) && (!mission.endsAt || mission.endsAt > now);
    if (mission.status !== 'online' || !inWindow || !settings.enabled_kinds.includes(mission.kind)) {
      throw new BusinessRuleError(M.notOnline);
    }
    const period = periodOf(mission.period, now);
    const [already] = await tx
      .select({ id: missionClaims.id })
      .from(missionClaims)
      .where(
        and(
          eq(missionClaims.missionId, id),
          eq(missionClaims.userId, userId),
          eq(missionClaims.periodKey, period.key),
        ),
      );
    if (already) throw new BusinessRuleError(M.claimed);
    const progress = await progressIn(tx, userId, mission, period);
    if (progress < mission.target) throw new BusinessRuleError(M.notDone);

    const reward = mission.rewardFen;
    const [claim] = await tx
      .insert(missionClaims)
      .values({ missionId: id, userId, periodKey: period.key, amountFen: reward, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!claim) throw new BusinessRuleError(M.claimed);
    // The new claim is dated `now`, so the month's sum counts it.
    if ((await monthClaimed(tx, userId, now)) > settings.per_user_monthly_cap_fen) {
      throw new BusinessRuleError(M.userCap);
    }

    const spent = await tx
      .update(missions)
      .set({
        claimedFen: sql`${missions.claimedFen} + ${reward}`,
        claimCount: sql`${missions.claimCount} + 1`,
      })
      .where(and(eq(missions.id, id), sql`${missions.claimedFen} + ${reward} <= ${missions.budgetFen}`))
      .returning({ id: missions.id });
    if (spent.length === 0) throw new BusinessRuleError(M.exhausted);

    const month = monthOf(now).key;
    const budget = settings.monthly_budget_fen;
    const counted = rowsOf<{ month: string }>(
      await tx.execute(sql`insert into mission_month_totals (month, claimed_fen)
          select ${month}, ${reward} where ${reward} <= ${budget}
          on conflict (month) do update set claimed_fen = mission_month_totals.claimed_fen + excluded.claimed_fen
            where mission_month_totals.claimed_fen + excluded.claimed_fen <= ${budget}
          returning month`),
    );
    if (counted.length === 0) throw new BusinessRuleError(M.monthlyBudget);

    const { transactionId } = await ledger.credit(
      {
        userId,
        amountFen: reward,
        kind: 'mission_reward',
        source: { type: 'mission_claim', id: claim.id },
        title: `成长任务奖励 · ${mission.title}`,
        actorId: userId,
        at: now,
        notice: {
          title: '成长任务奖励已入账',
          content: `「${mission.title}」奖励 ${yuanText(reward)} 元已存入钱包`,
          link: '/task/mine',
        },
      },
      tx,
    );
    const [done] = await tx
      .update(missionClaims)
      .set({ ledgerTransactionId: transactionId })
      .where(eq(missionClaims.id, claim.id))
      .returning();
    return toClaim(done!, mission);
  });
}

export default fp(
  async (app) => {
    const { db } = app;
    const record = moduleRecorder((q, entry) => app.operationLog.record(q, entry), 'mission');

    const repository: MissionsRepository = {
      list(query) {
        const where = and(
          query.q ? ilike(missions.title, containing(query.q)) : undefined,
          query.status ? eq(missions.status, query.status) : undefined,
          query.kind ? eq(missions.kind, query.kind) : undefined,
        );
        return listPage(
          query,
          (limit, offset) =>
            db
              .select()
              .from(missions)
              .where(where)
              .orderBy(desc(missions.createdAt), desc(missions.id))
              .limit(limit)
              .offset(offset),
          db.select({ n: count() }).from(missions).where(where),
          toMission,
        );
      },

      async detail(id) {
        return toMission(await byId(db, id));
      },

      create(actor, input) {
        return db.transaction(async (tx) => {
          const [row] = await tx
            .insert(missions)
            .values({ ...valuesOf(input), status: 'draft', createdBy: actor.userId })
            .returning();
          await record(tx, actor, {
            action: 'create',
            targetType: 'mission',
            targetId: row!.id,
            targetLabel: row!.title,
            summary: `新建成长任务 ${row!.title}`,
            after: snapshot(row!, LOGGED),
          });
          return toMission(row!);
        });
      },

      update(actor, id, input) {
        return db.transaction(async (tx) => {
          const before = await byId(tx, id, true);
          const values = valuesOf(input);
          if (before.claimCount > 0 && LOCKED.some((field) => values[field] !== before[field])) {
            throw new BusinessRuleError(M.locked);
          }
          if (values.budgetFen < before.claimedFen) throw new BusinessRuleError(BUDGET_BELOW_CLAIMED);
          const [row] = await tx
            .update(missions)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(missions.id, id))
            .returning();
          await record(tx, actor, {
            action: 'update',
            targetType: 'mission',
            targetId: id,
            targetLabel: row!.title,
            summary: `编辑成长任务 ${row!.title}`,
            before: snapshot(before, LOGGED),
            after: snapshot(row!, LOGGED),
          });
          return toMission(row!);
        });
      },

      setStatus(actor, id, status) {
        return db.transaction(async (tx) => {
          const before = await byId(tx, id, true);
          if (before.status === status) return toMission(before);
          const [row] = await tx
            .update(missions)
            .set({ status, updatedAt: new Date() })
            .where(eq(missions.id, id))
            .returning();
          await record(tx, actor, {
            action: status === 'online' ? 'online' : 'offline',
            targetType: 'mission',
            targetId: id,
            targetLabel: row!.title,
            summary: `${status === 'online' ? '上线' : '下线'}成长任务 ${row!.title}`,
            before: { status: before.status },
            after: { status },
          });
          return toMission(row!);
        });
      },

      settings: () => settingsOf(db),

      updateSettings(actor, input) {
        return db.transaction(async (tx) => {
          const before = await settingsRow(tx);
          const values = {
            monthlyBudgetFen: input.monthly_budget_fen,
            perUserMonthlyCapFen: input.per_user_monthly_cap_fen,
            enabledKinds: [...new Set(input.enabled_kinds)],
            updatedBy: actor.userId,
            updatedAt: new Date(),
          };
          await tx
            .insert(missionSettings)
            .values({ id: 1, ...values })
            .onConflictDoUpdate({ target: missionSettings.id, set: values });
          const { updatedAt: _before, ...was } = before;
          await record(tx, actor, {
            action: 'settings',
            targetType: 'mission_settings',
            targetId: 1,
            targetLabel: '任务设置',
            summary: '修改成长任务设置',
            before: was,
            after: { ...input },
          });
          return settingsOf(tx);
        });
      },

      async mine(userId, now = new Date()) {
        const settings = await settingsRow(db);
        const online = await db
          .select()
          .from(missions)
          .where(
            and(
              eq(missions.status, 'online'),
              sql`(${missions.startsAt} is null or ${missions.startsAt} <= ${now.toISOString()})`,
              sql`(${missions.endsAt} is null or ${missions.endsAt} > ${now.toISOString()})`,
            ),
          )
          .orderBy(missions.id);
        const shown = online.filter((mission) => settings.enabled_kinds.includes(mission.kind));
        const claimed = new Set(
          (
            await db
              .select({ missionId: missionClaims.missionId, periodKey: missionClaims.periodKey })
              .from(missionClaims)
              .where(eq(missionClaims.userId, userId))
          ).map((row) => `${row.missionId}:${row.periodKey}`),
        );
        const items: MyMission[] = [];
        for (const mission of shown) {
          const period = periodOf(mission.period, now);
          const progress = await progressIn(db, userId, mission, period);
          const done = claimed.has(`${mission.id}:${period.key}`);
          const exhausted = mission.claimedFen + mission.rewardFen > mission.budgetFen;
          items.push({
            id: mission.id,
            title: mission.title,
            description: mission.description,
            kind: mission.kind,
            target: mission.target,
            topic: mission.topic,
            period: mission.period,
            reward_fen: mission.rewardFen,
            starts_at: isoOrNull(mission.startsAt),
            ends_at: isoOrNull(mission.endsAt),
            period_key: period.key,
            progress,
            claimed: done,
            claimable: !done && !exhausted && progress >= mission.target,
            exhausted,
          });
        }
        return {
          items,
          month: {
            month: monthOf(now).key,
            claimed_fen: await monthClaimed(db, userId, now),
            cap_fen: settings.per_user_monthly_cap_fen,
          },
        };
      },

      claim: (userId, id, now = new Date(), q = db) => claimMission(q, app.ledger, userId, id, now),

      async claims(userId, page) {
        const where = eq(missionClaims.userId, userId);
        return listPage(
          page,
          (limit, offset) =>
            db
              .select({ claim: missionClaims, title: missions.title, kind: missions.kind })
              .from(missionClaims)
              .innerJoin(missions, eq(missions.id, missionClaims.missionId))
              .where(where)
              .orderBy(desc(missionClaims.createdAt), desc(missionClaims.id))
              .limit(limit)
              .offset(offset),
          db.select({ n: count() }).from(missionClaims).where(where),
          (row) => toClaim(row.claim, row),
        );
      },
    };

    app.decorate('missions', repository);
  },
  { name: 'missions-repository', dependencies: ['db', 'operation-log-repository', 'ledger'] },
);
