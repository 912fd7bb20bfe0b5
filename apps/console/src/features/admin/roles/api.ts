import { endpoints, type ResponseOf } from '@creator-console/contract';
import { useEndpoint, useEndpointMutation } from '../../../shared/use-endpoint';

export type RoleRow = ResponseOf<typeof endpoints.adminRoles>[number];

/** What a role change shows in: the role list, a role's access and its preview. */
const roleLists = [endpoints.adminRoles, endpoints.roleAccess, endpoints.roleMenuPreview];

export const useRoles = () => useEndpoint(endpoints.adminRoles);
export const useAccessCatalogue = () => useEndpoint(endpoints.accessCatalogue);
export const useRoleAccess = (id: number | null) =>
  useEndpoint(endpoints.roleAccess, id === null ? null : { params: { id } });
export const useRolePreview = (id: number | null, liveTag: boolean) =>
  useEndpoint(
    endpoints.roleMenuPreview,
    id === null ? null : { params: { id }, query: { live_tag: liveTag ? 1 : 0 } },
  );

export const useCreateRole = () => useEndpointMutation(endpoints.createRole, { refresh: roleLists });
export const useUpdateRole = () => useEndpointMutation(endpoints.updateRole, { refresh: roleLists });
export const useDeleteRole = () =>
  useEndpointMutation(endpoints.deleteRole, {
    input: (id: number) => ({ params: { id } }),
    refresh: roleLists,
  });
export const useUpdateRoleAccess = () =>
  useEndpointMutation(endpoints.updateRoleAccess, { refresh: roleLists });
