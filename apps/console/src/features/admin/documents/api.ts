import { endpoints } from '@creator-console/contract';
import { useEndpointMutation } from '../../../shared/use-endpoint';

/** What a document write changes: the staff list, a document's versions and the readers' pages. */
const documentLists = [
  endpoints.adminDocuments,
  endpoints.adminDocumentVersions,
  endpoints.documentDetail,
  endpoints.documentHistory,
  endpoints.agreementDocument,
];

export const useCreateDocument = () =>
  useEndpointMutation(endpoints.createDocument, { refresh: documentLists });
export const useCreateVersion = () =>
  useEndpointMutation(endpoints.createDocumentVersion, { refresh: documentLists });
/** The autosave and 保存草稿: no list refresh (the editor keeps its own copy). */
export const useUpdateVersion = () => useEndpointMutation(endpoints.updateDocumentVersion);
export const usePublishVersion = () =>
  useEndpointMutation(endpoints.publishDocumentVersion, { refresh: documentLists });
export const useCancelVersion = () =>
  useEndpointMutation(endpoints.cancelDocumentVersion, { refresh: documentLists });
export const useDeleteVersion = () =>
  useEndpointMutation(endpoints.deleteDocumentVersion, { refresh: documentLists });
export { documentLists };
