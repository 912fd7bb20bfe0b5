import { useState } from 'react';
import { z } from 'zod';
import { adTopicInput, AD_TASK_MESSAGES, endpoints, type AdTopic } from '@creator-console/contract';
import { Button, EmptyState, Switch, type DataTableColumn } from '@creator-console/ui';
import { FormSwitch, FormTextarea, FormTextField, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import {
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  paging,
  RowActions,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useCreateTopic, useDeleteTopic, useUpdateTopic } from '../api/sem';
import { ConfigDialog, editDeleteActions, saveSwitch } from '../components/config-kit';
import { semMessages } from '../messages';

const params = z.object({ ...paging(), q: urlParam.text() });

type TopicValues = { name: string; description: string; enabled: boolean };
type TopicBody = z.output<typeof adTopicInput>;

const bodyOf = (topic: AdTopic): TopicBody => ({
  name: topic.name,
  description: topic.description,
  enabled: topic.enabled,
});

/** 新建话题 / 编辑话题: the name (a leading # is dropped), description, enabled. */
function TopicDialog({ topic, onClose }: { topic: AdTopic | null; onClose: () => void }) {
  const t = useMessages(semMessages);
  const create = useCreateTopic();
  const change = useUpdateTopic();
  const form = useContractForm<TopicValues, TopicBody>(adTopicInput, {
    defaultValues: topic ? bodyOf(topic) : { name: '', description: '', enabled: true },
  });

  return (
    <ConfigDialog
      title={topic ? t('editTopic') : t('newTopic')}
      form={form}
      save={(body) => (topic ? change.trigger({ params: { id: topic.id }, body }) : create.trigger({ body }))}
      busy={create.isMutating || change.isMutating}
      refusals={{ [AD_TASK_MESSAGES.topicTaken]: 'name' }}
      done={(body) => t(topic ? 'topicSaved' : 'topicCreated', { name: body.name })}
      onClose={onClose}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('topicName')}
        hint={t('topicNameHint')}
        required
      />
      <FormTextarea control={form.control} name="description" label={t('topicDescription')} rows={3} />
      <FormSwitch control={form.control} name="enabled" label={t('enabled')} />
    </ConfigDialog>
  );
}

/** /sem/topic 自定义话题: the topics a task can require its videos to carry (ad-tasks.md §10). */
export default function SemTopicPage() {
  const t = useMessages(semMessages);
  const { params: p, update, paging: pages } = useListParams(params);
  const query = useEndpoint(
    endpoints.adTopics,
    { query: withoutEmpty({ page: p.page, size: p.size, q: p.q }) },
    { keepPreviousData: true },
  );
  const { trigger: change } = useUpdateTopic();
  const { trigger: remove } = useDeleteTopic();
  const [editing, setEditing] = useState<AdTopic | 'new' | null>(null);

  const setEnabled = (topic: AdTopic, enabled: boolean) =>
    saveSwitch(
      change({ params: { id: topic.id }, body: { ...bodyOf(topic), enabled } }),
      t(enabled ? 'topicOn' : 'topicOff', { name: topic.name }),
    );

  const columns: DataTableColumn<AdTopic>[] = [
    { key: 'name', header: t('topicName'), cell: (row) => `#${row.name}` },
    { key: 'description', header: t('topicDescription'), cell: (row) => row.description || t('none') },
    {
      key: 'enabled',
      header: t('enabled'),
      cell: (row) => (
        <Switch
          label={t('topicEnabledOf', { name: row.name })}
          checked={row.enabled}
          onCheckedChange={(enabled) => setEnabled(row, enabled)}
        />
      ),
    },
    { key: 'task_count', header: t('taskCount'), align: 'right', cell: (row) => row.task_count },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <RowActions
          actions={editDeleteActions({
            edit: t('edit'),
            delete: t('delete'),
            editLabel: t('editTopicOf', { name: row.name }),
            deleteLabel: t('deleteTopicOf', { name: row.name }),
            deleteTitle: t('deleteTopicTitle'),
            deleteConfirm: t('deleteTopicConfirm', { name: row.name }),
            deleted: t('topicDeleted', { name: row.name }),
            onEdit: () => setEditing(row),
            onDelete: () => remove({ params: { id: row.id } }),
          })}
        />
      ),
    },
  ];

  return (
    <ListPage actions={<Button onClick={() => setEditing('new')}>{t('newTopic')}</Button>}>
      <FilterBar label={t('search')} onSubmit={update}>
        <KeywordFilter name="q" label={t('keyword')} value={p.q} />
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('topicsLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={pages}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('topicsEmpty')} />}
      />
      {editing ? (
        <TopicDialog topic={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </ListPage>
  );
}
