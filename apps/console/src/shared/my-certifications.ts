import { endpoints, type ResponseOf } from '@creator-console/contract';
import { useEndpoint } from './use-endpoint';

export type MyCertInfo = ResponseOf<typeof endpoints.myCertificationInfo>;

/**
 * The caller's certification states: real-name, enterprise, MCN, identity and interest (the
 * certification centre, the personal page and the dashboard's to-do share one cached answer).
 */
export const useMyCertInfo = (enabled = true) =>
  useEndpoint(endpoints.myCertificationInfo, enabled ? undefined : null);
