import { useSearchParams } from 'react-router-dom';
import { endpoints } from '@creator-console/contract';
import { Button, EmptyState, Heading, Skeleton, Stack } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { useEndpoint } from '../../../shared/use-endpoint';
import { taskMessages } from '../tasks/messages';
import { TaskForm } from '../tasks/task-form';

const idOf = (text: string | null) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** /sem/edit?id= 编辑任务 (ad-tasks.md §10): the saved task in the form; 重新加载 after a stale save. */
export default function SemTaskEditPage() {
  const t = useMessages(taskMessages);
  const [search] = useSearchParams();
  const id = idOf(search.get('id'));
  const detail = useEndpoint(endpoints.adTaskDetail, id === null ? null : { params: { id } });
  const options = useEndpoint(endpoints.adTaskOptions);

  let body;
  if (id === null || detail.error) {
    body = (
      <EmptyState
        title={id === null ? t('notFound') : t('loadError')}
        action={id === null ? undefined : <Button onClick={() => void detail.mutate()}>{t('retry')}</Button>}
      />
    );
  } else if (!detail.data || !options.data) {
    body = <Skeleton lines={10} />;
  } else {
    // A new version (reloaded, saved) is a new form: its defaults are the task's values.
    body = (
      <TaskForm
        key={`${detail.data.id}:${detail.data.version}`}
        task={detail.data}
        onReload={() => detail.mutate()}
      />
    );
  }
  return (
    <Stack space="large">
      <Heading level={1}>{t('editTitle')}</Heading>
      {body}
    </Stack>
  );
}
