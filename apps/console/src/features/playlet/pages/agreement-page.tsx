import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  activatePlayletContract,
  bpsText,
  CONTRACT_DISPLAY_STATUSES,
  CONTRACT_STATUS_LABELS,
  endpoints,
  playletContractInput,
  playletContractUpdate,
  terminatePlayletContract,
  type PlayletContract,
} from '@creator-console/contract';
import { Button, EmptyState, type DataTableColumn } from '@creator-console/ui';
import { FormDialog, FormSelect, FormTextarea, FormTextField, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import {
  ChoiceFilter,
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  paging,
  RowActions,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import {
  useActivateContract,
  useCreateContract,
  useTerminateContract,
  useUpdateContract,
} from '../api/playlet';
import { FileLink } from '../components/file-link';
import { FilesField } from '../components/files-field';
import { ContractTag } from '../components/tags';
import { shareInput } from '../logic';
import { playletMessages } from '../messages';

const params = z.object({
  ...paging(),
  q: urlParam.text(),
  status: urlParam.oneOf(CONTRACT_DISPLAY_STATUSES),
});

type TermValues = { drama_id: string; share: string; start_date: string; end_date: string };
type CreateOutput = (typeof playletContractInput)['_zod']['output'];
type UpdateOutput = (typeof playletContractUpdate)['_zod']['output'];

/** 新建合同, or the change of a draft (`contract`). */
function ContractDialog({ contract, onClose }: { contract?: PlayletContract; onClose: () => void }) {
  const t = useMessages(playletMessages);
  const create = useCreateContract();
  const change = useUpdateContract();
  const dramas = useEndpoint(
    endpoints.playletDramas,
    contract ? null : { query: { page: 1, size: 100, contractable: 1 } },
  );
  const defaults: TermValues = {
    drama_id: '',
    share: contract ? bpsText(contract.share_bps).replace('%', '') : '50',
    start_date: contract?.start_date ?? '',
    end_date: contract?.end_date ?? '',
  };
  const toInput = (values: TermValues) => ({
    ...(contract ? {} : { drama_id: values.drama_id ? Number(values.drama_id) : undefined }),
    share_bps: shareInput(values.share),
    start_date: values.start_date,
    end_date: values.end_date,
  });
  const serverNames = { share_bps: 'share' };
  const createForm = useContractForm<TermValues, CreateOutput>(playletContractInput, {
    defaultValues: defaults,
    toInput,
    serverNames,
  });
  const updateForm = useContractForm<TermValues, UpdateOutput>(playletContractUpdate, {
    defaultValues: defaults,
    toInput,
    serverNames,
  });
  const fields = (form: typeof createForm | typeof updateForm) => (
    <>
      {contract ? null : (
        <FormSelect
          control={createForm.control}
          name="drama_id"
          label={t('contractDrama')}
          hint={dramas.data?.data.length === 0 ? t('noContractable') : t('contractDramaHint')}
          options={(dramas.data?.data ?? []).map((d) => ({
            value: String(d.id),
            label: `《${d.title}》 · ${d.partner_name}`,
          }))}
        />
      )}
      <FormTextField
        control={form.control as typeof createForm.control}
        name="share"
        label={t('partnerShare')}
        hint={t('partnerShareHint')}
        inputMode="decimal"
        required
      />
      <FormTextField
        control={form.control as typeof createForm.control}
        name="start_date"
        label={t('startDate')}
        placeholder="YYYY-MM-DD"
        required
      />
      <FormTextField
        control={form.control as typeof createForm.control}
        name="end_date"
        label={t('endDate')}
        placeholder="YYYY-MM-DD"
        required
      />
    </>
  );

  if (contract) {
    return (
      <FormDialog
        title={t('editLabel', { no: contract.no })}
        form={updateForm}
        submit={async (body) => {
          await change.trigger({ params: { id: contract.id }, body });
          toaster.show({ tone: 'positive', message: t('contractSaved', { no: contract.no }) });
          onClose();
        }}
        submitting={change.isMutating}
        submitLabel={t('save')}
        cancelLabel={t('cancel')}
        onClose={onClose}
      >
        {fields(updateForm)}
      </FormDialog>
    );
  }
  return (
    <FormDialog
      title={t('newContract')}
      form={createForm}
      submit={async (body) => {
        const created = await create.trigger({ body });
        toaster.show({ tone: 'positive', message: t('contractCreated', { no: created.no }) });
        onClose();
      }}
      submitting={create.isMutating}
      submitLabel={t('save')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      {fields(createForm)}
    </FormDialog>
  );
}

type ActivateOutput = NonNullable<(typeof activatePlayletContract)['body']>['_zod']['output'];

/** 生效: upload the signed contract, then bring it into force. */
function ActivateDialog({ contract, onClose }: { contract: PlayletContract; onClose: () => void }) {
  const t = useMessages(playletMessages);
  const { trigger, isMutating } = useActivateContract();
  const [busy, setBusy] = useState(false);
  const form = useContractForm<{ signed_file: string[] }, ActivateOutput>(activatePlayletContract.body!, {
    defaultValues: { signed_file: contract.signed_file ? [contract.signed_file] : [] },
    toInput: (values) => ({ signed_file: values.signed_file[0] ?? '' }),
  });
  return (
    <FormDialog
      title={t('activateTitle', { no: contract.no })}
      form={form}
      submit={async (body) => {
        if (busy) return;
        await trigger({ params: { id: contract.id }, body });
        toaster.show({ tone: 'positive', message: t('activated', { no: contract.no }) });
        onClose();
      }}
      submitting={isMutating}
      submitLabel={t('activate')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="signed_file"
        render={({ field, fieldState }) => (
          <FilesField
            label={t('signedFile')}
            hint={t('activateHint')}
            purpose="contract"
            max={1}
            values={field.value}
            onChange={(change) => field.onChange(change(form.getValues('signed_file')))}
            error={fieldState.error?.message}
            onBusyChange={setBusy}
          />
        )}
      />
    </FormDialog>
  );
}

type TerminateOutput = NonNullable<(typeof terminatePlayletContract)['body']>['_zod']['output'];

/** 终止 with the reason. */
function TerminateDialog({ contract, onClose }: { contract: PlayletContract; onClose: () => void }) {
  const t = useMessages(playletMessages);
  const { trigger, isMutating } = useTerminateContract();
  const form = useContractForm<{ reason: string }, TerminateOutput>(terminatePlayletContract.body!, {
    defaultValues: { reason: '' },
  });
  return (
    <FormDialog
      title={t('terminateTitle', { no: contract.no })}
      form={form}
      submit={async (body) => {
        await trigger({ params: { id: contract.id }, body });
        toaster.show({ tone: 'positive', message: t('terminated', { no: contract.no }) });
        onClose();
      }}
      submitting={isMutating}
      submitLabel={t('terminate')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <FormTextarea control={form.control} name="reason" label={t('terminateReason')} rows={3} required />
    </FormDialog>
  );
}

type Open = { kind: 'new' } | { kind: 'edit' | 'activate' | 'terminate'; contract: PlayletContract } | null;

/** /playlet/agreement 合同管理: revenue-share contracts per drama (money.md §9.11). */
export default function PlayletAgreementPage() {
  const t = useMessages(playletMessages);
  const { params: p, update, paging: pages } = useListParams(params);
  const query = useEndpoint(
    endpoints.playletContracts,
    { query: withoutEmpty({ page: p.page, size: p.size, keyword: p.q, status: p.status }) },
    { keepPreviousData: true },
  );
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const columns: DataTableColumn<PlayletContract>[] = [
    { key: 'no', header: t('contractNo') },
    { key: 'drama_title', header: t('drama'), cell: (c) => `《${c.drama_title}》` },
    { key: 'partner_name', header: t('partner') },
    { key: 'share_bps', header: t('shareRatio'), cell: (c) => bpsText(c.share_bps) },
    { key: 'term', header: t('term'), cell: (c) => `${c.start_date} ~ ${c.end_date}` },
    { key: 'status', header: t('status'), cell: (c) => <ContractTag status={c.display_status} /> },
    {
      key: 'signed_file',
      header: t('signedFile'),
      cell: (c) => (c.signed_file ? <FileLink reference={c.signed_file} label={t('view')} /> : t('none')),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (c) => (
        <RowActions
          actions={[
            c.status === 'draft' && {
              label: t('edit'),
              name: t('editLabel', { no: c.no }),
              onClick: () => setOpen({ kind: 'edit', contract: c }),
            },
            c.status === 'draft' && {
              label: t('activate'),
              name: t('activateLabel', { no: c.no }),
              onClick: () => setOpen({ kind: 'activate', contract: c }),
            },
            c.status === 'active' && {
              label: t('terminate'),
              name: t('terminateLabel', { no: c.no }),
              tone: 'critical',
              onClick: () => setOpen({ kind: 'terminate', contract: c }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <ListPage actions={<Button onClick={() => setOpen({ kind: 'new' })}>{t('newContract')}</Button>}>
      <FilterBar label={t('search')} onSubmit={update}>
        <KeywordFilter name="q" label={t('keyword')} value={p.q} />
        <ChoiceFilter
          label={t('status')}
          allLabel={t('all')}
          value={p.status}
          options={CONTRACT_DISPLAY_STATUSES.map((value) => ({
            value,
            label: CONTRACT_STATUS_LABELS[value],
          }))}
          onChange={(status) => update({ status })}
        />
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('contractsLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={pages}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('contractEmpty')} />}
      />
      {open?.kind === 'new' ? <ContractDialog onClose={close} /> : null}
      {open?.kind === 'edit' ? <ContractDialog contract={open.contract} onClose={close} /> : null}
      {open?.kind === 'activate' ? <ActivateDialog contract={open.contract} onClose={close} /> : null}
      {open?.kind === 'terminate' ? <TerminateDialog contract={open.contract} onClose={close} /> : null}
    </ListPage>
  );
}
