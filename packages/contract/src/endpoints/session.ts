import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { encryptedField } from './common.js';

export const roleRef = z.object({ name: z.string() });
export const adminTag = z.object({ name: z.string() });

/** The user record the client stores as USERINFO after login (spec §3). Phone numbers are always masked. */
export const userInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  real_name: z.string(),
  phone: z.string(),
  status: z.number().int(),
  roles: z.array(roleRef),
  info: z.object({ entity_name: z.string() }),
  admin_tags: z.array(adminTag),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Account and password arrive encrypted with the fixed-key scheme (see crypto.ts). */
export const loginBody = z.object({
  /** Holds a username, not an e-mail address: the field name is kept for other clients of the API. */
  email: encryptedField({ missing: '请输入账号', label: '账号' }),
  password: encryptedField({ missing: '请输入密码', label: '密码' }),
});
export const phoneLoginBody = z.object({
  phone: encryptedField({ missing: '请输入手机号', label: '手机号' }),
  password: encryptedField({ missing: '请输入密码', label: '密码' }),
});
export type LoginBody = z.input<typeof loginBody>;
export type PhoneLoginBody = z.input<typeof phoneLoginBody>;

export const loginResponse = z.object({ token: z.string(), user: userInfo });

export const menuChild = z.object({
  path: z.string(),
  name: z.string(),
  title: z.string(),
  hidden: z.boolean(),
  component: z.string(),
});
export const menuEntry = z.object({
  path: z.string(),
  title: z.string(),
  icon: z.string(),
  hidden: z.boolean(),
  children: z.array(menuChild),
});
export type MenuChild = z.infer<typeof menuChild>;
export type MenuEntry = z.infer<typeof menuEntry>;

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/login',
  summary: 'Log in with a username (sent in `email`) and password, both encrypted',
  tag: 'session',
  access: 'public',
  body: loginBody,
  response: loginResponse,
});

export const phoneLogin = defineEndpoint({
  method: 'POST',
  path: '/api/a-login',
  summary: 'Log in with a phone number and password, both encrypted',
  tag: 'session',
  access: 'public',
  body: phoneLoginBody,
  response: loginResponse,
});

export const myMenu = defineEndpoint({
  method: 'GET',
  path: '/api/my-menu',
  summary: "The caller's permitted menu and active role",
  tag: 'session',
  access: 'session',
  response: z.object({ menu: z.array(menuEntry), role: z.string() }),
});

export const myPage = defineEndpoint({
  method: 'GET',
  path: '/api/my-page',
  summary: "The caller's page rights (permission keys)",
  tag: 'session',
  access: 'session',
  response: z.object({ page: z.array(z.string()) }),
});

export const myProfile = defineEndpoint({
  method: 'GET',
  path: '/api/my-profile',
  summary: 'The current user',
  tag: 'session',
  access: 'session',
  response: userInfo,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/logout',
  summary: 'Revoke the current session token',
  tag: 'session',
  access: 'session',
  response: z.null(),
});
