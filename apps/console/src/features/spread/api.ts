import { endpoints } from '@creator-console/contract';
import { useEndpointMutation } from '../../shared/use-endpoint';

/** What a change of my part in a task shows anew: the hall, the task, my videos, my tasks. */
const afterChange = [
  endpoints.adHall,
  endpoints.adHallTask,
  endpoints.myTaskVideos,
  endpoints.myAdTasks,
] as const;

export const useJoinTask = () => useEndpointMutation(endpoints.joinAdTask, { refresh: afterChange });
export const useQuitTask = () => useEndpointMutation(endpoints.quitAdTask, { refresh: afterChange });
export const useBindVideo = () => useEndpointMutation(endpoints.bindAdSubmission, { refresh: afterChange });
export const useWithdrawSubmission = () =>
  useEndpointMutation(endpoints.withdrawAdSubmission, { refresh: afterChange });
