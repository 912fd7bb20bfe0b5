import { useState } from 'react';
import { z } from 'zod';
import {
  endpoints,
  playletPartnerInput,
  PLAYLET_PARTNER_STATUSES,
  PLAYLET_PARTNER_STATUS_LABELS,
  PLAYLET_PARTNER_TYPES,
  PLAYLET_PARTNER_TYPE_LABELS,
  type PlayletPartner,
} from '@creator-console/contract';
import {
  Amount,
  Avatar,
  Button,
  DataTable,
  Dialog,
  DialogContent,
  Drawer,
  DrawerContent,
  EmptyState,
  Heading,
  Inline,
  Stack,
  Tag,
  Text,
  type DataTableColumn,
} from '@creator-console/ui';
import { FormDialog, FormTextarea, FormTextField, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import {
  CandidateSearch,
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
  useCreatePartner,
  usePartnerCandidates,
  useUpdatePartner,
  type PartnerCandidateRow,
} from '../api/playlet';
import { DramaDialog } from '../components/drama-form';
import { ContractTag, LegalTag, PartnerTag, StatementTag } from '../components/tags';
import { ratioText } from '../logic';
import { playletMessages } from '../messages';

const params = z.object({
  ...paging(),
  q: urlParam.text(),
  status: urlParam.oneOf(PLAYLET_PARTNER_STATUSES),
  type: urlParam.oneOf(PLAYLET_PARTNER_TYPES),
  id: urlParam.id(),
});

type AddValues = { contact_name: string; contact_phone: string; note: string };
type AddOutput = (typeof playletPartnerInput)['_zod']['output'];

function AddPartnerForm({ user, onClose }: { user: PartnerCandidateRow; onClose: () => void }) {
  const t = useMessages(playletMessages);
  const { trigger, isMutating } = useCreatePartner();
  const form = useContractForm<AddValues, AddOutput>(playletPartnerInput, {
    defaultValues: { contact_name: '', contact_phone: '', note: '' },
    toInput: (values) => ({ ...values, user_id: user.id }),
  });
  return (
    <FormDialog
      title={t('addPartnerTitle', { name: user.certified_name })}
      form={form}
      submit={async (body) => {
        await trigger({ body });
        toaster.show({ tone: 'positive', message: t('partnerAdded', { name: user.certified_name }) });
        onClose();
      }}
      submitting={isMutating}
      submitLabel={t('save')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="contact_name" label={t('contact')} required />
      <FormTextField control={form.control} name="contact_phone" label={t('contactPhone')} required />
      <FormTextarea control={form.control} name="note" label={t('note')} rows={3} />
    </FormDialog>
  );
}

const useCandidates = (keyword: string) => {
  const { data, isLoading } = usePartnerCandidates(keyword);
  return { rows: data, isLoading };
};

/** 新增合作用户: find a certified creator or MCN, then contact and note. */
function AddPartnerDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages(playletMessages);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('addPartner')} size="large">
        <CandidateSearch
          title={t('addPartner')}
          searchLabel={t('findPartner')}
          field={{ label: t('findPartner'), hint: t('findPartnerHint') }}
          resultsLabel={t('results')}
          emptyTitle={t('noCandidates')}
          useCandidates={useCandidates}
          columns={[
            { key: 'name', header: t('user'), cell: (row) => `${row.name}（${row.username}）` },
            { key: 'certified_name', header: t('certification') },
            { key: 'type', header: t('partnerType'), cell: (row) => PLAYLET_PARTNER_TYPE_LABELS[row.type] },
            { key: 'role_name', header: t('role') },
          ]}
          action={{
            header: t('actions'),
            label: t('choose'),
            labelOf: (row) => t('chooseLabel', { name: row.name }),
            doneTag: () => null,
            form: (row, close) => (
              <AddPartnerForm
                user={row}
                onClose={() => {
                  close();
                }}
              />
            ),
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The drawer: the partner, its dramas, contracts and statements. */
function PartnerDrawer({ partner, onClose }: { partner: PlayletPartner; onClose: () => void }) {
  const t = useMessages(playletMessages);
  const scope = { page: 1, size: 50, partner_id: partner.id };
  const dramas = useEndpoint(endpoints.playletDramas, { query: scope });
  const contracts = useEndpoint(endpoints.playletContracts, { query: scope });
  const statements = useEndpoint(endpoints.playletStatements, { query: scope });
  return (
    <Drawer open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DrawerContent title={t('partnerDrawer')} description={partner.certified_name} size="large">
        <Stack space="large">
          <Stack space="small">
            <Inline space="small">
              <Text weight="strong">{partner.certified_name}</Text>
              <Tag size="small">{PLAYLET_PARTNER_TYPE_LABELS[partner.type]}</Tag>
              <PartnerTag status={partner.status} />
            </Inline>
            <Text tone="muted">
              {t('contact')}：{partner.contact_name} {partner.contact_phone}
            </Text>
            {partner.note ? <Text tone="muted">{partner.note}</Text> : null}
            <Text>
              {t('totalShare')}：<Amount fen={partner.total_share_fen} />
            </Text>
          </Stack>
          <Stack space="small">
            <Heading level={3}>{t('dramas')}</Heading>
            <DataTable
              label={t('dramas')}
              rowKey="id"
              rows={dramas.data?.data ?? []}
              loading={dramas.isLoading}
              empty={<EmptyState title={t('noDramas')} />}
              columns={[
                { key: 'title', header: t('drama'), cell: (d) => `《${d.title}》` },
                { key: 'episodes', header: t('episodes') },
                {
                  key: 'legal_status',
                  header: t('legalStatus'),
                  cell: (d) => <LegalTag status={d.legal_status} />,
                },
              ]}
            />
          </Stack>
          <Stack space="small">
            <Heading level={3}>{t('contracts')}</Heading>
            <DataTable
              label={t('contracts')}
              rowKey="id"
              rows={contracts.data?.data ?? []}
              loading={contracts.isLoading}
              empty={<EmptyState title={t('noContracts')} />}
              columns={[
                { key: 'no', header: t('contractNo') },
                { key: 'drama_title', header: t('drama'), cell: (c) => `《${c.drama_title}》` },
                { key: 'share_bps', header: t('shareRatio'), cell: (c) => ratioText(c.share_bps) },
                {
                  key: 'status',
                  header: t('status'),
                  cell: (c) => <ContractTag status={c.display_status} />,
                },
              ]}
            />
          </Stack>
          <Stack space="small">
            <Heading level={3}>{t('statements')}</Heading>
            <DataTable
              label={t('statements')}
              rowKey="id"
              rows={statements.data?.data ?? []}
              loading={statements.isLoading}
              empty={<EmptyState title={t('noStatements')} />}
              columns={[
                { key: 'contract_no', header: t('contractNo') },
                { key: 'period', header: t('period') },
                { key: 'share_fen', header: t('share'), cell: (s) => <Amount fen={s.share_fen} /> },
                { key: 'status', header: t('status'), cell: (s) => <StatementTag status={s.status} /> },
              ]}
            />
          </Stack>
        </Stack>
      </DrawerContent>
    </Drawer>
  );
}

/** /playlet/index 合作用户: partners who supply short dramas, and their dramas (money.md §9.9). */
export default function PlayletPartnersPage() {
  const t = useMessages(playletMessages);
  const { params: p, update, paging: pages } = useListParams(params);
  const query = useEndpoint(
    endpoints.playletPartners,
    { query: withoutEmpty({ page: p.page, size: p.size, keyword: p.q, status: p.status, type: p.type }) },
    { keepPreviousData: true },
  );
  const { trigger: updatePartner } = useUpdatePartner();
  const [adding, setAdding] = useState(false);
  const [dramaFor, setDramaFor] = useState<PlayletPartner | null>(null);
  const open = query.data?.data.find((row) => row.id === p.id) ?? null;

  const columns: DataTableColumn<PlayletPartner>[] = [
    {
      key: 'partner',
      header: t('partner'),
      cell: (row) => (
        <Inline space="small" wrap={false}>
          <Avatar name={row.user.name} src={row.user.avatar || undefined} size="small" decorative />
          <Stack space="none">
            <Text>{row.certified_name || row.user.name}</Text>
            <Text tone="muted" size="small">
              {row.user.name} · ID {row.user.id}
            </Text>
          </Stack>
        </Inline>
      ),
    },
    { key: 'type', header: t('partnerType'), cell: (row) => PLAYLET_PARTNER_TYPE_LABELS[row.type] },
    {
      key: 'certification',
      header: t('certification'),
      cell: () => (
        <Tag size="small" tone="positive">
          {t('certified')}
        </Tag>
      ),
    },
    { key: 'contact', header: t('contact'), cell: (row) => `${row.contact_name} ${row.contact_phone}` },
    { key: 'drama_count', header: t('dramaCount') },
    { key: 'active_contract_count', header: t('activeContracts') },
    { key: 'total_share_fen', header: t('totalShare'), cell: (row) => <Amount fen={row.total_share_fen} /> },
    { key: 'status', header: t('status'), cell: (row) => <PartnerTag status={row.status} /> },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => {
        const name = row.certified_name || row.user.name;
        const suspending = row.status === 'active';
        return (
          <RowActions
            actions={[
              {
                label: t('details'),
                name: `${t('details')}：${name}`,
                onClick: () => update({ id: row.id }),
              },
              {
                label: suspending ? t('suspend') : t('resume'),
                name: suspending ? t('suspendLabel', { name }) : t('resumeLabel', { name }),
                confirm: {
                  title: suspending ? t('suspend') : t('resume'),
                  description: suspending ? t('suspendConfirm', { name }) : t('resumeConfirm', { name }),
                  confirmLabel: suspending ? t('suspend') : t('resume'),
                  onConfirm: async () => {
                    await updatePartner({
                      params: { id: row.id },
                      body: { status: suspending ? 'suspended' : 'active' },
                    });
                    toaster.show({
                      tone: 'positive',
                      message: suspending ? t('suspended', { name }) : t('resumed', { name }),
                    });
                  },
                },
              },
              row.status === 'active' && {
                label: t('addDrama'),
                name: t('addDramaLabel', { name }),
                onClick: () => setDramaFor(row),
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <ListPage actions={<Button onClick={() => setAdding(true)}>{t('addPartner')}</Button>}>
      <FilterBar label={t('search')} onSubmit={update}>
        <KeywordFilter name="q" label={t('keyword')} value={p.q} />
        <ChoiceFilter
          label={t('status')}
          allLabel={t('all')}
          value={p.status}
          options={PLAYLET_PARTNER_STATUSES.map((value) => ({
            value,
            label: PLAYLET_PARTNER_STATUS_LABELS[value],
          }))}
          onChange={(status) => update({ status })}
        />
        <ChoiceFilter
          label={t('partnerType')}
          allLabel={t('all')}
          value={p.type}
          options={PLAYLET_PARTNER_TYPES.map((value) => ({
            value,
            label: PLAYLET_PARTNER_TYPE_LABELS[value],
          }))}
          onChange={(type) => update({ type })}
        />
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('partnersLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={pages}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('partnerEmpty')} />}
      />
      {adding ? <AddPartnerDialog onClose={() => setAdding(false)} /> : null}
      {dramaFor ? <DramaDialog partnerId={dramaFor.id} onClose={() => setDramaFor(null)} /> : null}
      {open ? <PartnerDrawer partner={open} onClose={() => update({ id: null })} /> : null}
    </ListPage>
  );
}
