import { lazy, Suspense, useMemo, useState } from 'react';
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
import { canSwitchAccount } from '@creator-console/auth';
import { SessionProvider, useSession } from '@creator-console/auth/react';
import { apiClient } from '../../shared/api';
import { LanguageToggle } from '../../shared/components/language-toggle';
import { RouterLink } from '../../shared/components/router-link';
import { defineMessages, useI18n, useMessages } from '../../shared/i18n';
import { resetMenuRoutes, useMenuRoutes, VIDEO_CREATE_PATH } from '../../shared/menu-routes';
import { useReminders } from '../../shared/reminders';
import { logOut } from '../../shared/session-actions';
import { sessionStore } from '../../shared/session';
import { useUnreadMessageCount } from '../../shared/unread-messages';
import { actingMcn, useCanListLinkedAccounts, useLinkedAccounts } from '../../shared/linked-accounts';
import { AccessBanner } from './access-banner';
import { ActingAs } from './acting-as';
import { DataProvider } from '../data-provider';
import { breadcrumbItems, reminderBadges, sidebarGroups } from './shell-menu';

/** The switch-account dialog loads when first opened. */
const AccountSwitchDialog = lazy(() => import('./account-switch-dialog'));

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
  const unreadCount = useUnreadMessageCount();
  // Staff only (spec §6): creators, MCN and pending MCN never ask for the unreviewed counts.
  const reminders = useReminders();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // 切换账号 only when the linked-account list is not empty (spec §2); one row answers that.
  const mayListAccounts = useCanListLinkedAccounts();
  const { data: linkedAccounts } = useLinkedAccounts({ page: 1, size: 1 }, mayListAccounts);
  const [switcherOpened, setSwitcherOpened] = useState(false);
  const [switcherOpen, setSwitcherOpen] = useState(false);
  const mcn = actingMcn(user);
  const isMobile = useIsMobile();
  // The desktop choice persists (sidebarStatus '1'/'0'); the mobile drawer starts closed.
  const [sidebarOpen, setSidebarOpen] = useState(
    () => !isMobile && sessionStore.getSidebarOpened() !== false,
  );

  // Back on a desktop-wide window, the sidebar is again as the user left it.
  const [wasMobile, setWasMobile] = useState(isMobile);
  if (wasMobile !== isMobile) {
    setWasMobile(isMobile);
    if (!isMobile) setSidebarOpen(sessionStore.getSidebarOpened() !== false);
  }

  const changeSidebar = (open: boolean) => {
    setSidebarOpen(open);
    if (!isMobile) sessionStore.setSidebarOpened(open);
  };

  const groups = useMemo(
    () => sidebarGroups(routes ?? [], locale, reminderBadges(reminders)),
    [routes, locale, reminders],
  );
  const crumbs = useMemo(
    () => breadcrumbItems(pathname, routes ?? [], locale, t('homeCrumb')),
    [pathname, routes, locale, t],
  );
  const canPublish = groups.some((group) => group.items.some((item) => item.path === VIDEO_CREATE_PATH));

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
          {...(canPublish ? { publishAction: { label: t('publishVideo'), href: VIDEO_CREATE_PATH } } : {})}
        />
      }
      topBar={
        <TopBar
          left={
            <Inline space="medium" wrap={false}>
              <Text weight="strong" truncate>
                {common('platformTitle')}
              </Text>
              {mcn && user ? <ActingAs mcn={mcn} user={user} /> : null}
            </Inline>
          }
          right={
            <Inline space="small" wrap={false}>
              <LanguageToggle />
              <NotificationBell count={unreadCount} onClick={() => navigate(NOTIFICATIONS_PATH)} />
              <UserMenu
                user={{ name: user?.name ?? '', ...(user?.avatar ? { avatar: user.avatar } : {}) }}
                canSwitchAccount={mayListAccounts && canSwitchAccount(linkedAccounts?.total)}
                onSwitchAccount={() => {
                  setSwitcherOpened(true);
                  setSwitcherOpen(true);
                }}
                onPersonalCentre={() => navigate('/personal/index')}
                onLogout={() => void endSession()}
              />
            </Inline>
          }
        />
      }
      breadcrumb={<Breadcrumb items={crumbs} linkAs={RouterLink} />}
    >
      <AccessBanner />
      <Outlet />
      {switcherOpened ? (
        <Suspense fallback={null}>
          <AccountSwitchDialog open={switcherOpen} onOpenChange={setSwitcherOpen} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
