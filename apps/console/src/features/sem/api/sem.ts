import { endpoints, type ParsedBodyOf } from '@creator-console/contract';
import { useEndpointMutation } from '../../../shared/use-endpoint';

/** The task form's choices read these lists: they refresh with every change of the configuration. */
const options = endpoints.adTaskOptions;
const goodsLists = [endpoints.adGoodsList, options];
const topicLists = [endpoints.adTopics, options];
const fieldLists = [endpoints.adFields, options];
const typeLists = [endpoints.adTaskTypes, options];

export type AdTaskTypeBody = ParsedBodyOf<typeof endpoints.createAdTaskType>;

export const useCreateGoods = () => useEndpointMutation(endpoints.createAdGoods, { refresh: goodsLists });
export const useUpdateGoods = () => useEndpointMutation(endpoints.updateAdGoods, { refresh: goodsLists });
export const useDeleteGoods = () => useEndpointMutation(endpoints.deleteAdGoods, { refresh: goodsLists });

export const useCreateTopic = () => useEndpointMutation(endpoints.createAdTopic, { refresh: topicLists });
export const useUpdateTopic = () => useEndpointMutation(endpoints.updateAdTopic, { refresh: topicLists });
export const useDeleteTopic = () => useEndpointMutation(endpoints.deleteAdTopic, { refresh: topicLists });

export const useCreateField = () => useEndpointMutation(endpoints.createAdField, { refresh: fieldLists });
export const useUpdateField = () => useEndpointMutation(endpoints.updateAdField, { refresh: fieldLists });
export const useDeleteField = () => useEndpointMutation(endpoints.deleteAdField, { refresh: fieldLists });

export const useCreateType = () => useEndpointMutation(endpoints.createAdTaskType, { refresh: typeLists });
export const useUpdateType = () => useEndpointMutation(endpoints.updateAdTaskType, { refresh: typeLists });
export const useDeleteType = () => useEndpointMutation(endpoints.deleteAdTaskType, { refresh: typeLists });

export const useUpdateSettings = () =>
  useEndpointMutation(endpoints.updateAdSettings, { refresh: [endpoints.adSettings, options] });

export type TypeChange =
  | { action: 'create'; body: AdTaskTypeBody }
  | { action: 'update'; id: number; body: AdTaskTypeBody }
  | { action: 'delete'; id: number };

/** The type list's one save call, as `OrderedSettings` takes it: add, change (also its order), delete. */
export function useSaveType() {
  const create = useCreateType();
  const change = useUpdateType();
  const remove = useDeleteType();
  return {
    trigger: (arg: TypeChange): Promise<unknown> =>
      arg.action === 'create'
        ? create.trigger({ body: arg.body })
        : arg.action === 'update'
          ? change.trigger({ params: { id: arg.id }, body: arg.body })
          : remove.trigger({ params: { id: arg.id } }),
    isMutating: create.isMutating || change.isMutating || remove.isMutating,
  };
}
