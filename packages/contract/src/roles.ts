/** Role names as the server sends them in `roles[].name`; the first role of a user is the active one. */
export const ROLE = {
  admin: '管理员',
  operator: '运营',
  creator: '创作者',
  mcn: 'MCN',
  mcnPending: '待审核MCN',
} as const;
export type RoleName = (typeof ROLE)[keyof typeof ROLE];

/** The admin tag that grants creators and MCNs the /live group. */
export const LIVE_TAG = '直播';

/** User status: 1 active, 2 disabled (spec §9). */
export const USER_STATUS = { active: 1, disabled: 2 } as const;

export const PLATFORM = { label: '创作者平台', port: 'PC web' } as const;
