/** Every string the design system shows or announces by itself. Apps override any of them via UiProvider. */
export type UiStrings = {
  close: string;
  loading: string;
  confirm: string;
  cancel: string;
  showPassword: string;
  hidePassword: string;
  breadcrumb: string;
  mainNavigation: string;
  collapseSidebar: string;
  expandSidebar: string;
  openNavigation: string;
  notifications: string;
  /** Accessible name of the notification bell when there are unread notifications. */
  notificationsUnread: (count: number) => string;
  /** Accessible text of a count badge on a menu group (items waiting for review). */
  pendingCount: (count: number) => string;
  /** Accessible name of the avatar button that opens the user menu. */
  userMenu: (name: string) => string;
  switchAccount: string;
  personalCentre: string;
  logout: string;
  /** Label of the toast region; `{hotkey}` is replaced with the key that focuses it. */
  toastRegion: string;
  requestProgress: string;
};
