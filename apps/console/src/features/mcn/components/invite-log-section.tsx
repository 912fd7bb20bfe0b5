import { z } from 'zod';
import {
  Button,
  Card,
  EmptyState,
  Inline,
  Tag,
  Text,
  type DataTableColumn,
  type Tone,
} from '@creator-console/ui';
import { INVITE_STATUS, INVITE_TYPES, type InviteLog } from '@creator-console/contract';
import { useSession } from '@creator-console/auth/react';
import { useLocale, useMessages } from '../../../shared/i18n';
import { ChoiceFilter, ListTable, urlParam, useListParams, withoutEmpty } from '../../../shared/list';
import { useInviteLog } from '../api/get-invite-log';
import { useHandleInvite } from '../api/handle-invite';
import { mcnMessages } from '../messages';

const STATUS_TONES: Record<number, Tone> = { 0: 'accent', 1: 'positive', 2: 'critical', 3: 'neutral' };

/** The invite log's state in the URL, beside the creators': `lpage`, `lsize` and the `status` filter. */
const inviteLogParams = z.object({
  lpage: urlParam.page(),
  lsize: urlParam.anySize(),
  status: urlParam.numberOf(Object.values(INVITE_STATUS)),
});

/** Invitations sent and applications received, filterable by status; pending ones can be handled. */
export function InviteLogSection() {
  const t = useMessages(mcnMessages);
  const { locale } = useLocale();
  const { user } = useSession();
  const { params, update, paging } = useListParams(inviteLogParams, { page: 'lpage', size: 'lsize' });
  const query = useInviteLog(withoutEmpty({ page: params.lpage, size: params.lsize, status: params.status }));
  const { trigger, isMutating } = useHandleInvite();
  const statusLabel = (status: number) => t(`status${status as 0 | 1 | 2 | 3}`);

  const columns: DataTableColumn<InviteLog>[] = [
    {
      key: 'type',
      header: t('direction'),
      cell: (row) => (row.type === INVITE_TYPES.invite ? t('sent') : t('received')),
    },
    {
      key: 'counterpart',
      header: t('counterpart'),
      cell: (row) => (row.sender.id === user?.id ? row.receiver.name : row.sender.name),
    },
    { key: 'message', header: t('message'), cell: (row) => <Text tone="muted">{row.message || '—'}</Text> },
    {
      key: 'status',
      header: t('state'),
      cell: (row) => (
        <Tag size="small" tone={STATUS_TONES[row.status] ?? 'neutral'}>
          {statusLabel(row.status)}
        </Tag>
      ),
    },
    {
      key: 'created_at',
      header: t('createdAt'),
      cell: (row) =>
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(row.created_at)),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => {
        if (row.status !== INVITE_STATUS.pending) return null;
        if (row.receiver.id === user?.id) {
          return (
            <Inline space="xsmall" wrap={false}>
              <Button
                size="small"
                variant="soft"
                disabled={isMutating}
                onClick={() => void trigger({ id: row.id, status: 1 })}
              >
                {t('accept')}
              </Button>
              <Button
                size="small"
                variant="ghost"
                tone="critical"
                disabled={isMutating}
                onClick={() => void trigger({ id: row.id, status: 2 })}
              >
                {t('refuse')}
              </Button>
            </Inline>
          );
        }
        return (
          <Button
            size="small"
            variant="ghost"
            disabled={isMutating}
            onClick={() => void trigger({ id: row.id, status: 3 })}
          >
            {t('withdraw')}
          </Button>
        );
      },
    },
  ];

  return (
    <Card title={t('log')} as="section" titleAs="h2">
      <Inline space="small">
        <ChoiceFilter
          label={t('statusFilter')}
          allLabel={t('allStatus')}
          value={params.status}
          options={Object.values(INVITE_STATUS).map((status) => ({
            value: status,
            label: statusLabel(status),
          }))}
          onChange={(status) => update({ status })}
        />
      </Inline>
      <ListTable
        label={t('logLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={paging}
        pagingLabel={t('log')}
        empty={<EmptyState title={t('noLog')} />}
      />
    </Card>
  );
}
