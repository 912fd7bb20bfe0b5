import { MESSAGE_TYPES } from '@creator-console/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addDays, platformDay } from '../../dates.js';
import { announcements, messages, roles, userGroups, users } from '../schema/index.js';
import { ago } from './lookup.js';
import type { SeedStep } from './step.js';

/** The platform notices the `messages` step sent to every demo account (db/seed/messages.ts). */
const SENT_TITLES = [
  '创作者平台 6 月版本更新说明',
  '关于规范商业推广内容标识的公告',
  '端午节假期提现到账时间调整通知',
  '账号安全提醒',
];

/**
 * Announcements (admin.md §9): the four seeded notices become sent announcements to everyone,
 * their messages linked (so receipts follow the seeded read flags); a scheduled invitation to
 * the group 内测用户 (tomorrow 10:00), a draft for creators and MCNs, and a withdrawn one.
 */
export const adminNotices: SeedStep<void> = {
  name: 'admin-notices',

  async prepare() {},

  async run(tx) {
    const now = new Date();
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const [operator] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'operator'));
    const adminId = admin?.id ?? null;
    const operatorId = operator?.id ?? adminId;
    // Run again over existing rows (seed steps forgotten), it completes rather than duplicates.
    const existing = new Set(
      (await tx.select({ title: announcements.title }).from(announcements)).map((row) => row.title),
    );
    const missing = (title: string) => !existing.has(title);

    for (const title of SENT_TITLES.filter(missing)) {
      const delivered = await tx
        .select({
          id: messages.id,
          content: messages.content,
          link: messages.link,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(
          and(
            eq(messages.type, MESSAGE_TYPES.system),
            eq(messages.title, title),
            isNull(messages.announcementId),
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id));
      const first = delivered[0];
      if (!first) continue;
      const [row] = await tx
        .insert(announcements)
        .values({
          title,
          content: first.content,
          link: first.link,
          audience: { all: true },
          audienceSummary: '全部用户',
          status: 'sent',
          sentAt: first.createdAt,
          recipientCount: delivered.length,
          fanoutCursor: 0,
          createdBy: operatorId,
          updatedBy: operatorId,
          version: 2,
          createdAt: new Date(first.createdAt.getTime() - 30 * 60_000),
          updatedAt: first.createdAt,
        })
        .returning({ id: announcements.id });
      await tx
        .update(messages)
        .set({ announcementId: row!.id })
        .where(
          inArray(
            messages.id,
            delivered.map((message) => message.id),
          ),
        );
      await tx
        .update(announcements)
        .set({
          fanoutCursor: sql`coalesce((select max(user_id) from messages where announcement_id = ${row!.id}), 0)`,
        })
        .where(eq(announcements.id, row!.id));
    }

    const [beta] = await tx
      .select({ id: userGroups.id })
      .from(userGroups)
      .where(eq(userGroups.name, '内测用户'));
    if (beta && missing('数据概览新功能内测邀请')) {
      await tx.insert(announcements).values({
        title: '数据概览新功能内测邀请',
        content:
          '数据概览即将上线“粉丝活跃时段”分析，邀请您参与内测。\n内测期间可在数据概览页查看粉丝每日活跃时段，欢迎通过意见反馈告诉我们您的建议。',
        link: '/analyse/user',
        audience: { group_ids: [beta.id] },
        audienceSummary: '分组：内测用户',
        status: 'scheduled',
        scheduledAt: new Date(`${addDays(platformDay(now), 1)}T10:00:00+08:00`),
        createdBy: adminId,
        updatedBy: adminId,
        version: 2,
        createdAt: ago(now, 1, 3),
      });
    }

    const sides = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(inArray(roles.key, ['creator', 'mcn']))
      .orderBy(asc(roles.position), asc(roles.id));
    if (missing('国庆假期审核时效调整')) {
      await tx.insert(announcements).values({
        title: '国庆假期审核时效调整',
        content:
          '国庆假期（10 月 1 日至 10 月 7 日）期间，视频与图集审核时效调整为 24 小时内完成。\n节后恢复正常审核时效，请合理安排发布计划。',
        audience: { role_ids: sides.map((role) => role.id).sort((a, b) => a - b) },
        audienceSummary: `角色：${sides.map((role) => role.name).join('、')}`,
        status: 'draft',
        createdBy: operatorId,
        updatedBy: operatorId,
        createdAt: ago(now, 0, 5),
      });
    }

    if (!missing('提现规则调整（错误发送）')) return;
    const enabled = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.status, 1));
    const recipients = Number(enabled[0]?.n ?? 0);
    await tx.insert(announcements).values({
      title: '提现规则调整（错误发送）',
      content: '自即日起，单笔提现金额上限调整为 5000 元。',
      audience: { all: true },
      audienceSummary: '全部用户',
      status: 'withdrawn',
      sentAt: ago(now, 20, 2),
      recipientCount: recipients,
      readCountFinal: Math.min(3, recipients),
      withdrawReason: '内容有误',
      withdrawnBy: adminId,
      withdrawnAt: ago(now, 20),
      createdBy: operatorId,
      updatedBy: adminId,
      version: 3,
      createdAt: ago(now, 20, 3),
      updatedAt: ago(now, 20),
    });
  },
};
