import type { TRACKING_EVENTS } from '@creator-console/contract';
import {
  endpoints,
  type TrackedEvent,
  type TrackingFacet,
  type TrackingField,
} from '@creator-console/contract';
import {
  Button,
  Drawer,
  DrawerContent,
  FacetList,
  FilterChips,
  Select,
  StackedBarChart,
  TextField,
  type Facet,
} from '@creator-console/ui';
import { Fragment, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiClient } from '../../../shared/api';
import { ExportButton, ExportsPage } from '../../../shared/exports/exports';
import { useLocale, useMessages } from '../../../shared/i18n';
import { useEndpoint } from '../../../shared/use-endpoint';
import * as styles from './explorer.css';
import { explorerMessages } from './messages';
import {
  addFilter,
  apiFilters,
  pin,
  readState,
  REFRESH_SECONDS,
  toggleFilter,
  writeState,
  type ExplorerFilter,
  type ExplorerState,
  type FilterField,
  type RangeKey,
} from './state';

type Key = Parameters<ReturnType<typeof useMessages<keyof (typeof explorerMessages)['zh-CN']>>>[0];
type EventName = (typeof TRACKING_EVENTS)[number];

const EVENT_KEYS: Record<EventName, Key> = {
  login: 'eventLogin',
  invite: 'eventInvite',
  certification_submit: 'eventCertificationSubmit',
  certification_approval: 'eventCertificationApproval',
};
const RANGE_KEYS: Record<RangeKey, Key> = {
  '15m': 'range15m',
  '1h': 'range1h',
  '24h': 'range24h',
  '7d': 'range7d',
  '30d': 'range30d',
  custom: 'rangeCustom',
};
const REFRESH_KEYS: Record<number, Key> = {
  0: 'refreshOff',
  10: 'refresh10',
  30: 'refresh30',
  60: 'refresh60',
};
const FIELD_KEYS: Record<FilterField, Key> = {
  events: 'colEvent',
  success: 'colResult',
  user_id: 'colUser',
  ip: 'colIp',
  platform: 'fieldPlatform',
  port: 'fieldPort',
  reason: 'colReason',
  props: 'fieldProps',
};
/** A facet's field → the filter its ＋/－ adds. */
const FACET_FILTER: Record<TrackingField, FilterField> = {
  event: 'events',
  success: 'success',
  platform: 'platform',
  port: 'port',
  reason: 'reason',
  user_id: 'user_id',
  ip: 'ip',
  prop_key: 'props',
};
const FACET_KEYS: Record<TrackingField, Key> = {
  event: 'colEvent',
  success: 'colResult',
  platform: 'fieldPlatform',
  port: 'fieldPort',
  reason: 'colReason',
  user_id: 'colUser',
  ip: 'colIp',
  prop_key: 'fieldPropKey',
};
const PAGE_SIZE = 50;
const FIVE_MINUTES = 5 * 60_000;

/** `datetime-local` value (local time) ↔ ISO instant. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
};
const fromLocalInput = (value: string) => {
  const at = new Date(value.trim().replace(' ', 'T'));
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
};

/**
 * /log/es 通用日志 (admin.md §6.12): the behaviour-tracking events like a log explorer — time
 * range pinned in the URL, filter chips, a histogram to brush, facets, and keyset pages of rows.
 */
export function LogExplorer({ canExport = false }: { canExport?: boolean }) {
  const t = useMessages(explorerMessages);
  const { locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readState(search), [search]);
  const setState = useCallback(
    (next: ExplorerState, replace = false) =>
      setSearch(
        (current) => {
          // The export drawer's flag (`exports=1`) is not explorer state: it stays as it is.
          const written = writeState(next);
          const exports = current.get('exports');
          if (exports) written.set('exports', exports);
          return written;
        },
        { replace },
      ),
    [setSearch],
  );
  const exportsOpen = search.get('exports') === '1';
  const closeExports = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('exports');
      return next;
    });

  // A relative range is pinned to instants in the URL once the page loads.
  useEffect(() => {
    if (!state.start || !state.end) setState({ ...state, ...pin(state.range) }, true);
  }, [state, setState]);

  // Auto-refresh: a relative range slides to end now.
  useEffect(() => {
    if (!state.refresh || state.range === 'custom') return undefined;
    const timer = setInterval(() => setState({ ...state, ...pin(state.range) }, true), state.refresh * 1000);
    return () => clearInterval(timer);
  }, [state, setState]);

  const pinned = state.start && state.end ? state : null;
  const filters = pinned ? apiFilters(pinned) : null;
  const rows = useEndpoint(
    endpoints.trackedEvents,
    filters ? { query: { ...filters, size: PAGE_SIZE } } : null,
    { keepPreviousData: true },
  );
  // The histogram and the facets follow the rows.
  const after = rows.data && filters ? { query: filters } : null;
  const histogram = useEndpoint(endpoints.trackingHistogram, after, { keepPreviousData: true });
  const facets = useEndpoint(
    endpoints.trackingFacets,
    after
      ? { query: { ...filters, fields: 'event,success,platform,port,reason,user_id,ip,prop_key' } }
      : null,
    { keepPreviousData: true },
  );

  const [more, setMore] = useState<{ key: string; rows: TrackedEvent[]; cursor: string | null }>({
    key: '',
    rows: [],
    cursor: null,
  });
  const pageKey = search.toString();
  const extra = more.key === pageKey ? more : { key: pageKey, rows: [], cursor: null };
  const cursor = extra.cursor ?? (extra.rows.length ? null : (rows.data?.next_cursor ?? null));
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = async () => {
    if (!cursor || !filters) return;
    setLoadingMore(true);
    try {
      const page = await apiClient.call(endpoints.trackedEvents, {
        query: { ...filters, size: PAGE_SIZE, cursor },
      });
      setMore({ key: pageKey, rows: [...extra.rows, ...page.data], cursor: page.next_cursor ?? '' });
    } finally {
      setLoadingMore(false);
    }
  };
  const allRows = [...(rows.data?.data ?? []), ...extra.rows];
  const nextCursor = extra.rows.length ? extra.cursor || null : (rows.data?.next_cursor ?? null);

  const update = (filtersNext: ExplorerFilter[]) => setState({ ...state, filters: filtersNext });
  const filterBy = (field: FilterField, value: string, negated: boolean) =>
    update(addFilter(state.filters, { field, value, negated }));

  const eventLabel = (event: string) => (event in EVENT_KEYS ? t(EVENT_KEYS[event as EventName]) : event);
  const valueLabel = (field: FilterField, value: string) =>
    field === 'events'
      ? eventLabel(value)
      : field === 'success'
        ? t(value === 'true' ? 'success' : 'failure')
        : value;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
  const number = new Intl.NumberFormat(locale);

  // The add-filter row.
  const [newField, setNewField] = useState<FilterField>('user_id');
  const [newValue, setNewValue] = useState('');

  const buckets = histogram.data?.buckets ?? [];
  const bucketLabel = (iso: string) => {
    const interval = histogram.data?.interval ?? 60;
    return new Intl.DateTimeFormat(
      locale,
      interval >= 1440
        ? { month: '2-digit', day: '2-digit' }
        : { hour: '2-digit', minute: '2-digit', ...(interval >= 180 ? { day: '2-digit' } : {}) },
    ).format(new Date(iso));
  };
  const onBrush = (from: number, to: number) => {
    const first = buckets[from];
    const last = buckets[to];
    if (!first || !last || !histogram.data) return;
    const end = new Date(Date.parse(last.at) + histogram.data.interval * 60_000);
    setState({
      ...state,
      range: 'custom',
      refresh: 0,
      start: first.at,
      end: new Date(Math.min(end.getTime(), Date.parse(state.end ?? end.toISOString()))).toISOString(),
    });
  };

  const facetList: Facet[] = (facets.data?.fields ?? []).map((facet: TrackingFacet) => {
    const field = FACET_FILTER[facet.field];
    const total = facet.values.reduce((sum, v) => sum + v.count, 0) + facet.other;
    return {
      field: facet.field,
      label: t(FACET_KEYS[facet.field]),
      total,
      sampled: facet.sampled,
      values: facet.values
        .filter((v) => v.value !== '')
        .map((v) => ({ value: v.value, count: v.count, label: valueLabel(field, v.value) })),
    };
  });

  const [expanded, setExpanded] = useState<number | null>(null);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Select
          label={t('range')}
          value={state.range}
          options={(Object.keys(RANGE_KEYS) as RangeKey[]).map((value) => ({
            value,
            label: t(RANGE_KEYS[value]),
          }))}
          onValueChange={(value) => {
            const range = value as RangeKey;
            setState({ ...state, range, ...(range === 'custom' ? {} : pin(range)) });
          }}
        />
        {state.range === 'custom' ? (
          <CustomRange
            key={`${state.start}|${state.end}`}
            start={state.start}
            end={state.end}
            onApply={(start, end) => setState({ ...state, start, end })}
          />
        ) : null}
        <Select
          label={t('refresh')}
          value={String(state.refresh)}
          options={REFRESH_SECONDS.map((value) => ({ value: String(value), label: t(REFRESH_KEYS[value]!) }))}
          onValueChange={(value) => setState({ ...state, refresh: Number(value) })}
        />
        <Button
          variant="ghost"
          onClick={() =>
            state.range === 'custom' ? void rows.mutate() : setState({ ...state, ...pin(state.range) })
          }
        >
          {t('reload')}
        </Button>
        {canExport && filters ? (
          <ExportButton request={{ kind: 'tracking_events', filter: filters }} />
        ) : null}
      </div>
      <form
        className={styles.toolbar}
        aria-label={t('addFilter')}
        onSubmit={(event) => {
          event.preventDefault();
          const value = newValue.trim();
          if (!value) return;
          filterBy(newField, value, false);
          setNewValue('');
        }}
      >
        <Select
          label={t('filterField')}
          value={newField}
          options={(Object.keys(FIELD_KEYS) as FilterField[])
            .filter((field) => field !== 'events' && field !== 'success')
            .map((value) => ({ value, label: t(FIELD_KEYS[value]) }))}
          onValueChange={(value) => setNewField(value as FilterField)}
        />
        <TextField
          label={t('filterValue')}
          value={newValue}
          maxLength={newField === 'reason' ? 50 : 200}
          placeholder={newField === 'props' ? t('propsHint') : undefined}
          onChange={(event) => setNewValue(event.target.value)}
        />
        <Button type="submit" variant="soft">
          {t('add')}
        </Button>
      </form>
      <FilterChips
        label={t('chips')}
        chips={state.filters.map((filter, index) => ({
          id: String(index),
          field: t(FIELD_KEYS[filter.field]),
          value: valueLabel(filter.field, filter.value),
          negated: filter.negated,
        }))}
        onRemove={(id) => update(state.filters.filter((_, i) => String(i) !== id))}
        onToggle={(id) => update(toggleFilter(state.filters, Number(id)))}
        onClear={() => update([])}
      />
      {rows.error ? <p role="alert">{rows.error.message}</p> : null}
      <StackedBarChart
        label={t('histogram')}
        loading={!histogram.data && !histogram.error}
        categories={buckets.map((b) => time(b.at))}
        axisLabels={buckets.map((b) => bucketLabel(b.at))}
        series={[
          { id: 'success', label: t('success'), tone: 'positive', values: buckets.map((b) => b.success) },
          { id: 'failure', label: t('failure'), tone: 'critical', values: buckets.map((b) => b.failure) },
        ]}
        categoryLabel={t('colTime')}
        onBrush={onBrush}
      />
      <div className={styles.body}>
        <aside aria-label={t('facets')}>
          <FacetList
            loading={!facets.data && !facets.error}
            facets={facetList}
            sampledLabel={t('sampled')}
            onFilter={(field, value, negate) =>
              filterBy(
                FACET_FILTER[field as TrackingField],
                field === 'prop_key' ? `${value}:` : value,
                negate,
              )
            }
          />
        </aside>
        <section className={styles.main} aria-label={t('table')}>
          <p className={styles.header} aria-live="polite">
            {rows.data
              ? rows.data.total_relation === 'gte'
                ? t('totalGte')
                : t('totalEq', { n: number.format(rows.data.total) })
              : t('loading')}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.header} style={{ textAlign: 'left' }}>
                {t('table')}
              </caption>
              <thead>
                <tr>
                  <th className={styles.th} aria-hidden="true" />
                  {(
                    ['colTime', 'colEvent', 'colResult', 'colUser', 'colIp', 'colReason', 'colProps'] as const
                  ).map((key) => (
                    <th key={key} className={styles.th} scope="col">
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {allRows.length === 0 && rows.data ? (
                  <tr>
                    <td className={styles.td} colSpan={8}>
                      {t('empty')}
                    </td>
                  </tr>
                ) : null}
                {allRows.map((row) => (
                  <Fragment key={row.id}>
                    <tr>
                      <td className={styles.td}>
                        <button
                          type="button"
                          className={styles.expander}
                          aria-expanded={expanded === row.id}
                          aria-label={t('expand', { id: row.id })}
                          onClick={() => setExpanded(expanded === row.id ? null : row.id)}
                        >
                          {expanded === row.id ? '▾' : '▸'}
                        </button>
                      </td>
                      <td className={`${styles.td} ${styles.mono}`}>{time(row.created_at)}</td>
                      <td className={styles.td}>{eventLabel(row.event)}</td>
                      <td className={`${styles.td} ${row.success ? styles.ok : styles.failure}`}>
                        {t(row.success ? 'success' : 'failure')}
                      </td>
                      <td className={styles.td}>
                        {row.user_id ? (
                          <Link
                            to={`/admin/index?keyword=${encodeURIComponent(row.user_name ?? String(row.user_id))}`}
                          >
                            {row.user_name ?? row.user_id}
                          </Link>
                        ) : (
                          t('anonymous')
                        )}
                      </td>
                      <td className={`${styles.td} ${styles.mono}`}>{row.ip}</td>
                      <td className={styles.td}>{row.reason === 0 ? '—' : row.reason}</td>
                      <td className={`${styles.td} ${styles.mono}`}>
                        {Object.entries(row.properties)
                          .map(([k, v]) => `${k}:${String(v)}`)
                          .join(' ') || '—'}
                      </td>
                    </tr>
                    {expanded === row.id ? (
                      <tr>
                        <td className={`${styles.td} ${styles.detail}`} colSpan={8}>
                          <EventDetail row={row} onFilter={filterBy} eventLabel={eventLabel} time={time} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          {nextCursor ? (
            <Button variant="soft" onClick={() => void loadMore()} disabled={loadingMore}>
              {loadingMore ? t('loading') : t('loadMore')}
            </Button>
          ) : null}
        </section>
      </div>
      {canExport ? (
        <Drawer open={exportsOpen} onOpenChange={(open) => (open ? undefined : closeExports())}>
          {exportsOpen ? (
            <DrawerContent title={t('exports')} size="large">
              <ExportsPage kind="tracking_events" />
            </DrawerContent>
          ) : null}
        </Drawer>
      ) : null}
    </div>
  );
}

/** Every field of one event with ＋/－, and the same user's events five minutes either side. */
function EventDetail({
  row,
  onFilter,
  eventLabel,
  time,
}: {
  row: TrackedEvent;
  onFilter: (field: FilterField, value: string, negated: boolean) => void;
  eventLabel: (event: string) => string;
  time: (iso: string) => string;
}) {
  const t = useMessages(explorerMessages);
  const at = Date.parse(row.created_at);
  const nearby = useEndpoint(
    endpoints.trackedEvents,
    row.user_id
      ? {
          query: {
            user_id: String(row.user_id),
            start: new Date(at - FIVE_MINUTES).toISOString(),
            end: new Date(at + FIVE_MINUTES).toISOString(),
            size: 20,
          },
        }
      : null,
  );
  const fields: [Key, FilterField | null, string, string][] = [
    ['fieldId', null, String(row.id), String(row.id)],
    ['colTime', null, row.created_at, time(row.created_at)],
    ['colEvent', 'events', row.event, eventLabel(row.event)],
    ['colResult', 'success', String(row.success), t(row.success ? 'success' : 'failure')],
    [
      'colUser',
      'user_id',
      row.user_id ? String(row.user_id) : '',
      row.user_name ?? (row.user_id ? String(row.user_id) : t('anonymous')),
    ],
    ['colIp', 'ip', row.ip, row.ip],
    ['fieldPlatform', 'platform', row.platform, row.platform],
    ['fieldPort', 'port', row.port, row.port],
    ['colReason', 'reason', row.reason === 0 ? '' : row.reason, row.reason === 0 ? '—' : row.reason],
    ['fieldUserAgent', null, row.user_agent ?? '', row.user_agent || '—'],
  ];
  const props = Object.entries(row.properties).map(([key, value]) => [key, String(value)] as const);
  return (
    <div>
      <dl className={styles.fields}>
        {fields.map(([label, field, value, shown]) => (
          <Fragment key={label}>
            <dt>{t(label)}</dt>
            <dd style={{ margin: 0 }}>{shown}</dd>
            <dd style={{ margin: 0 }} className={styles.fieldActions}>
              {field && value ? (
                <FilterButtons
                  label={t(label)}
                  shown={shown}
                  onFilter={(negated) => onFilter(field, value, negated)}
                />
              ) : null}
            </dd>
          </Fragment>
        ))}
        {props.map(([key, value]) => (
          <Fragment key={`prop-${key}`}>
            <dt>{`${t('fieldProps')} ${key}`}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
            <dd style={{ margin: 0 }} className={styles.fieldActions}>
              <FilterButtons
                label={key}
                shown={value}
                onFilter={(negated) => onFilter('props', `${key}:${value}`, negated)}
              />
            </dd>
          </Fragment>
        ))}
      </dl>
      {row.user_id ? (
        <>
          <h4>{t('nearby')}</h4>
          {nearby.data ? (
            nearby.data.data.filter((other) => other.id !== row.id).length ? (
              <ul className={styles.nearby}>
                {nearby.data.data
                  .filter((other) => other.id !== row.id)
                  .map((other) => (
                    <li key={other.id}>
                      {`${time(other.created_at)} ${eventLabel(other.event)} ${t(other.success ? 'success' : 'failure')}`}
                      {other.reason === 0 ? '' : ` · ${other.reason}`}
                    </li>
                  ))}
              </ul>
            ) : (
              <p>{t('nearbyNone')}</p>
            )
          ) : (
            <p>{t('loading')}</p>
          )}
        </>
      ) : null}
    </div>
  );
}

function FilterButtons({
  label,
  shown,
  onFilter,
}: {
  label: string;
  shown: string;
  onFilter: (negated: boolean) => void;
}) {
  const t = useMessages(explorerMessages);
  return (
    <>
      <button
        type="button"
        className={styles.small}
        aria-label={`${t('filterFor')} ${label} ${shown}`}
        onClick={() => onFilter(false)}
      >
        ＋
      </button>
      <button
        type="button"
        className={styles.small}
        aria-label={`${t('filterOut')} ${label} ${shown}`}
        onClick={() => onFilter(true)}
      >
        －
      </button>
    </>
  );
}

/** The custom range's two instants, typed as local `YYYY-MM-DD HH:mm`. */
function CustomRange({
  start,
  end,
  onApply,
}: {
  start: string | null;
  end: string | null;
  onApply: (start: string, end: string) => void;
}) {
  const t = useMessages(explorerMessages);
  const [from, setFrom] = useState(toLocalInput(start));
  const [to, setTo] = useState(toLocalInput(end));
  return (
    <>
      <TextField
        label={t('start')}
        placeholder="YYYY-MM-DD HH:mm"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField
        label={t('end')}
        placeholder="YYYY-MM-DD HH:mm"
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <Button
        variant="soft"
        onClick={() => {
          const first = fromLocalInput(from);
          const last = fromLocalInput(to);
          if (first && last) onApply(first, last);
        }}
      >
        {t('apply')}
      </Button>
    </>
  );
}
