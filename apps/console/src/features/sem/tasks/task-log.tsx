import { useSession } from '@creator-console/auth/react';
import { endpoints } from '@creator-console/contract';
import { Text } from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import { useMessages } from '../../../shared/i18n';
import { useEndpoint } from '../../../shared/use-endpoint';
import { taskMessages } from './messages';

/** The 日志 tab: the operation-log rows of module `ad_task` about this task, newest first. */
export function TaskLog({ taskId }: { taskId: number }) {
  const t = useMessages(taskMessages);
  const dateTime = useDateTime();
  const { can } = useSession();
  const allowed = can('log:view') || can('log:audit');
  const logs = useEndpoint(
    endpoints.operationLogs,
    allowed
      ? { query: { page: 1, size: 50, module: 'ad_task', target_type: 'ad_task', target_id: taskId } }
      : null,
  );
  if (!allowed) return <Text tone="muted">{t('logNoAccess')}</Text>;
  const entries = logs.data?.data ?? [];
  if (logs.data && entries.length === 0) return <Text tone="muted">{t('logEmpty')}</Text>;
  return (
    <ol aria-label={t('logLabel')}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Text size="small" tone="muted">
            {dateTime(entry.created_at)} · {entry.actor?.name ?? ''}
          </Text>
          <Text as="p">{entry.summary}</Text>
        </li>
      ))}
    </ol>
  );
}
