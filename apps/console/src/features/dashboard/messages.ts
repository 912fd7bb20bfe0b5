import { defineMessages } from '../../shared/i18n';

export const dashboardMessages = defineMessages({
  'zh-CN': {
    greeting: '你好，{name}',
    roleLine: '当前角色：{role}',
    profile: '账号资料',
    name: '用户名',
    realName: '真实姓名',
    phone: '手机号',
    entity: '所属主体',
    role: '角色',
    tags: '标签',
    notSet: '未填写',
    none: '无',
    shortcuts: '常用入口',
    shortcutsEmpty: '当前角色没有可用的菜单。',
    access: '访问权限',
    accessBody: '你的角色可以使用 {groups} 个菜单分组、{pages} 个页面，拥有 {rights} 项操作权限。',
  },
  'en-US': {
    greeting: 'Hello, {name}',
    roleLine: 'Current role: {role}',
    profile: 'Account',
    name: 'Username',
    realName: 'Real name',
    phone: 'Phone',
    entity: 'Entity',
    role: 'Role',
    tags: 'Tags',
    notSet: 'Not set',
    none: 'None',
    shortcuts: 'Shortcuts',
    shortcutsEmpty: 'Your role has no menu entries.',
    access: 'Access',
    accessBody: 'Your role can use {groups} menu groups and {pages} pages, with {rights} action permissions.',
  },
});

export type DashboardMessage = keyof (typeof dashboardMessages)['zh-CN'];
