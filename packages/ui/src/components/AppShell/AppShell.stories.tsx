import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { menuGroups, publishAction, StoryLink, StoryNavigation } from '../../docs/fixtures';
import { Box } from '../Box';
import { Breadcrumb } from '../Breadcrumb';
import { Heading } from '../Heading';
import { NotificationBell } from '../NotificationBell';
import { SidebarMenu } from '../SidebarMenu';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TopBar } from '../TopBar';
import { UserMenu } from '../UserMenu';
import { AppShell, type AppShellProps } from './AppShell';

const onSidebarOpenChange = fn();

/** The console's layout as the app wires it: sidebar state in the app, links through the router. */
function Console({ sidebarOpen: initiallyOpen }: Pick<AppShellProps, 'sidebarOpen'>) {
  const [sidebarOpen, setSidebarOpen] = useState(initiallyOpen);
  const [activePath, setActivePath] = useState('/video/index');
  return (
    <StoryNavigation.Provider value={setActivePath}>
      <AppShell
        sidebarOpen={sidebarOpen}
        onSidebarOpenChange={(open) => {
          onSidebarOpenChange(open);
          setSidebarOpen(open);
        }}
        sidebar={
          <SidebarMenu
            groups={menuGroups}
            activePath={activePath}
            linkAs={StoryLink}
            publishAction={publishAction}
          />
        }
        topBar={
          <TopBar
            right={
              <>
                <NotificationBell count={8} onClick={() => {}} />
                <UserMenu user={{ name: '林晓' }} canSwitchAccount onLogout={() => {}} />
              </>
            }
          />
        }
        breadcrumb={
          <Breadcrumb
            linkAs={StoryLink}
            items={[
              { label: '首页', href: '/dashboard/index' },
              { label: '内容管理' },
              { label: activePath },
            ]}
          />
        }
      >
        <Box background="surface" borderRadius="large" padding="large">
          <Stack space="medium">
            <Heading level={2}>内容库</Heading>
            <Text tone="muted">当前路径：{activePath}</Text>
          </Stack>
        </Box>
      </AppShell>
    </StoryNavigation.Provider>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: {
    padded: false,
    docs: {
      description: {
        component: [
          'The console’s layout (spec §2, §9): a sidebar 210 px wide, 54 px collapsed; a sticky top bar; a breadcrumb row; the page. Below 992 px (`useIsMobile()`) the sidebar closes and opens as a modal drawer.',
          '',
          '`sidebarOpen` / `onSidebarOpenChange` are controlled so the app can persist the choice (spec: stored as 0 or 1). Entering the mobile layout calls `onSidebarOpenChange(false)`; following a link in the drawer closes it.',
          '',
          '**When to use**: once, around every page that sits inside the console’s menu.',
          '**Alternatives**: none for console pages; public pages (/login, /enter, /agreement, /404) render without it.',
          '**Accessibility**: landmarks `nav` (sidebar), `header` (top bar) and `main`; the sidebar toggle’s name says what it does; the mobile drawer is a modal dialog named “主导航” with focus trapped and Escape to close.',
        ].join('\n'),
      },
    },
  },
  render: (args) => <Console sidebarOpen={args.sidebarOpen} />,
  args: {
    sidebarOpen: true,
    onSidebarOpenChange,
    sidebar: null,
    topBar: null,
    children: null,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: /主导航|Main navigation/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '专辑' }));
    await expect(canvas.getByText('当前路径：/video/album')).toBeInTheDocument();
  },
};

/** The toggle collapses the sidebar to icons and expands it again. */
export const CollapseSidebar: Story = {
  play: async ({ canvasElement }) => {
    onSidebarOpenChange.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /收起侧边栏|Collapse sidebar/ }));
    await expect(onSidebarOpenChange).toHaveBeenCalledWith(false);
    // Collapsed: entries are icons that keep their names; group titles are no longer shown as text.
    await expect(canvas.getByRole('button', { name: '内容管理' })).toHaveAttribute('aria-haspopup', 'menu');
    await expect(canvas.queryByText('内容库', { selector: 'nav span' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /展开侧边栏|Expand sidebar/ }));
    await expect(onSidebarOpenChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('button', { name: '内容管理' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Collapsed: Story = { args: { sidebarOpen: false } };

/** Below 992 px: the sidebar starts closed and opens as a drawer. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The persisted "open" choice is closed on entering the mobile layout.
    await waitFor(() =>
      expect(canvas.queryByRole('navigation', { name: /主导航|Main navigation/ })).not.toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByRole('button', { name: /打开导航菜单|Open navigation menu/ }));
    const drawer = await canvas.findByRole('dialog', { name: /主导航|Main navigation/ });
    await userEvent.click(within(drawer).getByRole('link', { name: '专辑' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('当前路径：/video/album')).toBeInTheDocument();
  },
};

export const MobileDrawerOpen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /打开导航菜单|Open navigation menu/ }));
    await expect(await canvas.findByRole('dialog', { name: /主导航|Main navigation/ })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkMobile: Story = {
  ...MobileDrawerOpen,
  globals: { theme: 'dark', viewport: { value: 'mobile2', isRotated: false } },
};
