import { endpoints, type ResponseOf } from '@creator-console/contract';
import { useEndpoint, useEndpointMutation } from '../../../shared/use-endpoint';

export type AccountDetail = ResponseOf<typeof endpoints.adminAccountDetail>;

/** What an account change shows in: the list, the detail and the sessions. */
const accountViews = [endpoints.adminAccounts, endpoints.adminAccountDetail, endpoints.adminAccountSessions];

/** Roles (with whether the caller may assign them), labels, groups and channels. */
export const useAccountOptions = () => useEndpoint(endpoints.adminAccountOptions);

export const useAccountDetail = (id: number | null) =>
  useEndpoint(endpoints.adminAccountDetail, id === null ? null : { params: { id } });

export const useAccountSessions = (id: number | null) =>
  useEndpoint(endpoints.adminAccountSessions, id === null ? null : { params: { id } });

export const useCreateAccount = () =>
  useEndpointMutation(endpoints.createAdminAccount, { refresh: accountViews });

export const useUpdateAccount = () =>
  useEndpointMutation(endpoints.updateAdminAccount, { refresh: accountViews });

export const useSetAccountStatus = () =>
  useEndpointMutation(endpoints.setAdminAccountStatus, { refresh: accountViews });

export const useResetAccountPassword = () =>
  useEndpointMutation(endpoints.resetAdminAccountPassword, { refresh: accountViews });

export const useRevokeAccountSessions = () =>
  useEndpointMutation(endpoints.revokeAdminAccountSessions, { refresh: accountViews });

export const useRevokeAccountSession = () =>
  useEndpointMutation(endpoints.revokeAdminAccountSession, { refresh: accountViews });

export const useBulkAccounts = () =>
  useEndpointMutation(endpoints.bulkAdminAccounts, { refresh: accountViews });
