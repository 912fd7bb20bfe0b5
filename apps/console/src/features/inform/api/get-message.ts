import { endpoints, type ResponseOf } from '@creator-console/contract';
import { useEndpoint } from '../../../shared/use-endpoint';

export type MessageDetail = ResponseOf<typeof endpoints.messageDetail>;

/** One message in full; `null` id fetches nothing. */
export const useMessage = (id: number | null) =>
  useEndpoint(endpoints.messageDetail, id === null ? null : { params: { id } });
