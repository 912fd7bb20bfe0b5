import type { RouteGroup } from '@creator-console/auth';
import { Text } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { dashboardMessages } from '../messages';
import { DashboardCard } from './dashboard-card';

/** How much of the console the role opens, counted from the user's own routes and page rights. */
export function AccessCard({
  routes,
  pageRights,
}: {
  routes: readonly RouteGroup[];
  pageRights: string[] | null;
}) {
  const t = useMessages(dashboardMessages);
  const visible = routes.filter((group) => !group.hidden);
  const pages = visible.reduce((sum, group) => sum + group.children.filter((page) => !page.hidden).length, 0);
  return (
    <DashboardCard title={t('access')}>
      <Text as="p">
        {t('accessBody', { groups: visible.length, pages, rights: pageRights?.length ?? 0 })}
      </Text>
    </DashboardCard>
  );
}
