import {
  CERT_STATUS,
  CERTIFICATION_TYPE_LABELS,
  ruleChecks,
  type CertificationEligibility,
  type CertificationType,
  type EligibilityCheck,
} from '@creator-console/contract';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import {
  certificationApplications as apps,
  certificationRules as rules,
  dailyStatistics,
  users,
  videos,
} from '../../db/schema/index.js';
import { BusinessRuleError } from '../../http/errors.js';

const DAY_MS = 86_400_000;

type Rule = typeof rules.$inferSelect;

/** Rule row → the wire's field names (the ones `ruleChecks` reads). */
export const ruleFields = (rule: Rule) => ({
  type: rule.type,
  open: rule.open,
  require_real_name: rule.requireRealName,
  require_enterprise: rule.requireEnterprise,
  min_fans: rule.minFans,
  posts_window_days: rule.postsWindowDays,
  min_posts: rule.minPosts,
  min_account_days: rule.minAccountDays,
  reapply_cooldown_days: rule.reapplyCooldownDays,
  notice: rule.notice,
});

async function approved(q: Database | Transaction, userId: number, type: CertificationType) {
  const [row] = await q
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.userId, userId), eq(apps.type, type), eq(apps.status, CERT_STATUS.approved)))
    .limit(1);
  return row !== undefined;
}

/**
 * Where the user stands against the basic conditions of a type (admin.md §6.10), each value read
 * only when the rule sets its condition: fans from the latest `daily_statistics.fans`, posts from
 * published videos in the window, account age from `users.created_at`, the cooldown from the
 * latest application of the type when it was rejected. `refusal` is the first unmet condition's
 * message, in the order submission checks them.
 */
export async function eligibilityOf(
  q: Database | Transaction,
  userId: number,
  type: CertificationType,
  now = new Date(),
): Promise<CertificationEligibility> {
  const [rule] = await q.select().from(rules).where(eq(rules.type, type));
  // The migration seeds all five; a missing row means no conditions.
  if (!rule) return { type, open: true, notice: '', checks: [], refusal: null };
  const fields = ruleFields(rule);
  const checks: EligibilityCheck[] = [];
  let refusal: string | null = rule.open ? null : `${CERTIFICATION_TYPE_LABELS[type]}暂停申请`;

  for (const check of ruleChecks(fields)) {
    let current: boolean | number;
    let met: boolean;
    let message: string;
    switch (check.key) {
      case 'real_name':
        current = await approved(q, userId, 'personal');
        met = current;
        message = '请先完成实名认证';
        break;
      case 'enterprise':
        current = await approved(q, userId, 'enterprise');
        met = current;
        message = '请先完成企业认证';
        break;
      case 'fans': {
        const [latest] = await q
          .select({ fans: dailyStatistics.fans })
          .from(dailyStatistics)
          .where(eq(dailyStatistics.userId, userId))
          .orderBy(desc(dailyStatistics.date))
          .limit(1);
        current = latest?.fans ?? 0;
        met = current >= rule.minFans;
        message = `粉丝数需达到 ${rule.minFans}（当前 ${current}）`;
        break;
      }
      case 'posts': {
        const since = new Date(now.getTime() - rule.postsWindowDays * DAY_MS);
        const [counted] = await q
          .select({ n: count() })
          .from(videos)
          .where(
            and(eq(videos.userId, userId), eq(videos.status, 'published'), gte(videos.publishedAt, since)),
          );
        current = counted?.n ?? 0;
        met = current >= rule.minPosts;
        message = `近 ${rule.postsWindowDays} 天需发布至少 ${rule.minPosts} 个作品（当前 ${current}）`;
        break;
      }
      case 'account_age': {
        const [user] = await q.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
        current = user ? Math.max(0, Math.floor((now.getTime() - user.createdAt.getTime()) / DAY_MS)) : 0;
        met = current >= rule.minAccountDays;
        message = `账号注册需满 ${rule.minAccountDays} 天`;
        break;
      }
      case 'cooldown': {
        const [latest] = await q
          .select({ status: apps.status, reviewedAt: apps.reviewedAt })
          .from(apps)
          .where(and(eq(apps.userId, userId), eq(apps.type, type)))
          .orderBy(desc(apps.createdAt), desc(apps.id))
          .limit(1);
        const until =
          latest?.status === CERT_STATUS.rejected && latest.reviewedAt
            ? latest.reviewedAt.getTime() + rule.reapplyCooldownDays * DAY_MS
            : 0;
        current = Math.max(0, Math.ceil((until - now.getTime()) / DAY_MS));
        met = current === 0;
        message = `驳回后需间隔 ${rule.reapplyCooldownDays} 天才能再次申请`;
        break;
      }
    }
    checks.push({ key: check.key, label: check.label, required: check.required, current, met });
    if (!met && refusal === null) refusal = message;
  }
  return { type, open: rule.open, notice: rule.notice, checks, refusal };
}

/**
 * Refuses (202, the first unmet condition) a submission of a type; called inside the submission's
 * transaction before anything is written, so a refusal leaves no application row. The rule row is
 * read under a share lock: a rule saved meanwhile applies to the next submission, never halfway.
 */
export async function requireEligible(
  tx: Database | Transaction,
  userId: number,
  type: CertificationType,
): Promise<void> {
  await tx.execute(sql`select 1 from ${rules} where ${rules.type} = ${type} for share`);
  const { refusal } = await eligibilityOf(tx, userId, type);
  if (refusal) throw new BusinessRuleError(refusal);
}
