import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminDocumentVersion } from '@creator-console/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  Drawer,
  DrawerContent,
  Inline,
  MarkdownView,
  Stack,
  Text,
  TextField,
  Textarea,
} from '@creator-console/ui';
import { RouterLink } from '../../../shared/components/router-link';
import { serverIssues } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useCreateVersion, useDeleteVersion, useUpdateVersion } from './api';
import { documentMessages } from './messages';
import { PublishDialog } from './publish-dialog';

/** How often a changed draft is saved on its own. */
export const AUTOSAVE_MS = 30_000;

type Fields = { title: string; body: string; change_note: string };
type Errors = Partial<Record<keyof Fields, string>>;

/**
 * The draft editor: title, Markdown body with a live preview, change note; autosaves every 30 s
 * with the draft's revision (a stale one is refused by the server, whose toast says to refresh).
 * Without a draft yet (`draft` null) the first save creates it from `initial`.
 */
export function DraftEditor({
  docKey,
  docName,
  draft: initialDraft,
  initial,
  baseVersion,
  onClose,
}: {
  docKey: string;
  docName: string;
  draft: AdminDocumentVersion | null;
  initial: Fields;
  baseVersion?: number | undefined;
  onClose: () => void;
}) {
  const t = useMessages(documentMessages);
  const [draft, setDraft] = useState(initialDraft);
  const [fields, setFields] = useState<Fields>(
    initialDraft
      ? { title: initialDraft.title, body: initialDraft.body, change_note: initialDraft.change_note }
      : initial,
  );
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [publishing, setPublishing] = useState<AdminDocumentVersion | null>(null);
  const [deleting, setDeleting] = useState(false);
  const create = useCreateVersion();
  const update = useUpdateVersion();
  const remove = useDeleteVersion();
  const saving = useRef(false);

  const save = useCallback(async (): Promise<AdminDocumentVersion | null> => {
    if (saving.current) return null;
    saving.current = true;
    setErrors({});
    try {
      const saved = draft
        ? await update.trigger({
            params: { key: docKey, version: draft.version },
            body: { ...fields, revision: draft.revision },
          })
        : await create.trigger({
            params: { key: docKey },
            body: { ...fields, ...(baseVersion ? { base_version: baseVersion } : {}) },
          });
      setDraft(saved);
      setDirty(false);
      setSavedAt(new Date().toLocaleTimeString());
      return saved;
    } catch (failure) {
      const issues = serverIssues(failure) ?? [];
      setErrors(Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message])));
      return null;
    } finally {
      saving.current = false;
    }
  }, [baseVersion, create, docKey, draft, fields, update]);

  // Autosave: every 30 s while there are changes.
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  useEffect(() => {
    if (!dirty) return;
    const timer = setInterval(() => void latestSave.current(), AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [dirty]);

  const change = (field: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [field]: event.target.value }));
    setDirty(true);
  };

  const startPublish = async () => {
    const ready = dirty || !draft ? await save() : draft;
    if (ready) setPublishing(ready);
  };

  return (
    <Drawer open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DrawerContent
        title={draft ? t('editDraftOf', { title: docName }) : t('newDraftOf', { title: docName })}
        size="large"
        footer={
          <Inline space="small" align="right" alignY="center">
            <Text size="small" tone="muted" aria-live="polite">
              {dirty ? t('unsaved') : savedAt ? t('autosaved', { time: savedAt }) : ''}
            </Text>
            {draft ? (
              <Button variant="ghost" tone="critical" onClick={() => setDeleting(true)}>
                {t('deleteDraft')}
              </Button>
            ) : null}
            <Button
              variant="soft"
              onClick={() =>
                void save().then((ok) => ok && toaster.show({ tone: 'positive', message: t('saved') }))
              }
            >
              {t('save')}
            </Button>
            <Button tone="accent" onClick={() => void startPublish()}>
              {t('publish')}
            </Button>
          </Inline>
        }
      >
        <Stack space="large">
          <TextField
            label={t('title')}
            value={fields.title}
            onChange={change('title')}
            error={errors.title}
            maxLength={50}
            required
          />
          <Textarea
            label={t('body')}
            hint={t('bodyHint')}
            value={fields.body}
            onChange={change('body')}
            error={errors.body}
            rows={14}
            required
          />
          <Textarea
            label={t('changeNote')}
            hint={t('changeNoteHint')}
            value={fields.change_note}
            onChange={change('change_note')}
            error={errors.change_note}
            rows={2}
            maxLength={200}
          />
          <Card title={t('preview')} as="section" titleAs="h3">
            <div lang="zh-CN">
              <MarkdownView source={fields.body} linkAs={RouterLink} label={t('preview')} />
            </div>
          </Card>
        </Stack>
        {publishing ? (
          <PublishDialog
            docKey={docKey}
            docName={docName}
            version={publishing}
            onClose={() => setPublishing(null)}
            onDone={onClose}
          />
        ) : null}
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('deleteTitle')}
          description={draft ? t('deleteConfirm', { version: draft.version }) : ''}
          confirmLabel={t('deleteDraft')}
          tone="critical"
          onConfirm={async () => {
            if (!draft) return;
            await remove.trigger({ params: { key: docKey, version: draft.version } });
            toaster.show({ tone: 'positive', message: t('deleted') });
            onClose();
          }}
        />
      </DrawerContent>
    </Drawer>
  );
}
