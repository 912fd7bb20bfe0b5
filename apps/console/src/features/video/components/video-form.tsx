import { useEffect, useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { VIDEO_LIMITS, videoInput, type VideoDetail, type VideoFile } from '@creator-console/contract';
import { CoverPicker, FormField, Stack, Text } from '@creator-console/ui';
import { errorMessage, FormRadioGroup, FormTopicInput } from '../../../shared/form';
import { useFileUrl } from '../../../shared/files';
import { useMessages } from '../../../shared/i18n';
import { useSaveVideo } from '../api/change-videos';
import { useVideoStatements } from '../api/get-statements';
import { useCoverUpload } from '../api/upload-cover';
import { videoMessages } from '../messages';
import {
  ContentTextFields,
  PublishFormFrame,
  usePublishForm,
  VisibilityField,
  type ContentFormValues,
} from './content-form';
import * as styles from './video-form.css';

/** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local input shows it. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

type VideoOutput = (typeof videoInput)['_zod']['output'];

/** The form's values: the contract's input, with the schedule as the date input shows it. */
type VideoFormValues = ContentFormValues & {
  topics: string[];
  cover: string | null;
  scheduled_at: string;
  statement_id: number | null;
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
  const publish = usePublishForm<VideoFormValues, VideoOutput, VideoDetail>(videoInput, {
    messages: videoMessages,
    defaultValues,
    // The file is the upload's, not a field; the schedule is local time in the form, ISO in the contract.
    toInput: ({ scheduled_at, ...values }) => ({
      ...values,
      file,
      scheduled_at: scheduled_at ? new Date(scheduled_at).toISOString() : null,
    }),
    serverFields: ['file'],
    send: (input) => trigger({ body: input, ...(video ? { id: video.id } : {}) }),
    onSaved,
  });
  const { form } = publish;
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

  const statementOptions = (statements.data ?? []).map((statement) => ({
    value: String(statement.id),
    label: statement.content,
  }));
  const now = new Date();
  const latest = new Date(now.getTime() + VIDEO_LIMITS.scheduleDaysMax * 86_400_000);

  return (
    <PublishFormFrame
      publish={publish}
      title={title}
      messages={videoMessages}
      rejected={video?.status === 'rejected'}
      saving={isMutating}
      busy={uploading || coverBusy}
      waiting={uploading}
    >
      <ContentTextFields control={form.control} messages={videoMessages} />
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
      <VisibilityField control={form.control} messages={videoMessages} />
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
    </PublishFormFrame>
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
