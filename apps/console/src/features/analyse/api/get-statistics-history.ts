import { endpoints } from '@creator-console/contract';
import type { DateRange } from '@creator-console/ui';
import { useEndpoint } from '../../../shared/use-endpoint';
import { statisticsQuery } from './statistics-query';

/** The caller's figures per day of the range (days without activity are zeros). */
export const useStatisticsHistory = (range: DateRange) =>
  useEndpoint(endpoints.userStatisticsHistory, { query: statisticsQuery(range) });
