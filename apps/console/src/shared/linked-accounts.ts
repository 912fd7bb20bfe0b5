import { useState } from 'react';
import { endpoints, ROLE, type ResponseOf, type UserInfo } from '@creator-console/contract';
import { isApiError, withMcnTokenHeader, type MyBloggersQuery } from '@creator-console/api-client';
import { linkedAccountState, switchAccount } from '@creator-console/auth';
import { useSession } from '@creator-console/auth/react';
import type { LinkedAccount as SwitcherRow } from '@creator-console/ui';
import { apiClient } from './api';
import { showError } from './notices';
import { sessionStore } from './session';
import { useEndpoint } from './use-endpoint';

export type LinkedAccountList = ResponseOf<typeof endpoints.myBloggers>;
type LinkedAccountRow = LinkedAccountList['data'][number];

/**
 * Whether this session may list linked accounts: an MCN itself, or any account entered from an MCN
 * (the stored MCN token proves it). Anyone else would only be refused.
 */
export function useCanListLinkedAccounts(): boolean {
  const { role } = useSession();
  return role === ROLE.mcn || Boolean(sessionStore.getMcnToken());
}

/** The linked accounts (`/api/my-bloggers`), with the stored MCN token when inside a creator. */
export function useLinkedAccounts(query: Omit<MyBloggersQuery, 'mcn_token'>, enabled = true) {
  const mcnToken = sessionStore.getMcnToken();
  // The MCN token goes in the X-MCN-Token header, out of the URL.
  return useEndpoint(
    endpoints.myBloggers,
    enabled ? withMcnTokenHeader({ ...query, mcn_token: mcnToken ?? undefined }) : null,
    { keepPreviousData: true },
  );
}

/** A row as the AccountSwitcher shows it. */
export const toSwitcherRow = (row: LinkedAccountRow): SwitcherRow => ({
  userId: row.user_id,
  name: row.user.name,
  avatar: row.user.avatar || undefined,
  realName: row.user.real_name,
  phone: row.user.phone,
  roleName: row.user.role_name,
  state: linkedAccountState(row),
});

/** The MCN's own user record while the session is inside one of its creators, else null. */
export function actingMcn(user: UserInfo | null | undefined): UserInfo | null {
  const mcn = sessionStore.getMcnInfo();
  return mcn && user && mcn.id !== user.id && sessionStore.getMcnToken() ? mcn : null;
}

/**
 * Switching to a linked account (spec §4) with auth's `switchAccount`, then a reload so every
 * part of the app starts over as the new user. `switchingId` is the row being switched to.
 */
export function useSwitchAccount() {
  const [switchingId, setSwitchingId] = useState<number | null>(null);
  const switchTo = async (userId: number) => {
    setSwitchingId(userId);
    try {
      await switchAccount({ client: apiClient, store: sessionStore, target: { user_id: userId } });
      window.location.reload();
    } catch (error) {
      setSwitchingId(null);
      // The api client has already shown a failed request; a local failure is shown here.
      if (!isApiError(error)) showError(error instanceof Error ? error.message : String(error));
    }
  };
  return { switchingId, switchTo };
}
