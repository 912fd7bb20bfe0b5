import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { BodyOf, Endpoint, ResponseOf } from '@creator-console/contract';
import type { ApiError } from '@creator-console/api-client';
import { apiClient } from './api';
import { isEndpointKey } from './use-endpoint';

/** What a save is given: the record's body, and its id when it is already saved. */
export interface SaveArg<Body> {
  body: Body;
  /** The saved record to change; absent for a new one. */
  id?: number;
}

/**
 * Saving a record that may be new: without an id `create` makes it (POST), with one `update`
 * changes it (PUT `{id}`); both answer the record. The endpoints in `refresh` are fetched again
 * after either.
 */
export function useSaveEndpoint<Create extends Endpoint, Update extends Endpoint>({
  create,
  update,
  refresh,
}: {
  create: Create;
  update: Update;
  refresh: readonly Endpoint[];
}) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    ResponseOf<Create> | ResponseOf<Update>,
    ApiError,
    readonly [Create],
    SaveArg<BodyOf<Create> & BodyOf<Update>>
  >(
    [create] as const,
    // The generic endpoints' call options are conditional types TypeScript cannot follow here.
    (_key, { arg: { body, id } }) =>
      id === undefined
        ? apiClient.call(create, { body } as never)
        : apiClient.call(update, { params: { id }, body } as never),
    { onSuccess: () => void mutate(isEndpointKey(...refresh)) },
  );
}
