import { Heading, Stack, Text } from '@creator-console/ui';
import { useSession } from '@creator-console/auth/react';
import { useMessages } from '../../../shared/i18n';
import { dashboardMessages } from '../messages';
import { useMenuRoutes } from '../../../shared/menu-routes';
import { usePageTitles } from '../../../shared/page-titles';
import { AccessCard } from '../components/access-card';
import { ProfileCard } from '../components/profile-card';
import { ShortcutsCard } from '../components/shortcuts-card';
import { TodoCard } from '../components/todo-card';
import * as styles from './index-page.css';

/**
 * The dashboard: who is signed in and what their role opens. Everything shown is what the session
 * already knows (profile, role, menu, page rights); the statistics arrive with the analytics work.
 */
export default function DashboardPage() {
  const t = useMessages(dashboardMessages);
  const titles = usePageTitles();
  const { user, role, pageRights } = useSession();
  const routes = useMenuRoutes() ?? [];
  const roleName = role ?? user?.roles[0]?.name ?? '';

  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>{titles.page}</Heading>
        <Text size="large">{t('greeting', { name: user?.name ?? '' })}</Text>
        {roleName ? <Text tone="muted">{t('roleLine', { role: roleName })}</Text> : null}
      </Stack>
      <div className={styles.cards}>
        {user ? <ProfileCard user={user} role={role} /> : null}
        <TodoCard />
        <AccessCard routes={routes} pageRights={pageRights} />
      </div>
      <ShortcutsCard routes={routes} />
    </Stack>
  );
}
