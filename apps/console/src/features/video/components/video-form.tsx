import { useEffect, useState, type FormEvent } from 'react';
import {
  VIDEO_LIMITS,
  VIDEO_VISIBILITIES,
  videoInput,
  type VideoDetail,
  type VideoFile,
  type VideoVisibility,
} from '@creator-console/contract';
import {
  Button,
  CoverPicker,
  FormField,
  Inline,
  RadioGroup,
  Stack,
  Text,
  Textarea,
  TextField,
  TopicInput,
} from '@creator-console/ui';
import { useFileUrl } from '../../../shared/files';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useVideoStatements } from '../api/get-statements';
import { useSaveVideo } from '../api/save-video';
import { useCoverUpload } from '../api/upload-cover';
import { parseFields, serverFieldErrors, type FieldErrors } from '../form-errors';
import { videoMessages } from '../messages';
import * as styles from './video-form.css';

/** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local input shows it. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export type VideoFormProps = {
  /** The saved video being edited (a draft or a rejected one); absent for a new one. */
  video?: VideoDetail;
  /** The video file: the finished upload's declaration, or the saved one; null while uploading. */
  file: VideoFile | null;
  /** The local file just picked: its name is the first title and names the cover. */
  localFile?: File | null;
  /** The upload is still running (or failed): 发布 waits for it. */
  uploading?: boolean;
  /** The form's heading. */
  title: string;
  onSaved: (video: VideoDetail, submitted: boolean) => void;
};

/**
 * The publish form of one video: title, description, topics, cover (a frame or an image),
 * visibility, scheduled time, creator declaration; 存草稿 or 发布. Errors come from the contract's
 * own checks before sending and from the server's 400 issues after.
 */
export function VideoForm({
  video,
  file,
  localFile = null,
  uploading = false,
  title,
  onSaved,
}: VideoFormProps) {
  const t = useMessages(videoMessages);
  const statements = useVideoStatements();
  const { trigger, isMutating } = useSaveVideo();
  const uploadCover = useCoverUpload();
  const [values, setValues] = useState(() => ({
    title:
      video?.title ??
      (localFile ? localFile.name.replace(/\.[^.]*$/, '').slice(0, VIDEO_LIMITS.titleMax) : ''),
    description: video?.description ?? '',
    topics: video?.topics ?? [],
    cover: video?.cover ?? null,
    visibility: video?.visibility ?? 'public',
    scheduled:
      video?.scheduled_at && Date.parse(video.scheduled_at) > Date.now()
        ? toLocalInput(new Date(video.scheduled_at))
        : '',
    statement_id: video?.statement_id ?? null,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [coverBusy, setCoverBusy] = useState(false);
  const savedCoverUrl = useFileUrl(values.cover ?? undefined);
  const storedVideoUrl = useFileUrl(file?.url);
  // Frames come from the local file while it uploads (the CSP allows blob: media), then from the stored one.
  const localVideoUrl = useObjectUrl(localFile);
  const coverSource = storedVideoUrl ?? localVideoUrl ?? null;

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((now) => ({ ...now, [key]: value }));
    setErrors((now) => ({ ...now, [key === 'scheduled' ? 'scheduled_at' : key]: undefined }));
  };

  const chooseCover = async (cover: Blob) => {
    setCoverBusy(true);
    set('cover', null);
    try {
      set('cover', await uploadCover(cover, localFile?.name));
    } catch (error) {
      setErrors((now) => ({
        ...now,
        cover: t('coverFailed', { message: error instanceof Error ? error.message : String(error) }),
      }));
    } finally {
      setCoverBusy(false);
    }
  };

  const save = async (submit: boolean) => {
    const parsed = parseFields(videoInput, {
      title: values.title,
      description: values.description,
      topics: values.topics,
      cover: values.cover,
      file,
      visibility: values.visibility,
      scheduled_at: values.scheduled ? new Date(values.scheduled).toISOString() : null,
      statement_id: values.statement_id,
      submit,
    });
    if (parsed.errors) {
      setErrors(parsed.errors);
      toaster.show({ tone: 'critical', message: t('fixErrors') });
      return;
    }
    try {
      const saved = await trigger({ video: parsed.data, ...(video ? { id: video.id } : {}) });
      toaster.show({
        tone: 'positive',
        message: submit ? t('submitted', { title: saved.title }) : t('draftSaved', { title: saved.title }),
      });
      onSaved(saved, submit);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(true);
  };

  const statementOptions = (statements.data ?? []).map((statement) => ({
    value: String(statement.id),
    label: statement.content,
  }));
  const now = new Date();
  const latest = new Date(now.getTime() + VIDEO_LIMITS.scheduleDaysMax * 86_400_000);
  const rejected = video?.status === 'rejected';

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack space="large">
        <TextField
          label={t('title')}
          required
          value={values.title}
          maxLength={VIDEO_LIMITS.titleMax}
          hint={t('titleHint')}
          error={errors.title}
          onChange={(event) => set('title', event.target.value)}
        />
        <Textarea
          label={t('description')}
          value={values.description}
          maxLength={VIDEO_LIMITS.descriptionMax}
          rows={3}
          autosize={{ maxRows: 8 }}
          error={errors.description}
          onChange={(event) => set('description', event.target.value)}
        />
        <TopicInput
          label={t('topics')}
          value={values.topics}
          max={VIDEO_LIMITS.topicsMax}
          maxLength={VIDEO_LIMITS.topicMax}
          error={errors.topics}
          onChange={(topics) => set('topics', topics)}
        />
        <Stack space="small">
          <Text weight="medium">{t('cover')}</Text>
          <CoverPicker
            video={coverSource}
            strings={uploading ? { empty: t('coverAfterUpload') } : undefined}
            value={savedCoverUrl ?? null}
            disabled={coverBusy}
            onChange={(cover) => void chooseCover(cover)}
          />
          {coverBusy ? (
            <Text tone="muted" size="small">
              {t('coverUploading')}
            </Text>
          ) : null}
          {errors.cover ? (
            <Text tone="critical" size="small" as="p">
              {errors.cover}
            </Text>
          ) : null}
        </Stack>
        <RadioGroup
          label={t('visibility')}
          orientation="horizontal"
          value={values.visibility}
          options={VIDEO_VISIBILITIES.map((value) => ({ value, label: t(`visibility_${value}`) }))}
          error={errors.visibility}
          onValueChange={(value) => set('visibility', value as VideoVisibility)}
        />
        <FormField
          label={t('schedule')}
          hint={t('scheduleHint', { days: VIDEO_LIMITS.scheduleDaysMax })}
          error={errors.scheduled_at}
        >
          <input
            type="datetime-local"
            className={styles.dateTime}
            value={values.scheduled}
            min={toLocalInput(now)}
            max={toLocalInput(latest)}
            onChange={(event) => set('scheduled', event.target.value)}
          />
        </FormField>
        {statementOptions.length > 0 ? (
          <RadioGroup
            label={t('statement')}
            required
            value={values.statement_id === null ? '' : String(values.statement_id)}
            options={statementOptions}
            error={errors.statement_id}
            onValueChange={(value) => set('statement_id', Number(value))}
          />
        ) : (
          <Text tone="muted">{statements.isLoading ? '' : t('statementsEmpty')}</Text>
        )}
        {errors.file ? (
          <Text tone="critical" as="p">
            {errors.file}
          </Text>
        ) : null}
        <Inline space="small" alignY="center">
          <Button
            type="submit"
            tone="accent"
            variant="solid"
            loading={isMutating}
            disabled={uploading || coverBusy}
          >
            {rejected ? t('resubmit') : t('submit')}
          </Button>
          <Button
            variant="soft"
            disabled={isMutating || coverBusy || uploading}
            onClick={() => void save(false)}
          >
            {t('saveDraft')}
          </Button>
          {uploading ? (
            <Text tone="muted" size="small">
              {t('waitUpload')}
            </Text>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}

/** A `blob:` address for a local file, revoked when the file changes or the form goes. */
function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return undefined;
    const address = URL.createObjectURL(file);
    let live = true;
    queueMicrotask(() => {
      if (live) setUrl(address);
    });
    return () => {
      live = false;
      URL.revokeObjectURL(address);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}
