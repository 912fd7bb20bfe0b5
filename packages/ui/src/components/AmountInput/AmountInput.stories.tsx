import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { AmountInput, type AmountInputProps } from './AmountInput';

/** The story's field, holding its own text as a form would. */
function Controlled(props: Omit<AmountInputProps, 'value'> & { initial?: string }) {
  const { initial = '', onChange, ...rest } = props;
  const [text, setText] = useState(initial);
  return (
    <AmountInput
      {...rest}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/AmountInput',
  component: AmountInput,
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled text input for an amount in yuan: `¥` inside the box, a decimal keyboard on phones (`inputMode="decimal"`; `signed` for amounts that may be negative), and an optional control beside it (`action`, e.g. 全部提现).',
          '',
          '**When to use**: every amount people type — 提现金额, 调整金额, statement figures. It keeps the text as typed (`value` + `onChange(text)`); the console’s `AmountField` binds it to a form whose value is fen, parsed with the contract’s `parseYuan`.',
          '**Alternatives**: `TextField` for other numbers (counts, percentages); `Amount` to show an amount.',
          '**Accessibility**: the label names the input (say the unit in it or the hint: the `¥` is decorative, `aria-hidden`); `hint` and `error` describe it (`aria-describedby`), an error sets `aria-invalid`. The action is a separate button after the input in the tab order.',
        ].join('\n'),
      },
    },
  },
  args: { label: '提现金额', value: '', onChange: fn(), placeholder: '最低 10.00 元' },
  render: (args) => <Controlled {...args} initial={args.value} />,
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '提现金额' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '12.3');
    // The text stays as typed: no reformatting while the user edits.
    await expect(input).toHaveValue('12.3');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.3');
    await expect(within(canvasElement).getByText('¥')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithHint: Story = {
  args: { hint: '当前可提现 2,880.00 元', value: '100' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '提现金额' });
    await expect(input).toHaveAccessibleDescription('当前可提现 2,880.00 元');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { value: '12.345', required: true, error: '请输入正确的金额，最多两位小数' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '提现金额' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('请输入正确的金额，最多两位小数');
    await expect(input).toHaveValue('12.345');
  },
};

/** The withdraw form: 全部提现 fills in the available balance, capped at the maximum. */
export const WithWithdrawAllAction: Story = {
  render: function Render(args) {
    const [text, setText] = useState('');
    return (
      <AmountInput
        {...args}
        hint="当前可提现 2,880.00 元"
        value={text}
        onChange={(next) => {
          setText(next);
          args.onChange(next);
        }}
        action={
          <Button variant="ghost" tone="accent" onClick={() => setText('2880.00')}>
            全部提现
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '提现金额' });
    await userEvent.type(input, '5');
    await userEvent.click(canvas.getByRole('button', { name: '全部提现' }));
    await expect(input).toHaveValue('2880.00');
    await userEvent.clear(input);
    await userEvent.type(input, '100.5');
    await expect(input).toHaveValue('100.5');
  },
};

/** An adjustment may take money away: `-` is typed as it is. */
export const Signed: Story = {
  args: { label: '调整金额', signed: true, placeholder: '如 -20.00', hint: '正数为增加，负数为扣减' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '调整金额' });
    await expect(input).toHaveAttribute('inputmode', 'text');
    await userEvent.type(input, '-20');
    await expect(input).toHaveValue('-20');
  },
};

export const Disabled: Story = {
  args: { value: '2880.00', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '提现金额' })).toBeDisabled();
  },
};

/** Every state at once: hint, error with the action, disabled. */
export const AllStates: Story = {
  render: (args) => (
    <Stack space="large">
      <Controlled {...args} hint="当前可提现 2,880.00 元" initial="100" />
      <Controlled
        {...args}
        required
        initial="abc"
        error="请输入正确的金额，最多两位小数"
        action={
          <Button variant="ghost" tone="accent">
            全部提现
          </Button>
        }
      />
      <Controlled {...args} label="调整金额" signed initial="-20.00" />
      <Controlled {...args} label="禁用" disabled initial="2880.00" />
    </Stack>
  ),
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
