import { useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { loadSessionRoutes, signOutSession } from '@creator-console/auth';
import { AppShell, SidebarMenu, Spinner, TopBar, UserMenu, type SidebarMenuGroup } from '@creator-console/ui';
import { apiClient, sessionStore } from './api';

/** The signed-in frame: the server's menu for the role in the sidebar, the user in the top bar. */
export function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const hasToken = Boolean(sessionStore.getToken());
  const session = useSWR(hasToken ? 'session' : null, () =>
    loadSessionRoutes({ client: apiClient, store: sessionStore, staticTable: [] }),
  );

  if (!hasToken || session.error) return <Navigate to="/login" replace />;
  if (!session.data) return <Spinner label="Loading" />;

  const groups: SidebarMenuGroup[] = [
    {
      key: 'messages',
      title: 'Messages',
      path: '/messages',
      items: [{ key: 'list', title: 'My messages', path: '/messages' }],
    },
    ...session.data.routes.map((group) => ({
      key: group.path,
      title: group.title,
      path: group.path,
      hidden: group.hidden,
      items: group.children.map((page) => ({
        key: page.path,
        title: page.title,
        path: page.path,
        hidden: page.hidden,
      })),
    })),
  ];

  async function logOut() {
    await signOutSession(apiClient, sessionStore);
    navigate('/login', { replace: true });
  }

  return (
    <AppShell
      sidebarOpen={sidebarOpen}
      onSidebarOpenChange={setSidebarOpen}
      sidebar={<SidebarMenu groups={groups} activePath={location.pathname} />}
      topBar={<TopBar right={<UserMenu user={{ name: session.data.user.name }} onLogout={logOut} />} />}
    >
      <Outlet />
    </AppShell>
  );
}
