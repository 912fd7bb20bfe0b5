import useSWR from 'swr';
import { endpoints } from '@creator-console/contract';
import type { StatisticsInfo } from '@creator-console/api-client';
import type { DateRange } from '@creator-console/ui';
import type { ApiKey } from '../../../shared/api';
import { statisticsQuery } from './statistics-query';

const key = (range: DateRange): ApiKey<typeof endpoints.userStatisticsInfo> => [
  endpoints.userStatisticsInfo,
  { query: statisticsQuery(range) },
];

/** The caller's totals over the range, the same-length period before it, and fans at its end. */
export const useStatisticsInfo = (range: DateRange) => useSWR<StatisticsInfo>(key(range));
