/**
 * Page rights: the permission keys `/api/my-page` returns and endpoints name in
 * `access: { permissions }`. The server grants them per role; this is the one list of them.
 */
export const PERMISSIONS = {
  'video:publish': 'Upload, publish and edit own videos and albums',
  'live:manage': 'Create and edit own live rooms (the menu also needs the 直播 tag)',
  'analytics:view': 'Read own statistics (staff: any user’s statistics)',
  'spread:join': 'Take ad tasks and submit receipts',
  'wallet:withdraw': 'See the wallet and request withdrawals',
  'certification:apply': 'Submit own certification applications',
  'mcn:manage': 'Invite, list, act as and remove own creators',
  'review:video': 'Machine, first and second review of videos',
  'review:album': 'First and second review of albums',
  'approval:review': 'Approve or reject user information and certification applications',
  'certification:configure': 'Certification settings: identity, interest, categories, basic conditions',
  'comment:moderate': 'Moderate video comments',
  'topic:manage': 'Manage topics',
  'log:view': 'Browse operation, content, wallet and behaviour logs',
  'sensitive:reveal': 'One-time reveal of a phone or ID-card number (audited)',
  'sem:manage': 'Manage ad tasks, goods, featured and sample videos',
  'playlet:manage': 'Short-drama cooperation: partners, legal and finance review, contracts',
  'finance:review': 'Review withdrawals and download finance sheets',
  'admin:system': 'System management: accounts, roles, menus, labels, announcements, documents',
} as const;
export type Permission = keyof typeof PERMISSIONS;

/** Typed helper for `access: { permissions }`. */
export const needs = (...permissions: Permission[]) => ({ permissions });
