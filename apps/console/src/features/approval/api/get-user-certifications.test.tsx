import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { apiClient, type ApiKey } from '../../../shared/api';
import { useUserCertifications } from './get-user-certifications';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Summary({ userId }: { userId: number }) {
  const { data } = useUserCertifications(userId);
  return <output aria-label="certifications">{data?.map((row) => row.name).join(',')}</output>;
}

describe('useUserCertifications', () => {
  it('asks for all certifications of the user with the user id and 1 (spec §7)', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        requested.push(`${request.method} ${url.pathname}${url.search}`);
        return Response.json({
          data: [
            {
              type: 'mcn',
              name: 'MCN认证',
              status: 2,
              application_id: 4,
              updated_at: '2026-01-02T03:04:05.000Z',
            },
          ],
        });
      }),
    );
    // The app's fetcher: the SWR key's endpoint and options, called through the api client.
    const fetcher = ([endpoint, options]: ApiKey) => apiClient.call(endpoint, options as never);
    render(
      <SWRConfig value={{ fetcher, provider: () => new Map() }}>
        <Summary userId={7} />
      </SWRConfig>,
    );
    expect(await screen.findByText('MCN认证')).toBeInTheDocument();
    expect(requested).toEqual(['GET /api/users_all_cert_info/7?all=1']);
  });
});
