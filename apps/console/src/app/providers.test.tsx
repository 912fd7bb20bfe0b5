import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@creator-console/contract';
import { apiClient } from '../shared/api';
import { toaster } from '../shared/notices';
import { AppProviders } from './providers';

/** Requests wait until `answer` is called. */
function holdRequests() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          waiting.push(() => resolve(Response.json({ code: 0, message: '', data: { count: 0 } })));
        }),
    ),
  );
  return { answer: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

const toastRegion = () => screen.queryByRole('region', { name: /^消息提示/ });

afterEach(() => {
  toaster.dismiss();
  vi.unstubAllGlobals();
});

describe('the notices', () => {
  // Runs first: the parts' chunks load here for the first time in this file.
  it('keep the progress bar of a running request showing while the first toast comes', async () => {
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    const requests = holdRequests();
    let request!: Promise<unknown>;
    act(() => {
      request = apiClient.call(endpoints.myUnreadMessageCount);
    });
    const bar = await screen.findByRole('progressbar');
    act(() => void toaster.show({ message: '已领取 2 条' }));
    expect(bar).toBeVisible();
    expect(await screen.findByText('已领取 2 条')).toBeVisible();
    expect(bar).toBeVisible();
    await act(async () => {
      requests.answer();
      await request;
    });
  });

  it('have the toast region ready once a request was made, so a toast shows with what it reports', async () => {
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    expect(toastRegion()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 0, message: '', data: { count: 0 } })),
    );
    await act(() => apiClient.call(endpoints.myUnreadMessageCount));
    expect(await screen.findByRole('region', { name: /^消息提示/ })).toBeInTheDocument();
    act(() => void toaster.show({ message: '已释放领取的内容' }));
    expect(screen.getByText('已释放领取的内容')).toBeVisible();
  });
});
