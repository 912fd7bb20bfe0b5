import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { endpoints, type ClassifierMember, type Endpoint } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import type { ListAnswer } from '../../../shared/list';
import { isEndpointKey, useEndpoint } from '../../../shared/use-endpoint';
import type { ClassifierKind, ClassifierRow } from './kinds';

/**
 * A call of one of a kind's endpoints that changes data; the kind's lists (rows and members) are
 * fetched again once it succeeds. The kinds' endpoints differ only in their paths and rows, so the
 * engine calls them through this one untyped door and types what it reads.
 */
export function useClassifierCall(kind: ClassifierKind) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const lists = [
    kind.endpoints.list,
    kind.endpoints.members,
    ...(kind.key === 'group' ? [endpoints.adminGroup] : []),
  ];
  const call = async <T = unknown>(endpoint: Endpoint, options: object): Promise<T> => {
    setBusy(true);
    try {
      const result = (await apiClient.call(endpoint, options as never)) as T;
      void mutate(isEndpointKey(...lists));
      return result;
    } finally {
      setBusy(false);
    }
  };
  return { call, busy };
}

/** A page of a kind's rows. */
export const useClassifierRows = <Row extends ClassifierRow>(
  kind: ClassifierKind<Row, never>,
  query: { page: number; size: number; keyword?: string },
) =>
  useEndpoint(kind.endpoints.list, { query } as never, { keepPreviousData: true }) as unknown as {
    data?: ListAnswer<Row>;
    error?: unknown;
    isLoading: boolean;
    mutate: () => unknown;
  };

/** A page of one row's members. */
export const useClassifierMembers = (
  kind: ClassifierKind,
  id: number | null,
  query: { page: number; size: number; keyword?: string },
) =>
  useEndpoint(kind.endpoints.members, id === null ? null : ({ params: { id }, query } as never), {
    keepPreviousData: true,
  }) as unknown as {
    data?: ListAnswer<ClassifierMember>;
    error?: unknown;
    isLoading: boolean;
    mutate: () => unknown;
  };
