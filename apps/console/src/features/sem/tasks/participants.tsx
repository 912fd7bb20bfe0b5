import { useState } from 'react';
import { AD_PARTICIPATION_STATUS_LABELS, endpoints, type AdParticipant } from '@creator-console/contract';
import { Avatar, EmptyState, Inline, Stack, Tag, Text, type DataTableColumn } from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import { useMessages } from '../../../shared/i18n';
import { ListTable, RowActions, type Paging } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useDecideParticipation } from './api';
import { taskMessages } from './messages';
import { ReasonDialog } from './reason-dialog';

const TONES = {
  applied: 'caution',
  joined: 'positive',
  declined: 'critical',
  quit: 'neutral',
  removed: 'critical',
} as const;

/** Submissions of a participant, all statuses together and the approved or paid ones. */
const submissionTotals = (counts: AdParticipant['submissions']) => ({
  total: Object.values(counts).reduce((sum, n) => sum + n, 0),
  approved: counts.approved + counts.held + counts.planned + counts.settled,
});

/** The 参与者 tab: who applied or joined, their answers; 通过/拒绝 an application, 移出 a participant. */
export function TaskParticipants({ taskId }: { taskId: number }) {
  const t = useMessages(taskMessages);
  const dateTime = useDateTime();
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [asking, setAsking] = useState<{ kind: 'decline' | 'remove'; row: AdParticipant } | null>(null);
  const decide = useDecideParticipation();
  const query = useEndpoint(
    endpoints.adTaskParticipants,
    { params: { id: taskId }, query: { page: page.page, size: page.size } },
    { keepPreviousData: true },
  );
  const paging: Paging = {
    ...page,
    onChange: (next, size) => setPage({ page: size === page.size ? next : 1, size }),
  };

  const approve = async (row: AdParticipant) => {
    await decide.trigger({ params: { id: row.id }, body: { decision: 'approve', reason: '' } });
    toaster.show({ tone: 'positive', message: t('approvedToast', { name: row.user.name }) });
  };

  const columns: DataTableColumn<AdParticipant>[] = [
    {
      key: 'creator',
      header: t('creator'),
      cell: (row) => (
        <Inline space="small" wrap={false} alignY="center">
          <Avatar name={row.user.name} src={row.user.avatar || undefined} size="small" decorative />
          <Stack space="none">
            <Text>{row.user.name}</Text>
            <Text size="small" tone="muted">
              ID {row.user.id}
            </Text>
          </Stack>
        </Inline>
      ),
    },
    { key: 'role', header: t('role'), cell: (row) => row.user.role_name },
    {
      key: 'status',
      header: t('participation'),
      cell: (row) => (
        <Stack space="none">
          <Tag size="small" tone={TONES[row.status]}>
            {AD_PARTICIPATION_STATUS_LABELS[row.status]}
          </Tag>
          {row.reason ? (
            <Text size="small" tone="muted">
              {row.reason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'at', header: t('joinedAt'), cell: (row) => dateTime(row.created_at) },
    {
      key: 'answers',
      header: t('answers'),
      cell: (row) =>
        row.answers.length === 0 ? (
          <Text tone="muted">{t('noAnswers')}</Text>
        ) : (
          <details>
            <summary>
              <Text size="small">{t('showAnswers')}</Text>
            </summary>
            <dl>
              {row.answers.map((answer) => (
                <div key={answer.field_id}>
                  <dt>
                    <Text size="small" tone="muted">
                      {answer.label}
                    </Text>
                  </dt>
                  <dd style={{ margin: 0 }}>
                    <Text size="small">{answer.value}</Text>
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        ),
    },
    {
      key: 'submissions',
      header: t('submissionsCol'),
      cell: (row) => t('submissionCounts', submissionTotals(row.submissions)),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <RowActions
          actions={[
            row.status === 'applied' && {
              label: t('approve'),
              name: t('actionOf', { action: t('approve'), title: row.user.name }),
              confirm: {
                title: t('approveTitle'),
                description: t('approveConfirm', { name: row.user.name }),
                confirmLabel: t('approve'),
                onConfirm: () => approve(row),
              },
            },
            row.status === 'applied' && {
              label: t('decline'),
              name: t('actionOf', { action: t('decline'), title: row.user.name }),
              tone: 'critical',
              onClick: () => setAsking({ kind: 'decline', row }),
            },
            row.status === 'joined' && {
              label: t('remove'),
              name: t('actionOf', { action: t('remove'), title: row.user.name }),
              tone: 'critical',
              onClick: () => setAsking({ kind: 'remove', row }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <ListTable
        label={t('participantsLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={paging}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('participantsEmpty')} />}
      />
      {asking ? (
        <ReasonDialog
          title={t(asking.kind === 'decline' ? 'declineTitle' : 'removeTitle', {
            name: asking.row.user.name,
          })}
          {...(asking.kind === 'remove' ? { warning: t('removeWarning') } : {})}
          confirmLabel={t(asking.kind)}
          submitting={decide.isMutating}
          submit={async (reason) => {
            await decide.trigger({ params: { id: asking.row.id }, body: { decision: asking.kind, reason } });
            toaster.show({
              tone: 'positive',
              message: t(asking.kind === 'decline' ? 'declinedToast' : 'removedToast', {
                name: asking.row.user.name,
              }),
            });
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
