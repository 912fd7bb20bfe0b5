import { useState } from 'react';
import {
  Button,
  Card,
  DataTable,
  Dialog,
  DialogContent,
  EmptyState,
  Inline,
  Stack,
  Tag,
  type DataTableColumn,
} from '@creator-console/ui';
import { createInvite, INVITE_TYPES } from '@creator-console/contract';
import type { UserSearchList } from '@creator-console/api-client';
import { FormError, FormTextarea, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { FilterBar, KeywordFilter, SearchButton } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useCreateInvite, type CreateInviteBody } from '../api/create-invite';
import { useUserSearch } from '../api/search-users';
import { mcnMessages } from '../messages';

type Candidate = UserSearchList['data'][number];

/** Find a creator (name, username or full phone) and invite them with a message. */
export function InviteSection() {
  const t = useMessages(mcnMessages);
  const [keyword, setKeyword] = useState('');
  const { data, isLoading } = useUserSearch(keyword);
  const [target, setTarget] = useState<Candidate | null>(null);

  const columns: DataTableColumn<Candidate>[] = [
    { key: 'name', header: t('name') },
    { key: 'phone', header: t('phone') },
    { key: 'role_name', header: t('role') },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) =>
        row.linked ? (
          <Tag size="small">{t('linked')}</Tag>
        ) : (
          <Button
            size="small"
            variant="soft"
            aria-label={t('inviteActionLabel', { name: row.name })}
            onClick={() => setTarget(row)}
          >
            {t('inviteAction')}
          </Button>
        ),
    },
  ];

  return (
    <Card title={t('invite')} as="section" titleAs="h2">
      <Stack space="medium">
        <FilterBar label={t('invite')} onSubmit={(drafts) => setKeyword(drafts.keyword ?? '')}>
          <KeywordFilter name="keyword" label={t('userKeyword')} value={keyword} />
          <SearchButton />
        </FilterBar>
        {keyword ? (
          <DataTable
            label={t('userResults')}
            columns={columns}
            rows={data?.data ?? []}
            rowKey="id"
            loading={isLoading}
            empty={<EmptyState title={t('noUsers')} />}
          />
        ) : null}
      </Stack>
      {target ? <InviteDialog target={target} onClose={() => setTarget(null)} /> : null}
    </Card>
  );
}

function InviteDialog({ target, onClose }: { target: Candidate; onClose: () => void }) {
  const t = useMessages(mcnMessages);
  const { trigger, isMutating } = useCreateInvite();
  // The contract's own rules (and messages) first: 附言不能超过 200 字.
  const form = useContractForm<{ message: string }, CreateInviteBody>(createInvite.body!, {
    defaultValues: { message: '' },
    toInput: ({ message }) => ({ type: INVITE_TYPES.invite, receiver_id: target.id, message }),
  });

  const send = async (body: CreateInviteBody) => {
    try {
      await trigger(body);
    } catch (error) {
      form.setServerErrors(error); // other failures: the client has shown the server's message
      return;
    }
    toaster.show({ tone: 'positive', message: t('invited', { name: target.name }) });
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('inviteTitle', { name: target.name })}>
        <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate>
          <Stack space="medium">
            <FormTextarea
              control={form.control}
              name="message"
              label={t('inviteMessage')}
              hint={t('inviteHint')}
              rows={4}
            />
            <FormError control={form.control} />
            <Inline space="small" align="right">
              <Button variant="ghost" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={isMutating}>
                {t('send')}
              </Button>
            </Inline>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
