import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { menuCatalogue, ROLE, toMenuEntry, type MenuEntry, type UserInfo } from '@creator-console/contract';
import { resetMenuRoutes } from '../shared/menu-routes';
import { sessionStore } from '../shared/session';
import { AppProviders } from './providers';
import { routes } from './router';

const userWith = (name: string, role: string, tags: string[] = []): UserInfo => ({
  id: 3,
  name,
  avatar: '',
  real_name: '',
  phone: '138****0003',
  status: 1,
  roles: [{ name: role }],
  info: { entity_name: '' },
  admin_tags: tags.map((tag) => ({ name: tag })),
});

const menuOf = (...groups: string[]): MenuEntry[] =>
  menuCatalogue.filter((group) => groups.includes(group.path)).map((group) => toMenuEntry(group));

const creator = userWith('creator', ROLE.creator);
const creatorMenu = menuOf('dashboard', 'video', 'live', 'inform');
const operator = userWith('operator', ROLE.operator);
const operatorMenu = menuOf('dashboard', 'films', 'approval', 'inform');

type Answers = Record<string, { status: number; body: unknown }>;

/** The server, answering by path; every request is recorded. */
function fakeServer(answers: Answers) {
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

const ok = (data: unknown) => ({ status: 200, body: { data } });

/** A stored session of `user`, and a server answering its menu, page rights and unread count. */
function signedIn(
  user: UserInfo,
  menu: MenuEntry[],
  { pageRights = [] as string[], unread = 0, extra = {} as Answers } = {},
) {
  sessionStore.setToken('token-1');
  sessionStore.setUserInfo(user);
  return fakeServer({
    '/api/my-menu': ok({ menu, role: user.roles[0]!.name }),
    '/api/my-page': ok({ page: pageRights }),
    '/api/my-unread-message-count': ok({ count: unread }),
    ...extra,
  });
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

// The first test to open the shell also transforms it: give it time.
const SHELL_TIMEOUT = { timeout: 10_000 };

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
    expect(await screen.findByLabelText(/^账号/, {}, SHELL_TIMEOUT)).toBeVisible();
    expect(locationOf(router)).toBe(`/login?redirect=${encodeURIComponent('/video/index?page=2')}`);
    expect(requests).toEqual([]);
  });

  it('opens public pages without a session', async () => {
    fakeServer({});
    renderAt('/agreement');
    expect(await screen.findByRole('heading', { level: 1, name: '用户协议' }, SHELL_TIMEOUT)).toBeVisible();
  });

  it('loads the menu and page rights once, then shows the page inside the shell', async () => {
    const requests = signedIn(creator, creatorMenu, { pageRights: ['video:publish'] });
    const router = renderAt('/dashboard');
    expect(await screen.findByText('你好，creator', {}, SHELL_TIMEOUT)).toBeVisible();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeVisible();
    expect(screen.getByRole('main')).toBeVisible();
    expect(locationOf(router)).toBe('/dashboard');
    // Once each; the dashboard's first data may go out before them (startMenuPage loads it beside the menu).
    expect(requests.filter((path) => path === '/api/my-menu' || path === '/api/my-page').sort()).toEqual([
      '/api/my-menu',
      '/api/my-page',
    ]);
    expect(sessionStore.getPageRights()).toEqual(['video:publish']);

    await router.navigate('/video/create');
    expect(await screen.findByRole('heading', { level: 1, name: '发布视频' }, SHELL_TIMEOUT)).toBeVisible();
    expect(requests.filter((path) => path === '/api/my-menu')).toHaveLength(1);

    await router.navigate('/admin/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('sends a signed-in user away from /login, and / to the video upload', async () => {
    signedIn(creator, creatorMenu);
    const router = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/video/create'));
  });

  it('sends / to the dashboard when the menu has no video upload (staff)', async () => {
    signedIn(operator, operatorMenu);
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('你好，operator', {}, SHELL_TIMEOUT)).toBeVisible();
  });

  it('sends unknown paths to /404', async () => {
    signedIn(creator, creatorMenu);
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' }, SHELL_TIMEOUT)).toBeVisible();
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

  it('reports an empty profile as "Verification failed, please Login again."', async () => {
    sessionStore.setToken('token-1');
    fakeServer({
      '/api/my-menu': ok({ menu: creatorMenu, role: ROLE.creator }),
      '/api/my-profile': ok(null),
    });
    const router = renderAt('/inform/index?type=1');
    expect(await screen.findByText('Verification failed, please Login again.')).toBeVisible();
    expect(locationOf(router)).toBe(`/login?redirect=${encodeURIComponent('/inform/index?type=1')}`);
    expect(sessionStore.getToken()).toBeNull();
  });

  it('toasts the error text of a network failure the same way', async () => {
    sessionStore.setToken('token-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const router = renderAt('/dashboard');
    expect(await screen.findByText('Failed to fetch')).toBeVisible();
    expect(locationOf(router)).toBe('/login?redirect=%2Fdashboard');
  });
});

describe('routes of the role', () => {
  it('removes /live for a creator without the 直播 tag', async () => {
    signedIn(creator, creatorMenu);
    const router = renderAt('/live/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('keeps /live for a creator with the 直播 tag', async () => {
    signedIn(userWith('creator_live', ROLE.creator, ['直播']), creatorMenu);
    renderAt('/live/index');
    expect(await screen.findByRole('heading', { level: 1, name: '直播列表' }, SHELL_TIMEOUT)).toBeVisible();
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('button', { name: /直播管理/ })).toBeVisible();
  });

  it('gives administrators the whole static table, hidden pages and, outside production, the upload tool', async () => {
    signedIn(userWith('admin', ROLE.admin), []);
    const router = renderAt('/video/edit');
    expect(await screen.findByRole('heading', { level: 1, name: '编辑视频' }, SHELL_TIMEOUT)).toBeVisible();
    // Vitest builds in test mode, like development: the upload tool is there.
    await router.navigate('/admin/upload-tool');
    expect(await screen.findByRole('heading', { level: 1, name: '上传工具' }, SHELL_TIMEOUT)).toBeVisible();
  });
});

describe('shell data', () => {
  it('shows the unread count on the bell, and asks a creator for no unreviewed counts', async () => {
    const requests = signedIn(creator, creatorMenu, { unread: 3 });
    renderAt('/dashboard');
    expect(await screen.findByRole('button', { name: '通知，3 条未读' }, SHELL_TIMEOUT)).toBeVisible();
    expect(requests).not.toContain('/api/reminders');
  });

  it('shows staff the unreviewed counts on album review and review management', async () => {
    const requests = signedIn(operator, operatorMenu, {
      pageRights: ['review:album', 'approval:review'],
      extra: { '/api/reminders': ok({ album_count: 2, user_count: 5 }) },
    });
    renderAt('/dashboard');
    const nav = await screen.findByRole('navigation', { name: '主导航' }, SHELL_TIMEOUT);
    expect(await within(nav).findByRole('button', { name: /审核管理.*5 项待处理/ })).toBeVisible();
    expect(within(nav).getByRole('button', { name: /图集审核.*2 项待处理/ })).toBeVisible();
    expect(requests.filter((path) => path === '/api/reminders')).toHaveLength(1);
  });
});
