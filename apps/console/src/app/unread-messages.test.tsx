import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { DataProvider } from './data-provider';
import { useMarkMessagesRead, useUnreadMessageCount } from '../shared/unread-messages';

/** A server holding `unread` messages; POST /api/read-message marks them all read. */
function messageServer(unread: number) {
  const server = { unread, countRequests: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/my-unread-message-count') {
        server.countRequests++;
        return Response.json({ data: { count: server.unread } });
      }
      if (path === '/api/read-message' && request.method === 'POST') {
        const updated = server.unread;
        server.unread = 0;
        return Response.json({ data: { updated } });
      }
      return Response.json({ message: 'not found' }, { status: 404 });
    }),
  );
  return server;
}

function Bell() {
  const count = useUnreadMessageCount();
  const { trigger } = useMarkMessagesRead();
  return (
    <>
      <output aria-label="unread">{count}</output>
      <button type="button" onClick={() => void trigger({})}>
        mark all read
      </button>
    </>
  );
}

const renderBell = () =>
  render(
    <DataProvider>
      {/* SWR skips a refetch within 2 s of the last one, and on focus within 5 s of the mount. */}
      <SWRConfig value={{ dedupingInterval: 0, focusThrottleInterval: 0 }}>
        <Bell />
      </SWRConfig>
    </DataProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('unread message count', () => {
  it('follows marking messages read at once', async () => {
    messageServer(4);
    renderBell();
    expect(await screen.findByText('4')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'mark all read' }));
    expect(await screen.findByText('0')).toBeVisible();
  });

  it('is fetched again when the window regains focus', async () => {
    const server = messageServer(1);
    renderBell();
    expect(await screen.findByText('1')).toBeVisible();
    server.unread = 6;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('6')).toBeVisible();
    expect(server.countRequests).toBe(2);
  });
});
