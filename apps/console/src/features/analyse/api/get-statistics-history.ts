import useSWR from 'swr';
import { endpoints } from '@creator-console/contract';
import type { StatisticsHistory } from '@creator-console/api-client';
import type { DateRange } from '@creator-console/ui';
import type { ApiKey } from '../../../shared/api';
import { statisticsQuery } from './statistics-query';

const key = (range: DateRange): ApiKey<typeof endpoints.userStatisticsHistory> => [
  endpoints.userStatisticsHistory,
  { query: statisticsQuery(range) },
];

/** The caller's figures per day of the range (days without activity are zeros). */
export const useStatisticsHistory = (range: DateRange) => useSWR<StatisticsHistory>(key(range));
