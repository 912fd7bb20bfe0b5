import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack';
import { SensitiveValue } from './SensitiveValue';

const meta = {
  title: 'Review/SensitiveValue',
  component: SensitiveValue,
  parameters: {
    docs: {
      description: {
        component: [
          'A masked phone or ID-card number that can be viewed once per confirmation (console spec §7, §9). 查看 opens the 提示 dialog — 您查看的属于用户敏感信息且只能被查看一次，您确认查看吗？ with 确定 and 取消. 确定 calls `onReveal()` (e.g. api-client’s `revealSensitive`) and shows the value, with a loading state, until the user hides it, the component unmounts or `revealTimeoutMs` passes; a new look needs a new confirmation. 取消 calls `onCancel` and reports 已取消操作 through `onNotice` (for the app’s toast) and a polite live region. A failed lookup is shown and the value stays masked.',
          '',
          '**When to use**: wherever an operator may need a creator’s full phone or ID-card number — certification review, user information, linked accounts.',
          '**Alternatives**: show only the masked value when nobody needs the full one; `ConfirmDialog` directly for other one-time confirmations.',
          '**Accessibility**: a group named by `label` (手机号); the buttons read 查看 手机号 / 隐藏 手机号; the dialog is an alert dialog with focus on 取消; while loading the button is busy and says 加载中; after revealing, focus moves to 隐藏 and, after hiding, back to 查看; errors are announced (`role="alert"`), the cancel notice politely.',
        ].join('\n'),
      },
    },
  },
  args: {
    label: '手机号',
    masked: '138****0003',
    onReveal: fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('13800000003'), 300))),
    onCancel: fn(),
    onNotice: fn(),
  },
} satisfies Meta<typeof SensitiveValue>;

export default meta;
type Story = StoryObj<typeof meta>;

const revealName = /(查看|View)\s*手机号/;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: revealName }));
    const dialog = await canvas.findByRole('alertdialog', { name: /提示|Notice/ });
    await expect(dialog).toHaveAccessibleDescription(
      /您查看的属于用户敏感信息且只能被查看一次，您确认查看吗？|can be viewed only once/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /^(确定|OK)$/ }));
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: '手机号' })).toHaveTextContent('13800000003'),
    );
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: /(隐藏|Hide)\s*手机号/ })).toHaveFocus());
  },
};

export const Masked: Story = {};

/** 取消: onCancel, the 已取消操作 notice, still masked, focus back on 查看. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reveal = canvas.getByRole('button', { name: revealName });
    await userEvent.click(reveal);
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(取消|Cancel)$/ }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onNotice).toHaveBeenCalledWith(expect.stringMatching(/已取消操作|Cancelled/));
    await expect(canvas.getByRole('status')).toHaveTextContent(/已取消操作|Cancelled/);
    await expect(args.onReveal).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group', { name: '手机号' })).toHaveTextContent('138****0003');
    await waitFor(() => expect(reveal).toHaveFocus());
  },
};

/** The lookup is slow: the button stays busy until it answers. */
export const Loading: Story = {
  args: { onReveal: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: revealName }));
    await userEvent.click(
      within(await canvas.findByRole('alertdialog')).getByRole('button', { name: /^(确定|OK)$/ }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: revealName })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** `revealTimeoutMs`: the value masks itself again; looking again needs a new confirmation. */
export const RevealTimeout: Story = {
  args: { revealTimeoutMs: 800, onReveal: fn(async () => '13800000003') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '手机号' });
    await userEvent.click(canvas.getByRole('button', { name: revealName }));
    await userEvent.click(
      within(await canvas.findByRole('alertdialog')).getByRole('button', { name: /^(确定|OK)$/ }),
    );
    await waitFor(() => expect(group).toHaveTextContent('13800000003'));
    await waitFor(() => expect(group).toHaveTextContent('138****0003'), { timeout: 3000 });
  },
};

export const RevealFails: Story = {
  args: { onReveal: fn(() => Promise.reject(new Error('解密失败，请重试'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: revealName }));
    await userEvent.click(
      within(await canvas.findByRole('alertdialog')).getByRole('button', { name: /^(确定|OK)$/ }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('解密失败，请重试');
    await expect(canvas.getByRole('group', { name: '手机号' })).toHaveTextContent('138****0003');
  },
};

export const PhoneAndIdCard: Story = {
  render: (args) => (
    <Stack space="medium">
      <SensitiveValue {...args} />
      <SensitiveValue
        {...args}
        label="身份证号"
        masked="1101**********1234"
        onReveal={async () => '110101199003071234'}
      />
    </Stack>
  ),
};

export const Dark: Story = { ...PhoneAndIdCard, globals: { theme: 'dark' } };
