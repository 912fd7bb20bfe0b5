import type { UiStrings } from './strings';

export const enUS: UiStrings = {
  close: 'Close',
  loading: 'Loading',
  confirm: 'OK',
  cancel: 'Cancel',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  breadcrumb: 'Breadcrumb',
  mainNavigation: 'Main navigation',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  openNavigation: 'Open navigation menu',
  notifications: 'Notifications',
  notificationsUnread: (count) => `Notifications, ${count} unread`,
  pendingCount: (count) => `${count} pending`,
  userMenu: (name) => `Account menu for ${name}`,
  switchAccount: 'Switch account',
  personalCentre: 'Personal centre',
  logout: 'Log out',
  toastRegion: 'Notifications ({hotkey})',
  requestProgress: 'Request progress',
};
