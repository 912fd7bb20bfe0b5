import type { ReactNode } from 'react';
import { z } from 'zod';
import type { ExportRequest } from '@creator-console/contract';
import { EmptyState, Tag, type DataTableColumn, type Tone } from '@creator-console/ui';
import { TextLink } from '../components/text-link';
import { useDateTime } from '../date-time';
import { ExportButton } from '../exports/exports';
import { useLocale, useMessages, type Dictionary, type Locale, type Translate } from '../i18n';
import {
  ChoiceFilter,
  DateRangeFilter,
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  paging,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
  type ListChange,
  type ListQuery,
  type StatusListParams,
  type WithoutEmpty,
} from '../list';

/** What every item under review shows in its kind's list. */
export interface ListedItem {
  id: number;
  title: string;
  creator: { id: number; name: string };
  status: string;
  reviewer: string | null;
  locked_by: string | null;
  submitted_at: string | null;
}

/**
 * A review list's state in the URL: paging, `status`, the kind's own `filters`, keyword `q` and
 * submission dates `start`–`end`; bad values fall back to no filter.
 */
export const reviewListParams = <
  const Statuses extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape,
>(
  statuses: Statuses,
  filters: Filters,
) =>
  z.object({
    ...paging(),
    status: urlParam.oneOf(statuses),
    ...filters,
    q: urlParam.text(),
    start: urlParam.day(),
    end: urlParam.day(),
  });

/** The words of a review list, in the kind's own dictionary (视频列表 / 图集列表, …). */
type ReviewListWords =
  | 'filters'
  | 'statusFilter'
  | 'all'
  | 'dateRange'
  | 'keyword'
  | 'keywordHint'
  | 'tableLabel'
  | 'pagination'
  | 'empty'
  | 'colTitle'
  | 'colCreator'
  | 'colStatus'
  | 'colReviewer'
  | 'colLock'
  | 'colSubmitted'
  | 'colActions'
  | 'edit'
  | 'editLabel';

/** What a kind's own filters and columns are made with: the URL state, its change, the kind's words. */
export interface ReviewListContext<Params, K extends string> {
  params: Params;
  update: (change: ListChange<keyof Params & string>) => void;
  t: Translate<K | ReviewListWords>;
  locale: Locale;
}

/** The filters every review list has; a kind places its own among them. */
export interface ReviewListFilters {
  status: ReactNode;
  dates: ReactNode;
  keyword: ReactNode;
}

/** The columns every review list has; a kind places its own among them or replaces one. */
export interface ReviewListColumns<Item> {
  title: DataTableColumn<Item>;
  creator: DataTableColumn<Item>;
  status: DataTableColumn<Item>;
  reviewer: DataTableColumn<Item>;
  lock: DataTableColumn<Item>;
  submitted: DataTableColumn<Item>;
  actions: DataTableColumn<Item>;
}

/** The list call's query: the page, then the filters that are set (the API's names). */
export type ReviewListQuery<Status extends string, Filter> = {
  page: number;
  size: number;
  status?: Status;
  keyword?: string;
  start_date?: string;
  end_date?: string;
} & WithoutEmpty<Filter>;

/**
 * One kind of content under review on the shared list page (/audit/index, /films/index): its URL
 * state and list call, its words, and what it shows beyond title, creator, status, reviewer,
 * holder, submission time and the link to its edit page. The page does the rest: filters and
 * keyword in the URL, paging, loading, empty and error states.
 */
export interface ReviewListKind<
  Item extends ListedItem,
  Params extends StatusListParams<Item['status']>,
  Filter extends object,
  K extends string,
> {
  /** The URL state, made by `reviewListParams`. */
  params: z.ZodType<Params, Record<string, unknown>>;
  /** The statuses the status filter offers, in order, and their words. */
  statuses: readonly Item['status'][];
  statusLabels: (locale: Locale) => Record<Item['status'], string>;
  messages: Dictionary<K | ReviewListWords>;
  /** The edit page of one item (`?id=` follows). */
  editPath: string;
  /** The kind's own filters of the list call, from the URL state (the API's names; empty ones left out). */
  filter?: (params: Params) => Filter;
  useList: (query: ReviewListQuery<Item['status'], Filter>) => ListQuery<Item>;
  /** Exporting the filtered list, for kinds the export centre knows. */
  exportRequest?: (filter: Omit<ReviewListQuery<Item['status'], Filter>, 'page' | 'size'>) => ExportRequest;
  /** The filter bar's fields in order; default status, dates, keyword. */
  filters?: (standard: ReviewListFilters, context: ReviewListContext<Params, K>) => ReactNode;
  /** The table's columns in order; default those of `ReviewListColumns`. */
  columns?: (
    standard: ReviewListColumns<Item>,
    context: ReviewListContext<Params, K>,
  ) => DataTableColumn<Item>[];
}

/** Declares a kind's list with its types inferred from its URL state, call and words. */
export const defineReviewListKind = <
  Item extends ListedItem,
  Params extends StatusListParams<Item['status']>,
  Filter extends object,
  K extends string,
>(
  kind: ReviewListKind<Item, Params, Filter, K>,
): ReviewListKind<Item, Params, Filter, K> => kind;

const statusTone = (status: string): Tone =>
  status === 'published'
    ? 'positive'
    : status === 'rejected'
      ? 'critical'
      : status === 'draft'
        ? 'neutral'
        : 'caution';

/** Every item of a kind with its stage, creator and reviewer: filters, keyword, dates and paging in the URL. */
export function ReviewListPage<
  Item extends ListedItem,
  Params extends StatusListParams<Item['status']>,
  Filter extends object,
  K extends string,
>({ kind }: { kind: ReviewListKind<Item, Params, Filter, K> }) {
  const t = useMessages(kind.messages);
  const { locale } = useLocale();
  const statusLabels = kind.statusLabels(locale);
  const { params, update, paging } = useListParams(kind.params);
  const filter = withoutEmpty({
    status: params.status,
    ...kind.filter?.(params),
    keyword: params.q,
    start_date: params.start,
    end_date: params.end,
  }) as Omit<ReviewListQuery<Item['status'], Filter>, 'page' | 'size'>;
  const query = kind.useList({ page: params.page, size: params.size, ...filter });
  const context: ReviewListContext<Params, K> = { params, update, t, locale };
  // Every kind's URL state has the standard fields, so a change of them is a change of its own.
  const updateStandard = update as (change: ListChange<keyof StatusListParams<string>>) => void;

  const dateTime = useDateTime();

  const filters: ReviewListFilters = {
    status: (
      <ChoiceFilter
        label={t('statusFilter')}
        allLabel={t('all')}
        value={params.status}
        options={kind.statuses.map((value) => ({ value, label: statusLabels[value] }))}
        onChange={(status) => updateStandard({ status })}
      />
    ),
    dates: (
      <DateRangeFilter
        label={t('dateRange')}
        start={params.start}
        end={params.end}
        onChange={updateStandard}
      />
    ),
    keyword: <KeywordFilter name="q" label={t('keyword')} placeholder={t('keywordHint')} value={params.q} />,
  };

  const columns: ReviewListColumns<Item> = {
    title: { key: 'title', header: t('colTitle'), cell: (row) => row.title },
    creator: { key: 'creator', header: t('colCreator'), cell: (row) => row.creator.name },
    status: {
      key: 'status',
      header: t('colStatus'),
      cell: (row) => (
        <Tag size="small" tone={statusTone(row.status)}>
          {statusLabels[row.status as Item['status']]}
        </Tag>
      ),
    },
    reviewer: { key: 'reviewer', header: t('colReviewer'), cell: (row) => row.reviewer ?? '—' },
    lock: { key: 'locked_by', header: t('colLock'), cell: (row) => row.locked_by ?? '—' },
    submitted: {
      key: 'submitted_at',
      header: t('colSubmitted'),
      cell: (row) => (row.submitted_at ? dateTime(row.submitted_at) : '—'),
    },
    actions: {
      key: 'actions',
      header: t('colActions'),
      cell: (row) => (
        <TextLink to={`${kind.editPath}?id=${row.id}`} aria-label={t('editLabel', { title: row.title })}>
          {t('edit')}
        </TextLink>
      ),
    },
  };

  return (
    <ListPage
      actions={kind.exportRequest ? <ExportButton request={kind.exportRequest(filter)} /> : undefined}
    >
      <FilterBar label={t('filters')} onSubmit={update}>
        {kind.filters ? (
          kind.filters(filters, context)
        ) : (
          <>
            {filters.status}
            {filters.dates}
            {filters.keyword}
          </>
        )}
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('tableLabel')}
        columns={kind.columns?.(columns, context) ?? Object.values(columns)}
        rowKey="id"
        query={query}
        paging={paging}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('empty')} />}
      />
    </ListPage>
  );
}
