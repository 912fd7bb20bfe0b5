import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../Inline';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  parameters: {
    docs: {
      description: {
        component: [
          'The avatar button in the top bar and its menu (spec §2): 切换账号 (only when the user has linked accounts), 个人中心, 退出登录.',
          '',
          '**When to use**: once, at the end of the TopBar’s `right` slot.',
          '**Alternatives**: none in the console; the personal centre page holds the full account settings.',
          '**Accessibility**: a menu button named “{name}的账户菜单”; Radix DropdownMenu gives arrow-key navigation, typeahead, Escape and focus return. Item labels come from the locale.',
        ].join('\n'),
      },
    },
  },
  decorators: [
    (Story) => (
      <Inline align="right">
        <Story />
      </Inline>
    ),
  ],
  args: {
    user: { name: '林晓' },
    canSwitchAccount: true,
    onSwitchAccount: fn(),
    onPersonalCentre: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /林晓/ }));
    const menu = await canvas.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/切换账号|Switch account/)]),
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: /退出登录|Log out/ }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SwitchAccount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /林晓/ }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: /切换账号|Switch account/ }));
    await expect(args.onSwitchAccount).toHaveBeenCalledTimes(1);
  },
};

export const WithoutLinkedAccounts: Story = {
  args: { canSwitchAccount: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /林晓/ }));
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
    await expect(
      within(menu).queryByRole('menuitem', { name: /切换账号|Switch account/ }),
    ).not.toBeInTheDocument();
  },
};

export const WithAvatar: Story = {
  args: {
    user: {
      name: 'Chen Wei',
      avatar:
        'data:image/svg+xml,' +
        encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#a8e6bc"/><circle cx="20" cy="16" r="7" fill="#176638"/><path d="M6 40a14 14 0 0 1 28 0z" fill="#176638"/></svg>',
        ),
    },
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /林晓/ }));
    await expect(await canvas.findByRole('menu')).toBeVisible();
  },
};
