import type { UiStrings } from './strings';

export const zhCN: UiStrings = {
  close: '关闭',
  loading: '加载中',
  confirm: '确定',
  cancel: '取消',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  breadcrumb: '面包屑导航',
  mainNavigation: '主导航',
  collapseSidebar: '收起侧边栏',
  expandSidebar: '展开侧边栏',
  openNavigation: '打开导航菜单',
  notifications: '通知',
  notificationsUnread: (count) => `通知，${count} 条未读`,
  pendingCount: (count) => `${count} 项待处理`,
  userMenu: (name) => `${name}的账户菜单`,
  switchAccount: '切换账号',
  personalCentre: '个人中心',
  logout: '退出登录',
  toastRegion: '消息提示 ({hotkey})',
  requestProgress: '请求进度',
};
