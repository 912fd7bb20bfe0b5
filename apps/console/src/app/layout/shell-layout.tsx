import { useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  AppShell,
  Breadcrumb,
  Inline,
  NotificationBell,
  SidebarMenu,
  Text,
  TopBar,
  UserMenu,
  useIsMobile,
} from '@creator-console/ui';
import { SessionProvider, useSession } from '@creator-console/auth/react';
import { apiClient } from '../../shared/api';
import { LanguageToggle } from '../../shared/components/language-toggle';
import { RouterLink } from '../../shared/components/router-link';
import { defineMessages, useI18n, useMessages } from '../../shared/i18n';
import { resetMenuRoutes, useMenuRoutes } from '../../shared/menu-routes';
import { logOut } from '../../shared/session-actions';
import { sessionStore } from '../../shared/session';
import { DataProvider } from '../data-provider';
import { breadcrumbItems, PUBLISH_PATH, sidebarGroups } from './shell-menu';

const messages = defineMessages({
  'zh-CN': { publishVideo: '发布视频', homeCrumb: '首页' },
  'en-US': { publishVideo: 'Publish video', homeCrumb: 'Dashboard' },
});

/** Unread notifications open the notification centre on its unread tab (spec §2). */
const NOTIFICATIONS_PATH = '/inform/index?type=1';

/**
 * The signed-in layout of spec §2: sidebar from the user's routes with the publish button, top bar
 * with the sidebar toggle, language, notifications and the user menu, and the breadcrumb.
 */
export function ShellLayout() {
  return (
    <SessionProvider client={apiClient} store={sessionStore}>
      <DataProvider>
        <Shell />
      </DataProvider>
    </SessionProvider>
  );
}

function Shell() {
  const routes = useMenuRoutes();
  const { locale, t: common } = useI18n();
  const t = useMessages(messages);
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  // The desktop choice persists (sidebarStatus '1'/'0'); the mobile drawer starts closed.
  const [sidebarOpen, setSidebarOpen] = useState(
    () => !isMobile && sessionStore.getSidebarOpened() !== false,
  );

  const changeSidebar = (open: boolean) => {
    setSidebarOpen(open);
    if (!isMobile) sessionStore.setSidebarOpened(open);
  };

  const groups = useMemo(() => sidebarGroups(routes ?? [], locale), [routes, locale]);
  const crumbs = useMemo(
    () => breadcrumbItems(pathname, routes ?? [], locale, t('homeCrumb')),
    [pathname, routes, locale, t],
  );
  const canPublish = groups.some((group) => group.items.some((item) => item.path === PUBLISH_PATH));

  const endSession = async () => {
    const destination = await logOut();
    navigate(destination, { replace: true });
    resetMenuRoutes();
  };

  return (
    <AppShell
      sidebarOpen={sidebarOpen}
      onSidebarOpenChange={changeSidebar}
      sidebar={
        <SidebarMenu
          groups={groups}
          activePath={pathname}
          linkAs={RouterLink}
          {...(canPublish ? { publishAction: { label: t('publishVideo'), href: PUBLISH_PATH } } : {})}
        />
      }
      topBar={
        <TopBar
          left={
            <Text weight="strong" truncate>
              {common('platformTitle')}
            </Text>
          }
          right={
            <Inline space="small" wrap={false}>
              <LanguageToggle />
              <NotificationBell count={0} onClick={() => navigate(NOTIFICATIONS_PATH)} />
              <UserMenu
                user={{ name: user?.name ?? '', ...(user?.avatar ? { avatar: user.avatar } : {}) }}
                onPersonalCentre={() => navigate('/personal/index')}
                onLogout={() => void endSession()}
              />
            </Inline>
          }
        />
      }
      breadcrumb={<Breadcrumb items={crumbs} linkAs={RouterLink} />}
    >
      <Outlet />
    </AppShell>
  );
}
