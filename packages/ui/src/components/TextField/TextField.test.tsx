import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels its input and passes typing to onChange', async () => {
    const onChange = vi.fn();
    renderUi(<TextField label="账号" name="account" autoComplete="username" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '账号' });
    expect(input).toHaveAttribute('name', 'account');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'abc');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(input).toHaveValue('abc');
    await expectNoAxeViolations();
  });

  it('an error marks the input invalid and describes it', async () => {
    renderUi(<TextField label="账号" error="请输入账号" hint="用户名或手机号" />);
    const input = screen.getByRole('textbox', { name: '账号' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入账号 用户名或手机号');
    expect(screen.getByText('请输入账号')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('a hint alone describes the input', () => {
    renderUi(<TextField label="手机号" type="tel" hint="11 位数字" />);
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription('11 位数字');
  });

  it('is required natively', () => {
    renderUi(<TextField label="账号" required />);
    expect(screen.getByRole('textbox', { name: '账号' })).toBeRequired();
  });

  it('generates distinct ids, or uses the given one', () => {
    renderUi(
      <>
        <TextField label="甲" />
        <TextField label="乙" id="second" />
      </>,
    );
    const first = screen.getByRole('textbox', { name: '甲' });
    expect(first.id).toMatch(/\S/);
    expect(screen.getByRole('textbox', { name: '乙' })).toHaveAttribute('id', 'second');
    expect(first.id).not.toBe('second');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('ad');
      return (
        <TextField
          label="账号"
          value={value}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
        />
      );
    }
    renderUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: '账号' });
    await userEvent.type(input, 'm');
    expect(input).toHaveValue('ADM');
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderUi(<TextField label="账号" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: '账号' }));
  });

  it('a password field can be shown and hidden', async () => {
    renderUi(<TextField label="密码" type="password" defaultValue="Demo@2026" />, { locale: 'en-US' });
    const input = screen.getByLabelText('密码', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show input' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide input' }));
    expect(input).toHaveAttribute('type', 'password');
    await expectNoAxeViolations();
  });

  it('the show/hide toggle is not named after the field, so the label finds only the input', async () => {
    renderUi(<TextField label="密码" type="password" />);
    // A substring match on the label, as Playwright's getByLabel('密码') does.
    expect(screen.getByLabelText(/密码/)).toBe(screen.getByLabelText('密码', { selector: 'input' }));
    await userEvent.click(screen.getByRole('button', { name: '显示输入内容' }));
    expect(screen.getByRole('button', { name: '隐藏输入内容' })).toBeInTheDocument();
    expect(screen.getByLabelText(/密码/)).toHaveAttribute('type', 'text');
  });
});
