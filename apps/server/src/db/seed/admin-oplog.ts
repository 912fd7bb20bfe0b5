import { LIVE_TAG } from '@creator-console/contract';
import { asc, eq, inArray, min } from 'drizzle-orm';
import { addDays, platformDay } from '../../dates.js';
import { digestDay } from '../../modules/operation-log/digest.js';
import type { Database } from '../database.js';
import { adminTags, announcements, operationLogs, roles, sensitiveReveals, users } from '../schema/index.js';
import { ago, randomFrom, userIdsOf } from './lookup.js';
import type { SeedStep } from './step.js';

type Row = typeof operationLogs.$inferInsert;

const UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const STAFF_IPS: Record<string, string> = {
  admin: '10.8.1.11',
  admin_li: '10.8.1.12',
  operator: '10.8.2.21',
  sysop: '10.8.2.22',
  reviewer_a: '10.8.3.31',
};

/**
 * The operation log of admin.md §9: about 80 rows over the last 30 days with before/after (the
 * access update of 运营, reviewer_b disabled, 直播 added to creator_live, announcements sent and
 * withdrawn, the convention's v2, a certification rule, failed logins from 203.0.113.7, one denied
 * and one refused attempt, the sensitive reveals), then a digest for every past day. Rows are
 * inserted (the append-only trigger allows inserts); actor names and roles as at the time.
 */
export const adminOplog: SeedStep<null> = {
  name: 'admin-oplog',
  prepare: async () => null,
  async run(tx) {
    const now = new Date();
    const usernames = [
      'admin',
      'admin_li',
      'operator',
      'sysop',
      'reviewer_a',
      'reviewer_b',
      'creator',
      'creator_live',
      'qinghe_axin',
      'qinghe_xiaoyu',
    ];
    const idOf = await userIdsOf(tx, usernames);
    const people = new Map(
      (
        await tx
          .select({ id: users.id, username: users.username, name: users.name })
          .from(users)
          .where(inArray(users.username, usernames))
      ).map((row) => [row.username, row]),
    );
    const nameOf = (username: string) => people.get(username)?.name ?? username;
    const roleIds = new Map(
      (await tx.select({ id: roles.id, key: roles.key }).from(roles)).map((row) => [row.key, row.id]),
    );
    const [live] = await tx.select({ id: adminTags.id }).from(adminTags).where(eq(adminTags.name, LIVE_TAG));
    const notices = await tx
      .select({ id: announcements.id, title: announcements.title, status: announcements.status })
      .from(announcements)
      .orderBy(asc(announcements.id));

    const ROLE_NAMES: Record<string, string> = {
      admin: '管理员',
      admin_li: '管理员',
      operator: '运营',
      sysop: '系统运营',
      reviewer_a: '内容审核员',
    };
    const by = (username: string, at: Date) => ({
      actorId: idOf(username),
      actorName: nameOf(username),
      actorRole: ROLE_NAMES[username] ?? '',
      ip: STAFF_IPS[username] ?? '',
      userAgent: UA,
      requestId: `seed-${username}-${at.getTime().toString(36)}`,
      createdAt: at,
    });
    const rows: Row[] = [];

    // Sign-ins of the staff on working days (the bulk of a quiet month).
    const random = randomFrom(20261126);
    for (let day = 29; day >= 0; day -= 1) {
      const at = ago(now, day);
      const weekday = new Date(at.getTime() + 8 * 3_600_000).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      for (const username of ['admin', 'operator', 'sysop', 'reviewer_a']) {
        if (random() < 0.45) continue;
        const when = new Date(at.getTime() - Math.floor(random() * 6 * 3_600_000));
        if (when > now) continue;
        rows.push({
          module: 'auth',
          action: 'auth.login',
          targetType: 'account',
          targetId: idOf(username),
          targetLabel: nameOf(username),
          summary: '登录成功',
          detail: { by: 'account' },
          ...by(username, when),
        });
      }
    }

    const operatorRole = roleIds.get('operator') ?? null;
    rows.push(
      {
        module: 'role',
        action: 'role.access_update',
        targetType: 'role',
        targetId: operatorRole,
        targetLabel: '运营',
        summary: '修改角色 运营 的菜单和页面权限',
        before: {
          permissions: [
            'review:video',
            'review:album',
            'approval:review',
            'log:view',
            'certification:configure',
          ],
          menu: { admin: ['white'] },
        },
        after: {
          permissions: [
            'review:video',
            'review:album',
            'approval:review',
            'log:view',
            'certification:configure',
            'notice:publish',
          ],
          menu: { admin: ['white', 'notice'], doc: ['index'] },
        },
        ...by('admin', ago(now, 25, 3)),
      },
      {
        module: 'account',
        action: 'account.disable',
        targetType: 'account',
        targetId: idOf('reviewer_b'),
        targetLabel: nameOf('reviewer_b'),
        summary: `禁用账号 ${nameOf('reviewer_b')}（原因：离职）`,
        before: { status: 1, disabled_reason: '' },
        after: { status: 2, disabled_reason: '离职' },
        ...by('admin', ago(now, 12)),
      },
      {
        module: 'label',
        action: 'label.members_add',
        targetType: 'label',
        targetId: live?.id ?? null,
        targetLabel: LIVE_TAG,
        summary: `为 ${nameOf('creator_live')} 添加标签 ${LIVE_TAG}`,
        before: { accounts: [] },
        after: { accounts: [nameOf('creator_live')] },
        ...by('admin', ago(now, 20, 5)),
      },
      {
        module: 'certification',
        action: 'certification.rule_update',
        targetType: 'certification_rule',
        targetId: null,
        targetLabel: '身份认证',
        summary: '修改认证条件 身份认证',
        before: { require_real_name: false, min_fans: 0 },
        after: { require_real_name: true, min_fans: 1000 },
        ...by('operator', ago(now, 8, 2)),
      },
      {
        module: 'document',
        action: 'document.publish',
        targetType: 'document',
        targetId: null,
        targetLabel: '用户公约 v2',
        summary: '发布文档 用户公约 v2',
        before: { version: 1, status: 'published' },
        after: { version: 2, status: 'published', body_sha256: 'see document_versions' },
        ...by('admin', ago(now, 29, 2)),
      },
      {
        module: 'account',
        action: 'adminAccountRoles',
        targetType: 'account',
        targetId: idOf('qinghe_xiaoyu'),
        targetLabel: nameOf('qinghe_xiaoyu'),
        outcome: 'denied',
        summary: '不能分配超出自己权限的角色：内容审核员',
        detail: { method: 'PUT', status: 403 },
        ...by('sysop', ago(now, 5, 4)),
      },
      {
        module: 'role',
        action: 'adminDeleteRole',
        targetType: 'role',
        targetId: operatorRole,
        targetLabel: '运营',
        outcome: 'refused',
        summary: '系统内置角色不能删除',
        detail: { method: 'DELETE', status: 202 },
        ...by('admin', ago(now, 4, 1)),
      },
    );

    // Announcements: the sent ones and the withdrawn one (the announcements step's rows when present).
    const sent = notices.filter((notice) => notice.status === 'sent').slice(0, 4);
    const withdrawn = notices.find((notice) => notice.status === 'withdrawn');
    const sentList = sent.length > 0 ? sent : [{ id: null, title: '平台公告' }];
    sentList.forEach((notice, i) => {
      rows.push({
        module: 'notice',
        action: 'notice.send',
        targetType: 'notice',
        targetId: notice.id,
        targetLabel: notice.title,
        summary: `发送公告 ${notice.title}`,
        before: { status: 'draft' },
        after: { status: 'sent', audience: '全部用户' },
        ...by(i % 2 === 0 ? 'operator' : 'sysop', ago(now, 27 - i * 6, 1)),
      });
    });
    const recalled = { id: withdrawn?.id ?? null, title: withdrawn?.title ?? '提现规则调整（错误发送）' };
    rows.push(
      {
        module: 'notice',
        action: 'notice.send',
        targetType: 'notice',
        targetId: recalled.id,
        targetLabel: recalled.title,
        summary: `发送公告 ${recalled.title}`,
        before: { status: 'draft' },
        after: { status: 'sent', audience: '全部用户' },
        ...by('operator', ago(now, 20, 2)),
      },
      {
        module: 'notice',
        action: 'notice.withdraw',
        targetType: 'notice',
        targetId: recalled.id,
        targetLabel: recalled.title,
        summary: `撤回公告 ${recalled.title}（原因：内容有误）`,
        before: { status: 'sent' },
        after: { status: 'withdrawn', withdraw_reason: '内容有误' },
        ...by('operator', ago(now, 20)),
      },
    );

    // A failure burst from one address three days ago: unknown accounts, identifiers masked.
    for (const [i, identifier] of ['a***', 'r***', '138****0000'].entries()) {
      rows.push({
        module: 'auth',
        action: 'auth.login_failed',
        targetType: null,
        targetId: null,
        actorId: null,
        ip: '203.0.113.7',
        userAgent: 'python-requests/2.31',
        requestId: `seed-burst-${i}`,
        outcome: 'refused',
        summary: '登录失败：账号或密码错误',
        detail: { identifier, by: 'account', reason: '账号或密码错误' },
        createdAt: ago(now, 3, 2 - i * 0.01),
      });
    }

    // Sensitive reveals: a row in sensitive_reveals and its log row, at the same instant.
    const reveals = [
      { actor: 'admin', subject: 'creator', field: 'phone', module: 1, daysAgo: 18 },
      { actor: 'operator', subject: 'qinghe_axin', field: 'id_number', module: 2, daysAgo: 9 },
      { actor: 'admin_li', subject: 'creator_live', field: 'phone', module: 1, daysAgo: 2 },
    ] as const;
    for (const reveal of reveals) {
      const at = ago(now, reveal.daysAgo, 3);
      await tx.insert(sensitiveReveals).values({
        actorId: idOf(reveal.actor),
        subjectUserId: idOf(reveal.subject),
        module: reveal.module,
        field: reveal.field,
        createdAt: at,
      });
      rows.push({
        module: 'sensitive',
        action: 'sensitive.reveal',
        targetType: 'account',
        targetId: idOf(reveal.subject),
        targetLabel: nameOf(reveal.subject),
        summary: `查看 ${nameOf(reveal.subject)} 的完整${reveal.field === 'phone' ? '手机号' : '身份证号'}`,
        detail: { field: reveal.field, module: reveal.module },
        ...by(reveal.actor, at),
      });
    }

    // In time order, so ids grow with time as they do live.
    rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    await tx.insert(operationLogs).values(rows);

    // A digest for every past platform day that has rows, as the daily job would have written.
    const [oldest] = await tx.select({ at: min(operationLogs.createdAt) }).from(operationLogs);
    if (!oldest?.at) return;
    const yesterday = addDays(platformDay(now), -1);
    for (let day = platformDay(oldest.at); day <= yesterday; day = addDays(day, 1)) {
      await digestDay(tx as unknown as Database, day);
    }
  },
};
