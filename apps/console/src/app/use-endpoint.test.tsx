import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@creator-console/contract';
import { DataProvider } from './data-provider';
import { useEndpoint, useEndpointMutation } from '../shared/use-endpoint';

/** A server whose whitelist loses a user when they are removed. */
function whitelistServer() {
  const server = { names: ['小鱼', '阿南'], requests: [] as string[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      server.requests.push(`${request.method} ${url.pathname}${url.search}`);
      if (request.method === 'DELETE') server.names.pop();
      const data = server.names.map((name, i) => ({
        user: { id: i + 1, name, avatar: '' },
        note: '',
        added_by: null,
        created_at: '2026-05-01T00:00:00Z',
      }));
      return Response.json({ data: request.method === 'DELETE' ? null : { data, total: data.length } });
    }),
  );
  return server;
}

function Whitelist({ keyword }: { keyword: string | null }) {
  const { data } = useEndpoint(
    endpoints.machineWhitelist,
    keyword === null ? null : { query: { page: 1, size: 10, keyword } },
  );
  const { trigger } = useEndpointMutation(endpoints.removeFromWhitelist, {
    input: (userId: number) => ({ params: { userId } }),
    refresh: [endpoints.machineWhitelist],
  });
  return (
    <>
      <ul aria-label="白名单">
        {data?.data.map((row) => (
          <li key={row.user.id}>{row.user.name}</li>
        ))}
      </ul>
      <button type="button" onClick={() => void trigger(2)}>
        移除阿南
      </button>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('endpoint hooks', () => {
  it('fetch an endpoint with its query through the one api client', async () => {
    const server = whitelistServer();
    render(
      <DataProvider>
        <Whitelist keyword="鱼" />
      </DataProvider>,
    );
    expect(await screen.findByText('阿南')).toBeVisible();
    expect(server.requests).toEqual([
      `GET /api/audit/whitelist?page=1&size=10&keyword=${encodeURIComponent('鱼')}`,
    ]);
  });

  it('ask nothing while the input is not known', () => {
    const server = whitelistServer();
    render(
      <DataProvider>
        <Whitelist keyword={null} />
      </DataProvider>,
    );
    expect(screen.getByRole('list', { name: '白名单' })).toBeEmptyDOMElement();
    expect(server.requests).toEqual([]);
  });

  it('refresh the lists a change shows in', async () => {
    const server = whitelistServer();
    render(
      <DataProvider>
        <Whitelist keyword="" />
      </DataProvider>,
    );
    await screen.findByText('阿南');
    await userEvent.click(screen.getByRole('button', { name: '移除阿南' }));
    await vi.waitFor(() => expect(screen.queryByText('阿南')).not.toBeInTheDocument());
    expect(server.requests).toContain('DELETE /api/audit/whitelist/2');
  });
});
