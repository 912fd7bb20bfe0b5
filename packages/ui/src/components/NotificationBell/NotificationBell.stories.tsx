import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Shell/NotificationBell',
  component: NotificationBell,
  parameters: {
    docs: {
      description: {
        component: [
          'The top bar’s bell with the unread count (spec §2: opens /inform/index?type=1 — the console navigates in `onClick`).',
          '',
          '**When to use**: once, in the TopBar’s `right` slot.',
          '**Alternatives**: `IconButton` with `Badge` for other counters.',
          '**Accessibility**: the button’s name carries the real count (“通知，5 条未读”); the badge is visual only and shows “99+” above `max`.',
        ].join('\n'),
      },
    },
  },
  args: { count: 5, onClick: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Unread: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', {
      name: /通知，5 条未读|Notifications, 5 unread/,
    });
    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const NoneUnread: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /^(通知|Notifications)$/ }),
    ).toBeInTheDocument();
  },
};

export const OverMax: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /120/ })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
