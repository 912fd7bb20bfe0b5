import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@creator-console/ui';
import { LoginForm } from './login-form';

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const describeFailure = (error: unknown) => (error instanceof Error ? error.message : 'failed');
  render(
    <UiProvider>
      <LoginForm onSubmit={onSubmit} describeFailure={describeFailure} />
    </UiProvider>,
  );
  return onSubmit;
}

describe('LoginForm', () => {
  it('shows both field errors and does not submit an empty form', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入账号')).toBeVisible();
    expect(screen.getByText('请输入密码')).toBeVisible();
    expect(screen.getByLabelText(/^账号/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats an account of spaces as empty', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/^账号/), '   ');
    await userEvent.type(screen.getByLabelText(/^密码/), 'Demo@2026');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入账号')).toBeVisible();
    expect(screen.queryByText('请输入密码')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed account with the password', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/^账号/), '  creator  ');
    await userEvent.type(screen.getByLabelText(/^密码/), 'Demo@2026');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(onSubmit).toHaveBeenCalledWith({ account: 'creator', password: 'Demo@2026' });
  });

  it("shows the server's refusal in an alert", async () => {
    renderForm(vi.fn().mockRejectedValue(new Error('账号或密码错误')));
    await userEvent.type(screen.getByLabelText(/^账号/), 'creator');
    await userEvent.type(screen.getByLabelText(/^密码/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });
});
