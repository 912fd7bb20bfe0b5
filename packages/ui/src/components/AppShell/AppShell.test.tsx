import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockViewportWidth } from '../../../test/media';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { SidebarMenu } from '../SidebarMenu';
import { TopBar } from '../TopBar';
import { AppShell } from './AppShell';
import { useIsMobile } from './useIsMobile';

const groups = [
  {
    key: 'dashboard',
    title: '首页',
    icon: 'dashboard' as const,
    path: '/dashboard',
    items: [{ key: 'index', title: '首页', path: '/dashboard/index' }],
  },
  {
    key: 'video',
    title: '内容管理',
    icon: 'video' as const,
    path: '/video',
    items: [
      { key: 'create', title: '上传视频', path: '/video/create' },
      { key: 'index', title: '内容库', path: '/video/index' },
    ],
  },
];

function Shell({
  initiallyOpen = true,
  onChange = () => {},
}: {
  initiallyOpen?: boolean;
  onChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <AppShell
      sidebarOpen={open}
      onSidebarOpenChange={(next) => {
        onChange(next);
        setOpen(next);
      }}
      sidebar={<SidebarMenu groups={groups} activePath="/video/index" />}
      topBar={<TopBar />}
      breadcrumb={<span>面包屑</span>}
    >
      <h2>内容库</h2>
    </AppShell>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useIsMobile', () => {
  it('follows the 992 px breakpoint', () => {
    const resize = mockViewportWidth(1280);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    act(() => resize(991));
    expect(result.current).toBe(true);
    act(() => resize(992));
    expect(result.current).toBe(false);
  });
});

describe('AppShell on desktop', () => {
  it('has the header, navigation and main landmarks', async () => {
    mockViewportWidth(1280);
    renderUi(<Shell />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: '内容库' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('the toggle collapses and expands the sidebar through the controlled prop', async () => {
    mockViewportWidth(1280);
    const onChange = vi.fn();
    renderUi(<Shell onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '收起侧边栏' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    // Collapsed: the menu follows the shell and shows icons with names.
    expect(screen.getByRole('button', { name: '内容管理' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('complementary')).toHaveAttribute('data-collapsed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '展开侧边栏' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: '内容管理' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('AppShell on mobile', () => {
  it('closes the sidebar on entering the mobile layout', async () => {
    const resize = mockViewportWidth(1280);
    const onChange = vi.fn();
    renderUi(<Shell onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    act(() => resize(800));
    expect(onChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument());
  });

  it('opens the sidebar as a modal drawer that closes when a link is followed', async () => {
    mockViewportWidth(390);
    const onChange = vi.fn();
    renderUi(<Shell initiallyOpen={false} onChange={onChange} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开导航菜单' }));
    const drawer = screen.getByRole('dialog', { name: '主导航' });
    await userEvent.click(within(drawer).getByRole('link', { name: '上传视频' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the drawer closes with Escape', async () => {
    mockViewportWidth(390);
    renderUi(<Shell initiallyOpen={false} />);
    await userEvent.click(screen.getByRole('button', { name: '打开导航菜单' }));
    expect(screen.getByRole('dialog', { name: '主导航' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
