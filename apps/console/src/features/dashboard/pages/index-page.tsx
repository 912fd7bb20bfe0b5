import { Heading, Stack, Text } from '@creator-console/ui';
import { useSession } from '@creator-console/auth/react';
import { ROLE } from '@creator-console/contract';
import { useMessages } from '../../../shared/i18n';
import { dashboardMessages } from '../messages';
import { useMenuRoutes } from '../../../shared/menu-routes';
import { usePageTitles } from '../../../shared/page-titles';
import { ProfileCard } from '../../../shared/components/profile-card';
import { AccessCard } from '../components/access-card';
import { FiguresCard } from '../components/figures-card';
import { ShortcutsCard } from '../components/shortcuts-card';
import { TodoCard } from '../components/todo-card';
import * as styles from './index-page.css';

/**
 * The dashboard: who is signed in and what their role opens, what waits for them, and for
 * creators and MCNs their key figures of the last 7 days.
 */
export default function DashboardPage() {
  const t = useMessages(dashboardMessages);
  const titles = usePageTitles();
  const { user, role, pageRights } = useSession();
  const routes = useMenuRoutes() ?? [];
  const roleName = role ?? user?.roles[0]?.name ?? '';
  // Creators and MCNs publish, so they have figures; staff have their review queues in the to-dos.
  const hasFigures = role === ROLE.creator || role === ROLE.mcn;

  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>{titles.page}</Heading>
        <Text size="large">{t('greeting', { name: user?.name ?? '' })}</Text>
        {roleName ? <Text tone="muted">{t('roleLine', { role: roleName })}</Text> : null}
      </Stack>
      {hasFigures ? <FiguresCard /> : null}
      <div className={styles.cards}>
        <ProfileCard user={user} role={role} showTags />
        <TodoCard />
        <AccessCard routes={routes} pageRights={pageRights} />
      </div>
      <ShortcutsCard routes={routes} />
    </Stack>
  );
}
