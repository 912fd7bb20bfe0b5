import { useState } from 'react';
import useSWR from 'swr';
import { endpoints, type MessageSummary } from '@creator-console/contract';
import { DataTable, Heading, Pagination, Stack, type DataTableColumn } from '@creator-console/ui';
import { apiClient } from './api';

const columns: DataTableColumn<MessageSummary>[] = [
  { key: 'title', header: 'Title', cell: (message) => message.title },
  { key: 'created_at', header: 'Received', cell: (message) => message.created_at },
  { key: 'is_read', header: 'Read', cell: (message) => (message.is_read ? 'yes' : 'no') },
];

/** One list page: the caller's messages, a page at a time, from the contract's endpoint. */
export function MessagesPage() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const list = useSWR(['my-message', page, size], () =>
    apiClient.call(endpoints.myMessages, { query: { page, size } }),
  );

  return (
    <Stack space="medium">
      <Heading level={1}>My messages</Heading>
      <DataTable
        label="My messages"
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey="id"
        loading={!list.data}
      />
      <Pagination
        total={list.data?.total ?? 0}
        page={page}
        size={size}
        onChange={(nextPage, nextSize) => {
          setPage(nextPage);
          setSize(nextSize);
        }}
      />
    </Stack>
  );
}
