import { endpoints } from '@creator-console/contract';
import type { DateRange } from '@creator-console/ui';
import { useEndpoint } from '../../../shared/use-endpoint';

/** The user's fans per day of the range and the total at its end. */
export const useStatisticsFans = ({ start, end }: DateRange) =>
  useEndpoint(endpoints.userStatisticsFans, { query: { start_date: start, end_date: end } });
