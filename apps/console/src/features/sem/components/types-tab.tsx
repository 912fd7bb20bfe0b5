import { adTaskTypeInput, endpoints, type AdTaskType } from '@creator-console/contract';
import { Switch, type DataTableColumn } from '@creator-console/ui';
import { FormTextField } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { OrderedSettings } from '../../../shared/ordered-settings/ordered-settings';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useSaveType, type AdTaskTypeBody } from '../api/sem';
import { semMessages } from '../messages';
import { saveSwitch } from './config-kit';

type TypeValues = { name: string; enabled: boolean };

const bodyOf = (type: AdTaskType, position = type.position): AdTaskTypeBody => ({
  name: type.name,
  enabled: type.enabled,
  position,
});

/** 类型: the task types in their order, each with its enable switch; add, rename, move, delete. */
export function TypesTab() {
  const t = useMessages(semMessages);
  // Types are few (a handful): one page of 100 is the whole ordered list.
  const query = useEndpoint(endpoints.adTaskTypes, { query: { page: 1, size: 100 } });
  const save = useSaveType();
  const rows = query.data?.data ?? [];

  const toggle = (type: AdTaskType, enabled: boolean) =>
    saveSwitch(
      save.trigger({ action: 'update', id: type.id, body: { ...bodyOf(type), enabled } }),
      t(enabled ? 'typeOn' : 'typeOff', { name: type.name }),
    );

  const columns: DataTableColumn<AdTaskType>[] = [
    { key: 'name', header: t('typeName') },
    {
      key: 'enabled',
      header: t('enabled'),
      cell: (row) => (
        <Switch
          label={t('typeEnabledOf', { name: row.name })}
          checked={row.enabled}
          disabled={save.isMutating}
          onCheckedChange={(enabled) => toggle(row, enabled)}
        />
      ),
    },
    { key: 'task_count', header: t('taskCount'), align: 'right', cell: (row) => row.task_count },
  ];

  return (
    <OrderedSettings<AdTaskType, TypeValues, AdTaskTypeBody>
      heading={false}
      rows={rows}
      loading={query.isLoading}
      save={save}
      textOf={(type) => type.name}
      rowBody={bodyOf}
      columns={columns}
      form={{
        schema: adTaskTypeInput,
        inline: true,
        // The switch in the table sets `enabled`; the form keeps the row's while renaming it.
        valuesOf: (type) => ({ name: type?.name ?? '', enabled: type?.enabled ?? true }),
        bodyOf: (values, position) => ({ ...values, position }),
        fields: (control) => <FormTextField control={control} name="name" label={t('typeName')} required />,
      }}
      words={{
        hint: t('typesHint'),
        add: t('addType'),
        edit: t('editType'),
        added: t('typeAdded'),
        saved: t('typeSaved'),
        deleted: t('typeDeleted'),
        deleteTitle: t('deleteTypeTitle'),
        deleteConfirm: (text) => t('deleteTypeConfirm', { text }),
        table: t('typesLabel'),
        empty: t('typesEmpty'),
      }}
    />
  );
}
