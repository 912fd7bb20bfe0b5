import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from '../Breadcrumb';
import { NotificationBell } from '../NotificationBell';
import { Text } from '../Text';
import { UserMenu } from '../UserMenu';
import { TopBar } from './TopBar';

const right = (
  <>
    <NotificationBell count={3} onClick={() => {}} />
    <UserMenu user={{ name: '林晓' }} canSwitchAccount onLogout={() => {}} />
  </>
);

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  parameters: {
    padded: false,
    docs: {
      description: {
        component: [
          'The bar across the top of the console: the AppShell’s sidebar toggle, a `left` slot and a `right` slot for actions (NotificationBell, UserMenu).',
          '',
          '**When to use**: as the AppShell’s `topBar`. Outside an AppShell no toggle shows.',
          '**Alternatives**: none; page-level actions belong in the page, not the bar.',
          '**Accessibility**: AppShell wraps it in the page’s `header` landmark; the toggle’s name says what it will do (收起侧边栏 / 展开侧边栏 / 打开导航菜单).',
        ].join('\n'),
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ height: 50 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    left: <Text weight="strong">创作者服务平台</Text>,
    right,
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /通知/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /侧边栏/ })).not.toBeInTheDocument();
  },
};

export const WithBreadcrumb: Story = {
  args: {
    left: (
      <Breadcrumb
        items={[{ label: '首页', href: '#/dashboard' }, { label: '内容管理' }, { label: '内容库' }]}
      />
    ),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
