import type { RouteGroup } from '@creator-console/auth';
import { Text } from '@creator-console/ui';
import { useLocale, useMessages } from '../../../shared/i18n';
import { dashboardMessages } from '../messages';
import { groupKey } from '../../../shared/menu-routes';
import { menuTitle } from '../../../shared/menu-titles';
import { DashboardCard } from './dashboard-card';
import * as styles from './shortcuts-card.css';
import { TextLink } from '../../../shared/components/text-link';

const DASHBOARD_GROUP = '/dashboard';

/** The visible pages of the user's own menu, grouped as in the sidebar (minus the dashboard). */
export function ShortcutsCard({ routes }: { routes: readonly RouteGroup[] }) {
  const { locale } = useLocale();
  const t = useMessages(dashboardMessages);
  const groups = routes
    .filter((group) => !group.hidden && group.path !== DASHBOARD_GROUP)
    .map((group) => ({ group, pages: group.children.filter((page) => !page.hidden) }))
    .filter(({ pages }) => pages.length > 0);

  return (
    <DashboardCard title={t('shortcuts')}>
      {groups.length === 0 ? (
        <Text tone="muted">{t('shortcutsEmpty')}</Text>
      ) : (
        <ul className={styles.groups}>
          {groups.map(({ group, pages }) => (
            <li key={group.path}>
              <Text weight="medium">{menuTitle(locale, groupKey(group), group.title)}</Text>
              <ul className={styles.pages}>
                {pages.map((page) => (
                  <li key={page.path}>
                    <TextLink to={page.path}>{menuTitle(locale, page.component, page.title)}</TextLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
