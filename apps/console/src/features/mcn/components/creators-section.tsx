import { useState } from 'react';
import { z } from 'zod';
import {
  Avatar,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Inline,
  StatusTag,
  Text,
  type DataTableColumn,
} from '@creator-console/ui';
import { linkedAccountState } from '@creator-console/auth';
import { useMessages } from '../../../shared/i18n';
import {
  FilterBar,
  KeywordFilter,
  ListTable,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useLinkedAccounts, useSwitchAccount, type LinkedAccountList } from '../../../shared/linked-accounts';
import { useRemoveBlogger } from '../api/remove-blogger';
import { mcnMessages } from '../messages';

type Row = LinkedAccountList['data'][number];

/** The creators' state in the URL: `page`, `size` (any up to 100 when linked) and the name search `q`. */
const creatorsParams = z.object({ page: urlParam.page(), size: urlParam.anySize(), q: urlParam.text() });

/** The MCN's linked creators: search by name, page, switch into one, remove one. */
export function CreatorsSection() {
  const t = useMessages(mcnMessages);
  const { params, update, paging } = useListParams(creatorsParams);
  const query = useLinkedAccounts(
    withoutEmpty({ page: params.page, size: params.size, user_name: params.q }),
  );
  const { switchingId, switchTo } = useSwitchAccount();
  const { trigger: remove } = useRemoveBlogger();
  const [removing, setRemoving] = useState<Row | null>(null);

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
      <FilterBar label={t('creators')} onSubmit={update}>
        <KeywordFilter name="q" label={t('searchName')} value={params.q} />
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('creatorsLabel')}
        columns={columns}
        rowKey="user_id"
        query={query}
        paging={paging}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('noCreators')} />}
      />
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
