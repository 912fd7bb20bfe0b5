import { useEffect } from 'react';
import { z } from 'zod';
import {
  APPROVED,
  CERT_STATUS,
  CERTIFICATION_TYPES,
  type ApplicationDetail,
  type CertificationType,
} from '@creator-console/contract';
import {
  Avatar,
  Button,
  Drawer,
  DrawerContent,
  EmptyState,
  Inline,
  Select,
  StatusTag,
  Text,
  type DataTableColumn,
  type DecisionResult,
} from '@creator-console/ui';
import { useSession } from '@creator-console/auth/react';
import { useDateTime } from '../../../shared/date-time';
import { useMessages } from '../../../shared/i18n';
import {
  ChoiceFilter,
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  paging,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useDecideApplication } from '../api/decide-application';
import { useApplication } from '../api/get-application';
import { useApplications, type ApplicationRow } from '../api/get-applications';
import { approvalMessages } from '../messages';
import { ApplicationDetailView } from './application-detail';

/** The status filter: an application state, or every state. */
const STATUS_FILTERS = ['1', '2', '3', 'all'] as const;

/**
 * A review queue's state in the URL: paging, the `status` filter (default: what waits for review),
 * the applicant keyword `q`, the `type` filter (the overview only) and the open application `id`.
 */
export const approvalParams = z.object({
  ...paging(),
  status: urlParam.oneOf(STATUS_FILTERS, '1'),
  q: urlParam.text(),
  type: urlParam.oneOf(CERTIFICATION_TYPES),
  id: urlParam.id(),
});
const asState = (status: number) => (status === 1 || status === 2 || status === 3 ? status : 0);

/**
 * A review queue of certification applications: of one type, or (the user-review overview, `type`
 * left out) of every type with a type filter and each applicant's certification summary. Filters,
 * paging and the open application live in the URL. After a decision the next pending application
 * of the page opens, so a reviewer can work through the queue.
 */
export function ApprovalQueue({ type }: { type?: CertificationType }) {
  const t = useMessages(approvalMessages);
  const { params, update, paging } = useListParams(approvalParams, { view: ['id'] });
  const overview = type === undefined;
  const shownType = type ?? params.type;

  const query = useApplications(
    withoutEmpty({
      page: params.page,
      size: params.size,
      status: params.status === 'all' ? null : Number(params.status),
      type: shownType,
      keyword: params.q,
    }),
  );
  const { data } = query;
  const rows = data?.data ?? [];
  const { trigger, isMutating } = useDecideApplication();
  const { user } = useSession();

  // Deciding the last pending application of the last page empties it: show the new last page.
  const lastPage = data && data.total > 0 ? Math.ceil(data.total / params.size) : 1;
  useEffect(() => {
    if (params.page > lastPage) update({ page: lastPage });
    // `update` is a new function each render; the page numbers are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.page, lastPage]);

  const typeLabel = (value: CertificationType) => t(value);
  const statusLabel = (status: number) =>
    status === CERT_STATUS.pending ? t('status1') : status === APPROVED ? t('status2') : t('status3');
  const dateTime = useDateTime();

  /**
   * The next application of the page that still waits for this reviewer, after the decided one
   * (else before it). Own applications are skipped: the reviewer cannot decide them.
   */
  const nextPending = (decidedId: number): number | null => {
    const index = rows.findIndex((row) => row.id === decidedId);
    const waiting = (row: ApplicationRow) =>
      row.id !== decidedId && row.status === CERT_STATUS.pending && row.user.id !== user?.id;
    const after = rows.slice(index + 1).find(waiting);
    return (after ?? rows.find(waiting))?.id ?? null;
  };

  const decide = async (application: ApplicationDetail, result: DecisionResult) => {
    const approved = result.decision === 'approve';
    await trigger({
      id: application.id,
      status: approved ? APPROVED : CERT_STATUS.rejected,
      message: result.message,
    });
    const vars = { name: application.user.name, type: typeLabel(application.type) };
    toaster.show({ tone: 'positive', message: approved ? t('approved', vars) : t('rejected', vars) });
    const next = nextPending(application.id);
    if (next === null) toaster.show({ tone: 'neutral', message: t('allDone') });
    update({ id: next });
  };

  const columns: DataTableColumn<ApplicationRow>[] = [
    {
      key: 'applicant',
      header: t('applicant'),
      cell: (row) => (
        <Inline space="small" wrap={false}>
          <Avatar name={row.user.name} src={row.user.avatar || undefined} size="small" decorative />
          <Text>{row.user.name}</Text>
        </Inline>
      ),
    },
    ...(overview
      ? [{ key: 'type', header: t('type'), cell: (row: ApplicationRow) => typeLabel(row.type) }]
      : []),
    { key: 'title', header: t('title'), cell: (row) => row.title || '—' },
    { key: 'created_at', header: t('submittedAt'), cell: (row) => dateTime(row.created_at) },
    {
      key: 'status',
      header: t('state'),
      cell: (row) => <StatusTag kind="certification" status={asState(row.status)} size="small" />,
    },
    { key: 'reviewer', header: t('reviewer'), cell: (row) => row.reviewer ?? '—' },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => {
        const pending = row.status === CERT_STATUS.pending;
        const vars = { name: row.user.name, type: typeLabel(row.type) };
        return (
          <Button
            size="small"
            variant={pending ? 'soft' : 'ghost'}
            tone={pending ? 'accent' : 'neutral'}
            aria-label={pending ? t('reviewLabel', vars) : t('viewLabel', vars)}
            onClick={() => update({ id: row.id })}
          >
            {pending ? t('review') : t('view')}
          </Button>
        );
      },
    },
  ];

  const { data: openApplication } = useApplication(params.id);
  const drawerType = openApplication?.type ?? shownType;

  return (
    <ListPage>
      <FilterBar label={t('filters')} onSubmit={update}>
        <Select
          label={t('statusFilter')}
          value={params.status}
          options={STATUS_FILTERS.map((status) => ({
            value: status,
            label: status === 'all' ? t('statusAll') : statusLabel(Number(status)),
          }))}
          onValueChange={(value) => update({ status: value })}
        />
        {overview ? (
          <ChoiceFilter
            label={t('typeFilter')}
            allLabel={t('typeAll')}
            value={params.type}
            options={CERTIFICATION_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
            onChange={(value) => update({ type: value })}
          />
        ) : null}
        <KeywordFilter name="q" label={t('keyword')} placeholder={t('keywordHint')} value={params.q} />
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('tableLabel', { type: shownType ? typeLabel(shownType) : t('allTypes') })}
        columns={columns}
        rowKey="id"
        query={query}
        paging={paging}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('empty')} />}
      />
      <Drawer
        open={params.id !== null}
        onOpenChange={(open) => {
          if (!open) update({ id: null });
        }}
      >
        {params.id !== null ? (
          <DrawerContent
            title={t('detailTitle', { type: drawerType ? typeLabel(drawerType) : t('allTypes') })}
            size="large"
          >
            <ApplicationDetailView
              key={params.id}
              id={params.id}
              withSummary={overview}
              deciding={isMutating}
              onDecide={decide}
            />
          </DrawerContent>
        ) : null}
      </Drawer>
    </ListPage>
  );
}
