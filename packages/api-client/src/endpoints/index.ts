import * as session from './session.js';

export * from './session.js';

/** The domain modules that `createApi` binds to a client. */
export const domains = {
  session: {
    login: session.login,
    myMenu: session.myMenu,
    myPage: session.myPage,
    myProfile: session.myProfile,
    logout: session.logout,
  },
};
