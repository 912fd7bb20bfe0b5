import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteGroup } from '@creator-console/auth';
import { noteAccessVersion, resetAccessVersion } from '../../shared/access-version';
import { toaster } from '../../shared/notices';
import { AccessBanner, firstPermittedPath } from './access-banner';

const reloadRoutes = vi.fn<() => Promise<readonly RouteGroup[] | null>>();
vi.mock('../load-routes', () => ({ reloadRoutes: () => reloadRoutes() }));

const page = (path: string, hidden = false) => ({ path, name: path, title: path, hidden, component: path });
const routes: RouteGroup[] = [
  {
    path: '/dashboard',
    title: '首页',
    icon: 'dashboard',
    hidden: false,
    children: [page('/dashboard/index')],
  },
  { path: '/films', title: '图集审核', icon: 'films', hidden: false, children: [page('/films/index')] },
];

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AccessBanner />
      <Where />
    </MemoryRouter>,
  );
}

describe('the access banner (admin.md §4)', () => {
  beforeEach(() => {
    resetAccessVersion();
    reloadRoutes.mockReset();
  });

  it('appears only once the X-Access-Version changes, and refreshes in place', async () => {
    renderAt('/films/index');
    act(() => noteAccessVersion('9.1.0'));
    expect(screen.queryByText('你的账号权限已更新')).toBeNull();
    act(() => noteAccessVersion('9.2.0'));
    expect(screen.getByText('你的账号权限已更新')).toBeVisible();
    reloadRoutes.mockImplementation(async () => {
      resetAccessVersion();
      return routes;
    });
    await userEvent.click(screen.getByRole('button', { name: '刷新菜单' }));
    expect(reloadRoutes).toHaveBeenCalledOnce();
    expect(screen.queryByText('你的账号权限已更新')).toBeNull();
    expect(screen.getByLabelText('path')).toHaveTextContent('/films/index');
  });

  it('leaves a page that is gone for the first permitted one, saying so', async () => {
    const show = vi.spyOn(toaster, 'show');
    renderAt('/audit/one');
    act(() => noteAccessVersion('9.1.0'));
    act(() => noteAccessVersion('9.2.0'));
    reloadRoutes.mockResolvedValue(routes);
    await userEvent.click(screen.getByRole('button', { name: '刷新菜单' }));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: '当前页面已无访问权限' }));
    await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent('/dashboard/index'));
  });

  it('finds the first visible page', () => {
    expect(firstPermittedPath([{ ...routes[0]!, hidden: true }, routes[1]!])).toBe('/films/index');
    expect(firstPermittedPath([])).toBeNull();
  });
});
