import type { endpoints, ResponseOf, StatisticsQuery } from '@creator-console/contract';

// Called like every endpoint: `client.call(endpoints.userStatisticsInfo, { query })`, or
// `api.statistics.userStatisticsInfo({ query })`. The types name what the answers are.
export type { StatisticsQuery };
export type StatisticsInfo = ResponseOf<typeof endpoints.userStatisticsInfo>;
export type StatisticsHistory = ResponseOf<typeof endpoints.userStatisticsHistory>;
export type StatisticsFans = ResponseOf<typeof endpoints.userStatisticsFans>;
