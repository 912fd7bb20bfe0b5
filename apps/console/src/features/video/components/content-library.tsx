import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Inline,
  Stack,
  Text,
  type DataTableColumn,
  type DataTableKey,
  type IconName,
} from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import { useMessages, type Dictionary } from '../../../shared/i18n';
import {
  DateRangeFilter,
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  paging,
  ResetButton,
  SearchButton,
  StatusTabs,
  urlParam,
  withoutEmpty,
  type ListChange,
  type ListQuery,
  type Paging,
  type StatusListParams,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { ContentStatusTag, isEditable, rejectionReason, type ContentStatus } from './content-status';
import * as styles from './content-library.css';

/** What a library shows of each of the creator's videos or albums. */
export interface ContentRow<Status extends ContentStatus = ContentStatus> {
  id: number;
  title: string;
  status: Status;
  review_reasons: string[];
  review_message: string;
  created_at: string;
}

/**
 * The URL state every library has: paging, `status` (all when absent), the title keyword `q` and
 * the created-date range `start`/`end`. A kind adds its own and puts the range in order
 * (`orderedDates`).
 */
export const contentParams = <const Statuses extends readonly [ContentStatus, ...ContentStatus[]]>(
  statuses: Statuses,
) => ({
  ...paging(),
  status: urlParam.oneOf(statuses),
  q: urlParam.text(),
  start: urlParam.day(),
  end: urlParam.day(),
});

/** The list call's query for a library's state; `status` forced for a page of one status (drafts). */
export function contentQuery<Status extends ContentStatus>(
  params: StatusListParams<Status>,
  status: Status | null = params.status,
) {
  const { page, size, q, start, end } = params;
  return withoutEmpty({ page, size, status, keyword: q, start_date: start, end_date: end });
}

type LibraryKey =
  | 'search'
  | 'keyword'
  | 'keywordHint'
  | 'createdRange'
  | 'statusTabs'
  | 'all'
  | 'pagination'
  | 'loadError'
  | 'untitled'
  | 'coverOf'
  | 'noCover'
  | 'reason'
  | 'columnStatus'
  | 'columnDates'
  | 'columnActions'
  | 'createdAt'
  | 'edit'
  | 'editLabel'
  | 'delete'
  | 'deleteLabel'
  | 'confirmDeleteTitle'
  | 'confirmDelete'
  | 'deleted';

/** What a kind of content (videos, albums) brings to the library the two share. */
export interface ContentKind<Status extends ContentStatus> {
  messages: Dictionary<LibraryKey | `status_${Status}`>;
  /** Every status, in the order of the tabs. */
  statuses: readonly Status[];
  /** The statuses in which content can be neither edited nor deleted by its creator. */
  inReview: readonly Status[];
  /** Where one is edited. */
  editPath: (id: number) => string;
}

/** The columns every library has, for a kind's `columns` to place among its own. */
export interface ContentColumns<Row> {
  /** The cover beside the title and what the kind says about it (`lead`). */
  lead: DataTableColumn<Row>;
  status: DataTableColumn<Row>;
  dates: DataTableColumn<Row>;
  actions: DataTableColumn<Row>;
}

/** The first column: what the content is. */
export interface ContentLead<Row> {
  key: string;
  header: string;
  /** The kind's cover image, named and with its placeholder. */
  cover: (row: Row, text: { alt: string; emptyLabel: string }) => ReactNode;
  /** The title (`title`: as the page shows it) and a line about the content. */
  details: (row: Row, title: string) => ReactNode;
}

export interface ContentLibraryProps<Status extends ContentStatus, Row extends ContentRow<Status>> {
  kind: ContentKind<Status>;
  /** The list's state in the URL (`useListParams` over `contentParams`). */
  list: {
    params: StatusListParams<Status>;
    update: (change: ListChange<'status' | 'q' | 'start' | 'end'>) => void;
    paging: Paging;
    reset: () => void;
  };
  query: ListQuery<Row>;
  /** Deletes one (the list refreshes after it). */
  remove: (id: number) => Promise<unknown>;
  /** The table's name. */
  label: string;
  /** Status tabs above the table; a page of one status (the drafts) has none. */
  tabs?: boolean;
  lead: ContentLead<Row>;
  /** The table's columns, the shared ones among the kind's own. */
  columns: (shared: ContentColumns<Row>) => DataTableColumn<Row>[];
  /** The dates after the creation date (published, scheduled, …), those that apply. */
  laterDates: (row: Row, date: (value: string) => string) => (string | null)[];
  /** A row's actions between edit and delete; `title` is its title as the page shows it. */
  rowActions?: (row: Row, title: string) => ReactNode;
  /** Making a new one: the page's main action, and the empty list's. */
  create: { to: string; label: string; icon: IconName };
  /** The page's actions before `create` (an export). */
  actions?: ReactNode;
  /** Filters after the date range (a sort). */
  filters?: ReactNode;
  empty: { title: string; description: string };
  /** Rows picked for bulk actions; changing the status tab or deleting a row updates it. */
  selection?: {
    keys: DataTableKey[];
    onChange: Dispatch<SetStateAction<DataTableKey[]>>;
    actions: ReactNode;
  };
  /** More of the page (dialogs, drawers). */
  children?: ReactNode;
}

/**
 * A creator's library of one kind of content (/video/index, /video/draft, /video/album): the
 * kind's columns with status and rejection reason, dates and actions; title search, created-date
 * range, status tabs and paging, all in the URL; edit (draft, rejected) and delete (not in
 * review) with confirmation.
 */
export function ContentLibrary<Status extends ContentStatus, Row extends ContentRow<Status>>({
  kind,
  list,
  query,
  remove,
  label,
  tabs = true,
  lead,
  columns,
  laterDates,
  rowActions,
  create,
  actions,
  filters,
  empty,
  selection,
  children,
}: ContentLibraryProps<Status, Row>) {
  const t = useMessages(kind.messages);
  const date = useDateTime();
  const { params, update, reset } = list;
  const [deleting, setDeleting] = useState<Row | null>(null);

  const titleOf = (row: Row) => row.title || t('untitled');

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove(deleting.id);
    toaster.show({ tone: 'positive', message: t('deleted', { title: titleOf(deleting) }) });
    selection?.onChange((now) => now.filter((key) => key !== deleting.id));
  };

  const shared: ContentColumns<Row> = {
    lead: {
      key: lead.key,
      header: lead.header,
      cell: (row) => (
        <div className={styles.contentCell}>
          {lead.cover(row, { alt: t('coverOf', { title: titleOf(row) }), emptyLabel: t('noCover') })}
          <Stack space="xxsmall">{lead.details(row, titleOf(row))}</Stack>
        </div>
      ),
    },
    status: {
      key: 'status',
      header: t('columnStatus'),
      cell: (row) => (
        <Stack space="xxsmall">
          <ContentStatusTag status={row.status} messages={kind.messages} />
          {row.status === 'rejected' && rejectionReason(row) ? (
            <Text tone="critical" size="small">
              {t('reason', { reason: rejectionReason(row) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    dates: {
      key: 'dates',
      header: t('columnDates'),
      cell: (row) => (
        <Stack space="xxsmall">
          <Text size="small">{t('createdAt', { date: date(row.created_at) })}</Text>
          {laterDates(row, date).map((line) =>
            line ? (
              <Text key={line} size="small" tone="muted">
                {line}
              </Text>
            ) : null,
          )}
        </Stack>
      ),
    },
    actions: {
      key: 'actions',
      header: t('columnActions'),
      cell: (row) => (
        <Inline space="xsmall">
          {isEditable(row.status) ? (
            <Button size="small" variant="ghost" tone="accent" asChild>
              <Link to={kind.editPath(row.id)} aria-label={t('editLabel', { title: titleOf(row) })}>
                {t('edit')}
              </Link>
            </Button>
          ) : null}
          {rowActions?.(row, titleOf(row))}
          {kind.inReview.includes(row.status) ? null : (
            <Button
              size="small"
              variant="ghost"
              tone="critical"
              aria-label={t('deleteLabel', { title: titleOf(row) })}
              onClick={() => setDeleting(row)}
            >
              {t('delete')}
            </Button>
          )}
        </Inline>
      ),
    },
  };

  const createLink = <Link to={create.to}>{create.label}</Link>;
  const table = (
    <ListTable
      label={label}
      columns={columns(shared)}
      rowKey="id"
      query={query}
      paging={list.paging}
      pagingLabel={t('pagination')}
      errorTitle={t('loadError')}
      rowLabel={titleOf}
      empty={
        <EmptyState
          title={empty.title}
          description={empty.description}
          action={
            <Button asChild tone="accent">
              {createLink}
            </Button>
          }
        />
      }
      {...(selection
        ? {
            selectable: true,
            selectedKeys: selection.keys,
            onSelectionChange: selection.onChange,
            bulkActions: selection.actions,
          }
        : {})}
    />
  );

  return (
    <ListPage
      actions={
        <>
          {actions}
          <Button asChild tone="accent" variant="solid" icon={create.icon}>
            {createLink}
          </Button>
        </>
      }
    >
      <FilterBar label={t('search')} onSubmit={update}>
        <KeywordFilter
          name="q"
          label={t('keyword')}
          type="search"
          placeholder={t('keywordHint')}
          value={params.q}
        />
        <SearchButton />
        <DateRangeFilter
          label={t('createdRange')}
          start={params.start}
          end={params.end}
          onChange={update}
          openEnded
        />
        {filters}
        <ResetButton onReset={reset} />
      </FilterBar>
      {tabs ? (
        <StatusTabs
          label={t('statusTabs')}
          allLabel={t('all')}
          value={params.status}
          statuses={kind.statuses}
          statusLabel={(status) => t(`status_${status}`)}
          onChange={(status) => {
            selection?.onChange([]);
            update({ status });
          }}
        >
          {table}
        </StatusTabs>
      ) : (
        table
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('confirmDeleteTitle')}
        description={deleting ? t('confirmDelete', { title: titleOf(deleting) }) : ''}
        tone="critical"
        onConfirm={confirmDelete}
      />
      {children}
    </ListPage>
  );
}
