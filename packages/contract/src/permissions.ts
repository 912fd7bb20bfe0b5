/**
 * A permission's scope: `self` lets its holder act on their own things (publish, withdraw, apply…);
 * `staff` is power over other users' data. Only staff powers count when staff hand out rights
 * (the ceiling rule: a grant never exceeds the granter's own staff powers).
 */
export type PermissionScope = 'self' | 'staff';

interface PermissionDefinition {
  /** zh-CN name shown in the role editor and in refusals (`不能授予自己没有的权限：{label}`). */
  label: string;
  /** zh-CN sentence under the name in the role editor. */
  description: string;
  /** Omitted: `staff`. A key added later is a staff power unless it says otherwise. */
  scope?: PermissionScope;
}

/**
 * Page rights: the permission keys `/api/my-page` returns and endpoints name in
 * `access: { permissions }`. The server grants them per role; this is the one list of them.
 */
export const PERMISSIONS = {
  'video:publish': { label: '发布作品', description: '上传、发布和编辑自己的视频与图集', scope: 'self' },
  'live:manage': {
    label: '直播管理',
    description: '创建和编辑自己的直播间（菜单还需「直播」标签）',
    scope: 'self',
  },
  'analytics:view': {
    label: '数据查看',
    description: '查看自己的数据（员工：任意用户的数据）',
    scope: 'self',
  },
  'spread:join': {
    label: '参与推广任务',
    description: '参与广告任务和成长任务，提交回执',
    scope: 'self',
  },
  'wallet:withdraw': { label: '钱包提现', description: '查看钱包并申请提现', scope: 'self' },
  'certification:apply': { label: '申请认证', description: '提交自己的认证申请', scope: 'self' },
  'mcn:manage': { label: 'MCN 管理', description: '邀请、查看、代操作和解约自己的创作者', scope: 'self' },
  'review:video': { label: '视频审核', description: '视频的机器审核、初审和复审' },
  'review:album': { label: '图集审核', description: '图集的初审和复审' },
  'approval:review': { label: '资料与认证审核', description: '审核用户资料和认证申请' },
  'certification:configure': { label: '认证设置', description: '身份认证、兴趣认证、认证分类和基础条件' },
  'comment:moderate': { label: '评论管理', description: '管理视频评论' },
  'topic:manage': { label: '话题管理', description: '管理话题' },
  'log:view': { label: '查看日志', description: '查看内容、钱包和行为日志' },
  'sensitive:reveal': { label: '查看敏感信息', description: '单次查看手机号或身份证号（留审计记录）' },
  'sem:manage': { label: '推广任务管理', description: '管理推广任务、商品、优秀视频和示例视频' },
  'sem:settle': { label: '推广任务结算', description: '确认广告任务结算（从任务预算向创作者发放奖励）' },
  'mission:manage': { label: '成长任务管理', description: '管理平台成长任务、预算和领取上限' },
  'playlet:manage': { label: '短剧合作', description: '合作方、法务审核、财务审核和合同' },
  'finance:review': { label: '财务审核', description: '审核提现并下载财务报表' },
  'finance:pay': { label: '财务打款', description: '打款、钱包调整复核、打款明细与个税报表' },
  'admin:system': { label: '系统设置', description: '属性标签、分组、商业渠道和机审白名单' },
  'account:manage': {
    label: '账号管理',
    description: '创建、编辑、禁用账号，重置密码，管理登录会话，分配角色、标签、分组和渠道',
  },
  'role:manage': { label: '角色与菜单', description: '管理角色、菜单和页面权限' },
  'notice:publish': { label: '发布公告', description: '编写、定时发送和撤回系统公告' },
  'document:manage': { label: '文档管理', description: '管理用户公约、用户协议及附录的版本' },
  'log:audit': { label: '审计日志', description: '查看系统审计模块、完整 IP 并导出日志' },
} as const satisfies Record<string, PermissionDefinition>;
export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as Permission[];

const scopeOf = (definition: PermissionDefinition): PermissionScope => definition.scope ?? 'staff';

/** Every permission's scope (see `PermissionScope`). */
export const PERMISSION_SCOPES = Object.fromEntries(
  PERMISSION_KEYS.map((key) => [key, scopeOf(PERMISSIONS[key])]),
) as Record<Permission, PermissionScope>;

export const isPermission = (key: string): key is Permission => Object.hasOwn(PERMISSIONS, key);

/**
 * The staff powers among a role's (or a person's) permissions: `permissions ∩ staff`. Unknown
 * keys are no power. The ceiling rule compares these sets.
 */
export const powers = (permissions: Iterable<string>): Set<Permission> => {
  const result = new Set<Permission>();
  for (const key of permissions) if (isPermission(key) && PERMISSION_SCOPES[key] === 'staff') result.add(key);
  return result;
};

/** Typed helper for `access: { permissions }`. */
export const needs = (...permissions: Permission[]) => ({ permissions });
