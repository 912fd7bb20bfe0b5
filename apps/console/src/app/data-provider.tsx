import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { apiClient, type ApiKey } from '../shared/api';

/** The one fetcher: SWR keys are `[endpoint, { params, query }]`. */
const apiFetcher = ([endpoint, options]: ApiKey) => apiClient.call(endpoint, options as never);

/**
 * Data fetching for the signed-in pages, loaded with the shell so the login route stays free of
 * it. Each mount of the shell starts with an empty cache: one user's data never shows to the next.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        fetcher: apiFetcher,
        provider: () => new Map(),
        // The client already toasts a failure; retrying would toast it again.
        shouldRetryOnError: false,
        revalidateOnFocus: false,
      }}
    >
      {children}
    </SWRConfig>
  );
}
