import { endpoints } from '@creator-console/contract';
import { useEndpointMutation } from '../../../shared/use-endpoint';

/** What a change of a task shows anew: the list, the task, its participants and its settlement. */
const taskViews = [
  endpoints.adTaskList,
  endpoints.adTaskDetail,
  endpoints.adTaskParticipants,
  endpoints.adSettlementPreview,
  endpoints.adSettlements,
  endpoints.operationLogs,
];

export const useCreateTask = () => useEndpointMutation(endpoints.createAdTask, { refresh: taskViews });
export const useUpdateTask = () => useEndpointMutation(endpoints.updateAdTask, { refresh: taskViews });
export const usePublishTask = () => useEndpointMutation(endpoints.publishAdTask, { refresh: taskViews });
export const usePauseTask = () => useEndpointMutation(endpoints.pauseAdTask, { refresh: taskViews });
export const useResumeTask = () => useEndpointMutation(endpoints.resumeAdTask, { refresh: taskViews });
export const useCancelTask = () => useEndpointMutation(endpoints.cancelAdTask, { refresh: taskViews });
export const useDeleteTask = () => useEndpointMutation(endpoints.deleteAdTask, { refresh: taskViews });
export const useDecideParticipation = () =>
  useEndpointMutation(endpoints.decideAdParticipation, { refresh: taskViews });
export const useCreateSettlement = () =>
  useEndpointMutation(endpoints.createAdSettlement, { refresh: taskViews });
export const useResumeSettlement = () =>
  useEndpointMutation(endpoints.resumeAdSettlement, { refresh: taskViews });
