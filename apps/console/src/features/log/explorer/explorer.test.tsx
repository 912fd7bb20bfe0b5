import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@creator-console/ui';
import { SWRConfig } from 'swr';
import { apiClient, type ApiKey } from '../../../shared/api';
import { LogExplorer } from './explorer';

const event = (id: number) => ({
  id,
  event: 'login',
  platform: '创作者平台',
  port: 'PC',
  success: id % 2 === 0,
  reason: id % 2 === 0 ? 0 : '账号或密码错误',
  properties: { label: 'phone' },
  user_id: 3,
  user_name: '陈志杰',
  ip: '203.0.113.*',
  created_at: new Date(Date.UTC(2026, 10, 26, 9, 0, 60 - id)).toISOString(),
});

function explorerServer() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      requests.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/track/histogram')
        return Response.json({
          data: {
            interval: 15,
            source: 'scan',
            buckets: [{ at: '2026-11-26T09:00:00.000Z', success: 1, failure: 1 }],
          },
        });
      if (url.pathname === '/api/track/facets')
        return Response.json({
          data: {
            fields: [
              {
                field: 'event',
                values: [{ value: 'login', count: 2 }],
                other: 0,
                sampled: false,
                sample_size: 2,
              },
              {
                field: 'ip',
                values: [{ value: '203.0.113.*', count: 2 }],
                other: 0,
                sampled: true,
                sample_size: 10000,
              },
            ],
          },
        });
      const cursor = url.searchParams.get('cursor');
      return Response.json({
        data: cursor
          ? { data: [event(3)], total: 3, total_relation: 'eq', next_cursor: null }
          : { data: [event(1), event(2)], total: 3, total_relation: 'eq', next_cursor: 'c1.sig' },
      });
    }),
  );
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

/** The app's fetcher: the SWR key's endpoint and options, called through the api client. */
const fetcher = ([endpoint, options]: ApiKey) => apiClient.call(endpoint, options as never);
function DataProvider({ children }: { children: React.ReactNode }) {
  return <SWRConfig value={{ fetcher, provider: () => new Map() }}>{children}</SWRConfig>;
}

describe('LogExplorer', () => {
  it('pins the range, loads rows first, then the histogram and facets, and pages by cursor', async () => {
    const requests = explorerServer();
    render(
      <UiProvider>
        <MemoryRouter initialEntries={['/log/es']}>
          <DataProvider>
            <LogExplorer />
          </DataProvider>
        </MemoryRouter>
      </UiProvider>,
    );
    expect(await screen.findByText('共 3 条')).toBeInTheDocument();
    expect(requests[0]).toMatch(/^\/api\/track\?start=.*&end=.*&size=50$/);
    await waitFor(() => expect(requests.some((r) => r.startsWith('/api/track/facets'))).toBe(true));
    expect(requests.findIndex((r) => r.startsWith('/api/track/histogram'))).toBeGreaterThan(0);
    expect(await screen.findByText('基于最近 10,000 条')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '陈志杰' })[0]).toHaveAttribute(
      'href',
      '/admin/index?keyword=%E9%99%88%E5%BF%97%E6%9D%B0',
    );
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: '陈志杰' })).toHaveLength(3));
    expect(requests.some((r) => r.includes('cursor=c1.sig'))).toBe(true);
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '排除IP为 203.0.113.*' }));
    expect(await screen.findByRole('list', { name: '筛选条件' })).toHaveTextContent('IP不是203.0.113.*');
    await waitFor(() =>
      expect(requests.some((r) => r.includes('ip=203.0.113.*') && r.includes('not=ip'))).toBe(true),
    );
  });
});
