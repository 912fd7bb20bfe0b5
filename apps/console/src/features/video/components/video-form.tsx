import { useEffect, useState, type FormEvent } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import {
  VIDEO_LIMITS,
  VIDEO_VISIBILITIES,
  videoInput,
  type VideoDetail,
  type VideoFile,
  type VideoVisibility,
} from '@creator-console/contract';
import { Button, CoverPicker, FormField, Inline, Stack, Text } from '@creator-console/ui';
import {
  errorMessage,
  FormError,
  FormRadioGroup,
  FormTextarea,
  FormTextField,
  FormTopicInput,
  useContractForm,
} from '../../../shared/form';
import { useFileUrl } from '../../../shared/files';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useVideoStatements } from '../api/get-statements';
import { useSaveVideo } from '../api/save-video';
import { useCoverUpload } from '../api/upload-cover';
import { videoMessages } from '../messages';
import * as styles from './video-form.css';

/** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local input shows it. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

type VideoOutput = (typeof videoInput)['_zod']['output'];

/** The form's values: the contract's input, with the schedule as the date input shows it. */
type VideoFormValues = {
  title: string;
  description: string;
  topics: string[];
  cover: string | null;
  visibility: VideoVisibility;
  scheduled_at: string;
  statement_id: number | null;
  /** 发布 or 存草稿, set by the button pressed. */
  submit: boolean;
};

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
  // Made once: a schedule already past is dropped when the form opens.
  const [defaultValues] = useState((): VideoFormValues => ({
    title:
      video?.title ??
      (localFile ? localFile.name.replace(/\.[^.]*$/, '').slice(0, VIDEO_LIMITS.titleMax) : ''),
    description: video?.description ?? '',
    topics: video?.topics ?? [],
    cover: video?.cover ?? null,
    visibility: video?.visibility ?? 'public',
    scheduled_at:
      video?.scheduled_at && Date.parse(video.scheduled_at) > Date.now()
        ? toLocalInput(new Date(video.scheduled_at))
        : '',
    statement_id: video?.statement_id ?? null,
    submit: true,
  }));
  const form = useContractForm<VideoFormValues, VideoOutput>(videoInput, {
    defaultValues,
    // The file is the upload's, not a field; the schedule is local time in the form, ISO in the contract.
    toInput: ({ scheduled_at, ...values }) => ({
      ...values,
      file,
      scheduled_at: scheduled_at ? new Date(scheduled_at).toISOString() : null,
    }),
    serverFields: ['file'],
  });
  const { errors } = form.formState;
  // The file is no field of the form: the contract's and the server's word about it shows here.
  const fileError = errorMessage((errors as Record<string, unknown>).file);
  const cover = useWatch({ control: form.control, name: 'cover' });
  const [coverBusy, setCoverBusy] = useState(false);
  const savedCoverUrl = useFileUrl(cover ?? undefined);
  const storedVideoUrl = useFileUrl(file?.url);
  // Frames come from the local file while it uploads (the CSP allows blob: media), then from the stored one.
  const localVideoUrl = useObjectUrl(localFile);
  const coverSource = storedVideoUrl ?? localVideoUrl ?? null;

  const setCover = (value: string | null) => {
    form.setValue('cover', value);
    form.clearErrors('cover');
  };

  const chooseCover = async (picked: Blob) => {
    setCoverBusy(true);
    setCover(null);
    try {
      setCover(await uploadCover(picked, localFile?.name));
    } catch (error) {
      form.setError('cover', {
        message: t('coverFailed', { message: error instanceof Error ? error.message : String(error) }),
      });
    } finally {
      setCoverBusy(false);
    }
  };

  const publish = async (input: VideoOutput) => {
    try {
      const saved = await trigger({ video: input, ...(video ? { id: video.id } : {}) });
      toaster.show({
        tone: 'positive',
        message: input.submit
          ? t('submitted', { title: saved.title })
          : t('draftSaved', { title: saved.title }),
      });
      onSaved(saved, input.submit);
    } catch (error) {
      form.setServerErrors(error);
    }
  };

  /** 发布 (submit) or 存草稿: the contract's checks differ (a draft needs only its title). */
  const save = (submit: boolean) => {
    form.setValue('submit', submit);
    return form.handleSubmit(publish, () => toaster.show({ tone: 'critical', message: t('fixErrors') }))();
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
        <FormTextField
          control={form.control}
          name="title"
          label={t('title')}
          required
          maxLength={VIDEO_LIMITS.titleMax}
          hint={t('titleHint')}
        />
        <FormTextarea
          control={form.control}
          name="description"
          label={t('description')}
          maxLength={VIDEO_LIMITS.descriptionMax}
          rows={3}
          autosize={{ maxRows: 8 }}
        />
        <FormTopicInput
          control={form.control}
          name="topics"
          label={t('topics')}
          max={VIDEO_LIMITS.topicsMax}
          maxLength={VIDEO_LIMITS.topicMax}
        />
        <Stack space="small">
          <Text weight="medium">{t('cover')}</Text>
          <CoverPicker
            video={coverSource}
            strings={uploading ? { empty: t('coverAfterUpload') } : undefined}
            value={savedCoverUrl ?? null}
            disabled={coverBusy}
            onChange={(picked) => void chooseCover(picked)}
          />
          {coverBusy ? (
            <Text tone="muted" size="small">
              {t('coverUploading')}
            </Text>
          ) : null}
          {errors.cover ? (
            <Text tone="critical" size="small" as="p">
              {errors.cover.message}
            </Text>
          ) : null}
        </Stack>
        <FormRadioGroup
          control={form.control}
          name="visibility"
          label={t('visibility')}
          orientation="horizontal"
          options={VIDEO_VISIBILITIES.map((value) => ({ value, label: t(`visibility_${value}`) }))}
        />
        <ScheduleField
          control={form.control}
          label={t('schedule')}
          hint={t('scheduleHint', { days: VIDEO_LIMITS.scheduleDaysMax })}
          min={toLocalInput(now)}
          max={toLocalInput(latest)}
        />
        {statementOptions.length > 0 ? (
          <FormRadioGroup
            control={form.control}
            name="statement_id"
            label={t('statement')}
            required
            options={statementOptions}
            parse={Number}
          />
        ) : (
          <Text tone="muted">{statements.isLoading ? '' : t('statementsEmpty')}</Text>
        )}
        {fileError ? (
          <Text tone="critical" as="p">
            {fileError}
          </Text>
        ) : null}
        <FormError control={form.control} />
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

/** The scheduled time: a local date and time, within the contract's window. */
function ScheduleField({
  control,
  label,
  hint,
  min,
  max,
}: {
  control: Control<VideoFormValues, unknown, VideoOutput>;
  label: string;
  hint: string;
  min: string;
  max: string;
}) {
  const { field, fieldState } = useController({ control, name: 'scheduled_at' });
  return (
    <FormField label={label} hint={hint} error={errorMessage(fieldState.error)}>
      <input
        type="datetime-local"
        className={styles.dateTime}
        name={field.name}
        value={field.value}
        min={min}
        max={max}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
    </FormField>
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
