import { preload } from 'swr';
import { endpoints, ROLE } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import { sessionStore } from '../../../shared/session';
import { lastSevenDays } from '../statistics-range';

/**
 * The dashboard's figures requested while its code and the session's menu are still loading (the
 * menu page loader starts this beside the page's import): SWR hands the requests in flight to the
 * figures card's `useEndpoint` calls (api/get-statistics-*), whose keys these are. Not for a role
 * known to have no figures (the session's role cookie; before the first menu of a token it is not
 * known yet: asked anyway, and a refusal stays unseen), and silent: a failure shows on the card,
 * not as a toast.
 */
export function preloadDashboardData(): void {
  const role = sessionStore.getRole();
  if (role !== null && role !== ROLE.creator && role !== ROLE.mcn) return;
  const { start, end } = lastSevenDays();
  const input = { query: { start_date: start, end_date: end } };
  // The card's own request reports a failure; the preload's promise is handled here so that a
  // page left before the card mounts does not leave an unhandled rejection behind.
  const quiet = () => undefined;
  void preload([endpoints.userStatisticsInfo, input], () =>
    apiClient.call(endpoints.userStatisticsInfo, { ...input, silent: true }),
  ).catch(quiet);
  void preload([endpoints.userStatisticsFans, input], () =>
    apiClient.call(endpoints.userStatisticsFans, { ...input, silent: true }),
  ).catch(quiet);
}
