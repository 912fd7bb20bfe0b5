import { endpoints } from '@creator-console/contract';
import type { DateRange } from '@creator-console/ui';
import { useEndpoint } from '../../../shared/use-endpoint';

/** The user's totals over the range and the same-length period before it. */
export const useStatisticsInfo = ({ start, end }: DateRange) =>
  useEndpoint(endpoints.userStatisticsInfo, { query: { start_date: start, end_date: end } });
