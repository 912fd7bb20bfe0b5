import { LIVE_TAG, type Permission } from '@creator-console/contract';
import { eq, inArray } from 'drizzle-orm';
import { ROLE_PAGE_RIGHTS } from '../../auth/page-rights.js';
import { ROLE_KEYS } from '../../auth/roles.js';
import {
  adminTags,
  commercialChannels,
  roleMenus,
  rolePermissions,
  roles,
  userChannels,
  userGroupMembers,
  userGroups,
  userRoles,
  users,
  type LABEL_TONES,
} from '../schema/index.js';
import { QUALITY_TAG, SIGNED_TAG } from './demo-accounts.js';
import { ago, demoPasswordHashes, idsBy, must } from './lookup.js';
import { roleMenuRows, type GroupGrant, menuRowsOf } from './role-menus.js';
import type { SeedStep, SeedTransaction } from './step.js';

interface CustomRole {
  key: string;
  name: string;
  description: string;
  permissions: Permission[];
  menu: Record<string, GroupGrant>;
}

/** The seeded staff roles of admin.md §9: custom roles, so editable and (support) deletable. */
export const CUSTOM_ROLES: CustomRole[] = [
  {
    key: 'sysop',
    name: '系统运营',
    description: '账号、标签、分组、渠道和公告的日常运营',
    permissions: ['account:manage', 'admin:system', 'notice:publish', 'log:view'],
    menu: {
      dashboard: '*',
      admin: ['index', 'group', 'user-group', 'label', 'channel', 'notice'],
      log: ['index', 'es'],
      inform: '*',
      doc: '*',
    },
  },
  {
    key: 'reviewer',
    name: '内容审核员',
    description: '视频和图集的审核',
    permissions: ['review:video', 'review:album', 'log:view'],
    menu: { dashboard: '*', audit: '*', films: '*', log: ['video', 'album'], inform: '*', doc: '*' },
  },
  {
    key: 'support',
    name: '客服',
    description: '查看日志、发送公告',
    permissions: ['log:view', 'notice:publish'],
    menu: { dashboard: '*', admin: ['notice'], log: ['index'], inform: '*', doc: '*' },
  },
];

interface StaffAccount {
  username: string;
  phone: string;
  name: string;
  role: string;
  disabled?: { reason: string; daysAgo: number };
}

export const STAFF_ACCOUNTS: StaffAccount[] = [
  { username: 'admin_li', phone: '13800000007', name: '管理员-李航', role: 'admin' },
  { username: 'sysop', phone: '13800000008', name: '系统运营-郑凯', role: 'sysop' },
  { username: 'reviewer_a', phone: '13800000009', name: '审核-孙悦', role: 'reviewer' },
  {
    username: 'reviewer_b',
    phone: '13800000010',
    name: '审核-钱程',
    role: 'reviewer',
    disabled: { reason: '离职', daysAgo: 12 },
  },
];

const LABELS: { name: string; tone: (typeof LABEL_TONES)[number]; description: string; builtin?: boolean }[] =
  [
    {
      name: LIVE_TAG,
      tone: 'accent',
      description: '仅对创作者和 MCN 生效：带此标签的账号会看到「直播管理」',
      builtin: true,
    },
    { name: SIGNED_TAG, tone: 'positive', description: '与 MCN 签约的创作者' },
    { name: QUALITY_TAG, tone: 'accent', description: '内容质量稳定的创作者' },
    { name: '重点扶持', tone: 'caution', description: '平台重点扶持的账号' },
  ];

const GROUPS: { name: string; description: string; members: string[] }[] = [
  { name: '美食赛道创作者', description: '美食领域的创作者', members: ['creator', 'qinghe_xiaoyu'] },
  { name: '汽车赛道创作者', description: '汽车领域的创作者', members: ['creator_live', 'qinghe_laozhou'] },
  {
    name: '青禾传媒签约',
    description: '青禾传媒旗下的签约创作者',
    members: ['qinghe_xiaoyu', 'qinghe_laozhou', 'qinghe_mengmeng', 'qinghe_axin', 'qinghe_guchen'],
  },
  { name: '内测用户', description: '新功能内测账号', members: ['creator', 'creator_live', 'mcn'] },
];

const CHANNELS: { name: string; code: string; enabled: boolean; members: string[] }[] = [
  { name: '星图', code: 'xingtu', enabled: true, members: ['creator', 'qinghe_axin', 'mcn'] },
  { name: '磁力聚星', code: 'cili', enabled: true, members: ['creator_live'] },
  { name: '蒲公英', code: 'pugongying', enabled: true, members: [] },
  { name: '花火', code: 'huahuo', enabled: true, members: ['mcn'] },
  { name: '平台自营', code: 'self_operated', enabled: true, members: ['creator'] },
  { name: '代理商', code: 'agency', enabled: false, members: [] },
];

/**
 * The administration area's demo data (admin.md §9, first part): built-in roles flagged and
 * brought to their current defaults (operators' announcements and convention), the custom staff
 * roles, the four staff accounts, the labels with their tones, the groups and the commercial
 * channels. Inserts skip what exists, so a database holding some of it is completed, not reset.
 */
export const adminSeed: SeedStep<Map<string, string>> = {
  name: 'admin',

  prepare: () => demoPasswordHashes(STAFF_ACCOUNTS),

  async run(tx: SeedTransaction, passwordHashes) {
    await seedRoles(tx);
    const roleIds = await idsBy(tx.select({ id: roles.id, key: roles.key }).from(roles));

    const adminId = (await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin')))[0]?.id;
    const now = new Date();
    await tx
      .insert(users)
      .values(
        STAFF_ACCOUNTS.map((account) => ({
          username: account.username,
          phone: account.phone,
          passwordHash: must(passwordHashes, account.username),
          name: account.name,
          status: account.disabled ? 2 : 1,
          disabledReason: account.disabled?.reason ?? '',
          disabledAt: account.disabled ? ago(now, account.disabled.daysAgo) : null,
          disabledBy: account.disabled ? (adminId ?? null) : null,
        })),
      )
      .onConflictDoNothing();
    const userIds = await idsBy(tx.select({ id: users.id, key: users.username }).from(users));
    await tx
      .insert(userRoles)
      .values(
        STAFF_ACCOUNTS.map((account) => ({
          userId: must(userIds, account.username),
          roleId: must(roleIds, account.role),
          position: 0,
        })),
      )
      .onConflictDoNothing();

    for (const [position, label] of LABELS.entries()) {
      await tx
        .insert(adminTags)
        .values({ ...label, builtin: label.builtin ?? false, position })
        .onConflictDoUpdate({
          target: adminTags.name,
          set: {
            tone: label.tone,
            description: label.description,
            builtin: label.builtin ?? false,
            position,
          },
        });
    }

    for (const group of GROUPS) {
      await tx
        .insert(userGroups)
        .values({ name: group.name, description: group.description, createdBy: adminId ?? null })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ id: userGroups.id })
        .from(userGroups)
        .where(eq(userGroups.name, group.name));
      await tx
        .insert(userGroupMembers)
        .values(
          group.members.map((username) => ({
            groupId: row!.id,
            userId: must(userIds, username),
            addedBy: adminId ?? null,
          })),
        )
        .onConflictDoNothing();
    }

    for (const [position, channel] of CHANNELS.entries()) {
      await tx
        .insert(commercialChannels)
        .values({ name: channel.name, code: channel.code, enabled: channel.enabled, position })
        .onConflictDoNothing();
      if (channel.members.length === 0) continue;
      const [row] = await tx
        .select({ id: commercialChannels.id })
        .from(commercialChannels)
        .where(eq(commercialChannels.code, channel.code));
      await tx
        .insert(userChannels)
        .values(
          channel.members.map((username) => ({
            userId: must(userIds, username),
            channelId: row!.id,
            addedBy: adminId ?? null,
          })),
        )
        .onConflictDoNothing();
    }
  },
};

async function seedRoles(tx: SeedTransaction) {
  // Built-in roles: flagged, in their order, and holding their current defaults (a database
  // seeded before operators sent announcements gains them).
  for (const [position, key] of ROLE_KEYS.entries())
    await tx.update(roles).set({ builtin: true, position }).where(eq(roles.key, key));
  const builtinIds = await idsBy(
    tx
      .select({ id: roles.id, key: roles.key })
      .from(roles)
      .where(inArray(roles.key, [...ROLE_KEYS])),
  );
  for (const key of ROLE_KEYS) {
    const roleId = builtinIds.get(key);
    if (roleId === undefined) continue;
    await tx
      .insert(rolePermissions)
      .values(ROLE_PAGE_RIGHTS[key].map((permission) => ({ roleId, permission })))
      .onConflictDoNothing();
    await tx
      .insert(roleMenus)
      .values(roleMenuRows(key).map((row) => ({ roleId, ...row })))
      .onConflictDoNothing();
  }

  for (const [i, role] of CUSTOM_ROLES.entries()) {
    await tx
      .insert(roles)
      .values({
        key: role.key,
        name: role.name,
        description: role.description,
        position: ROLE_KEYS.length + i,
      })
      .onConflictDoNothing();
    const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, role.key));
    const roleId = row!.id;
    await tx
      .insert(rolePermissions)
      .values(role.permissions.map((permission) => ({ roleId, permission })))
      .onConflictDoNothing();
    await tx
      .insert(roleMenus)
      .values(menuRowsOf(role.key, role.menu).map((menu) => ({ roleId, ...menu })))
      .onConflictDoNothing();
  }
}
