import { createReviewStatement, type CreatorStatement } from '@creator-console/contract';
import { Switch, type DataTableColumn } from '@creator-console/ui';
import { FormSwitch, FormTextarea } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { OrderedSettings } from '../../../shared/ordered-settings/ordered-settings';
import { useStatements } from '../api/get-statements';
import { useSaveStatement, type StatementBody } from '../api/save-statement';
import { auditMessages } from '../messages';

const bodyOf = (statement: CreatorStatement, position = statement.position): StatementBody => ({
  content: statement.content,
  enabled: statement.enabled,
  position,
});

/**
 * /audit/statement: the creator declarations of the publish form — list, add, edit, enable or
 * disable, reorder. A declaration's text and state are checked by the contract's rules.
 */
export default function AuditStatementPage() {
  const t = useMessages(auditMessages);
  const { data: statements = [], isLoading } = useStatements();
  const save = useSaveStatement();

  const toggle = async (statement: CreatorStatement, enabled: boolean) => {
    await save.trigger({ action: 'update', id: statement.id, body: { ...bodyOf(statement), enabled } });
    toaster.show({ tone: 'positive', message: enabled ? t('statementEnabledOn') : t('statementEnabledOff') });
  };

  const columns: DataTableColumn<CreatorStatement>[] = [
    { key: 'content', header: t('statementContent') },
    {
      key: 'enabled',
      header: t('statementEnabled'),
      cell: (row) => (
        <Switch
          label={t('enableLabel', { text: row.content })}
          checked={row.enabled}
          disabled={save.isMutating}
          onCheckedChange={(checked) => void toggle(row, checked).catch(() => undefined)}
        />
      ),
    },
  ];

  return (
    <OrderedSettings
      rows={statements}
      loading={isLoading}
      save={save}
      textOf={(statement) => statement.content}
      rowBody={bodyOf}
      columns={columns}
      form={{
        schema: createReviewStatement.body!,
        valuesOf: (statement) => ({
          content: statement?.content ?? '',
          enabled: statement?.enabled ?? true,
        }),
        bodyOf: (values, position) => ({ ...values, position }),
        fields: (control) => (
          <>
            <FormTextarea control={control} name="content" label={t('statementContent')} rows={2} required />
            <FormSwitch control={control} name="enabled" label={t('statementEnabled')} />
          </>
        ),
      }}
      words={{
        hint: t('statementsHint'),
        add: t('addStatement'),
        edit: t('editStatement'),
        added: t('statementAdded'),
        saved: t('statementSaved'),
        deleted: t('statementDeleted'),
        deleteTitle: t('delete'),
        deleteConfirm: (text) => t('deleteStatementConfirm', { text }),
        table: t('statementsTable'),
        empty: t('noStatements'),
      }}
    />
  );
}
