import { useState } from 'react';
import { z } from 'zod';
import { addToWhitelist, endpoints, type WhitelistEntry } from '@creator-console/contract';
import {
  Avatar,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Inline,
  Stack,
  Text,
  type DataTableColumn,
} from '@creator-console/ui';
import { FormDialog, FormTextarea, useContractForm } from '../../../shared/form';
import { useDateTime } from '../../../shared/date-time';
import { useMessages } from '../../../shared/i18n';
import {
  CandidateSearch,
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  paging,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import {
  useAddToWhitelist,
  useRemoveFromWhitelist,
  useWhitelistCandidates,
  type WhitelistCandidate,
} from '../api/whitelist';
import { adminMessages } from '../messages';

/** The whitelist's state in the URL: paging and the name keyword `q`. */
const whitelistParams = z.object({ ...paging(), q: urlParam.text() });

type AddBody = NonNullable<typeof addToWhitelist.body>['_zod']['output'];

function AddDialog({ user, onClose }: { user: WhitelistCandidate; onClose: () => void }) {
  const t = useMessages(adminMessages);
  const { trigger, isMutating } = useAddToWhitelist();
  const form = useContractForm<{ note: string }, AddBody>(addToWhitelist.body!, {
    defaultValues: { note: '' },
    toInput: ({ note }) => ({ user_id: user.id, note }),
  });

  const add = async ({ note }: AddBody) => {
    await trigger({ body: { user_id: user.id, note } });
    toaster.show({ tone: 'positive', message: t('added', { name: user.name }) });
    onClose();
  };

  return (
    <FormDialog
      title={t('addDialog', { name: user.name })}
      form={form}
      submit={add}
      submitting={isMutating}
      submitLabel={t('confirmAdd')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <FormTextarea control={form.control} name="note" label={t('note')} hint={t('noteHint')} rows={3} />
    </FormDialog>
  );
}

/** The candidates of a keyword in the search's shape; nothing is asked before one is given. */
const useCandidates = (keyword: string) => {
  const { data, isLoading } = useWhitelistCandidates(keyword);
  return { rows: data, isLoading };
};

/** Find a user who publishes videos and whitelist them with a note. */
function AddSection() {
  const t = useMessages(adminMessages);
  return (
    <CandidateSearch
      title={t('addTitle')}
      searchLabel={t('findUser')}
      field={{ label: t('findUser'), hint: t('findUserHint') }}
      resultsLabel={t('results')}
      emptyTitle={t('noUsers')}
      useCandidates={useCandidates}
      columns={[
        { key: 'name', header: t('user') },
        { key: 'role_name', header: t('role') },
      ]}
      action={{
        header: t('actions'),
        label: t('add'),
        labelOf: (row) => t('addLabel', { name: row.name }),
        doneTag: (row) => (row.whitelisted ? t('listed') : null),
        form: (row, onClose) => <AddDialog user={row} onClose={onClose} />,
      }}
    />
  );
}

/** /admin/white: creators whose videos skip the machine review — search, add with a note, remove. */
export default function AdminWhitePage() {
  const t = useMessages(adminMessages);
  const { params, update, paging } = useListParams(whitelistParams);
  const query = useEndpoint(
    endpoints.machineWhitelist,
    { query: withoutEmpty({ page: params.page, size: params.size, keyword: params.q }) },
    { keepPreviousData: true },
  );
  const { trigger: remove } = useRemoveFromWhitelist();
  const [removing, setRemoving] = useState<WhitelistEntry | null>(null);

  const dateTime = useDateTime();

  const columns: DataTableColumn<WhitelistEntry>[] = [
    {
      key: 'user',
      header: t('user'),
      cell: (row) => (
        <Inline space="small" wrap={false}>
          <Avatar name={row.user.name} src={row.user.avatar || undefined} size="small" decorative />
          <Text>{row.user.name}</Text>
        </Inline>
      ),
    },
    { key: 'note', header: t('note'), cell: (row) => row.note || '—' },
    { key: 'added_by', header: t('addedBy'), cell: (row) => row.added_by ?? '—' },
    { key: 'created_at', header: t('addedAt'), cell: (row) => dateTime(row.created_at) },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <Button
          size="small"
          variant="ghost"
          tone="critical"
          aria-label={t('removeLabel', { name: row.user.name })}
          onClick={() => setRemoving(row)}
        >
          {t('remove')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage>
      <Text tone="muted">{t('hint')}</Text>
      <AddSection />
      <Card title={t('listTitle')} as="section" titleAs="h2">
        <Stack space="medium">
          <FilterBar label={t('keyword')} onSubmit={update}>
            <KeywordFilter name="q" label={t('keyword')} placeholder={t('keywordHint')} value={params.q} />
            <SearchButton />
          </FilterBar>
          <ListTable
            label={t('listLabel')}
            columns={columns}
            rowKey={(row) => row.user.id}
            query={query}
            paging={paging}
            pagingLabel={t('pagination')}
            empty={<EmptyState title={t('empty')} />}
          />
        </Stack>
      </Card>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('removeTitle')}
        description={removing ? t('removeConfirm', { name: removing.user.name }) : ''}
        confirmLabel={t('remove')}
        tone="critical"
        onConfirm={async () => {
          if (!removing) return;
          await remove(removing.user.id);
          toaster.show({ tone: 'positive', message: t('removed', { name: removing.user.name }) });
          setRemoving(null);
        }}
      />
    </ListPage>
  );
}
