import type { ReactNode } from 'react';
import { endpoints, type AdTaskDetail } from '@creator-console/contract';
import { Button, EmptyState, Heading, Inline, Skeleton, Stack, Text } from '@creator-console/ui';
import { PhaseTag } from '../../../shared/ad-tasks';
import { TextLink } from '../../../shared/components/text-link';
import { useMessages } from '../../../shared/i18n';
import { useEndpoint } from '../../../shared/use-endpoint';
import { reviewMessages } from './messages';

/**
 * A page about one task (`?task_id=`): the task's title and phase on top, then `children` with the
 * loaded task. No id, or a task that cannot be loaded, says so instead.
 */
export function TaskScope({
  taskId,
  title,
  summary,
  children,
}: {
  taskId: number | null;
  title: (task: AdTaskDetail) => string;
  summary?: (task: AdTaskDetail) => ReactNode;
  children: (task: AdTaskDetail) => ReactNode;
}) {
  const t = useMessages(reviewMessages);
  const query = useEndpoint(endpoints.adTaskDetail, taskId === null ? null : { params: { id: taskId } });
  if (taskId === null) {
    return (
      <EmptyState
        title={t('noTask')}
        description={t('noTaskHint')}
        action={<TextLink to="/sem/index">{t('toTasks')}</TextLink>}
      />
    );
  }
  if (query.error && !query.data) {
    return (
      <EmptyState
        icon="alert"
        title={t('loadError')}
        action={<Button onClick={() => void query.mutate()}>{t('retry')}</Button>}
      />
    );
  }
  const task = query.data;
  if (!task) return <Skeleton height={48} />;
  return (
    <Stack space="large">
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Heading level={2}>{title(task)}</Heading>
          <PhaseTag phase={task.phase} />
        </Inline>
        {summary ? <Text tone="muted">{summary(task)}</Text> : null}
      </Stack>
      {children(task)}
    </Stack>
  );
}
