import { endpoints } from '@creator-console/contract';
import type { DateRange } from '@creator-console/ui';
import { useEndpoint } from '../../../shared/use-endpoint';
import { statisticsQuery } from './statistics-query';

/** The caller's totals over the range, the same-length period before it, and fans at its end. */
export const useStatisticsInfo = (range: DateRange) =>
  useEndpoint(endpoints.userStatisticsInfo, { query: statisticsQuery(range) });
