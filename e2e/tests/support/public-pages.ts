/** The pages anyone may open without a session, with the heading each shows. */
export const PUBLIC_PAGES = [
  ['/login', '登录创作者平台'],
  ['/enter', '员工登录'],
  ['/agreement', '用户协议'],
  ['/404', '页面不存在'],
] as const;
