import { endpoints } from '@creator-console/contract';
import { useEndpointMutation } from '../../shared/use-endpoint';

/** Claiming refreshes the missions, the claims and the wallet's figures. */
export const useClaimMission = () =>
  useEndpointMutation(endpoints.claimMission, {
    refresh: [endpoints.myMissions, endpoints.myMissionClaims, endpoints.myWallet],
  });
