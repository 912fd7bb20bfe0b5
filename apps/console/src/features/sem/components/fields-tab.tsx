import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  adFieldInput,
  AD_FIELD_KINDS,
  AD_FIELD_SCOPES,
  AD_FIELD_SCOPE_LABELS,
  AD_TASK_MESSAGES,
  endpoints,
  type AdField,
  type AdFieldKind,
  type AdFieldScope,
} from '@creator-console/contract';
import {
  Button,
  DataTable,
  EmptyState,
  Inline,
  Stack,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Tag,
  Text,
  type DataTableColumn,
} from '@creator-console/ui';
import { FormCheckbox, FormSelect, FormSwitch, FormTextField, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { RowActions } from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useCreateField, useDeleteField, useUpdateField } from '../api/sem';
import { semMessages } from '../messages';
import { OptionsEditor } from './options-editor';
import { ConfigDialog, editDeleteActions, saveSwitch } from './config-kit';

type FieldBody = z.output<typeof adFieldInput>;
type FieldValues = {
  key: string;
  label: string;
  kind: AdFieldKind;
  scope: AdFieldScope;
  required: boolean;
  options: string[];
  help: string;
  enabled: boolean;
  position: string;
};

const bodyOf = (field: AdField): FieldBody => ({
  key: field.key,
  label: field.label,
  kind: field.kind,
  scope: field.scope,
  required: field.required,
  options: field.options,
  help: field.help,
  enabled: field.enabled,
  position: field.position,
});

/** 新建字段 / 编辑字段: label, key (fixed once created), kind, scope, required, options for a select. */
function FieldDialog({
  field,
  scope,
  nextPosition,
  onClose,
}: {
  field: AdField | null;
  scope: AdFieldScope;
  nextPosition: number;
  onClose: () => void;
}) {
  const t = useMessages(semMessages);
  const create = useCreateField();
  const change = useUpdateField();
  const form = useContractForm<FieldValues, FieldBody>(adFieldInput, {
    defaultValues: field
      ? { ...bodyOf(field), options: [...field.options], position: String(field.position) }
      : {
          key: '',
          label: '',
          kind: 'text',
          scope,
          required: false,
          options: [],
          help: '',
          enabled: true,
          position: String(nextPosition),
        },
    toInput: (values) => ({
      ...values,
      // Only a select keeps options; an empty last row is not an option.
      options: values.kind === 'select' ? values.options : [],
      position: values.position.trim() === '' ? undefined : Number(values.position),
    }),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });

  return (
    <ConfigDialog
      title={field ? t('editField') : t('newField')}
      form={form}
      save={(body) => (field ? change.trigger({ params: { id: field.id }, body }) : create.trigger({ body }))}
      busy={create.isMutating || change.isMutating}
      refusals={{ [AD_TASK_MESSAGES.fieldKeyTaken]: 'key' }}
      done={(body) => t(field ? 'fieldSaved' : 'fieldCreated', { label: body.label })}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="label" label={t('fieldLabel')} required />
      <FormTextField
        control={form.control}
        name="key"
        label={t('fieldKey')}
        hint={t('fieldKeyHint')}
        disabled={field !== null}
        required
      />
      <FormSelect
        control={form.control}
        name="scope"
        label={t('fieldScope')}
        options={AD_FIELD_SCOPES.map((value) => ({ value, label: AD_FIELD_SCOPE_LABELS[value] }))}
      />
      <FormSelect
        control={form.control}
        name="kind"
        label={t('fieldKind')}
        options={AD_FIELD_KINDS.map((value) => ({ value, label: t(`kind_${value}`) }))}
      />
      {kind === 'select' ? <OptionsEditor control={form.control} /> : null}
      <FormTextField control={form.control} name="help" label={t('fieldHelp')} />
      <FormTextField
        control={form.control}
        name="position"
        label={t('fieldPosition')}
        hint={t('fieldPositionHint')}
        inputMode="numeric"
      />
      <FormCheckbox control={form.control} name="required" label={t('fieldRequired')} />
      <FormSwitch control={form.control} name="enabled" label={t('enabled')} />
    </ConfigDialog>
  );
}

/** The fields of one scope, in their order. */
function FieldTable({ scope }: { scope: AdFieldScope }) {
  const t = useMessages(semMessages);
  // Fields are few (≤ a few dozen per scope): one page of 100 is the whole ordered list.
  const query = useEndpoint(endpoints.adFields, { query: { page: 1, size: 100, scope } });
  const { trigger: change, isMutating } = useUpdateField();
  const { trigger: remove } = useDeleteField();
  const [editing, setEditing] = useState<AdField | 'new' | null>(null);
  const rows = query.data?.data ?? [];
  const scopeLabel = AD_FIELD_SCOPE_LABELS[scope];
  const nextPosition = rows.reduce((max, row) => Math.max(max, row.position + 10), 0);

  const setEnabled = (field: AdField, enabled: boolean) =>
    saveSwitch(
      change({ params: { id: field.id }, body: { ...bodyOf(field), enabled } }),
      t(enabled ? 'fieldOn' : 'fieldOff', { label: field.label }),
    );

  const columns: DataTableColumn<AdField>[] = [
    { key: 'position', header: t('fieldPosition'), align: 'right', cell: (row) => row.position },
    {
      key: 'label',
      header: t('fieldLabel'),
      cell: (row) => (
        <Stack space="none">
          <Text>{row.label}</Text>
          <Text tone="muted" size="small">
            {row.key}
          </Text>
        </Stack>
      ),
    },
    { key: 'kind', header: t('fieldKind'), cell: (row) => t(`kind_${row.kind}`) },
    {
      key: 'required',
      header: t('fieldRequired'),
      cell: (row) =>
        row.required ? (
          <Tag size="small" tone="accent">
            {t('required')}
          </Tag>
        ) : (
          <Text tone="muted">{t('optional')}</Text>
        ),
    },
    {
      key: 'options',
      header: t('fieldOptions'),
      cell: (row) => (row.options.length > 0 ? row.options.join('、') : t('none')),
    },
    {
      key: 'enabled',
      header: t('enabled'),
      cell: (row) => (
        <Switch
          label={t('fieldEnabledOf', { label: row.label })}
          checked={row.enabled}
          disabled={isMutating}
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
            editLabel: t('editFieldOf', { label: row.label }),
            deleteLabel: t('deleteFieldOf', { label: row.label }),
            deleteTitle: t('deleteFieldTitle'),
            deleteConfirm: t('deleteFieldConfirm', { label: row.label }),
            deleted: t('fieldDeleted', { label: row.label }),
            onEdit: () => setEditing(row),
            onDelete: () => remove({ params: { id: row.id } }),
          })}
        />
      ),
    },
  ];

  return (
    <Stack space="medium">
      <Inline space="small" align="right">
        <Button icon="plus" onClick={() => setEditing('new')}>
          {t('newField')}
        </Button>
      </Inline>
      <DataTable
        label={t('fieldsLabel', { scope: scopeLabel })}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={query.isLoading}
        empty={<EmptyState title={t('fieldsEmpty', { scope: scopeLabel })} />}
      />
      {editing ? (
        <FieldDialog
          field={editing === 'new' ? null : editing}
          scope={scope}
          nextPosition={nextPosition}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}

/** 字段: the join and receipt fields a task can ask, one table per scope. */
export function FieldsTab({
  scope,
  onScope,
}: {
  scope: AdFieldScope;
  onScope: (scope: AdFieldScope) => void;
}) {
  const t = useMessages(semMessages);
  return (
    <Tabs
      value={scope}
      onValueChange={(next) => onScope(AD_FIELD_SCOPES.find((value) => value === next) ?? 'join')}
    >
      <TabsList label={t('fieldScope')}>
        {AD_FIELD_SCOPES.map((value) => (
          <TabsTrigger key={value} value={value}>
            {AD_FIELD_SCOPE_LABELS[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={scope}>
        <FieldTable key={scope} scope={scope} />
      </TabsContent>
    </Tabs>
  );
}
