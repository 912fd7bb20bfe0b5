import { useState } from 'react';
import type { AdminDocumentVersion } from '@creator-console/contract';
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  Inline,
  RadioGroup,
  Stack,
  Text,
} from '@creator-console/ui';
import { serverIssues } from '../../../shared/form';
import { useDateTime } from '../../../shared/date-time';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { usePublishVersion } from './api';
import { documentMessages } from './messages';

/** `YYYY-MM-DDTHH:mm` of the browser's clock, as a datetime-local input takes it. */
const localInput = (at: Date) => {
  const shifted = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
};

/** 发布: at once or at a set time, optionally with a system announcement. */
export function PublishDialog({
  docKey,
  docName,
  version,
  onClose,
  onDone,
}: {
  docKey: string;
  docName: string;
  version: AdminDocumentVersion;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useMessages(documentMessages);
  const dateTime = useDateTime();
  const [mode, setMode] = useState<'now' | 'scheduled'>('now');
  const [at, setAt] = useState(() => localInput(new Date(Date.now() + 3_600_000)));
  const [notify, setNotify] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { trigger, isMutating } = usePublishVersion();

  const publish = async () => {
    setError(undefined);
    const effective_at = mode === 'now' ? null : new Date(at).toISOString();
    try {
      const done = await trigger({
        params: { key: docKey, version: version.version },
        body: { effective_at, notify, revision: version.revision },
      });
      toaster.show({
        tone: 'positive',
        message:
          done.status === 'scheduled'
            ? t('scheduledDone', { version: done.version, date: dateTime(done.effective_at!) })
            : t('published', { version: done.version }),
      });
      onDone();
    } catch (failure) {
      const issue = serverIssues(failure)?.[0];
      if (issue) setError(issue.message);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('publishTitle', { version: version.version })}>
        <Stack space="large">
          <RadioGroup
            label={t('when')}
            value={mode}
            onValueChange={(value) => setMode(value as 'now' | 'scheduled')}
            options={[
              { value: 'now', label: t('now') },
              { value: 'scheduled', label: t('scheduled') },
            ]}
          />
          {mode === 'scheduled' ? (
            <Stack space="xsmall">
              <label htmlFor="doc-effective-at">
                <Text weight="medium">{t('effectiveAt')}</Text>
              </label>
              <input
                id="doc-effective-at"
                type="datetime-local"
                value={at}
                onChange={(event) => setAt(event.target.value)}
                aria-describedby="doc-effective-at-hint"
              />
              <Text id="doc-effective-at-hint" size="small" tone="muted">
                {t('effectiveAtHint')}
              </Text>
            </Stack>
          ) : null}
          <Checkbox
            label={t('notify')}
            checked={notify}
            onCheckedChange={(checked) => setNotify(checked === true)}
            hint={t('notifyPreview', { title: docName, note: version.change_note })}
          />
          {error ? (
            <div role="alert">
              <Text tone="critical">{error}</Text>
            </div>
          ) : null}
          <Inline space="small" align="right">
            <Button variant="ghost" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button tone="accent" onClick={() => void publish()} loading={isMutating}>
              {t('confirmPublish')}
            </Button>
          </Inline>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
