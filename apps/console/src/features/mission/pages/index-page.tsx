import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  endpoints,
  MISSION_KIND_LABELS,
  MISSION_KINDS,
  MISSION_PERIOD_LABELS,
  MISSION_PERIODS,
  MISSION_STATUS_LABELS,
  MISSION_STATUSES,
  missionInput,
  type Mission,
} from '@creator-console/contract';
import {
  Amount,
  Button,
  EmptyState,
  FormField,
  Stack,
  Tag,
  Text,
  type DataTableColumn,
} from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import {
  AmountField,
  FormDialog,
  FormSelect,
  FormTextarea,
  FormTextField,
  useContractForm,
} from '../../../shared/form';
import { useLocale, useMessages } from '../../../shared/i18n';
import {
  amountColumn,
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
import { useCreateMission, useMissionStatus, useUpdateMission } from '../api';
import { missionMessages } from '../messages';

const params = z.object({
  ...paging(),
  q: urlParam.text(),
  status: urlParam.oneOf(MISSION_STATUSES),
  kind: urlParam.oneOf(MISSION_KINDS),
});

type Values = {
  title: string;
  description: string;
  kind: string;
  target: string;
  topic: string;
  period: string;
  reward_fen: number | undefined;
  budget_fen: number | undefined;
  starts_at: string;
  ends_at: string;
};
type Output = (typeof missionInput)['_zod']['output'];

/** `YYYY-MM-DDTHH:mm` of the browser's clock (a datetime-local value) ↔ an ISO instant. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const instantOf = (local: string) => (local ? new Date(local).toISOString() : null);

/** 新建/编辑 a growth mission (ad-tasks.md §10); target and reward locked once someone claimed. */
function MissionDialog({ mission, onClose }: { mission?: Mission; onClose: () => void }) {
  const t = useMessages(missionMessages);
  const create = useCreateMission();
  const update = useUpdateMission();
  const locked = (mission?.claim_count ?? 0) > 0;
  const form = useContractForm<Values, Output>(missionInput, {
    defaultValues: {
      title: mission?.title ?? '',
      description: mission?.description ?? '',
      kind: mission?.kind ?? 'publish_videos',
      target: mission ? String(mission.target) : '',
      topic: mission?.topic ?? '',
      period: mission?.period ?? 'once',
      reward_fen: mission?.reward_fen,
      budget_fen: mission?.budget_fen,
      starts_at: localInput(mission?.starts_at ?? null),
      ends_at: localInput(mission?.ends_at ?? null),
    },
    toInput: (values) => ({
      ...values,
      target: /^\d+$/.test(values.target.trim()) ? Number(values.target.trim()) : values.target,
      topic: values.kind === 'publish_videos' && values.topic.trim() ? values.topic : null,
      starts_at: instantOf(values.starts_at),
      ends_at: instantOf(values.ends_at),
    }),
  });
  const kind = form.watch('kind');

  return (
    <FormDialog
      title={mission ? t('editLabel', { title: mission.title }) : t('create')}
      form={form}
      submit={async (body) => {
        if (mission) {
          await update.trigger({ params: { id: mission.id }, body });
          toaster.show({ tone: 'positive', message: t('saved', { title: body.title }) });
        } else {
          await create.trigger({ body });
          toaster.show({ tone: 'positive', message: t('created', { title: body.title }) });
        }
        onClose();
      }}
      submitting={create.isMutating || update.isMutating}
      submitLabel={t('save')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      {locked ? <Text tone="muted">{t('lockedHint')}</Text> : null}
      <FormTextField control={form.control} name="title" label={t('title')} required />
      <FormTextarea control={form.control} name="description" label={t('description')} rows={2} />
      <FormSelect
        control={form.control}
        name="kind"
        label={t('kind')}
        disabled={locked}
        options={MISSION_KINDS.map((value) => ({ value, label: MISSION_KIND_LABELS[value] }))}
      />
      {kind === 'real_name' ? null : (
        <FormTextField
          control={form.control}
          name="target"
          label={t('targetValue')}
          inputMode="numeric"
          disabled={locked}
          required
        />
      )}
      {kind === 'publish_videos' ? (
        <FormTextField
          control={form.control}
          name="topic"
          label={t('topic')}
          hint={t('topicHint')}
          disabled={locked}
        />
      ) : null}
      <FormSelect
        control={form.control}
        name="period"
        label={t('period')}
        disabled={locked}
        options={MISSION_PERIODS.map((value) => ({ value, label: MISSION_PERIOD_LABELS[value] }))}
      />
      <AmountField control={form.control} name="reward_fen" label={t('reward')} disabled={locked} required />
      <AmountField control={form.control} name="budget_fen" label={t('budget')} required />
      {(['starts_at', 'ends_at'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <FormField
              label={name === 'starts_at' ? t('startsAt') : t('endsAt')}
              hint={t('windowHint')}
              error={fieldState.error?.message}
            >
              <input
                type="datetime-local"
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />
      ))}
    </FormDialog>
  );
}

/** What a mission asks, in a line: 发布视频 3 · #山野春笋季. */
const targetText = (row: Mission) =>
  row.kind === 'real_name'
    ? MISSION_KIND_LABELS.real_name
    : `${MISSION_KIND_LABELS[row.kind]} ${row.target.toLocaleString('zh-CN')}${row.topic ? ` · #${row.topic}` : ''}`;

/** /mission/index 任务列表: platform growth missions (admin, operator). */
export default function MissionListPage() {
  const t = useMessages(missionMessages);
  const { locale } = useLocale();
  const dateTime = useDateTime();
  const { params: p, update, paging: pages } = useListParams(params);
  const query = useEndpoint(
    endpoints.missionList,
    { query: withoutEmpty({ page: p.page, size: p.size, q: p.q, status: p.status, kind: p.kind }) },
    { keepPreviousData: true },
  );
  const { trigger: setStatus } = useMissionStatus();
  const [editing, setEditing] = useState<Mission | 'new' | null>(null);

  const columns: DataTableColumn<Mission>[] = [
    {
      key: 'title',
      header: t('title'),
      cell: (row) => (
        <Stack space="none">
          <Text>{row.title}</Text>
          {row.description ? (
            <Text tone="muted" size="small">
              {row.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'kind', header: t('kind'), cell: (row) => MISSION_KIND_LABELS[row.kind] },
    { key: 'target', header: t('target'), cell: targetText },
    { key: 'period', header: t('period'), cell: (row) => MISSION_PERIOD_LABELS[row.period] },
    amountColumn(t('reward'), 'reward_fen', (row) => row.reward_fen, { locale }),
    {
      key: 'budget',
      header: t('budgetUsed'),
      cell: (row) => (
        <Stack space="none">
          <meter
            value={row.claimed_fen}
            max={row.budget_fen}
            aria-label={`${t('budgetUsed')} ${row.title}`}
          />
          <Text size="small" tone="muted">
            <Amount fen={row.claimed_fen} locale={locale} /> / <Amount fen={row.budget_fen} locale={locale} />
          </Text>
        </Stack>
      ),
    },
    { key: 'claim_count', header: t('claims') },
    {
      key: 'window',
      header: t('window'),
      cell: (row) =>
        row.starts_at && row.ends_at
          ? `${dateTime(row.starts_at)} – ${dateTime(row.ends_at)}`
          : t('noWindow'),
    },
    {
      key: 'status',
      header: t('status'),
      cell: (row) => (
        <Tag size="small" tone={row.status === 'online' ? 'positive' : undefined}>
          {MISSION_STATUS_LABELS[row.status]}
        </Tag>
      ),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => {
        const goingOnline = row.status !== 'online';
        const name = row.title;
        return (
          <RowActions
            actions={[
              { label: t('edit'), name: t('editLabel', { title: name }), onClick: () => setEditing(row) },
              {
                label: goingOnline ? t('online') : t('offline'),
                name: goingOnline ? t('onlineLabel', { title: name }) : t('offlineLabel', { title: name }),
                confirm: {
                  title: goingOnline ? t('online') : t('offline'),
                  description: goingOnline
                    ? t('onlineConfirm', { title: name })
                    : t('offlineConfirm', { title: name }),
                  confirmLabel: goingOnline ? t('online') : t('offline'),
                  onConfirm: async () => {
                    await setStatus({
                      params: { id: row.id },
                      body: { status: goingOnline ? 'online' : 'offline' },
                    });
                    toaster.show({
                      tone: 'positive',
                      message: goingOnline
                        ? t('wentOnline', { title: name })
                        : t('wentOffline', { title: name }),
                    });
                  },
                },
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <ListPage actions={<Button onClick={() => setEditing('new')}>{t('create')}</Button>}>
      <FilterBar label={t('search')} onSubmit={update}>
        <KeywordFilter name="q" label={t('keyword')} value={p.q} />
        <ChoiceFilter
          label={t('status')}
          allLabel={t('all')}
          value={p.status}
          options={MISSION_STATUSES.map((value) => ({ value, label: MISSION_STATUS_LABELS[value] }))}
          onChange={(status) => update({ status })}
        />
        <ChoiceFilter
          label={t('kind')}
          allLabel={t('all')}
          value={p.kind}
          options={MISSION_KINDS.map((value) => ({ value, label: MISSION_KIND_LABELS[value] }))}
          onChange={(kind) => update({ kind })}
        />
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('listLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={pages}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('empty')} />}
      />
      {editing ? (
        <MissionDialog mission={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </ListPage>
  );
}
