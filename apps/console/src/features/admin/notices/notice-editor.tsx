import { useId, useState } from 'react';
import {
  announcementInput,
  announcementUpdate,
  MAX_NAMED_RECIPIENTS,
  type AnnouncementDetail,
  type AnnouncementSendMode,
} from '@creator-console/contract';
import {
  Button,
  Card,
  Checkbox,
  Column,
  Columns,
  Drawer,
  DrawerContent,
  FormField,
  Heading,
  Inline,
  RadioGroup,
  Skeleton,
  Stack,
  Tag,
  Text,
  TextField,
  Textarea,
} from '@creator-console/ui';
import { UserPicker } from '../../../shared/components/user-picker';
import { serverIssues } from '../../../shared/form';
import { useLocale, useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import {
  useAudienceOptions,
  useAudiencePreview,
  useCreateNotice,
  useNoticeDetail,
  useUpdateNotice,
} from './api';
import {
  audienceOf,
  bodyOf,
  DIMENSIONS,
  emptyValues,
  fieldOfIssue,
  toLocalInput,
  valuesOf,
  type Dimension,
  type EditorValues,
} from './editor-state';
import { noticeMessages } from './messages';
import * as styles from './notices.css';

/** What the editor opens on: a new announcement, one to edit, or one to copy into a new one. */
export type EditorTarget = { kind: 'new' } | { kind: 'edit'; id: number } | { kind: 'copy'; id: number };

type Errors = Partial<Record<string, string>>;

/** The first message of each field among issues (the contract's or the server's). */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = fieldOfIssue(issue.path);
    errors[field] ??= issue.message;
  }
  return errors;
}

const DIMENSION_LABEL = {
  role_ids: 'roles',
  tag_ids: 'tags',
  group_ids: 'groups',
  channel_ids: 'channels',
} as const;
const OPTION_KEY = {
  role_ids: 'roles',
  tag_ids: 'tags',
  group_ids: 'groups',
  channel_ids: 'channels',
} as const;

/** Checkboxes of one dimension (roles, labels, groups or channels) as a named group. */
function DimensionChoice({
  dimension,
  options,
  value,
  onChange,
}: {
  dimension: Dimension;
  options: readonly { id: number; name: string }[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const t = useMessages(noticeMessages);
  if (options.length === 0) return null;
  const chosen = new Set(value);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t(DIMENSION_LABEL[dimension])}</legend>
      <Inline space="medium">
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.name}
            checked={chosen.has(option.id)}
            onCheckedChange={(checked) =>
              onChange(checked === true ? [...value, option.id] : value.filter((id) => id !== option.id))
            }
          />
        ))}
      </Inline>
    </fieldset>
  );
}

/** 全部 or chosen dimensions and named accounts, with the live estimate of who receives it. */
function AudienceEditor({
  values,
  set,
  errors,
}: {
  values: EditorValues;
  set: (change: Partial<EditorValues>) => void;
  errors: Errors;
}) {
  const t = useMessages(noticeMessages);
  const { data: options } = useAudienceOptions();
  const preview = useAudiencePreview(audienceOf(values));
  const hintId = useId();
  return (
    <Stack space="medium">
      <RadioGroup
        label={t('audienceMode')}
        orientation="horizontal"
        value={values.everyone ? 'all' : 'chosen'}
        onValueChange={(mode) => set({ everyone: mode === 'all' })}
        options={[
          { value: 'all', label: t('audienceAll') },
          { value: 'chosen', label: t('audienceChosen') },
        ]}
        error={errors.audience}
      />
      {values.everyone ? null : (
        <Stack space="medium">
          <Text size="small" tone="muted" id={hintId}>
            {t('dimensionsHint')}
          </Text>
          {options ? (
            DIMENSIONS.map((dimension) => (
              <DimensionChoice
                key={dimension}
                dimension={dimension}
                options={options[OPTION_KEY[dimension]]}
                value={values[dimension]}
                onChange={(ids) => set({ [dimension]: ids })}
              />
            ))
          ) : (
            <Skeleton lines={2} />
          )}
          <UserPicker
            label={t('namedUsers')}
            value={values.users}
            max={MAX_NAMED_RECIPIENTS}
            onChange={(users) => set({ users })}
            error={errors.users}
          />
        </Stack>
      )}
      <div aria-live="polite">
        {!preview.chosen ? null : preview.pending && !preview.data ? (
          <Text tone="muted">{t('estimating')}</Text>
        ) : preview.data ? (
          <Stack space="xsmall">
            <Text weight="strong">{t('estimate', { n: preview.data.count })}</Text>
            {preview.data.sample.length > 0 ? (
              <Text size="small" tone="muted">
                {t('sample', { names: preview.data.sample.map((user) => user.name).join('、') })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </div>
    </Stack>
  );
}

/** The announcement as a recipient will see it in the message centre (like /inform/detail). */
function Preview({ values }: { values: EditorValues }) {
  const t = useMessages(noticeMessages);
  const { locale } = useLocale();
  const now = new Date().toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack space="small">
      <Heading level={3}>{t('preview')}</Heading>
      <Text size="small" tone="muted">
        {t('previewHint')}
      </Text>
      <Card as="article" padding="large">
        <Stack space="medium">
          <Heading level={4}>{values.title.trim() || t('previewEmptyTitle')}</Heading>
          <Inline space="small">
            <Tag size="small">{t('previewType')}</Tag>
            <Text size="small" tone="muted">
              {t('previewReceived', { time: now })}
            </Text>
          </Inline>
          <div className={styles.previewContent}>{values.content.trim() || t('previewEmptyContent')}</div>
          {values.link.trim() ? (
            <Text>
              <span className={styles.previewLink}>{t('previewOpenLink')}</span>
            </Text>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}

function EditorForm({
  target,
  initial,
  notice,
  onClose,
}: {
  target: EditorTarget;
  initial: EditorValues;
  notice: AnnouncementDetail | undefined;
  onClose: () => void;
}) {
  const t = useMessages(noticeMessages);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const { trigger: create, isMutating: creating } = useCreateNotice();
  const { trigger: update, isMutating: updating } = useUpdateNotice();
  const set = (change: Partial<EditorValues>) => {
    setValues((current) => ({ ...current, ...change }));
    const cleared = Object.keys(change).map((key) =>
      DIMENSIONS.includes(key as Dimension) || key === 'everyone' ? 'audience' : key,
    );
    setErrors((current) => {
      const next = { ...current };
      for (const key of cleared) delete next[key];
      if (cleared.includes('users')) delete next.audience;
      return next;
    });
  };
  const editing = target.kind === 'edit' && notice;
  // The window a scheduled time may fall in, from when the editor opened.
  const [{ minTime, maxTime }] = useState(() => {
    const now = Date.now();
    return {
      minTime: toLocalInput(new Date(now + 5 * 60_000)),
      maxTime: toLocalInput(new Date(now + 30 * 86_400_000)),
    };
  });

  const submit = async () => {
    const body = bodyOf(values);
    const checked = editing
      ? announcementUpdate.safeParse({ ...body, version: notice.version })
      : announcementInput.safeParse(body);
    if (!checked.success) {
      setErrors(errorsOf(checked.error.issues));
      return;
    }
    try {
      if (editing) {
        await update({ params: { id: notice.id }, body: { ...body, version: notice.version } });
      } else {
        await create({ body });
      }
    } catch (failure) {
      const issues = serverIssues(failure);
      if (issues) setErrors(errorsOf(issues));
      return; // a 202 refusal or another failure: the api client has shown the server's message
    }
    const done: Record<AnnouncementSendMode, 'sent' | 'scheduled' | 'saved'> = {
      now: 'sent',
      scheduled: 'scheduled',
      draft: 'saved',
    };
    toaster.show({ tone: 'positive', message: t(done[values.send_mode]) });
    onClose();
  };

  const submitLabel = {
    now: t('submitNow'),
    scheduled: t('submitScheduled'),
    draft: t('submitDraft'),
  }[values.send_mode];

  return (
    <DrawerContent
      title={editing ? t('editorEdit') : t('editorNew')}
      size="large"
      footer={
        <Inline space="small" align="right">
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={creating || updating} onClick={() => void submit()}>
            {submitLabel}
          </Button>
        </Inline>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Columns space="large" collapseBelow="desktop">
          <Column>
            <Stack space="large">
              <TextField
                label={t('fieldTitle')}
                required
                value={values.title}
                maxLength={60}
                onChange={(event) => set({ title: event.target.value })}
                error={errors.title}
              />
              <Textarea
                label={t('fieldContent')}
                hint={t('fieldContentHint')}
                required
                rows={6}
                value={values.content}
                onChange={(event) => set({ content: event.target.value })}
                error={errors.content}
              />
              <TextField
                label={t('fieldLink')}
                hint={t('fieldLinkHint')}
                value={values.link}
                maxLength={200}
                placeholder="/inform/index"
                onChange={(event) => set({ link: event.target.value })}
                error={errors.link}
              />
              <AudienceEditor values={values} set={set} errors={errors} />
              <RadioGroup
                label={t('sendMode')}
                orientation="horizontal"
                value={values.send_mode}
                onValueChange={(mode) => set({ send_mode: mode as AnnouncementSendMode })}
                options={[
                  { value: 'now', label: t('modeNow') },
                  { value: 'scheduled', label: t('modeScheduled') },
                  { value: 'draft', label: t('modeDraft') },
                ]}
                error={errors.send_mode}
              />
              {values.send_mode === 'scheduled' ? (
                <FormField label={t('scheduledAt')} hint={t('scheduledAtHint')} error={errors.scheduled_at}>
                  <input
                    type="datetime-local"
                    className={styles.dateTime}
                    value={values.scheduled_at}
                    min={minTime}
                    max={maxTime}
                    onChange={(event) => set({ scheduled_at: event.target.value })}
                  />
                </FormField>
              ) : null}
              {errors.form ? <Text tone="critical">{errors.form}</Text> : null}
            </Stack>
          </Column>
          <Column>
            <Preview values={values} />
          </Column>
        </Columns>
      </form>
    </DrawerContent>
  );
}

/** The wide editor drawer: fields on one side, the recipient's view on the other. */
export function NoticeEditor({ target, onClose }: { target: EditorTarget | null; onClose: () => void }) {
  const t = useMessages(noticeMessages);
  const id = target && target.kind !== 'new' ? target.id : null;
  const { data: notice, isLoading } = useNoticeDetail(id);
  const ready = target?.kind === 'new' || (notice !== undefined && notice.id === id);
  const initial =
    target?.kind === 'new' || !notice
      ? emptyValues()
      : valuesOf(notice, target?.kind === 'copy' ? { suffix: t('copySuffix') } : undefined);
  return (
    <Drawer open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target === null ? null : ready ? (
        <EditorForm
          key={`${target.kind}-${id ?? 'new'}-${notice?.version ?? 0}`}
          target={target}
          initial={initial}
          notice={notice}
          onClose={onClose}
        />
      ) : (
        <DrawerContent title={t('loading')} size="large">
          {isLoading ? <Skeleton lines={6} /> : null}
        </DrawerContent>
      )}
    </Drawer>
  );
}
