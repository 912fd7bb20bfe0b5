import { useRef, useState, type FormEvent } from 'react';
import {
  ALBUM_LIMITS,
  albumInput,
  IMAGE_UPLOAD,
  VIDEO_LIMITS,
  VIDEO_VISIBILITIES,
  type AlbumDetail,
  type VideoVisibility,
} from '@creator-console/contract';
import {
  Button,
  Inline,
  RadioGroup,
  Stack,
  Text,
  Textarea,
  TextField,
  Upload,
  type UploadItem,
} from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { uploadAlbumImage, useSaveAlbum } from '../api/album-api';
import { albumMessages } from '../album-messages';
import { parseFields, serverFieldErrors, type FieldErrors } from '../form-errors';
import { AlbumImages } from './album-images';

/** What the image picker offers: the types the server takes (contract IMAGE_UPLOAD). */
export const ALBUM_IMAGE_ACCEPT = `.jpg,.jpeg,.png,.webp,${IMAGE_UPLOAD.mediaTypes.join(',')}`;

/** An image being uploaded (or failed); finished ones move into the ordered list. */
type PendingImage = UploadItem & { file: File };

export type AlbumFormProps = {
  /** The saved album being edited (a draft or a rejected one); absent for a new one. */
  album?: AlbumDetail;
  /** The form's accessible name. */
  title: string;
  onSaved: (album: AlbumDetail, submitted: boolean) => void;
};

/**
 * The album form: title, description, visibility and the images — picked several at a time,
 * uploaded each with its state, put in order, removed, one chosen as the cover; 存草稿 or 提交审核.
 * Errors come from the contract's own checks before sending and from the server's 400 issues after.
 */
export function AlbumForm({ album, title, onSaved }: AlbumFormProps) {
  const t = useMessages(albumMessages);
  const { trigger, isMutating } = useSaveAlbum();
  const [values, setValues] = useState(() => ({
    title: album?.title ?? '',
    description: album?.description ?? '',
    visibility: (album?.visibility ?? 'public') as VideoVisibility,
    images: album?.images ?? [],
    cover: album?.chosen_cover ?? null,
  }));
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const sequence = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const uploading = pending.some((item) => item.status === 'uploading' || item.status === 'queued');

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((now) => ({ ...now, [key]: value }));
    setErrors((now) => ({ ...now, [key]: undefined }));
  };

  /**
   * One image at a time, in the order picked, so the album's order is the picking order whatever
   * finishes first; a retry joins the end of the queue.
   */
  const start = (item: PendingImage) => {
    setPending((now) =>
      now.map((p) => (p.id === item.id ? { ...p, status: 'queued', progress: 0, error: undefined } : p)),
    );
    queue.current = queue.current.then(async () => {
      setPending((now) => now.map((p) => (p.id === item.id ? { ...p, status: 'uploading' } : p)));
      try {
        const reference = await uploadAlbumImage(item.file, (progress) =>
          setPending((now) => now.map((p) => (p.id === item.id ? { ...p, progress } : p))),
        );
        setPending((now) => now.filter((p) => p.id !== item.id));
        setValues((now) => ({ ...now, images: [...now.images, reference] }));
        setErrors((now) => ({ ...now, images: undefined }));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        setPending((now) =>
          now.map((p) =>
            p.id === item.id ? { ...p, status: 'error', error: t('uploadFailed', { message }) } : p,
          ),
        );
      }
    });
  };

  const add = (files: File[]) => {
    const room = ALBUM_LIMITS.imagesMax - values.images.length - pending.length;
    if (files.length > room) {
      setErrors((now) => ({ ...now, images: t('tooMany', { max: ALBUM_LIMITS.imagesMax }) }));
    }
    const items = files.slice(0, Math.max(room, 0)).map((file): PendingImage => ({
      id: `album-image-${(sequence.current += 1)}`,
      name: file.name,
      size: file.size,
      progress: 0,
      status: 'queued',
      file,
    }));
    setPending((now) => [...now, ...items]);
    items.forEach(start);
  };

  const save = async (submit: boolean) => {
    const parsed = parseFields(albumInput, {
      title: values.title,
      description: values.description,
      images: values.images,
      cover: values.cover,
      visibility: values.visibility,
      submit,
    });
    if (parsed.errors) {
      setErrors(parsed.errors);
      toaster.show({ tone: 'critical', message: t('fixErrors') });
      return;
    }
    try {
      const saved = await trigger({ album: parsed.data, ...(album ? { id: album.id } : {}) });
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

  const imageError = errors.images ?? errors.cover;

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
        <RadioGroup
          label={t('visibility')}
          orientation="horizontal"
          value={values.visibility}
          options={VIDEO_VISIBILITIES.map((value) => ({ value, label: t(`visibility_${value}`) }))}
          error={errors.visibility}
          onValueChange={(value) => set('visibility', value as VideoVisibility)}
        />
        <Stack space="small">
          <Text weight="medium">{t('images')}</Text>
          <Upload
            files={pending}
            accept={ALBUM_IMAGE_ACCEPT}
            multiple
            maxSize={IMAGE_UPLOAD.maxBytes}
            label={t('uploadImages')}
            hint={t('imagesHint', { max: ALBUM_LIMITS.imagesMax })}
            disabled={isMutating || values.images.length + pending.length >= ALBUM_LIMITS.imagesMax}
            onSelect={add}
            onRetry={(id) => {
              const item = pending.find((p) => p.id === id);
              if (item) start(item);
            }}
            onRemove={(id) => setPending((now) => now.filter((p) => p.id !== id))}
          />
          {values.images.length > 0 ? (
            <>
              <AlbumImages
                images={values.images}
                cover={values.cover}
                disabled={isMutating}
                onChange={(images) => set('images', images)}
                onCoverChange={(cover) => set('cover', cover)}
              />
              <Text tone="muted" size="small" as="p">
                {t('coverDefault')}
              </Text>
            </>
          ) : null}
          {imageError ? (
            <Text tone="critical" size="small" as="p" data={{ error: 'images' }}>
              {imageError}
            </Text>
          ) : null}
        </Stack>
        <Inline space="small" alignY="center">
          <Button type="submit" tone="accent" variant="solid" loading={isMutating} disabled={uploading}>
            {album?.status === 'rejected' ? t('resubmit') : t('submit')}
          </Button>
          <Button variant="soft" disabled={isMutating || uploading} onClick={() => void save(false)}>
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
