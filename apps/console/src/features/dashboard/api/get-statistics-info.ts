import useSWR from 'swr';
import { endpoints } from '@creator-console/contract';
import type { StatisticsInfo } from '@creator-console/api-client';
import type { DateRange } from '@creator-console/ui';
import type { ApiKey } from '../../../shared/api';

const key = ({ start, end }: DateRange): ApiKey<typeof endpoints.userStatisticsInfo> => [
  endpoints.userStatisticsInfo,
  { query: { start_date: start, end_date: end } },
];

/** The user's totals over the range and the same-length period before it. */
export const useStatisticsInfo = (range: DateRange) => useSWR<StatisticsInfo>(key(range));
