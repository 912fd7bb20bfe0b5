import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { menuGroups, publishAction, StoryLink, StoryNavigation } from '../../docs/fixtures';
import { Box } from '../Box';
import { SidebarMenu, type SidebarMenuProps } from './SidebarMenu';

const navigate = fn();

/** Keeps the active path in state so clicking a link moves the highlight, as the router would. */
function Navigable(props: SidebarMenuProps) {
  const [activePath, setActivePath] = useState(props.activePath);
  return (
    <StoryNavigation.Provider
      value={(href) => {
        setActivePath(href);
        navigate(href);
      }}
    >
      <Box background="surface" borderRadius="standard" style={{ width: props.collapsed ? 54 : 210 }}>
        <SidebarMenu {...props} activePath={activePath} />
      </Box>
    </StoryNavigation.Provider>
  );
}

const meta = {
  title: 'Shell/SidebarMenu',
  component: SidebarMenu,
  parameters: {
    docs: {
      description: {
        component: [
          'The console’s navigation (spec §2): groups with icons and optional count badges, nested items that expand and collapse, hidden pages left out, and the publish-video action at the top.',
          '',
          '**When to use**: as the AppShell’s `sidebar`. Inside an AppShell it follows the shell’s collapsed state by itself.',
          '**Alternatives**: `Breadcrumb` shows where you are; the sidebar shows where you can go.',
          '**Accessibility**: a `nav` named “主导航/Main navigation”; group headers are buttons with `aria-expanded`; the current page’s link has `aria-current="page"`; badges are read as “N 项待处理”. Collapsed, every entry keeps its name and a group’s pages open in a keyboard-operable menu.',
          '',
          'Pass the router’s link as `linkAs` (a component taking `href`).',
        ].join('\n'),
      },
    },
  },
  render: (args) => <Navigable {...args} />,
  args: {
    groups: menuGroups,
    activePath: '/video/index',
    linkAs: StoryLink,
    publishAction,
  },
} satisfies Meta<typeof SidebarMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: /主导航|Main navigation/ });
    const menu = within(nav);
    // The active page is marked and its group is open.
    await expect(menu.getByRole('link', { name: '内容库' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: '内容管理' })).toHaveAttribute('aria-expanded', 'true');
    // Hidden pages and hidden groups are not listed.
    await expect(menu.queryByRole('link', { name: '编辑视频' })).not.toBeInTheDocument();
    await expect(menu.queryByText('任务管理')).not.toBeInTheDocument();
    // A group with a single page is one link.
    await expect(menu.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dashboard/index');
    await expect(menu.getByRole('link', { name: '发布视频' })).toHaveAttribute('href', '/video/create');
  },
};

export const ExpandAndCollapse: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    const audit = menu.getByRole('button', { name: '视频审核' });
    await expect(audit).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.queryByRole('link', { name: '机器审核' })).not.toBeInTheDocument();
    await userEvent.click(audit);
    await expect(audit).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menu.getByRole('link', { name: '机器审核' }));
    await expect(menu.getByRole('link', { name: '机器审核' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: '内容库' })).not.toHaveAttribute('aria-current');
    await userEvent.click(menu.getByRole('button', { name: '内容管理' }));
    await expect(menu.getByRole('button', { name: '内容管理' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.queryByRole('link', { name: '内容库' })).not.toBeInTheDocument();
  },
};

export const WithBadges: Story = {
  args: { activePath: '/films/index' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    await expect(menu.getByRole('button', { name: /专辑审核.*3 项待处理/ })).toBeInTheDocument();
    await expect(menu.getByText('99+')).toBeInTheDocument();
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const menu = within(canvasElement);
    await expect(menu.getByRole('link', { name: '首页' })).toBeInTheDocument();
    await expect(menu.getByRole('link', { name: '发布视频' })).toBeInTheDocument();
    await userEvent.click(menu.getByRole('button', { name: '视频审核' }));
    const flyout = await menu.findByRole('menu');
    await userEvent.click(within(flyout).getByRole('menuitem', { name: '初审' }));
    await expect(navigate).toHaveBeenCalledWith('/audit/two');
    await waitFor(() => expect(menu.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Dark: Story = { args: { activePath: '/films/two' }, globals: { theme: 'dark' } };

export const DarkCollapsed: Story = { args: { collapsed: true }, globals: { theme: 'dark' } };
