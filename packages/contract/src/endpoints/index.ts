import * as session from './session.js';

export * from './session.js';

/** Every endpoint of the API, by name. The server registers routes from this; the client calls by it. */
export const endpoints = {
  login: session.login,
  phoneLogin: session.phoneLogin,
  myMenu: session.myMenu,
  myPage: session.myPage,
  myProfile: session.myProfile,
  logout: session.logout,
} as const;
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
