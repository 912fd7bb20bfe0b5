import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AccountSwitcher, type LinkedAccount } from './AccountSwitcher';

/** A self-contained avatar, so stories need no network. */
const portrait =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#a8e6bc"/><circle cx="20" cy="16" r="7" fill="#176638"/><path d="M6 40a14 14 0 0 1 28 0z" fill="#176638"/></svg>',
  );

const names = ['林晓', 'Chen Wei', '阿杰', '小鹿', '王芳', '周周', '大海', '米粒', '橙子', '北北'];

/** 57 linked accounts of an MCN: its own (current), one disabled, the rest creators. */
const allAccounts: LinkedAccount[] = Array.from({ length: 57 }, (_, index) => ({
  userId: 1000 + index,
  name: index === 0 ? '星河MCN' : `${names[index % names.length]}${index > 9 ? index : ''}`,
  avatar: index % 3 === 0 ? portrait : undefined,
  realName: ['王芳', '林晓', '陈伟', '张杰', '鹿鸣'][index % 5],
  phone: `13${index % 10}****${String(1000 + index * 37).slice(-4)}`,
  roleName: index === 0 ? 'MCN' : '创作者',
  state: index === 0 ? 'current' : index === 3 ? 'disabled' : 'other',
}));

const meta = {
  title: 'Shell/AccountSwitcher',
  component: AccountSwitcher,
  parameters: {
    docs: {
      description: {
        component: [
          'The switch-account dialog of console spec §3/§4, opened from the user menu’s 切换账号: the linked accounts with avatar, 昵称, 真实姓名, 手机号 (masked by the server) and 角色. The current account shows 已登录, a disabled one (user.status 2) 已禁用, the others a 切换 button. While `switchingId` is set, that row reads 切换中… and every switch button is disabled. Paged with `Pagination` (10/20/50/100, default 10); optional nickname search.',
          '',
          '**When to use**: once, in the console shell, for MCN and creator accounts with linked accounts.',
          '**Alternatives**: none; the MCN’s user management page lists its creators with more detail.',
          '**Accessibility**: a modal dialog named 切换账号 holding a labelled table; each switch button is named “切换到{昵称}”, and the one in progress is busy and disabled; states are text, not only colour. Data and callbacks only: the app loads pages (`onPageChange`), switches (`onSwitch`) and reloads.',
        ].join('\n'),
      },
    },
  },
  args: {
    open: true,
    rows: allAccounts.slice(0, 10),
    total: allAccounts.length,
    page: 1,
    size: 10,
    onPageChange: fn(),
    onSwitch: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof AccountSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: /切换账号|Switch account/ });
    await expect(within(dialog).getByText(/已登录|Signed in/)).toBeInTheDocument();
    await expect(within(dialog).getByText(/已禁用|Disabled/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /切换到Chen Wei|Switch to Chen Wei/ }));
    await expect(args.onSwitch).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Chen Wei', state: 'other' }),
    );
  },
};

export const Switching: Story = {
  args: { switchingId: 1002 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const busy = await canvas.findByRole('button', { name: /切换中…|Switching…/ });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: /切换到Chen Wei|Switch to Chen Wei/ })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/暂无关联账号|No linked accounts/),
    ).toBeInTheDocument();
  },
};

/** The app's part, played by the story: paging, searching and switching (which then reloads). */
export const Interactive: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [query, setQuery] = useState({ page: 1, size: 10, search: '' });
    const [switchingId, setSwitchingId] = useState<LinkedAccount['userId'] | null>(null);
    const matching = allAccounts.filter((account) => account.name.includes(query.search));
    const rows = matching.slice((query.page - 1) * query.size, query.page * query.size);
    return (
      <AccountSwitcher
        {...args}
        open={open}
        onOpenChange={setOpen}
        trigger={<Button icon="switch">切换账号</Button>}
        rows={rows}
        total={matching.length}
        page={query.page}
        size={query.size}
        onPageChange={(page, size) => setQuery({ ...query, page, size })}
        search={query.search}
        onSearch={(search) => setQuery({ ...query, page: 1, search })}
        switchingId={switchingId}
        onSwitch={(account) => setSwitchingId(account.userId)}
      />
    );
  },
  args: { open: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '切换账号' }));
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).getByText(/共 57 条|57 items/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /第 6 页|Page 6/ }));
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(8));
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), '20');
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(21));
    await userEvent.type(within(dialog).getByRole('searchbox'), '阿杰{Enter}');
    await waitFor(() => expect(within(dialog).getByText(/共 6 条|6 items/)).toBeInTheDocument());
    const switchButton = within(dialog).getAllByRole('button', {
      name: /切换到阿杰|Switch to 阿杰/,
    })[0] as HTMLElement;
    await userEvent.click(switchButton);
    await expect(within(dialog).getByRole('button', { name: /切换中…|Switching…/ })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const English: Story = { globals: { locale: 'en-US' } };
