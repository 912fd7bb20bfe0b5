import { useState, type FormEvent } from 'react';
import {
  Avatar,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Inline,
  Pagination,
  StatusTag,
  Text,
  TextField,
  type DataTableColumn,
} from '@creator-console/ui';
import { linkedAccountState } from '@creator-console/auth';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useLinkedAccounts, useSwitchAccount, type LinkedAccountList } from '../../../shared/linked-accounts';
import { useRemoveBlogger } from '../api/remove-blogger';
import { mcnMessages } from '../messages';
import type { McnParams } from '../list-params';

type Row = LinkedAccountList['data'][number];

/** The MCN's linked creators: search by name, page, switch into one, remove one. */
export function CreatorsSection({
  params,
  onChange,
}: {
  params: McnParams;
  onChange: (next: Record<string, string | number>) => void;
}) {
  const t = useMessages(mcnMessages);
  const { data, isLoading } = useLinkedAccounts({
    page: params.page,
    size: params.size,
    ...(params.q ? { user_name: params.q } : {}),
  });
  const { switchingId, switchTo } = useSwitchAccount();
  const { trigger: remove } = useRemoveBlogger();
  const [removing, setRemoving] = useState<Row | null>(null);
  const [search, setSearch] = useState(params.q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: search.trim(), page: 1 });
  };

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: t('name'),
      cell: (row) => (
        <Inline space="small" wrap={false}>
          <Avatar name={row.user.name} src={row.user.avatar || undefined} size="small" decorative />
          <Text>{row.user.name}</Text>
        </Inline>
      ),
    },
    { key: 'real_name', header: t('realName'), cell: (row) => row.user.real_name },
    { key: 'phone', header: t('phone'), cell: (row) => row.user.phone },
    { key: 'role', header: t('role'), cell: (row) => row.user.role_name },
    {
      key: 'state',
      header: t('state'),
      cell: (row) => <StatusTag kind="account" status={linkedAccountState(row)} size="small" />,
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => {
        const state = linkedAccountState(row);
        if (row.is_current === 1) return <Text tone="muted">{t('self')}</Text>;
        return (
          <Inline space="xsmall" wrap={false}>
            {state === 'other' ? (
              <Button
                size="small"
                variant="soft"
                disabled={switchingId !== null}
                aria-label={
                  switchingId === row.user_id ? undefined : t('switchIntoLabel', { name: row.user.name })
                }
                onClick={() => void switchTo(row.user_id)}
              >
                {switchingId === row.user_id ? t('switching') : t('switchInto')}
              </Button>
            ) : null}
            <Button
              size="small"
              variant="ghost"
              tone="critical"
              aria-label={t('removeLabel', { name: row.user.name })}
              onClick={() => setRemoving(row)}
            >
              {t('remove')}
            </Button>
          </Inline>
        );
      },
    },
  ];

  return (
    <Card title={t('creators')} as="section" titleAs="h2">
      <form onSubmit={submit} role="search" aria-label={t('creators')}>
        <Inline space="small" alignY="bottom">
          <TextField
            label={t('searchName')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" icon="search">
            {t('search')}
          </Button>
        </Inline>
      </form>
      <DataTable
        label={t('creatorsLabel')}
        columns={columns}
        rows={data?.data ?? []}
        rowKey="user_id"
        loading={isLoading}
        empty={<EmptyState title={t('noCreators')} />}
      />
      {data && data.total > 0 ? (
        <Pagination
          total={data.total}
          page={params.page}
          size={params.size}
          label={t('pagination')}
          onChange={(page, size) => onChange({ page: size === params.size ? page : 1, size })}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('removeTitle')}
        description={removing ? t('removeBody', { name: removing.user.name }) : ''}
        confirmLabel={t('remove')}
        tone="critical"
        onConfirm={async () => {
          if (!removing) return;
          await remove(removing.user_id);
          toaster.show({ tone: 'positive', message: t('removed', { name: removing.user.name }) });
          setRemoving(null);
        }}
      />
    </Card>
  );
}
