import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled single-line input with optional hint and error.',
          '',
          '**When to use**: short free text — account, password, phone, search terms.',
          '**Alternatives**: `Select` or `RadioGroup` when the answers are known; `Textarea` for long text; `FormField` around a custom control.',
          '**Accessibility**: the label is a real `<label>`; `hint` and `error` are linked with `aria-describedby`; an error sets `aria-invalid`. `required` uses the native attribute (the asterisk is decorative). `type="password"` adds a show/hide toggle named from the locale.',
        ].join('\n'),
      },
    },
  },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  args: { label: '账号', placeholder: '用户名或手机号', autoComplete: 'username', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '账号' });
    await userEvent.type(input, 'creator');
    await expect(input).toHaveValue('creator');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = { args: { hint: '手机号为 11 位数字' } };

export const WithError: Story = {
  args: {
    label: '密码',
    type: 'password',
    required: true,
    error: '请输入密码',
    autoComplete: 'current-password',
    placeholder: undefined,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/密码/, { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入密码');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'creator' } };

export const Password: Story = {
  args: {
    label: '密码',
    type: 'password',
    defaultValue: 'Demo@2026',
    autoComplete: 'current-password',
    placeholder: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('密码', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    // The label alone finds the input: the toggle's name (显示输入内容) does not contain it.
    await expect(canvas.getByLabelText(/密码/)).toBe(input);
    await userEvent.click(canvas.getByRole('button', { name: /显示输入内容|Show input/ }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: /隐藏输入内容|Hide input/ }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** A symbol inside the box (decorative) and a control beside it. */
export const WithPrefixAndAction: Story = {
  args: {
    label: '提现金额',
    prefix: '¥',
    inputMode: 'decimal',
    placeholder: undefined,
    autoComplete: 'off',
    action: <Button variant="ghost">全部提现</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '提现金额' });
    await expect(canvas.getByText('¥')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.type(input, '12.5');
    await expect(input).toHaveValue('12.5');
    // The typed text starts after the prefix.
    const prefixRight = canvas.getByText('¥').getBoundingClientRect().right;
    const textStart = input.getBoundingClientRect().left + parseFloat(getComputedStyle(input).paddingLeft);
    await expect(textStart).toBeGreaterThan(prefixRight);
    await expect(canvas.getByRole('button', { name: '全部提现' })).toBeVisible();
  },
};

/** A controlled field validated on submit, as on the login page. */
export const ControlledForm: Story = {
  render: function Render(args) {
    const [account, setAccount] = useState('');
    const [error, setError] = useState<string>();
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(account.trim() ? undefined : '请输入账号');
        }}
      >
        <Stack space="medium">
          <TextField
            {...args}
            name="account"
            value={account}
            error={error}
            onChange={(e) => setAccount(e.target.value)}
          />
          <Button type="submit" tone="accent" variant="solid">
            登录
          </Button>
        </Stack>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    const input = canvas.getByRole('textbox', { name: '账号' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('请输入账号')).toBeVisible();
    await userEvent.type(input, 'admin');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Every state at once: hint, error with required, disabled. */
export const AllStates: Story = {
  render: (args) => (
    <Stack space="large">
      <TextField {...args} hint="手机号为 11 位数字" />
      <TextField
        {...args}
        label="密码"
        type="password"
        required
        error="请输入密码"
        autoComplete="current-password"
        placeholder={undefined}
      />
      <TextField {...args} label="禁用" disabled defaultValue="creator" />
    </Stack>
  ),
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
