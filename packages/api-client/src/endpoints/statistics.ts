import { endpoints, type ResponseOf, type StatisticsQuery } from '@creator-console/contract';
import type { ApiClient, RequestOptions } from '../client.js';

export type { StatisticsQuery };
export type StatisticsInfo = ResponseOf<typeof endpoints.userStatisticsInfo>;
export type StatisticsHistory = ResponseOf<typeof endpoints.userStatisticsHistory>;
export type StatisticsFans = ResponseOf<typeof endpoints.userStatisticsFans>;

/** Totals over a date range (both ends included), the period just before it, and fans at its end. */
export function userStatisticsInfo(
  client: ApiClient,
  query: StatisticsQuery,
  options?: RequestOptions,
): Promise<StatisticsInfo> {
  return client.call(endpoints.userStatisticsInfo, { ...options, query });
}

/** Daily metrics over a date range; days without activity are zeros. */
export function userStatisticsHistory(
  client: ApiClient,
  query: StatisticsQuery,
  options?: RequestOptions,
): Promise<StatisticsHistory> {
  return client.call(endpoints.userStatisticsHistory, { ...options, query });
}

/** Daily fan totals over a date range, and the fans by gender and age. */
export function userStatisticsFans(
  client: ApiClient,
  query: StatisticsQuery,
  options?: RequestOptions,
): Promise<StatisticsFans> {
  return client.call(endpoints.userStatisticsFans, { ...options, query });
}
