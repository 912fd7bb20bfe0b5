import { useState } from 'react';
import { z } from 'zod';
import { adTopicInput, AD_TASK_MESSAGES, endpoints, type AdTopic } from '@creator-console/contract';
import { Button, EmptyState, Switch, type DataTableColumn } from '@creator-console/ui';
import { FormDialog, FormSwitch, FormTextarea, FormTextField, useContractForm } from '../../../shared/form';
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
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useCreateTopic, useDeleteTopic, useUpdateTopic } from '../api/sem';
import { placeRefusal } from '../components/refusal';
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

  const submit = async (body: TopicBody) => {
    try {
      if (topic) await change.trigger({ params: { id: topic.id }, body });
      else await create.trigger({ body });
    } catch (error) {
      placeRefusal(error, form.setError, { [AD_TASK_MESSAGES.topicTaken]: 'name' });
      return;
    }
    toaster.show({
      tone: 'positive',
      message: t(topic ? 'topicSaved' : 'topicCreated', { name: body.name }),
    });
    onClose();
  };

  return (
    <FormDialog
      title={topic ? t('editTopic') : t('newTopic')}
      form={form}
      submit={submit}
      submitting={create.isMutating || change.isMutating}
      submitLabel={t('save')}
      cancelLabel={t('cancel')}
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
    </FormDialog>
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
    void change({ params: { id: topic.id }, body: { ...bodyOf(topic), enabled } })
      .then(() =>
        toaster.show({
          tone: 'positive',
          message: t(enabled ? 'topicOn' : 'topicOff', { name: topic.name }),
        }),
      )
      .catch(() => undefined);

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
          actions={[
            { label: t('edit'), name: t('editTopicOf', { name: row.name }), onClick: () => setEditing(row) },
            {
              label: t('delete'),
              name: t('deleteTopicOf', { name: row.name }),
              tone: 'critical',
              confirm: {
                title: t('deleteTopicTitle'),
                description: t('deleteTopicConfirm', { name: row.name }),
                confirmLabel: t('delete'),
                onConfirm: async () => {
                  await remove({ params: { id: row.id } });
                  toaster.show({ tone: 'positive', message: t('topicDeleted', { name: row.name }) });
                },
              },
            },
          ]}
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
