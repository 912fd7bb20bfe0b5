import { endpoints } from '@creator-console/contract';
import { Heading, Skeleton, Stack } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { useEndpoint } from '../../../shared/use-endpoint';
import { taskMessages } from '../tasks/messages';
import { TaskForm } from '../tasks/task-form';

/** /sem/create 创建任务 (ad-tasks.md §10): the task form with the settings' defaults. */
export default function SemTaskCreatePage() {
  const t = useMessages(taskMessages);
  // The defaults (observation days, featured count, the first reward kind) are the settings'.
  const options = useEndpoint(endpoints.adTaskOptions);
  return (
    <Stack space="large">
      <Heading level={1}>{t('createTitle')}</Heading>
      {options.data ? <TaskForm /> : <Skeleton lines={10} />}
    </Stack>
  );
}
