import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { menuCatalogue, toMenuEntry, type UserInfo } from '@creator-console/contract';
import { resetMenuRoutes } from '../shared/menu-routes';
import { sessionStore } from '../shared/session';
import { AppProviders } from './providers';
import { routes } from './router';

const creator: UserInfo = {
  id: 3,
  name: 'creator',
  avatar: '',
  real_name: '',
  phone: '138****0003',
  status: 1,
  roles: [{ name: '创作者' }],
  info: { entity_name: '' },
  admin_tags: [],
};

const creatorMenu = menuCatalogue
  .filter((group) => ['dashboard', 'video'].includes(group.path))
  .map((group) => toMenuEntry(group));

/** The server, answering by path; every request is recorded. */
function fakeServer(answers: Record<string, { status: number; body: unknown }>) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url, 'http://console.test').pathname;
      requests.push(path);
      const answer = answers[path] ?? { status: 404, body: { message: 'not found' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const locationOf = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  sessionStore.clear();
  resetMenuRoutes();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route guard', () => {
  it('sends a visitor without a session to /login with the requested path and query', async () => {
    const requests = fakeServer({});
    const router = renderAt('/video/index?page=2');
    expect(await screen.findByLabelText(/^账号/)).toBeVisible();
    expect(locationOf(router)).toBe(`/login?redirect=${encodeURIComponent('/video/index?page=2')}`);
    expect(requests).toEqual([]);
  });

  it('opens public pages without a session', async () => {
    fakeServer({});
    renderAt('/agreement');
    expect(await screen.findByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
  });

  it('loads the menu and page rights once, then shows the page inside the shell', async () => {
    sessionStore.setToken('token-1');
    sessionStore.setUserInfo(creator);
    const requests = fakeServer({
      '/api/my-menu': { status: 200, body: { data: { menu: creatorMenu, role: '创作者' } } },
      '/api/my-page': { status: 200, body: { data: { page: ['video:create'] } } },
    });
    const router = renderAt('/dashboard');
    // The first test to open the shell also transforms it: give it time.
    expect(await screen.findByText('你好，creator', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeVisible();
    expect(screen.getByRole('main')).toBeVisible();
    expect(locationOf(router)).toBe('/dashboard');
    expect(requests).toEqual(['/api/my-menu', '/api/my-page']);
    expect(sessionStore.getPageRights()).toEqual(['video:create']);

    await router.navigate('/video/create');
    expect(await screen.findByRole('heading', { level: 1, name: '发布视频' })).toBeVisible();
    expect(requests).toHaveLength(2);

    await router.navigate('/admin/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('sends a signed-in user away from /login and / to the video upload', async () => {
    sessionStore.setToken('token-1');
    sessionStore.setUserInfo(creator);
    fakeServer({
      '/api/my-menu': { status: 200, body: { data: { menu: creatorMenu, role: '创作者' } } },
      '/api/my-page': { status: 200, body: { data: { page: [] } } },
    });
    const router = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/video/create'));
  });

  it('clears the token, toasts the message and goes to /login when loading the routes fails', async () => {
    sessionStore.setToken('expired');
    fakeServer({ '/api/my-menu': { status: 401, body: { message: '登录已过期' } } });
    const router = renderAt('/dashboard');
    expect(await screen.findByText('登录已过期')).toBeVisible();
    expect(locationOf(router)).toBe('/login?redirect=%2Fdashboard');
    expect(sessionStore.getToken()).toBeNull();
    // The guard reports the failure itself: no "log in again?" dialog on top of it.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
