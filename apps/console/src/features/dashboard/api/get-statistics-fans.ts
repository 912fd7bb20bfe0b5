import useSWR from 'swr';
import { endpoints } from '@creator-console/contract';
import type { StatisticsFans } from '@creator-console/api-client';
import type { DateRange } from '@creator-console/ui';
import type { ApiKey } from '../../../shared/api';

const key = ({ start, end }: DateRange): ApiKey<typeof endpoints.userStatisticsFans> => [
  endpoints.userStatisticsFans,
  { query: { start_date: start, end_date: end } },
];

/** The user's fans per day of the range and the total at its end. */
export const useStatisticsFans = (range: DateRange) => useSWR<StatisticsFans>(key(range));
