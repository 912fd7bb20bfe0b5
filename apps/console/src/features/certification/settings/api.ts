import { endpoints } from '@creator-console/contract';
import { useEndpointMutation } from '../../../shared/use-endpoint';

/** Every list a settings change can show in, the applicants' catalogue included. */
const settingLists = [
  endpoints.settingCategories,
  endpoints.settingItems,
  endpoints.settingRules,
  endpoints.certificationCategories,
];

export const useCreateCategory = () =>
  useEndpointMutation(endpoints.createSettingCategory, { refresh: settingLists });
export const useRenameCategory = () =>
  useEndpointMutation(endpoints.renameSettingCategory, { refresh: settingLists });
export const useDeleteCategory = () =>
  useEndpointMutation(endpoints.deleteSettingCategory, {
    input: (id: number) => ({ params: { id } }),
    refresh: settingLists,
  });
export const useOrderCategories = () =>
  useEndpointMutation(endpoints.orderSettingCategories, { refresh: settingLists });

export const useCreateItem = () =>
  useEndpointMutation(endpoints.createSettingItem, { refresh: settingLists });
export const useUpdateItem = () =>
  useEndpointMutation(endpoints.updateSettingItem, { refresh: settingLists });
export const useDeleteItem = () =>
  useEndpointMutation(endpoints.deleteSettingItem, {
    input: (id: number) => ({ params: { id } }),
    refresh: settingLists,
  });
export const useSetItemStatus = () =>
  useEndpointMutation(endpoints.setSettingItemStatus, {
    input: ({ id, enabled }: { id: number; enabled: boolean }) => ({ params: { id }, body: { enabled } }),
    refresh: settingLists,
  });

export const useUpdateRule = () =>
  useEndpointMutation(endpoints.updateSettingRule, { refresh: settingLists });
