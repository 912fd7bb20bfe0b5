import { useState } from 'react';
import type { AdTaskPhase } from '@creator-console/contract';
import { useMessages } from '../../../shared/i18n';
import type { RowAction } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useCancelTask, useDeleteTask, usePauseTask, usePublishTask, useResumeTask } from './api';
import { taskActions, type TaskAction } from './logic';
import { taskMessages, type TaskMessageKey } from './messages';
import { ReasonDialog } from './reason-dialog';

type TaskRef = { id: number; title: string; phase: AdTaskPhase; settled_fen: number };

const LABELS: Record<TaskAction, TaskMessageKey> = {
  view: 'view',
  edit: 'edit',
  submissions: 'submissions',
  publish: 'publish',
  pause: 'pause',
  resume: 'resume',
  cancel: 'cancelTask',
  delete: 'delete',
  settle: 'settle',
};

/**
 * The actions of a task (list rows, the drawer): `actionsOf(task)` for `RowActions`, and the reason
 * dialogs of 暂停 and 取消 (`dialogs`, rendered once). 详情 and 结算 open the drawer (`onOpen`).
 */
export function useTaskActions(
  onOpen: (id: number, tab?: 'settlement') => void,
  /** After 删除: the drawer of the deleted draft closes. */
  onDeleted?: () => void,
) {
  const t = useMessages(taskMessages);
  const publish = usePublishTask();
  const pause = usePauseTask();
  const resume = useResumeTask();
  const cancel = useCancelTask();
  const remove = useDeleteTask();
  const [asking, setAsking] = useState<{ kind: 'pause' | 'cancel'; task: TaskRef } | null>(null);

  const actionsOf = (task: TaskRef, omit: readonly TaskAction[] = []): RowAction[] =>
    taskActions(task)
      .filter((action) => !omit.includes(action))
      .map((action): RowAction => {
        const label = t(LABELS[action]);
        const base = { label, name: t('actionOf', { action: label, title: task.title }) };
        const { id, title } = task;
        switch (action) {
          case 'view':
            return { ...base, onClick: () => onOpen(id) };
          case 'settle':
            return { ...base, onClick: () => onOpen(id, 'settlement') };
          case 'edit':
            return { ...base, to: `/sem/edit?id=${id}` };
          case 'submissions':
            return { ...base, to: `/sem/bind?task_id=${id}` };
          case 'publish':
            return {
              ...base,
              confirm: {
                title: t('publishTitle'),
                description: t('publishConfirm', { title }),
                confirmLabel: label,
                onConfirm: async () => {
                  await publish.trigger({ params: { id } });
                  toaster.show({ tone: 'positive', message: t('published', { title }) });
                },
              },
            };
          case 'resume':
            return {
              ...base,
              confirm: {
                title: t('resumeTitle'),
                description: t('resumeConfirm', { title }),
                confirmLabel: label,
                onConfirm: async () => {
                  await resume.trigger({ params: { id } });
                  toaster.show({ tone: 'positive', message: t('resumed', { title }) });
                },
              },
            };
          case 'delete':
            return {
              ...base,
              tone: 'critical',
              confirm: {
                title: t('deleteTitle'),
                description: t('deleteConfirm', { title }),
                confirmLabel: label,
                onConfirm: async () => {
                  await remove.trigger({ params: { id } });
                  toaster.show({ tone: 'positive', message: t('deleted', { title }) });
                  onDeleted?.();
                },
              },
            };
          case 'pause':
            return { ...base, onClick: () => setAsking({ kind: 'pause', task }) };
          case 'cancel':
            return { ...base, tone: 'critical', onClick: () => setAsking({ kind: 'cancel', task }) };
        }
      });

  const dialogs = asking ? (
    asking.kind === 'pause' ? (
      <ReasonDialog
        title={t('pauseTitle', { title: asking.task.title })}
        confirmLabel={t('pause')}
        submitting={pause.isMutating}
        submit={async (reason) => {
          await pause.trigger({ params: { id: asking.task.id }, body: { reason } });
          toaster.show({ tone: 'positive', message: t('paused', { title: asking.task.title }) });
        }}
        onClose={() => setAsking(null)}
      />
    ) : (
      <ReasonDialog
        title={t('cancelTitle', { title: asking.task.title })}
        warning={t('cancelWarning')}
        confirmLabel={t('cancelTask')}
        submitting={cancel.isMutating}
        submit={async (reason) => {
          await cancel.trigger({ params: { id: asking.task.id }, body: { reason } });
          toaster.show({ tone: 'positive', message: t('cancelled', { title: asking.task.title }) });
        }}
        onClose={() => setAsking(null)}
      />
    )
  ) : null;

  return { actionsOf, dialogs };
}
