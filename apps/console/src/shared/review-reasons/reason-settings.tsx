import { useState, type FormEvent } from 'react';
import { createReviewReason, type ContentKind, type ReviewReason } from '@creator-console/contract';
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
  Text,
  TextField,
  type DataTableColumn,
} from '@creator-console/ui';
import { contractErrors, serverFieldErrors, type FieldErrors } from '../form-errors';
import { useMessages } from '../i18n';
import { toaster } from '../notices';
import { usePageTitles } from '../page-titles';
import { useReviewReasons, useSaveReason } from './api';
import { reasonMessages } from './messages';
import { moved, POSITION_STEP, repositioned } from './order';

/** Add or edit one reason: its text, checked by the contract's rule, the server's errors under it. */
function ReasonForm({
  kind,
  reason,
  nextPosition,
  onDone,
}: {
  kind: ContentKind;
  reason: ReviewReason | null;
  nextPosition: number;
  onDone: () => void;
}) {
  const t = useMessages(reasonMessages);
  const { trigger, isMutating } = useSaveReason(kind);
  const [text, setText] = useState(reason?.text ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = { kind, text, position: reason?.position ?? nextPosition };
    const found = contractErrors(createReviewReason.body!, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await trigger(reason ? { action: 'update', id: reason.id, body } : { action: 'create', body });
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? {});
      return;
    }
    toaster.show({ tone: 'positive', message: reason ? t('reasonSaved') : t('reasonAdded') });
    if (!reason) setText('');
    onDone();
  };

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={reason ? t('editReason') : t('addReason')}
    >
      <Inline space="small" alignY="bottom">
        <TextField
          label={t('reasonText')}
          value={text}
          error={errors.text}
          required
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" icon={reason ? 'check' : 'plus'} loading={isMutating}>
          {reason ? t('saveAction') : t('addReason')}
        </Button>
      </Inline>
    </form>
  );
}

/**
 * The quick-review reasons of one kind of content — list, add, edit, reorder, delete: the page
 * of /audit/option (videos) and /films/option (albums).
 */
export function ReviewReasonSettings({ kind }: { kind: ContentKind }) {
  const t = useMessages(reasonMessages);
  const titles = usePageTitles();
  const { data: reasons = [], isLoading } = useReviewReasons(kind);
  const { trigger, isMutating } = useSaveReason(kind);
  const [editing, setEditing] = useState<ReviewReason | null>(null);
  const [deleting, setDeleting] = useState<ReviewReason | null>(null);
  const nextPosition =
    reasons.reduce((max, reason) => Math.max(max, reason.position), -POSITION_STEP) + POSITION_STEP;

  const move = async (index: number, by: -1 | 1) => {
    for (const reason of repositioned(moved(reasons, index, by))) {
      await trigger({
        action: 'update',
        id: reason.id,
        body: { kind, text: reason.text, position: reason.position },
      });
    }
  };

  const columns: DataTableColumn<ReviewReason>[] = [
    { key: 'key', header: '#', width: 48, cell: (_row, index) => (index < 9 ? index + 1 : '') },
    { key: 'text', header: t('reasonText') },
    {
      key: 'actions',
      header: t('colActions'),
      cell: (row, index) => (
        <Inline space="xsmall" wrap={false}>
          <IconButton
            label={t('moveUpLabel', { text: row.text })}
            icon="arrow-up"
            size="small"
            variant="ghost"
            disabled={index === 0 || isMutating}
            onClick={() => void move(index, -1).catch(() => undefined)}
          />
          <IconButton
            label={t('moveDownLabel', { text: row.text })}
            icon="arrow-down"
            size="small"
            variant="ghost"
            disabled={index === reasons.length - 1 || isMutating}
            onClick={() => void move(index, 1).catch(() => undefined)}
          />
          <IconButton
            label={t('editLabelOf', { text: row.text })}
            icon="edit"
            size="small"
            variant="ghost"
            onClick={() => setEditing(row)}
          />
          <IconButton
            label={t('deleteLabelOf', { text: row.text })}
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
      <Text tone="muted">{t('reasonsHint')}</Text>
      <Card title={t('addReason')} as="section" titleAs="h2">
        <ReasonForm kind={kind} reason={null} nextPosition={nextPosition} onDone={() => undefined} />
      </Card>
      <DataTable
        label={t('reasonsTable')}
        columns={columns}
        rows={reasons}
        rowKey="id"
        loading={isLoading}
        empty={<EmptyState title={t('noReasons')} />}
      />
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <DialogContent title={t('editReason')}>
            <ReasonForm
              kind={kind}
              reason={editing}
              nextPosition={nextPosition}
              onDone={() => setEditing(null)}
            />
          </DialogContent>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('deleteReason')}
        description={deleting ? t('deleteReasonConfirm', { text: deleting.text }) : ''}
        confirmLabel={t('delete')}
        tone="critical"
        onConfirm={async () => {
          if (!deleting) return;
          await trigger({ action: 'delete', id: deleting.id });
          toaster.show({ tone: 'positive', message: t('reasonDeleted') });
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
