import { endpoints } from '@creator-console/contract';
import { useEndpoint } from '../../../shared/use-endpoint';

/** The enabled creator declarations the publish form offers, in order. */
export const useVideoStatements = () =>
  useEndpoint(endpoints.videoStatements, undefined, { revalidateOnFocus: false });
