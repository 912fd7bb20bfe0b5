import { createInvite, INVITE_TYPES } from '@creator-console/contract';
import type { UserSearchList } from '@creator-console/api-client';
import { FormDialog, FormTextarea, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { CandidateSearch } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useCreateInvite, type CreateInviteBody } from '../api/create-invite';
import { useUserSearch } from '../api/search-users';
import { mcnMessages } from '../messages';

type Candidate = UserSearchList['data'][number];

/** The candidates of a keyword in the search's shape; nothing is asked before one is given. */
const useCandidates = (keyword: string) => {
  const { data, isLoading } = useUserSearch(keyword);
  return { rows: data?.data, isLoading };
};

/** Find a creator (name, username or full phone) and invite them with a message. */
export function InviteSection() {
  const t = useMessages(mcnMessages);
  return (
    <CandidateSearch
      title={t('invite')}
      searchLabel={t('invite')}
      field={{ label: t('userKeyword') }}
      resultsLabel={t('userResults')}
      emptyTitle={t('noUsers')}
      useCandidates={useCandidates}
      columns={[
        { key: 'name', header: t('name') },
        { key: 'phone', header: t('phone') },
        { key: 'role_name', header: t('role') },
      ]}
      action={{
        header: t('actions'),
        label: t('inviteAction'),
        labelOf: (row) => t('inviteActionLabel', { name: row.name }),
        doneTag: (row) => (row.linked ? t('linked') : null),
        form: (row, onClose) => <InviteDialog target={row} onClose={onClose} />,
      }}
    />
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
    await trigger(body);
    toaster.show({ tone: 'positive', message: t('invited', { name: target.name }) });
    onClose();
  };

  return (
    <FormDialog
      title={t('inviteTitle', { name: target.name })}
      form={form}
      submit={send}
      submitting={isMutating}
      submitLabel={t('send')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <FormTextarea
        control={form.control}
        name="message"
        label={t('inviteMessage')}
        hint={t('inviteHint')}
        rows={4}
      />
    </FormDialog>
  );
}
