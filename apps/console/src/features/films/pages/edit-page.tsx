import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  editReviewAlbum,
  VIDEO_LIMITS,
  VIDEO_VISIBILITIES,
  type ReviewAlbumDetail,
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
import { contractErrors, serverFieldErrors, type FieldErrors } from '../../../shared/form-errors';
import { useLocale, useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useEditAlbum } from '../api/edit-album';
import { useReviewAlbum } from '../api/get-review-album';
import { historyEntries } from '../../../shared/review/history';
import { ReviewAlbumView } from '../components/review-album-view';
import { albumLabels } from '../labels';
import { filmsMessages } from '../messages';

function EditForm({ album }: { album: ReviewAlbumDetail }) {
  const t = useMessages(filmsMessages);
  const { locale } = useLocale();
  const labels = albumLabels(locale);
  const { trigger, isMutating } = useEditAlbum(album.id);
  const [title, setTitle] = useState(album.title);
  const [description, setDescription] = useState(album.description);
  const [visibility, setVisibility] = useState<VideoVisibility>(album.visibility);
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = { title, description, visibility };
    const found = contractErrors(editReviewAlbum.body!, body);
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

/** /films/edit?id=: one album with its gallery, the operator's correction of its texts and visibility, its history. */
export default function FilmsEditPage() {
  const t = useMessages(filmsMessages);
  const [searchParams] = useSearchParams();
  const raw = Number(searchParams.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const { data: album, isLoading, error } = useReviewAlbum(id);

  return (
    <Stack space="large">
      <TextLink to="/films/index">{t('backToList')}</TextLink>
      <Heading level={1}>{t('editTitle')}</Heading>
      {id === null || error ? (
        <EmptyState title={t('notFound')} />
      ) : isLoading || !album ? (
        <Skeleton height={320} />
      ) : (
        <Stack space="large">
          <ReviewAlbumView album={album} />
          <Card title={t('editTitle')} as="section" titleAs="h2">
            <EditForm key={album.updated_at} album={album} />
          </Card>
          <Card title={t('history')} as="section" titleAs="h2">
            <ReviewHistory entries={historyEntries(album.history, '—')} label={t('history')} />
          </Card>
        </Stack>
      )}
    </Stack>
  );
}
