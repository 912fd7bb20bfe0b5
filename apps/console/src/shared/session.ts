import { createSessionStore } from '@creator-console/auth';

/** The one session store of the app: token, role and page rights in cookies, users in localStorage. */
export const sessionStore = createSessionStore();
