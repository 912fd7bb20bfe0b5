import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@creator-console/contract';
import { AppProviders } from './providers';
import { apiClient } from '../shared/api';
import { reloginStore, toaster } from '../shared/notices';
import { sessionStore } from '../shared/session';

/** Every request answers `status` with `body`. */
function answerAll(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
}

/** A request as a page makes it; the failure is the notice's business, not the caller's. */
const request = () =>
  act(async () => {
    await apiClient.call(endpoints.myUnreadMessageCount).catch(() => undefined);
  });

beforeEach(() => {
  render(
    <AppProviders>
      <p>page</p>
    </AppProviders>,
  );
});
afterEach(() => {
  toaster.dismiss();
  reloginStore.set(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('failed requests', () => {
  it('show a 202 refusal in a toast that stays 20 s and can be closed', async () => {
    answerAll(202, { message: '今日发布次数已达上限' });
    await request();
    const toast = (await screen.findByText('今日发布次数已达上限')).closest('li')!;
    expect(toaster.getToasts()).toMatchObject([{ duration: 20_000, closable: true, tone: 'critical' }]);
    await userEvent.click(within(toast).getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('今日发布次数已达上限')).not.toBeInTheDocument();
  });

  it('show other HTTP errors with the server message', async () => {
    answerAll(500, { message: '服务器开小差了' });
    await request();
    expect(await screen.findByText('服务器开小差了')).toBeVisible();
  });

  it('show a network error with its text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await request();
    expect(await screen.findByText('Failed to fetch')).toBeVisible();
  });

  it("show the console's words when the server sent no message", async () => {
    answerAll(502, 'Bad Gateway');
    await request();
    expect(await screen.findByText('请求失败（状态码 502）')).toBeVisible();
  });

  it('show a timeout with its limit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_request: Request, init?: RequestInit) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    await act(async () => {
      await apiClient.call(endpoints.myUnreadMessageCount, { timeoutMs: 30 }).catch(() => undefined);
    });
    expect(await screen.findByText('请求超时（30 ms）')).toBeVisible();
    // Only a 202 refusal stays longer than the toaster's default.
    expect(toaster.getToasts()[0]?.duration).not.toBe(20_000);
  });

  it('title a 503 without a message 服务维护中 in the 确定退出 dialog', async () => {
    answerAll(503, {});
    await request();
    const dialog = await screen.findByRole('alertdialog', { name: '确定退出' });
    expect(dialog).toHaveTextContent('服务维护中，请稍后再试');
  });

  it.each([401, 503])('answer %i with 确定退出: 重新登录 clears the session and reloads', async (status) => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    sessionStore.setToken('revoked');
    answerAll(status, { message: '登录已失效，请重新登录' });
    await request();
    const dialog = await screen.findByRole('alertdialog', { name: '确定退出' });
    expect(dialog).toHaveTextContent('登录已失效，请重新登录');
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '重新登录' }));
    expect(sessionStore.getToken()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('close the 确定退出 dialog with 关闭 and keep the session', async () => {
    sessionStore.setToken('token-1');
    answerAll(401, { message: '登录已失效，请重新登录' });
    await request();
    const dialog = await screen.findByRole('alertdialog', { name: '确定退出' });
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sessionStore.getToken()).toBe('token-1');
  });
});
