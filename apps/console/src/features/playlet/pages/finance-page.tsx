import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useSession } from '@creator-console/auth/react';
import {
  bpsText,
  endpoints,
  formatFen,
  period as periodSchema,
  playletStatementFields,
  yuanText,
  type PlayletStatement,
} from '@creator-console/contract';
import {
  Amount,
  Button,
  ConfirmDialog,
  Drawer,
  DrawerContent,
  EmptyState,
  Heading,
  Inline,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
  type DataTableColumn,
} from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import { useIdempotencyKey } from '../../../shared/idempotency';
import { AmountField, FormDialog, FormSelect, FormTextarea, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import {
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
  useCreateStatement,
  useReviewStatement,
  useSubmitStatement,
  useUpdateStatement,
} from '../api/playlet';
import { StatementTag } from '../components/tags';
import { endedPeriods, statementPreview } from '../logic';
import { playletMessages } from '../messages';

const TABS = ['pending', 'all'] as const;
const params = z.object({
  ...paging(),
  q: urlParam.text(),
  tab: urlParam.oneOf(TABS, 'pending'),
  id: urlParam.id(),
});

const { paid_fen, ad_fen, sponsor_fen, deduction_fen } = playletStatementFields.shape;
/**
 * The statement form (money.md §9.12, §10): the amounts typed as yuan in `AmountField`s, kept as
 * fen (an empty one is 0) and checked by the contract's own rule.
 */
const statementForm = z.object({
  contract_id: z.coerce.number<string>({ error: '请选择合同' }).int('请选择合同').positive('请选择合同'),
  period: periodSchema,
  paid_fen,
  ad_fen,
  sponsor_fen,
  deduction_fen,
  note: z.string().trim().max(200, '备注不能超过 200 字'),
});
type StatementValues = {
  contract_id: string;
  period: string;
  paid_fen: number | undefined;
  ad_fen: number | undefined;
  sponsor_fen: number | undefined;
  deduction_fen: number | undefined;
  note: string;
};
type StatementOutput = z.output<typeof statementForm>;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

/** 新建分账单, or the change of a draft or rejected one; net and share computed live. */
function StatementDialog({ statement, onClose }: { statement?: PlayletStatement; onClose: () => void }) {
  const t = useMessages(playletMessages);
  const create = useCreateStatement();
  const change = useUpdateStatement();
  const contracts = useEndpoint(endpoints.playletContracts, { query: { page: 1, size: 100 } });
  const form = useContractForm<StatementValues, StatementOutput>(statementForm, {
    defaultValues: {
      contract_id: statement ? String(statement.contract_id) : '',
      period: statement?.period ?? '',
      paid_fen: statement?.paid_fen,
      ad_fen: statement?.ad_fen,
      sponsor_fen: statement?.sponsor_fen,
      deduction_fen: statement?.deduction_fen,
      note: statement?.note ?? '',
    },
  });
  const values = useWatch({ control: form.control });
  const live = (contracts.data?.data ?? []).filter(
    (c) => c.status === 'active' || c.id === statement?.contract_id,
  );
  const chosen = live.find((c) => String(c.id) === values.contract_id);
  const preview = statementPreview(
    {
      paid: values.paid_fen,
      ad: values.ad_fen,
      sponsor: values.sponsor_fen,
      deduction: values.deduction_fen,
    },
    chosen?.share_bps ?? null,
  );

  const submit = async ({ contract_id: contractId, ...body }: StatementOutput) => {
    if (statement) {
      await change.trigger({ params: { id: statement.id }, body });
      toaster.show({
        tone: 'positive',
        message: t('statementSaved', { no: statement.contract_no, period: body.period }),
      });
    } else {
      const created = await create.trigger({ body: { ...body, contract_id: contractId } });
      toaster.show({
        tone: 'positive',
        message: t('statementCreated', { no: created.contract_no, period: body.period }),
      });
    }
    onClose();
  };

  const amount = (name: 'paid_fen' | 'ad_fen' | 'sponsor_fen' | 'deduction_fen', label: string) => (
    <AmountField control={form.control} name={name} label={label} hint={t('yuanHint')} />
  );

  return (
    <FormDialog
      title={
        statement
          ? t('editStatementLabel', { no: statement.contract_no, period: statement.period })
          : t('newStatement')
      }
      form={form}
      submit={submit}
      submitting={create.isMutating || change.isMutating}
      submitLabel={t('save')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <FormSelect
        control={form.control}
        name="contract_id"
        label={t('statementContract')}
        disabled={statement !== undefined}
        options={live.map((c) => ({
          value: String(c.id),
          label: `${c.no} 《${c.drama_title}》 ${bpsText(c.share_bps)}`,
        }))}
      />
      <FormSelect
        control={form.control}
        name="period"
        label={t('period')}
        hint={t('periodHint')}
        options={endedPeriods(today()).map((value) => ({ value, label: value }))}
      />
      {amount('paid_fen', t('paid'))}
      {amount('ad_fen', t('ad'))}
      {amount('sponsor_fen', t('sponsor'))}
      {amount('deduction_fen', t('deduction'))}
      <div aria-live="polite">
        {preview.negative ? (
          <Text tone="critical">{t('deductionTooLarge')}</Text>
        ) : (
          <Stack space="xsmall">
            <Text>{t('netPreview', { net: preview.net === null ? t('none') : formatFen(preview.net) })}</Text>
            {chosen ? (
              <Text weight="strong">
                {t('sharePreview', {
                  share: preview.share === null ? t('none') : formatFen(preview.share),
                  ratio: bpsText(chosen.share_bps),
                })}
              </Text>
            ) : null}
          </Stack>
        )}
      </div>
      <FormTextarea control={form.control} name="note" label={t('note')} rows={2} />
    </FormDialog>
  );
}

/** The statement's operation-log entries: who prepared, submitted, approved or rejected it. */
function StatementHistory({ id }: { id: number }) {
  const t = useMessages(playletMessages);
  const dateTime = useDateTime();
  const { can } = useSession();
  const logs = useEndpoint(
    endpoints.operationLogs,
    can('log:view') || can('log:audit')
      ? { query: { page: 1, size: 20, module: 'playlet', target_type: 'playlet_statement', target_id: id } }
      : null,
  );
  const entries = logs.data?.data ?? [];
  if (entries.length === 0) return <Text tone="muted">{t('noHistory')}</Text>;
  return (
    <ol aria-label={t('history')}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Text size="small" tone="muted">
            {dateTime(entry.created_at)} · {entry.actor?.name ?? ''}
          </Text>
          <Text>{entry.summary}</Text>
        </li>
      ))}
    </ol>
  );
}

/** The drawer: figures, computation, history; 通过 / 驳回 for finance reviewers who did not prepare it. */
function StatementDrawer({ statement, onClose }: { statement: PlayletStatement; onClose: () => void }) {
  const t = useMessages(playletMessages);
  const { can, user } = useSession();
  const { trigger, isMutating } = useReviewStatement();
  const [confirming, setConfirming] = useState<'approve' | 'reject' | null>(null);
  // ⚷ (money.md §3): one key per decision, kept in sessionStorage until the server answers, so a
  // retry after a timeout or network error replays instead of crediting twice.
  const idempotency = useIdempotencyKey(`playlet.statement.review.${statement.id}`);
  const mine = user !== null && statement.prepared_by === Number(user.id);
  const reviewable = statement.status === 'pending' && can('finance:review');

  const open = (decision: 'approve' | 'reject') => setConfirming(decision);
  const decide = async (message = '') => {
    const decision = confirming!;
    const request = { params: { id: statement.id }, body: { decision, message } };
    await idempotency.run((idempotencyKey) => trigger({ ...request, idempotencyKey }), request);
    toaster.show({
      tone: 'positive',
      message:
        decision === 'approve' ? t('approved', { amount: yuanText(statement.share_fen) }) : t('rejected'),
    });
    setConfirming(null);
    onClose();
  };

  const row = (label: string, fen: number) => (
    <Inline space="small" align="spaceBetween">
      <Text>{label}</Text>
      <Text>
        <Amount fen={fen} />
      </Text>
    </Inline>
  );

  const actionButton = (decision: 'approve' | 'reject') => {
    const button = (
      <Button
        tone={decision === 'reject' ? 'critical' : undefined}
        variant={decision === 'reject' ? 'soft' : undefined}
        disabled={mine || isMutating}
        onClick={() => open(decision)}
      >
        {decision === 'approve' ? t('approve') : t('reject')}
      </Button>
    );
    return mine ? (
      <Tooltip>
        <TooltipTrigger>
          <span tabIndex={0}>{button}</span>
        </TooltipTrigger>
        <TooltipContent>{t('samePreparer')}</TooltipContent>
      </Tooltip>
    ) : (
      button
    );
  };

  return (
    <Drawer open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DrawerContent
        title={t('statementDrawer', { no: statement.contract_no, period: statement.period })}
        description={`《${statement.drama_title}》 · ${statement.partner_name}`}
        size="large"
        footer={
          reviewable ? (
            <Inline space="small">
              {actionButton('approve')}
              {actionButton('reject')}
            </Inline>
          ) : undefined
        }
      >
        <Stack space="large">
          <StatementTag status={statement.status} />
          <Stack space="small">
            {row(t('paid'), statement.paid_fen)}
            {row(t('ad'), statement.ad_fen)}
            {row(t('sponsor'), statement.sponsor_fen)}
            {row(t('deduction'), -statement.deduction_fen)}
            {row(t('net'), statement.net_fen)}
            {row(`${t('share')}（${bpsText(statement.share_bps)}）`, statement.share_fen)}
          </Stack>
          <Stack space="small">
            <Heading level={3}>{t('computation')}</Heading>
            <Text>
              {t('computationText', {
                net: formatFen(statement.net_fen),
                ratio: bpsText(statement.share_bps),
                share: formatFen(statement.share_fen),
              })}
            </Text>
            {statement.note ? <Text tone="muted">{statement.note}</Text> : null}
            {statement.review_message ? (
              <Text>
                {t('reviewMessage')}：{statement.review_message}
              </Text>
            ) : null}
          </Stack>
          <Stack space="small">
            <Heading level={3}>{t('history')}</Heading>
            <StatementHistory id={statement.id} />
          </Stack>
        </Stack>
      </DrawerContent>
      <ConfirmDialog
        open={confirming === 'approve'}
        onOpenChange={(next) => (next ? undefined : setConfirming(null))}
        title={t('approveTitle')}
        description={t('approveConfirm', { amount: yuanText(statement.share_fen) })}
        confirmLabel={t('approve')}
        onConfirm={() => decide()}
      />
      {confirming === 'reject' ? (
        <RejectDialog busy={isMutating} onCancel={() => setConfirming(null)} onConfirm={decide} />
      ) : null}
    </Drawer>
  );
}

const rejectForm = z.object({
  message: z.string().trim().min(1, '驳回时请填写审核意见').max(200, '审核意见不能超过 200 字'),
});

function RejectDialog({
  busy,
  onCancel,
  onConfirm,
}: {
  busy: boolean;
  onCancel: () => void;
  onConfirm: (message: string) => Promise<void>;
}) {
  const t = useMessages(playletMessages);
  const form = useContractForm<{ message: string }, { message: string }>(rejectForm, {
    defaultValues: { message: '' },
  });
  return (
    <FormDialog
      title={t('rejectTitle')}
      form={form}
      submit={(body) => onConfirm(body.message)}
      submitting={busy}
      submitLabel={t('reject')}
      cancelLabel={t('cancel')}
      onClose={onCancel}
    >
      <FormTextarea control={form.control} name="message" label={t('reviewMessage')} rows={3} required />
    </FormDialog>
  );
}

/** /playlet/finance 财务审核: monthly statements; approval credits the partner (money.md §9.12). */
export default function PlayletFinancePage() {
  const t = useMessages(playletMessages);
  const { can } = useSession();
  const manage = can('playlet:manage');
  const { params: p, update, paging: pages } = useListParams(params);
  const status = p.tab === 'pending' ? 'pending' : undefined;
  const query = useEndpoint(
    endpoints.playletStatements,
    { query: withoutEmpty({ page: p.page, size: p.size, keyword: p.q, status }) },
    { keepPreviousData: true },
  );
  const { trigger: submit } = useSubmitStatement();
  const [editing, setEditing] = useState<PlayletStatement | 'new' | null>(null);
  const open = query.data?.data.find((row) => row.id === p.id) ?? null;

  const columns: DataTableColumn<PlayletStatement>[] = [
    { key: 'contract_no', header: t('contractNo') },
    { key: 'drama_title', header: t('drama'), cell: (s) => `《${s.drama_title}》` },
    { key: 'partner_name', header: t('partner') },
    { key: 'period', header: t('period') },
    { key: 'paid_fen', header: t('paid'), cell: (s) => <Amount fen={s.paid_fen} /> },
    { key: 'ad_fen', header: t('ad'), cell: (s) => <Amount fen={s.ad_fen} /> },
    { key: 'sponsor_fen', header: t('sponsor'), cell: (s) => <Amount fen={s.sponsor_fen} /> },
    { key: 'deduction_fen', header: t('deduction'), cell: (s) => <Amount fen={s.deduction_fen} /> },
    { key: 'net_fen', header: t('net'), cell: (s) => <Amount fen={s.net_fen} /> },
    { key: 'share_bps', header: t('shareRatio'), cell: (s) => bpsText(s.share_bps) },
    { key: 'share_fen', header: t('share'), cell: (s) => <Amount fen={s.share_fen} /> },
    { key: 'preparer', header: t('preparer'), cell: (s) => s.preparer?.name ?? t('none') },
    { key: 'status', header: t('status'), cell: (s) => <StatementTag status={s.status} /> },
    {
      key: 'actions',
      header: t('actions'),
      cell: (s) => {
        const editable = manage && (s.status === 'draft' || s.status === 'rejected');
        const label = { no: s.contract_no, period: s.period };
        return (
          <RowActions
            actions={[
              {
                label: t('details'),
                name: `${t('details')}：${s.contract_no} ${s.period}`,
                onClick: () => update({ id: s.id }),
              },
              editable && {
                label: t('editStatement'),
                name: t('editStatementLabel', label),
                onClick: () => setEditing(s),
              },
              editable && {
                label: t('submit'),
                name: t('submitLabel', label),
                onClick: () =>
                  void submit({ params: { id: s.id } }).then(() =>
                    toaster.show({ tone: 'positive', message: t('submitted', label) }),
                  ),
              },
            ]}
          />
        );
      },
    },
  ];

  const list = (
    <ListTable
      label={t('statementsLabel')}
      columns={columns}
      rowKey="id"
      query={query}
      paging={pages}
      pagingLabel={t('pagination')}
      empty={<EmptyState title={t('statementEmpty')} />}
    />
  );

  return (
    <ListPage
      actions={manage ? <Button onClick={() => setEditing('new')}>{t('newStatement')}</Button> : undefined}
    >
      <FilterBar label={t('search')} onSubmit={update}>
        <KeywordFilter name="q" label={t('keyword')} value={p.q} />
        <SearchButton />
      </FilterBar>
      <Tabs value={p.tab} onValueChange={(tab) => update({ tab })}>
        <TabsList label={t('statementsLabel')}>
          <TabsTrigger value="pending">{t('pendingTab')}</TabsTrigger>
          <TabsTrigger value="all">{t('allTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value={p.tab}>{list}</TabsContent>
      </Tabs>
      {editing ? (
        <StatementDialog
          statement={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {open ? <StatementDrawer key={open.id} statement={open} onClose={() => update({ id: null })} /> : null}
    </ListPage>
  );
}
