import { endpoints, type ResponseOf } from '@creator-console/contract';
import { useEndpoint, useEndpointMutation } from '../../../shared/use-endpoint';

export type PartnerCandidateRow = ResponseOf<typeof endpoints.playletPartnerCandidates>[number];

const partnerLists = [endpoints.playletPartners, endpoints.playletPartnerCandidates];
const dramaLists = [endpoints.playletDramas, endpoints.playletPartners];
const contractLists = [endpoints.playletContracts, endpoints.playletDramas, endpoints.playletPartners];
const statementLists = [endpoints.playletStatements, endpoints.playletPartners];

/** Certified creators and MCNs who are not partners yet; nothing is asked before a keyword. */
export const usePartnerCandidates = (keyword: string) =>
  useEndpoint(endpoints.playletPartnerCandidates, keyword ? { query: { keyword } } : null);

export const useCreatePartner = () =>
  useEndpointMutation(endpoints.createPlayletPartner, { refresh: partnerLists });
export const useUpdatePartner = () =>
  useEndpointMutation(endpoints.updatePlayletPartner, { refresh: partnerLists });

export const useCreateDrama = () =>
  useEndpointMutation(endpoints.createPlayletDrama, { refresh: dramaLists });
export const useUpdateDrama = () =>
  useEndpointMutation(endpoints.updatePlayletDrama, { refresh: dramaLists });
export const useLegalDecision = () =>
  useEndpointMutation(endpoints.playletLegalDecision, { refresh: dramaLists });

export const useCreateContract = () =>
  useEndpointMutation(endpoints.createPlayletContract, { refresh: contractLists });
export const useUpdateContract = () =>
  useEndpointMutation(endpoints.updatePlayletContract, { refresh: contractLists });
export const useActivateContract = () =>
  useEndpointMutation(endpoints.activatePlayletContract, { refresh: contractLists });
export const useTerminateContract = () =>
  useEndpointMutation(endpoints.terminatePlayletContract, { refresh: contractLists });

export const useCreateStatement = () =>
  useEndpointMutation(endpoints.createPlayletStatement, { refresh: statementLists });
export const useUpdateStatement = () =>
  useEndpointMutation(endpoints.updatePlayletStatement, { refresh: statementLists });
export const useSubmitStatement = () =>
  useEndpointMutation(endpoints.submitPlayletStatement, { refresh: statementLists });
export const useReviewStatement = () =>
  useEndpointMutation(endpoints.reviewPlayletStatement, { refresh: statementLists });
