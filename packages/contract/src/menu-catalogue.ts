import type { MenuEntry } from './endpoints/session.js';

/**
 * Every menu group and child of spec §2, in menu order. The server seeds role menus from it and the
 * console builds the administrators' static route table from it, so the two never drift apart.
 * `component` of a child is `<group>/<child>`: the console resolves it against its page registry.
 */
export interface CatalogueChild {
  path: string;
  title: string;
  titleEn: string;
  hidden?: boolean;
}
export interface CatalogueGroup {
  path: string;
  title: string;
  titleEn: string;
  icon: string;
  hidden?: boolean;
  children: CatalogueChild[];
}

const c = (path: string, title: string, titleEn: string, hidden = false): CatalogueChild => ({
  path,
  title,
  titleEn,
  hidden,
});

export const menuCatalogue: readonly CatalogueGroup[] = [
  {
    path: 'dashboard',
    title: '首页',
    titleEn: 'Dashboard',
    icon: 'dashboard',
    children: [c('index', '首页', 'Dashboard')],
  },
  {
    path: 'personal',
    title: '个人中心',
    titleEn: 'Personal centre',
    icon: 'personal',
    children: [
      c('index', '个人中心', 'Personal centre'),
      c('wallet', '我的钱包', 'Wallet', true),
      c('withdraw', '提现', 'Withdraw', true),
    ],
  },
  {
    path: 'video',
    title: '内容管理',
    titleEn: 'Content',
    icon: 'video',
    children: [
      c('create', '发布视频', 'Upload'),
      c('index', '内容库', 'Content library'),
      c('export', '导出记录', 'Exports', true),
      c('edit', '编辑视频', 'Edit video', true),
      c('draft', '草稿箱', 'Drafts', true),
      c('album', '图集', 'Albums'),
      c('album/detail', '图集详情', 'Album detail', true),
      c('album/edit', '编辑图集', 'Edit album', true),
    ],
  },
  {
    path: 'live',
    title: '直播管理',
    titleEn: 'Live',
    icon: 'live-create',
    children: [
      c('index', '直播列表', 'Live rooms'),
      c('create', '创建直播', 'Create live room'),
      c('edit', '编辑直播', 'Edit live room', true),
    ],
  },
  {
    path: 'audit',
    title: '视频审核',
    titleEn: 'Video review',
    icon: 'audit',
    children: [
      c('index', '视频列表', 'Videos'),
      c('edit', '视频详情', 'Video detail', true),
      c('export', '导出记录', 'Exports', true),
      c('one', '机器审核', 'Machine review'),
      c('two', '一审', 'First review'),
      c('three', '二审', 'Second review'),
      c('option', '快捷审核设置', 'Quick-review reasons'),
      c('statement', '创作者声明设置', 'Creator declarations'),
    ],
  },
  {
    path: 'films',
    title: '图集审核',
    titleEn: 'Album review',
    icon: 'films',
    children: [
      c('index', '图集列表', 'Albums'),
      c('edit', '图集详情', 'Album detail', true),
      c('two', '一审', 'First review'),
      c('three', '二审', 'Second review'),
      c('option', '快捷审核设置', 'Quick-review reasons'),
    ],
  },
  {
    path: 'analyse',
    title: '数据分析',
    titleEn: 'Analytics',
    icon: 'table',
    children: [c('user', '数据概览', 'Overview'), c('video', '视频数据', 'Video data', true)],
  },
  {
    path: 'mcn',
    title: 'MCN管理',
    titleEn: 'MCN',
    icon: 'mcn',
    children: [c('index', '用户管理', 'Creators')],
  },
  {
    path: 'playlet',
    title: '短剧合作',
    titleEn: 'Short dramas',
    icon: 'playlet',
    children: [
      c('index', '合作用户', 'Partners'),
      c('legal', '法务审核', 'Legal review'),
      c('finance', '财务审核', 'Finance review'),
      c('agreement', '合同管理', 'Contracts'),
    ],
  },
  {
    path: 'finance',
    title: '钱包管理',
    titleEn: 'Wallets',
    icon: 'finance',
    children: [
      c('account', '账户管理', 'Accounts'),
      c('index', '列表审核', 'Withdrawal review'),
      c('personal', '个人提现', 'Personal withdrawals'),
      c('company', '企业提现', 'Company withdrawals'),
      c('export', '财务表下载', 'Finance sheets'),
    ],
  },
  {
    path: 'doc',
    title: '用户公约',
    titleEn: 'User convention',
    icon: 'convention',
    children: [c('index', '用户公约', 'User convention')],
  },
  {
    path: 'certification',
    title: '认证管理',
    titleEn: 'Certification',
    icon: 'certification',
    children: [
      c('identity-set', '身份认证设置', 'Identity settings'),
      c('interest-set', '兴趣认证设置', 'Interest settings'),
      c('category', '认证分类', 'Categories'),
      c('rule', '基础条件', 'Basic conditions'),
      c('index', '我的认证', 'My certification', true),
      c('identity', '身份认证', 'Identity certification', true),
      c('interest', '兴趣认证', 'Interest certification', true),
      c('enterprise', '企业认证', 'Enterprise certification', true),
      c('mcn', 'MCN认证', 'MCN certification', true),
      c('personal', '实名认证', 'Real-name certification', true),
      c('face', '人脸识别', 'Face recognition', true),
    ],
  },
  {
    path: 'approval',
    title: '审核管理',
    titleEn: 'Approvals',
    icon: 'approval',
    children: [
      c('info', '用户信息', 'User information'),
      c('personal', '实名认证', 'Real-name'),
      c('enterprise', '企业认证', 'Enterprise'),
      c('mcn', 'MCN认证', 'MCN'),
      c('identity', '身份认证', 'Identity'),
      c('interest', '兴趣认证', 'Interest'),
    ],
  },
  {
    path: 'comment',
    title: '评论管理',
    titleEn: 'Comments',
    icon: 'comment',
    children: [c('index', '视频评论', 'Video comments'), c('user', '评论管理', 'Comment moderation')],
  },
  {
    path: 'inform',
    title: '消息通知',
    titleEn: 'Notifications',
    icon: 'doc',
    children: [c('index', '通知中心', 'Notification centre'), c('detail', '通知详情', 'Notification', true)],
  },
  {
    path: 'topic',
    title: '话题管理',
    titleEn: 'Topics',
    icon: 'topic',
    children: [c('index', '话题管理', 'Topics')],
  },
  {
    path: 'sem',
    title: '广告任务管理',
    titleEn: 'Ad tasks',
    icon: 'sem',
    children: [
      c('create', '创建任务', 'Create task'),
      c('edit', '编辑任务', 'Edit task', true),
      c('index', '任务列表', 'Tasks'),
      c('best', '设置优秀视频', 'Featured videos'),
      c('best-video', '优秀视频', 'Featured video list', true),
      c('example', '设置示例视频', 'Sample videos'),
      c('example-video', '示例视频', 'Sample video list', true),
      c('survey', '第三方回执', 'Third-party receipts'),
      c('goods', '广告商品', 'Ad goods'),
      c('bind', '关联视频', 'Link videos', true),
      c('set', '字段/类型/奖励', 'Fields, types, rewards'),
      c('topic', '自定义话题', 'Custom topics'),
    ],
  },
  {
    path: 'spread',
    title: '广告任务中心',
    titleEn: 'Ad task centre',
    icon: 'spread',
    children: [
      c('index', '任务大厅', 'Task hall'),
      c('mine', '我的任务', 'My tasks'),
      c('survey-list', '回执列表', 'Receipts', true),
      c('survey-create', '提交回执', 'Submit receipt', true),
      c('survey-edit', '编辑回执', 'Edit receipt', true),
    ],
  },
  {
    path: 'mission',
    title: '任务管理',
    titleEn: 'Missions',
    icon: 'mission',
    hidden: true,
    children: [c('index', '任务列表', 'Missions'), c('set', '任务设置', 'Mission settings')],
  },
  {
    path: 'task',
    title: '任务',
    titleEn: 'Tasks',
    icon: 'task',
    hidden: true,
    children: [c('index', '任务列表', 'Tasks'), c('mine', '我的任务', 'My tasks')],
  },
  {
    path: 'log',
    title: '日志管理',
    titleEn: 'Logs',
    icon: 'log',
    children: [
      c('index', '操作日志', 'Operation log'),
      c('video', '视频日志', 'Video log'),
      c('album', '图集日志', 'Album log'),
      c('finance', '钱包日志', 'Wallet log'),
      c('es', '通用日志', 'General log'),
    ],
  },
  {
    path: 'admin',
    title: '系统管理',
    titleEn: 'System',
    icon: 'admin',
    children: [
      c('index', '账号管理', 'Accounts'),
      c('group', '分组管理', 'Groups'),
      c('user-group', '用户分组', 'User groups', true),
      c('label', '属性标签', 'Attribute labels'),
      c('role', '角色管理', 'Roles'),
      c('menu', '菜单权限', 'Menu permissions'),
      c('white', '机审白名单', 'Machine-review whitelist'),
      c('notice', '公告管理', 'Announcements'),
      c('doc', '文档管理', 'Documents'),
      c('channel', '商业渠道标签', 'Commercial channels'),
    ],
  },
];

/** The upload-tool page under /admin: development and staging builds only, never production. */
export const UPLOAD_TOOL_CHILD: CatalogueChild = c('upload-tool', '上传工具', 'Upload tool', true);

/** A catalogue group in the wire shape of `/api/my-menu`, optionally keeping only some children. */
export function toMenuEntry(group: CatalogueGroup, keep?: (child: CatalogueChild) => boolean): MenuEntry {
  return {
    path: group.path,
    title: group.title,
    icon: group.icon,
    hidden: group.hidden ?? false,
    children: group.children
      .filter((child) => keep?.(child) ?? true)
      .map((child) => ({
        path: child.path,
        name: `${group.path}-${child.path}`.replace(/\//g, '-'),
        title: child.title,
        hidden: child.hidden ?? false,
        component: `${group.path}/${child.path}`,
      })),
  };
}
