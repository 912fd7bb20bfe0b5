import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  editReviewVideo,
  VIDEO_LIMITS,
  VIDEO_VISIBILITIES,
  type ReviewVideoDetail,
  type VideoVisibility,
} from '@creator-console/contract';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  ReviewHistory,
  Select,
  Skeleton,
  Stack,
  TextField,
  Textarea,
} from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { useLocale, useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useEditVideo } from '../api/edit-video';
import { useReviewVideo } from '../api/get-review-video';
import { historyEntries } from '../../../shared/review/history';
import { ReviewVideoView } from '../components/review-video-view';
import { contractErrors, serverFieldErrors, type FieldErrors } from '../form-errors';
import { videoLabels } from '../labels';
import { auditMessages } from '../messages';

const topicsOf = (text: string) =>
  text
    .split(/[\s,，、]+/)
    .map((topic) => topic.trim())
    .filter(Boolean);

function EditForm({ video }: { video: ReviewVideoDetail }) {
  const t = useMessages(auditMessages);
  const { locale } = useLocale();
  const labels = videoLabels(locale);
  const { trigger, isMutating } = useEditVideo(video.id);
  const [title, setTitle] = useState(video.title);
  const [description, setDescription] = useState(video.description);
  const [topics, setTopics] = useState(video.topics.map((topic) => `#${topic}`).join(' '));
  const [visibility, setVisibility] = useState<VideoVisibility>(video.visibility);
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = { title, description, topics: topicsOf(topics), visibility };
    const found = contractErrors(editReviewVideo.body!, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await trigger(body);
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? {});
      return;
    }
    toaster.show({ tone: 'positive', message: t('saved') });
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={t('editTitle')}>
      <Stack space="medium">
        <TextField
          label={t('title')}
          value={title}
          maxLength={VIDEO_LIMITS.titleMax}
          error={errors.title}
          required
          onChange={(event) => setTitle(event.target.value)}
        />
        <Textarea
          label={t('description')}
          value={description}
          rows={4}
          maxLength={VIDEO_LIMITS.descriptionMax}
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <TextField
          label={t('topics')}
          hint={t('topicsHint')}
          value={topics}
          error={errors.topics}
          onChange={(event) => setTopics(event.target.value)}
        />
        <Select
          label={t('visibility')}
          value={visibility}
          options={VIDEO_VISIBILITIES.map((value) => ({ value, label: labels.visibility[value] }))}
          error={errors.visibility}
          onValueChange={(value) => setVisibility(value as VideoVisibility)}
        />
        <Inline space="small">
          <Button type="submit" loading={isMutating}>
            {t('save')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** /audit/edit?id=: one video, the operator's correction of its texts and visibility, its full history. */
export default function AuditEditPage() {
  const t = useMessages(auditMessages);
  const [searchParams] = useSearchParams();
  const raw = Number(searchParams.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const { data: video, isLoading, error } = useReviewVideo(id);

  return (
    <Stack space="large">
      <TextLink to="/audit/index">{t('backToList')}</TextLink>
      <Heading level={1}>{t('editTitle')}</Heading>
      {id === null || error ? (
        <EmptyState title={t('notFound')} />
      ) : isLoading || !video ? (
        <Skeleton height={320} />
      ) : (
        <Stack space="large">
          <ReviewVideoView video={video} />
          <Card title={t('editTitle')} as="section" titleAs="h2">
            <EditForm key={video.updated_at} video={video} />
          </Card>
          <Card title={t('history')} as="section" titleAs="h2">
            <ReviewHistory entries={historyEntries(video.history, t('machineSystem'))} label={t('history')} />
          </Card>
        </Stack>
      )}
    </Stack>
  );
}
