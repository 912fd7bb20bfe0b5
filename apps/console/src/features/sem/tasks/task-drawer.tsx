import { endpoints } from '@creator-console/contract';
import {
  Button,
  Drawer,
  DrawerContent,
  EmptyState,
  Skeleton,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { RowActions } from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { taskMessages } from './messages';
import { TaskOverview } from './overview';
import { TaskParticipants } from './participants';
import { TaskSettlement } from './settlement';
import { useTaskActions } from './task-actions';
import { TaskLog } from './task-log';

export const TASK_TABS = ['overview', 'participants', 'settlement', 'log'] as const;
export type TaskTab = (typeof TASK_TABS)[number];

const TAB_LABELS = {
  overview: 'tabOverview',
  participants: 'tabParticipants',
  settlement: 'tabSettlement',
  log: 'tabLog',
} as const;

/** The drawer of /sem/index `?task={id}` with its tabs (§10); the tab is in the URL too. */
export function TaskDrawer({
  id,
  title,
  tab,
  onTab,
  onClose,
}: {
  id: number;
  /** The row's title while the task loads. */
  title: string | undefined;
  tab: TaskTab;
  onTab: (tab: TaskTab) => void;
  onClose: () => void;
}) {
  const t = useMessages(taskMessages);
  const detail = useEndpoint(endpoints.adTaskDetail, { params: { id } });
  const task = detail.data;
  const { actionsOf, dialogs } = useTaskActions((_id, next) => onTab(next ?? 'overview'), onClose);

  let body;
  if (detail.error) {
    body = (
      <EmptyState
        title={t('loadError')}
        action={<Button onClick={() => void detail.mutate()}>{t('retry')}</Button>}
      />
    );
  } else if (!task) {
    body = <Skeleton lines={8} />;
  } else {
    body = (
      <Stack space="medium">
        <RowActions actions={actionsOf({ ...task, settled_fen: task.figures.settled_fen }, ['view'])} />
        <Tabs
          value={tab}
          onValueChange={(next) => onTab(TASK_TABS.find((name) => name === next) ?? 'overview')}
        >
          <TabsList label={t('tabs')}>
            {TASK_TABS.map((name) => (
              <TabsTrigger key={name} value={name}>
                {t(TAB_LABELS[name])}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <TaskOverview task={task} />
          </TabsContent>
          <TabsContent value="participants">
            <TaskParticipants taskId={task.id} />
          </TabsContent>
          <TabsContent value="settlement">
            <TaskSettlement task={task} />
          </TabsContent>
          <TabsContent value="log">
            <TaskLog taskId={task.id} />
          </TabsContent>
        </Tabs>
      </Stack>
    );
  }

  return (
    <Drawer open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DrawerContent title={t('drawerTitle', { title: task?.title ?? title ?? '' })} size="large">
        {body}
        {dialogs}
      </DrawerContent>
    </Drawer>
  );
}
