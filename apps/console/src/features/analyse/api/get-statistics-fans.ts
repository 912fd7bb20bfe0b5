import useSWR from 'swr';
import { endpoints } from '@creator-console/contract';
import type { StatisticsFans } from '@creator-console/api-client';
import type { DateRange } from '@creator-console/ui';
import type { ApiKey } from '../../../shared/api';
import { statisticsQuery } from './statistics-query';

const key = (range: DateRange): ApiKey<typeof endpoints.userStatisticsFans> => [
  endpoints.userStatisticsFans,
  { query: statisticsQuery(range) },
];

/** The caller's fans per day of the range, the total at its end, and their gender and age shares. */
export const useStatisticsFans = (range: DateRange) => useSWR<StatisticsFans>(key(range));
