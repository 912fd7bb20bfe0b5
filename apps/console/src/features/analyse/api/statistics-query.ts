import type { StatisticsQuery } from '@creator-console/api-client';
import type { DateRange } from '@creator-console/ui';

/** The statistics endpoints' query for a range of the page. */
export const statisticsQuery = ({ start, end }: DateRange): StatisticsQuery => ({
  start_date: start,
  end_date: end,
});
