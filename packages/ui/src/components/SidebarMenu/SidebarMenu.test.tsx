import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import type { LinkComponentProps } from '../../internal/link';
import { SidebarMenu, type SidebarMenuGroup } from './SidebarMenu';

const groups: SidebarMenuGroup[] = [
  {
    key: 'dashboard',
    title: '首页',
    icon: 'dashboard',
    path: '/dashboard',
    items: [{ key: 'index', title: '首页', path: '/dashboard/index' }],
  },
  {
    key: 'personal',
    title: '个人中心',
    icon: 'personal',
    path: '/personal',
    items: [
      { key: 'index', title: '个人中心', path: '/personal/index' },
      { key: 'wallet', title: '我的钱包', path: '/personal/wallet', hidden: true },
    ],
  },
  {
    key: 'video',
    title: '内容管理',
    icon: 'video',
    path: '/video',
    items: [
      { key: 'create', title: '上传视频', path: '/video/create' },
      { key: 'index', title: '内容库', path: '/video/index' },
      { key: 'edit', title: '编辑视频', path: '/video/edit', hidden: true },
    ],
  },
  {
    key: 'films',
    title: '专辑审核',
    icon: 'films',
    path: '/films',
    badge: 3,
    items: [
      { key: 'index', title: '专辑列表', path: '/films/index' },
      { key: 'two', title: '初审', path: '/films/two' },
    ],
  },
  {
    key: 'mission',
    title: '任务管理',
    icon: 'mission',
    path: '/mission',
    hidden: true,
    items: [{ key: 'index', title: '任务', path: '/mission/index' }],
  },
];

describe('SidebarMenu', () => {
  it('lists visible groups and items, hiding hidden ones, and marks the active page', async () => {
    renderUi(<SidebarMenu groups={groups} activePath="/video/index" />);
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '内容库' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '上传视频' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByText('编辑视频')).not.toBeInTheDocument();
    expect(within(nav).queryByText('我的钱包')).not.toBeInTheDocument();
    expect(within(nav).queryByText('任务管理')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('renders a group with one visible page as a single link', () => {
    renderUi(<SidebarMenu groups={groups} activePath="/personal/wallet" />);
    const personal = screen.getByRole('link', { name: '个人中心' });
    expect(personal).toHaveAttribute('href', '/personal/index');
    // A hidden page of the group still highlights the group's link.
    expect(personal).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: '个人中心' })).not.toBeInTheDocument();
  });

  it('opens the group of the active page and toggles groups', async () => {
    renderUi(<SidebarMenu groups={groups} activePath="/video/edit" />);
    const video = screen.getByRole('button', { name: '内容管理' });
    const films = screen.getByRole('button', { name: /专辑审核/ });
    expect(video).toHaveAttribute('aria-expanded', 'true');
    expect(films).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '专辑列表' })).not.toBeInTheDocument();
    await userEvent.click(films);
    expect(films).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '专辑列表' })).toBeInTheDocument();
    await userEvent.click(video);
    expect(video).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '内容库' })).not.toBeInTheDocument();
  });

  it('opens the group the user navigates into', () => {
    const { rerender } = renderUi(<SidebarMenu groups={groups} activePath="/video/index" />);
    expect(screen.getByRole('button', { name: /专辑审核/ })).toHaveAttribute('aria-expanded', 'false');
    rerender(<SidebarMenu groups={groups} activePath="/films/two" />);
    expect(screen.getByRole('button', { name: /专辑审核/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '初审' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a group badge with an accessible meaning', () => {
    renderUi(<SidebarMenu groups={groups} activePath="/dashboard/index" />, { locale: 'en-US' });
    expect(screen.getByRole('button', { name: '专辑审核 3 pending' })).toBeInTheDocument();
  });

  it('puts the publish action first, through the router link', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(({ href, ...rest }, ref) => (
      <a ref={ref} href={href} data-router="" {...rest} />
    ));
    renderUi(
      <SidebarMenu
        groups={groups}
        activePath="/dashboard/index"
        linkAs={RouterLink}
        publishAction={{ label: '发布视频', href: '/video/create' }}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('发布视频');
    expect(links[0]).toHaveAttribute('href', '/video/create');
    for (const link of links) expect(link).toHaveAttribute('data-router');
  });

  it('collapsed: icon entries keep their names, groups open a menu of their pages', async () => {
    renderUi(
      <SidebarMenu
        groups={groups}
        activePath="/films/two"
        collapsed
        publishAction={{ label: '发布视频', href: '/video/create' }}
      />,
    );
    expect(screen.getByRole('link', { name: '发布视频' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '首页' })).toBeInTheDocument();
    const films = screen.getByRole('button', { name: '专辑审核 3 项待处理' });
    await userEvent.click(films);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['专辑列表', '初审']);
    expect(within(menu).getByRole('menuitem', { name: '初审' })).toHaveAttribute('aria-current', 'page');
  });
});
