import { useState } from 'react';
import { endpoints, type AdminDocument, type AdminDocumentVersion } from '@creator-console/contract';
import {
  Button,
  Card,
  DataTable,
  Dialog,
  DialogContent,
  Inline,
  Skeleton,
  Stack,
  Text,
  TextField,
  type DataTableColumn,
} from '@creator-console/ui';
import { apiClient } from '../../../shared/api';
import { serverIssues } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { ListPage } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useCreateDocument } from '../documents/api';
import { dayOf } from '../../../shared/date-time';
import { DraftEditor } from '../documents/editor';
import { documentMessages } from '../documents/messages';
import { VersionsDrawer } from '../documents/versions';

type Editing = {
  document: AdminDocument;
  draft: AdminDocumentVersion | null;
  initial: { title: string; body: string; change_note: string };
  baseVersion?: number | undefined;
};

function NewAppendixDialog({ onClose }: { onClose: (created?: AdminDocument) => void }) {
  const t = useMessages(documentMessages);
  const [key, setKey] = useState('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { trigger, isMutating } = useCreateDocument();
  const submit = async () => {
    setErrors({});
    try {
      const created = await trigger({ body: { key, title } });
      toaster.show({ tone: 'positive', message: t('created', { title: created.title }) });
      onClose(created);
    } catch (failure) {
      const issues = serverIssues(failure) ?? [];
      setErrors(Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message])));
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('newAppendix')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack space="large">
            <TextField
              label={t('key')}
              hint={t('keyHint')}
              value={key}
              onChange={(event) => setKey(event.target.value)}
              error={errors.key}
              required
              maxLength={32}
            />
            <TextField
              label={t('title')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={errors.title}
              required
              maxLength={50}
            />
            <Inline space="small" align="right">
              <Button variant="ghost" onClick={() => onClose()}>
                {t('cancel')}
              </Button>
              <Button type="submit" tone="accent" loading={isMutating}>
                {t('create')}
              </Button>
            </Inline>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** /admin/doc 文档管理: the documents with their current, draft and scheduled versions. */
export default function AdminDocPage() {
  const t = useMessages(documentMessages);
  const { data, mutate } = useEndpoint(endpoints.adminDocuments);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [history, setHistory] = useState<AdminDocument | null>(null);

  /** 编辑草稿 opens the draft; 新建草稿 starts from the current version (or an empty body). */
  const openEditor = async (document: AdminDocument, base?: AdminDocumentVersion) => {
    const { versions } = await apiClient.call(endpoints.adminDocumentVersions, {
      params: { key: document.key },
    });
    const draft = versions.find((v) => v.status === 'draft') ?? null;
    const from = base ?? versions.find((v) => v.status === 'published') ?? null;
    setEditing({
      document,
      draft: base ? null : draft,
      initial: { title: from?.title ?? document.title, body: from?.body ?? '', change_note: '' },
      baseVersion: from?.version,
    });
  };

  const placementLabel = { convention: t('convention'), agreement: t('agreement'), appendix: t('appendix') };
  const columns: DataTableColumn<AdminDocument>[] = [
    { key: 'title', header: t('document'), cell: (row) => row.title },
    { key: 'placement', header: t('placement'), cell: (row) => placementLabel[row.placement] },
    {
      key: 'current',
      header: t('current'),
      cell: (row) =>
        row.current
          ? t('currentValue', { version: row.current.version, date: dayOf(row.current.effective_at) })
          : t('none'),
    },
    {
      key: 'pending',
      header: t('pending'),
      cell: (row) => (
        <Stack space="xxsmall">
          {row.draft ? <Text>{t('draftValue', { version: row.draft.version })}</Text> : null}
          {row.scheduled ? (
            <Text>
              {t('scheduledValue', {
                version: row.scheduled.version,
                date: dayOf(row.scheduled.effective_at),
              })}
            </Text>
          ) : null}
          {!row.draft && !row.scheduled ? <Text tone="muted">—</Text> : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <Inline space="xsmall">
          <Button size="small" variant="ghost" onClick={() => void openEditor(row)}>
            {row.draft ? t('editDraft') : t('newDraft')}
          </Button>
          <Button size="small" variant="ghost" onClick={() => setHistory(row)}>
            {t('history')}
          </Button>
        </Inline>
      ),
    },
  ];

  return (
    <ListPage>
      <Inline space="small" align="spaceBetween" alignY="center">
        <Text tone="muted">{t('hint')}</Text>
        <Button tone="accent" icon="plus" onClick={() => setCreating(true)}>
          {t('newAppendix')}
        </Button>
      </Inline>
      <Card>
        {data ? (
          <DataTable label={t('listLabel')} columns={columns} rows={data} rowKey="id" />
        ) : (
          <Skeleton lines={5} />
        )}
      </Card>
      {creating ? (
        <NewAppendixDialog
          onClose={(created) => {
            setCreating(false);
            if (created) void openEditor(created);
          }}
        />
      ) : null}
      {editing ? (
        <DraftEditor
          key={`${editing.document.key}-${editing.draft?.id ?? 'new'}-${editing.baseVersion ?? ''}`}
          docKey={editing.document.key}
          docName={editing.document.title}
          draft={editing.draft}
          initial={editing.initial}
          baseVersion={editing.baseVersion}
          onClose={() => {
            setEditing(null);
            void mutate();
          }}
        />
      ) : null}
      {history ? (
        <VersionsDrawer
          docKey={history.key}
          docName={history.title}
          onClose={() => setHistory(null)}
          onBaseOn={(version) => {
            setHistory(null);
            void openEditor(history, version);
          }}
        />
      ) : null}
    </ListPage>
  );
}
