import { useState } from 'react';
import { z } from 'zod';
import { useSession } from '@creator-console/auth/react';
import {
  AUDIT_LOG_MODULES,
  endpoints,
  OPERATION_LOG_MODULES,
  OPERATION_LOG_OUTCOMES,
  type OperationLogEntry,
  type OperationLogModule,
  type PickedUser,
} from '@creator-console/contract';
import {
  Button,
  Checkbox,
  Drawer,
  DrawerContent,
  EmptyState,
  Inline,
  Stack,
  StatusTag,
  Tag,
  Text,
  type DataTableColumn,
} from '@creator-console/ui';
import { UserPicker } from '../../../shared/components/user-picker';
import { ExportButton, ExportsPage } from '../../../shared/exports/exports';
import { useLocale, useMessages, type Translate } from '../../../shared/i18n';
import {
  ChoiceFilter,
  DateRangeFilter,
  FilterBar,
  IdFilter,
  KeywordFilter,
  ListPage,
  ListTable,
  paging,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { LogEntryDrawer } from '../components/log-entry-drawer';
import { LOG_RANGES, modulesOf, rangeInstants, type LogRange } from '../components/log-range';
import { VerifyDayDialog } from '../components/verify-day-dialog';
import { indexMessages } from '../index-messages';

type MessageKey = keyof (typeof indexMessages)['zh-CN'];
type Messages = Translate<MessageKey>;

export const MODULE_KEYS = {
  video: 'moduleVideo',
  album: 'moduleAlbum',
  system: 'moduleSystem',
  account: 'moduleAccount',
  role: 'moduleRole',
  label: 'moduleLabel',
  notice: 'moduleNotice',
  document: 'moduleDocument',
  certification: 'moduleCertification',
  auth: 'moduleAuth',
  sensitive: 'moduleSensitive',
  finance: 'moduleFinance',
  playlet: 'modulePlaylet',
  ad_task: 'moduleAdTask',
  mission: 'moduleMission',
} as const satisfies Record<OperationLogModule, MessageKey>;

const TARGET_TYPES = {
  account: 'typeAccount',
  role: 'typeRole',
  label: 'typeLabel',
  group: 'typeGroup',
  channel: 'typeChannel',
  notice: 'typeNotice',
  document: 'typeDocument',
  video: 'typeVideo',
  album: 'typeAlbum',
  session: 'typeSession',
} as const satisfies Record<string, MessageKey>;
const TARGET_TYPE_KEYS = Object.keys(TARGET_TYPES) as [
  keyof typeof TARGET_TYPES,
  ...(keyof typeof TARGET_TYPES)[],
];

const OUTCOME_KEYS = {
  success: 'outcomeSuccess',
  denied: 'outcomeDenied',
  refused: 'outcomeRefused',
} as const satisfies Record<string, MessageKey>;

/** /log/index's state in the URL: paging, the time range, every filter, and the open entry. */
export const indexParams = z.object({
  ...paging(20),
  range: urlParam.oneOf(LOG_RANGES, '7d'),
  start: urlParam.day(),
  end: urlParam.day(),
  modules: urlParam.text(200),
  action: urlParam.text(),
  actor: urlParam.id(),
  type: urlParam.oneOf(TARGET_TYPE_KEYS),
  target: urlParam.id(),
  outcome: urlParam.oneOf(OPERATION_LOG_OUTCOMES),
  ip: urlParam.text(64),
  q: urlParam.text(),
  log: urlParam.id(),
  /** The download list of operation-log exports, in a drawer. */
  exports: urlParam.oneOf(['1']),
});

/** /log/index 操作日志: who did what to what, when, from where, with what result and what changed. */
export default function LogIndexPage() {
  const t = useMessages(indexMessages);
  const { locale } = useLocale();
  const { can } = useSession();
  const audit = can('log:audit');
  const view = can('log:view');
  const readable = OPERATION_LOG_MODULES.filter((module) =>
    (AUDIT_LOG_MODULES as readonly string[]).includes(module) ? audit : view,
  );
  const { params, update, paging: pages } = useListParams(indexParams, { view: ['log', 'exports'] });
  const modules = modulesOf(params.modules, readable);
  const [picked, setPicked] = useState<PickedUser[]>([]);
  const actor = picked.find((user) => user.id === params.actor);

  const range = rangeInstants(params.range as LogRange, { start: params.start, end: params.end });
  const filter = withoutEmpty({
    modules: modules.length > 0 ? modules.join(',') : null,
    action: params.action,
    actor_id: params.actor,
    target_type: params.type,
    target_id: params.target,
    outcome: params.outcome,
    ip: audit ? params.ip : null,
    keyword: params.q,
    start: range.start ?? null,
    end: range.end ?? null,
  });
  const query = useEndpoint(
    endpoints.operationLogs,
    { query: { page: params.page, size: params.size, ...filter } },
    { keepPreviousData: true },
  );

  const time = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(value));

  const columns: DataTableColumn<OperationLogEntry>[] = [
    {
      key: 'created_at',
      header: t('colTime'),
      cell: (row) => (
        <Button variant="ghost" size="small" onClick={() => update({ log: row.id })}>
          {time(row.created_at)}
        </Button>
      ),
    },
    { key: 'actor', header: t('colActor'), cell: (row) => <ActorCell row={row} t={t} /> },
    { key: 'module', header: t('colModule'), cell: (row) => t(MODULE_KEYS[row.module]) },
    { key: 'action', header: t('colAction'), cell: (row) => row.action },
    {
      key: 'target',
      header: t('colTarget'),
      cell: (row) =>
        row.target_id === null && !row.target_label ? (
          '—'
        ) : (
          <Button
            variant="ghost"
            size="small"
            onClick={() =>
              update({
                type: row.target_type && row.target_type in TARGET_TYPES ? row.target_type : null,
                target: row.target_id,
              })
            }
          >
            {[row.target_label, row.target_id !== null ? `#${row.target_id}` : ''].filter(Boolean).join(' ')}
          </Button>
        ),
    },
    {
      key: 'outcome',
      header: t('colOutcome'),
      cell: (row) => <StatusTag kind="logOutcome" status={row.outcome} size="small" />,
    },
    ...(audit ? [{ key: 'ip', header: t('colIp'), cell: (row: OperationLogEntry) => row.ip || '—' }] : []),
    { key: 'summary', header: t('colSummary'), cell: (row) => row.summary || '—' },
  ];

  return (
    <ListPage
      actions={
        audit ? (
          <>
            <ExportButton request={{ kind: 'operation_logs', filter }} />
            <VerifyDayDialog />
          </>
        ) : undefined
      }
    >
      <FilterBar label={t('filters')} onSubmit={update}>
        <ChoiceFilter
          label={t('time')}
          allLabel={t('time7')}
          value={params.range === '7d' ? null : params.range}
          options={[
            { value: 'today', label: t('timeToday') },
            { value: '30d', label: t('time30') },
            { value: 'custom', label: t('timeCustom') },
          ]}
          onChange={(next) => update({ range: next })}
        />
        {params.range === 'custom' ? (
          <DateRangeFilter label={t('customRange')} start={params.start} end={params.end} onChange={update} />
        ) : null}
        <KeywordFilter
          name="action"
          label={t('action')}
          placeholder={t('actionHint')}
          value={params.action}
        />
        <ChoiceFilter
          label={t('targetType')}
          allLabel={t('targetAll')}
          value={params.type}
          options={TARGET_TYPE_KEYS.map((value) => ({ value, label: t(TARGET_TYPES[value]) }))}
          onChange={(type) => update({ type })}
        />
        <IdFilter
          name="target"
          label={t('targetId')}
          value={params.target}
          invalid={t('targetInvalid')}
          maxDigits={10}
        />
        <ChoiceFilter
          label={t('outcome')}
          allLabel={t('outcomeAll')}
          value={params.outcome}
          options={OPERATION_LOG_OUTCOMES.map((value) => ({ value, label: t(OUTCOME_KEYS[value]) }))}
          onChange={(outcome) => update({ outcome })}
        />
        {audit ? <KeywordFilter name="ip" label={t('ip')} value={params.ip} maxLength={64} /> : null}
        <KeywordFilter name="q" label={t('keyword')} placeholder={t('keywordHint')} value={params.q} />
        <SearchButton />
      </FilterBar>
      <Stack space="small">
        <Text weight="strong">{t('modules')}</Text>
        <Inline space="medium">
          {readable.map((module) => (
            <Checkbox
              key={module}
              label={t(MODULE_KEYS[module])}
              checked={modules.includes(module)}
              onCheckedChange={(checked) => {
                const next = checked === true ? [...modules, module] : modules.filter((m) => m !== module);
                update({ modules: next.join(',') });
              }}
            />
          ))}
        </Inline>
      </Stack>
      <Stack space="small">
        {params.actor !== null && !actor ? (
          <Inline space="small">
            <Tag closable closeLabel={t('clearActor')} onClose={() => update({ actor: null })}>
              {t('actorId', { id: params.actor })}
            </Tag>
          </Inline>
        ) : null}
        <UserPicker
          label={t('actor')}
          max={1}
          value={actor ? [actor] : []}
          onChange={(users) => {
            setPicked(users);
            update({ actor: users[0]?.id ?? null });
          }}
        />
      </Stack>
      <ListTable
        label={t('tableLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={pages}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('empty')} />}
      />
      <Drawer
        open={params.exports !== null}
        onOpenChange={(open) => (open ? undefined : update({ exports: null }))}
      >
        {params.exports !== null ? (
          <DrawerContent title={t('exports')} size="large">
            <ExportsPage kind="operation_logs" />
          </DrawerContent>
        ) : null}
      </Drawer>
      <LogEntryDrawer
        id={params.log}
        onClose={() => update({ log: null })}
        onFilter={(change) => update({ ...change, log: null, range: change.actor ? '30d' : params.range })}
      />
    </ListPage>
  );
}

function ActorCell({ row, t }: { row: OperationLogEntry; t: Messages }) {
  if (!row.actor) return <Text tone="muted">{t('system')}</Text>;
  return (
    <Stack space="xsmall">
      <Inline space="xsmall" alignY="center">
        <Text>{row.actor.name || `#${row.actor.id}`}</Text>
        {row.actor.role ? <Tag size="small">{row.actor.role}</Tag> : null}
      </Inline>
      {row.acting_mcn ? (
        <Text size="small" tone="muted">
          {t('actingFor', { mcn: row.acting_mcn.name || `#${row.acting_mcn.id}` })}
        </Text>
      ) : null}
    </Stack>
  );
}
