import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@creator-console/api-client';
import { UiProvider } from '@creator-console/ui';
import { LocaleContext, type Locale } from '../../../shared/i18n';
import { LoginForm } from './login-form';

function renderForm(
  onSubmit = vi.fn().mockResolvedValue(undefined),
  { locale = 'zh-CN', onFirstInput }: { locale?: Locale; onFirstInput?: () => void } = {},
) {
  const describeFailure = (error: unknown) => (error instanceof Error ? error.message : 'failed');
  render(
    <LocaleContext.Provider value={{ locale, setLocale: () => {} }}>
      <UiProvider locale={locale}>
        <LoginForm onSubmit={onSubmit} describeFailure={describeFailure} onFirstInput={onFirstInput} />
      </UiProvider>
    </LocaleContext.Provider>,
  );
  return onSubmit;
}

const request = { method: 'POST', url: '/api/login', headers: {} };

async function logIn(account: string, password: string) {
  await userEvent.type(screen.getByLabelText(/^账号/), account);
  await userEvent.type(screen.getByLabelText(/^密码/), password);
  await userEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('LoginForm', () => {
  it('shows both field errors and does not submit an empty form', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeVisible();
    expect(screen.getByText('请输入密码')).toBeVisible();
    expect(screen.getByLabelText(/^账号/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats an account of spaces as empty', async () => {
    const onSubmit = renderForm();
    await logIn('   ', 'Demo@2026');
    expect(await screen.findByText('请输入账号')).toBeVisible();
    expect(screen.queryByText('请输入密码')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed account with the password', async () => {
    const onSubmit = renderForm();
    await logIn('  creator  ', 'Demo@2026');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ account: 'creator', password: 'Demo@2026' }));
  });

  it("shows the server's refusal in an alert", async () => {
    renderForm(vi.fn().mockRejectedValue(new Error('账号或密码错误')));
    await logIn('creator', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });

  it('shows the wait of a throttled login (429) in the alert', async () => {
    const throttled = new HttpError(
      429,
      '操作过于频繁，请 60 秒后再试',
      { message: '操作过于频繁，请 60 秒后再试' },
      request,
    );
    renderForm(vi.fn().mockRejectedValue(throttled));
    await logIn('creator', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('操作过于频繁，请 60 秒后再试');
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });

  it('puts the issues of a refused body under their fields, the encrypted `email` under the account', async () => {
    const issues = [
      { path: ['email'], message: '加密字段过长' },
      { path: ['password'], message: '请输入密码' },
    ];
    renderForm(vi.fn().mockRejectedValue(new HttpError(400, '加密字段过长', { issues }, request)));
    await logIn('creator', 'secret');
    expect(await screen.findByText('加密字段过长')).toBeVisible();
    expect(screen.getByLabelText(/^账号/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^密码/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks in the page’s language', async () => {
    renderForm(undefined, { locale: 'en-US' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your account')).toBeVisible();
    expect(screen.getByText('Please enter your password')).toBeVisible();
  });

  it('asks for what logging in needs once, at the first focus', async () => {
    const onFirstInput = vi.fn();
    renderForm(undefined, { onFirstInput });
    expect(onFirstInput).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText(/^账号/));
    await userEvent.click(screen.getByLabelText(/^密码/));
    expect(onFirstInput).toHaveBeenCalledTimes(1);
  });

  it('submits what was typed into the prerendered form before it was hydrated', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const form = (
      <LocaleContext.Provider value={{ locale: 'zh-CN', setLocale: () => {} }}>
        <UiProvider locale="zh-CN">
          <LoginForm onSubmit={onSubmit} describeFailure={() => 'failed'} />
        </UiProvider>
      </LocaleContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    // The scripts have not run yet: the browser alone takes the keystrokes.
    container.querySelector<HTMLInputElement>('input[name="account"]')!.value = 'creator';
    container.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Demo@2026';

    const root = await act(async () => hydrateRoot(container, form));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ account: 'creator', password: 'Demo@2026' }));
    expect(screen.queryByText('请输入账号')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
