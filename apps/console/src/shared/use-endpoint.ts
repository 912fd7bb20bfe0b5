import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { Endpoint, ResponseOf } from '@creator-console/contract';
import type { ApiError, CallOptions } from '@creator-console/api-client';
import { apiClient, type ApiKey } from './api';

/**
 * Matches the cached answers of the given endpoints, whatever their params and query: `mutate`
 * with it fetches them again.
 */
export const isEndpointKey =
  (...endpoints: readonly Endpoint[]) =>
  (key: unknown): boolean =>
    Array.isArray(key) && endpoints.includes(key[0] as Endpoint);

/**
 * An endpoint's answer, fetched and cached by the shell's one fetcher (`app/data-provider`).
 * `input` is its params and query: leave it out when the endpoint needs none, `null` to ask
 * nothing yet (e.g. while an id is unknown).
 */
export function useEndpoint<E extends Endpoint>(
  endpoint: E,
  input?: CallOptions<E> | null,
  config?: SWRConfiguration<ResponseOf<E>, ApiError>,
) {
  const key: ApiKey<E> | null = input === null ? null : input === undefined ? [endpoint] : [endpoint, input];
  return useSWR<ResponseOf<E>, ApiError>(key, config);
}

export interface EndpointMutationOptions<E extends Endpoint, Arg> {
  /** The call's params, query and body from what `trigger` is given; default: it is them. */
  input?: (arg: Arg) => CallOptions<E>;
  /** Endpoints whose cached answers are fetched again once the call succeeds. */
  refresh?: readonly Endpoint[];
}

/** A call that changes data, started with `trigger(arg)`; the lists it affects refresh after it. */
export function useEndpointMutation<E extends Endpoint, Arg = CallOptions<E>>(
  endpoint: E,
  { input, refresh = [] }: EndpointMutationOptions<E, Arg> = {},
) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<ResponseOf<E>, ApiError, readonly [E], Arg>(
    [endpoint] as const,
    // The generic endpoint's argument list is a conditional type TypeScript cannot follow here.
    (_key, { arg }) => apiClient.call(endpoint, (input ? input(arg) : arg) as never),
    {
      onSuccess: () => {
        if (refresh.length > 0) void mutate(isEndpointKey(...refresh));
      },
    },
  );
}
