import { withMcnTokenHeader, type ApiClient } from '@creator-console/api-client';
import { endpoints, ROLE, type UserInfo } from '@creator-console/contract';
import { VERIFICATION_FAILED_MESSAGE } from './constants.js';
import { activeRole } from './policy.js';
import type { SessionStore } from './session-store.js';

/** A row of the linked-account list to switch to. */
export interface SwitchTarget {
  user_id: number;
  /** The MCN's own row; by default, whether `user_id` is the stored MCN user's id. */
  isOwnMcnRow?: boolean;
}

export interface SwitchAccountInput {
  client: ApiClient;
  store: SessionStore;
  target: SwitchTarget;
  /**
   * The token of a linked creator. Defaults to `GET /api/my_user_token` with user_id and the
   * stored MCN token.
   */
  fetchCreatorToken?: (userId: number, mcnToken: string | null) => Promise<string>;
}

/** Switching needs the MCN's own session: from it come the creators' tokens and the way back. */
const NO_MCN_SESSION = '没有 MCN 账号的登录状态，无法切换账号';

/**
 * Switches the session to a linked account (spec §4): an MCN first keeps its own token and user as
 * MCNTOKEN and MCNINFO; a creator's token is fetched with the MCN token, the MCN's own row uses
 * MCNTOKEN. Then the user info is re-fetched with the new token and stored, and the page rights of
 * the previous account dropped. If anything fails the previous token is restored. The console
 * reloads the page afterwards.
 */
export async function switchAccount({
  client,
  store,
  target,
  fetchCreatorToken = (userId, mcnToken) => {
    if (!mcnToken) return Promise.reject(new Error(NO_MCN_SESSION));
    // The MCN token travels in the X-MCN-Token header, out of the URL.
    return client.call(endpoints.myUserToken, withMcnTokenHeader({ user_id: userId, mcn_token: mcnToken }));
  },
}: SwitchAccountInput): Promise<UserInfo> {
  const previousToken = store.getToken();
  const currentUser = store.getUserInfo();
  if ((store.getRole() ?? activeRole(currentUser)) === ROLE.mcn) {
    store.setMcnToken(previousToken);
    store.setMcnInfo(currentUser);
  }
  const mcnToken = store.getMcnToken();
  const ownRow = target.isOwnMcnRow ?? target.user_id === store.getMcnInfo()?.id;
  let token: string | null;
  if (ownRow) {
    token = mcnToken;
    if (!token) throw new Error(NO_MCN_SESSION);
  } else {
    token = await fetchCreatorToken(target.user_id, mcnToken);
  }

  store.setToken(token);
  try {
    const user = await client.call(endpoints.myProfile);
    if (!user) throw new Error(VERIFICATION_FAILED_MESSAGE);
    store.setUserInfo(user);
    store.setRole(activeRole(user));
    store.setPageRights(null);
    return user;
  } catch (error) {
    store.setToken(previousToken);
    throw error;
  }
}
