import { endpoints } from '@creator-console/contract';
import type { DateRange } from '@creator-console/ui';
import { useEndpoint } from '../../../shared/use-endpoint';
import { statisticsQuery } from './statistics-query';

/** The caller's fans per day of the range, the total at its end, and their gender and age shares. */
export const useStatisticsFans = (range: DateRange) =>
  useEndpoint(endpoints.userStatisticsFans, { query: statisticsQuery(range) });
