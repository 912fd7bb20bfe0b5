import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Button } from '../Button';
import { AmountInput } from './AmountInput';

function Field({ onChange = () => undefined, ...props }: Partial<Parameters<typeof AmountInput>[0]>) {
  const [text, setText] = useState('');
  return (
    <AmountInput
      label="提现金额"
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(next);
      }}
    />
  );
}

describe('AmountInput', () => {
  it('keeps the text as typed, with ¥ in the box and a decimal keyboard', async () => {
    const onChange = vi.fn();
    renderUi(<Field onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '提现金额' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('¥')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.type(input, '1,000.5');
    expect(input).toHaveValue('1,000.5');
    expect(onChange).toHaveBeenLastCalledWith('1,000.5');
    await expectNoAxeViolations();
  });

  it('an error marks it invalid and describes it, before the hint', async () => {
    renderUi(
      <AmountInput
        label="提现金额"
        value="abc"
        onChange={() => undefined}
        error="请输入正确的金额，最多两位小数"
        hint="当前可提现 2,880.00 元"
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: '提现金额' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入正确的金额，最多两位小数 当前可提现 2,880.00 元');
    expect(input).toBeRequired();
    await expectNoAxeViolations();
  });

  it('shows an action beside the box, and signed amounts get a keyboard with a minus', async () => {
    const onAll = vi.fn();
    renderUi(
      <Field
        signed
        action={
          <Button variant="ghost" onClick={onAll}>
            全部提现
          </Button>
        }
      />,
    );
    expect(screen.getByRole('textbox', { name: '提现金额' })).toHaveAttribute('inputmode', 'text');
    await userEvent.click(screen.getByRole('button', { name: '全部提现' }));
    expect(onAll).toHaveBeenCalled();
    await expectNoAxeViolations();
  });
});
