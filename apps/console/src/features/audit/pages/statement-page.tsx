import { useState, type FormEvent } from 'react';
import { createReviewStatement, type CreatorStatement } from '@creator-console/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  Dialog,
  DialogContent,
  EmptyState,
  Heading,
  IconButton,
  Inline,
  Stack,
  Switch,
  Text,
  Textarea,
  type DataTableColumn,
} from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { usePageTitles } from '../../../shared/page-titles';
import { useStatements } from '../api/get-statements';
import { useSaveStatement, type StatementBody } from '../api/save-statement';
import { moved, POSITION_STEP, repositioned } from '../components/order';
import { contractErrors, serverFieldErrors, type FieldErrors } from '../form-errors';
import { auditMessages } from '../messages';

const bodyOf = (statement: CreatorStatement): StatementBody => ({
  content: statement.content,
  enabled: statement.enabled,
  position: statement.position,
});

/** Add or edit one declaration: its text and whether it is offered, checked by the contract's rules. */
function StatementForm({
  statement,
  nextPosition,
  onDone,
}: {
  statement: CreatorStatement | null;
  nextPosition: number;
  onDone: () => void;
}) {
  const t = useMessages(auditMessages);
  const { trigger, isMutating } = useSaveStatement();
  const [content, setContent] = useState(statement?.content ?? '');
  const [enabled, setEnabled] = useState(statement?.enabled ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = { content, enabled, position: statement?.position ?? nextPosition };
    const found = contractErrors(createReviewStatement.body!, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await trigger(statement ? { action: 'update', id: statement.id, body } : { action: 'create', body });
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? {});
      return;
    }
    toaster.show({ tone: 'positive', message: statement ? t('statementSaved') : t('statementAdded') });
    if (!statement) {
      setContent('');
      setEnabled(true);
    }
    onDone();
  };

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={statement ? t('editStatement') : t('addStatement')}
    >
      <Stack space="medium">
        <Textarea
          label={t('statementContent')}
          value={content}
          rows={2}
          error={errors.content}
          required
          onChange={(event) => setContent(event.target.value)}
        />
        <Switch label={t('statementEnabled')} checked={enabled} onCheckedChange={setEnabled} />
        <Inline space="small">
          <Button type="submit" icon={statement ? 'check' : 'plus'} loading={isMutating}>
            {statement ? t('saveAction') : t('addStatement')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** /audit/statement: the creator declarations of the publish form — list, add, edit, enable or disable, reorder. */
export default function AuditStatementPage() {
  const t = useMessages(auditMessages);
  const titles = usePageTitles();
  const { data: statements = [], isLoading } = useStatements();
  const { trigger, isMutating } = useSaveStatement();
  const [editing, setEditing] = useState<CreatorStatement | null>(null);
  const [deleting, setDeleting] = useState<CreatorStatement | null>(null);
  const nextPosition =
    statements.reduce((max, statement) => Math.max(max, statement.position), -POSITION_STEP) + POSITION_STEP;

  const move = async (index: number, by: -1 | 1) => {
    for (const statement of repositioned(moved(statements, index, by))) {
      await trigger({ action: 'update', id: statement.id, body: bodyOf(statement) });
    }
  };

  const toggle = async (statement: CreatorStatement, enabled: boolean) => {
    await trigger({ action: 'update', id: statement.id, body: { ...bodyOf(statement), enabled } });
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
          disabled={isMutating}
          onCheckedChange={(checked) => void toggle(row, checked).catch(() => undefined)}
        />
      ),
    },
    {
      key: 'actions',
      header: t('colActions'),
      cell: (row, index) => (
        <Inline space="xsmall" wrap={false}>
          <IconButton
            label={t('moveUpLabel', { text: row.content })}
            icon="arrow-up"
            size="small"
            variant="ghost"
            disabled={index === 0 || isMutating}
            onClick={() => void move(index, -1).catch(() => undefined)}
          />
          <IconButton
            label={t('moveDownLabel', { text: row.content })}
            icon="arrow-down"
            size="small"
            variant="ghost"
            disabled={index === statements.length - 1 || isMutating}
            onClick={() => void move(index, 1).catch(() => undefined)}
          />
          <IconButton
            label={t('editLabelOf', { text: row.content })}
            icon="edit"
            size="small"
            variant="ghost"
            onClick={() => setEditing(row)}
          />
          <IconButton
            label={t('deleteLabelOf', { text: row.content })}
            icon="trash"
            size="small"
            variant="ghost"
            tone="critical"
            onClick={() => setDeleting(row)}
          />
        </Inline>
      ),
    },
  ];

  return (
    <Stack space="large">
      <Heading level={1}>{titles.page}</Heading>
      <Text tone="muted">{t('statementsHint')}</Text>
      <Card title={t('addStatement')} as="section" titleAs="h2">
        <StatementForm statement={null} nextPosition={nextPosition} onDone={() => undefined} />
      </Card>
      <DataTable
        label={t('statementsTable')}
        columns={columns}
        rows={statements}
        rowKey="id"
        loading={isLoading}
        empty={<EmptyState title={t('noStatements')} />}
      />
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <DialogContent title={t('editStatement')}>
            <StatementForm statement={editing} nextPosition={nextPosition} onDone={() => setEditing(null)} />
          </DialogContent>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('delete')}
        description={deleting ? t('deleteStatementConfirm', { text: deleting.content }) : ''}
        confirmLabel={t('delete')}
        tone="critical"
        onConfirm={async () => {
          if (!deleting) return;
          await trigger({ action: 'delete', id: deleting.id });
          toaster.show({ tone: 'positive', message: t('statementDeleted') });
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
