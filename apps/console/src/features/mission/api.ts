import { endpoints } from '@creator-console/contract';
import { useEndpointMutation } from '../../shared/use-endpoint';

const lists = [endpoints.missionList, endpoints.missionDetail];

export const useCreateMission = () => useEndpointMutation(endpoints.createMission, { refresh: lists });
export const useUpdateMission = () => useEndpointMutation(endpoints.updateMission, { refresh: lists });
export const useMissionStatus = () => useEndpointMutation(endpoints.setMissionStatus, { refresh: lists });
export const useUpdateMissionSettings = () =>
  useEndpointMutation(endpoints.updateMissionSettings, { refresh: [endpoints.missionSettings] });
