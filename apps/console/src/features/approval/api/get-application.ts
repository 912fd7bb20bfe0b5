import { endpoints } from '@creator-console/contract';
import { useEndpoint } from '../../../shared/use-endpoint';

/** One application in full: fields, documents, history; ID-card and phone numbers masked. */
export const useApplication = (id: number | null) =>
  useEndpoint(endpoints.certificationApplyDetail, id === null ? null : { params: { id } });
