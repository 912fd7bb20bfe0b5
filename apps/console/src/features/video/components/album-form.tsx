import { useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import {
  ALBUM_LIMITS,
  albumInput,
  IMAGE_UPLOAD,
  VIDEO_LIMITS,
  VIDEO_VISIBILITIES,
  type AlbumDetail,
  type VideoVisibility,
} from '@creator-console/contract';
import { Button, Inline, Stack, Text, Upload, type UploadItem } from '@creator-console/ui';
import {
  errorMessage,
  FormError,
  FormRadioGroup,
  FormTextarea,
  FormTextField,
  useContractForm,
} from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { uploadAlbumImage, useSaveAlbum } from '../api/album-api';
import { albumMessages } from '../album-messages';
import { AlbumImages } from './album-images';

/** What the image picker offers: the types the server takes (contract IMAGE_UPLOAD). */
export const ALBUM_IMAGE_ACCEPT = `.jpg,.jpeg,.png,.webp,${IMAGE_UPLOAD.mediaTypes.join(',')}`;

type AlbumOutput = (typeof albumInput)['_zod']['output'];

/** The form's values: the contract's input; 发布 or 存草稿 is set by the button pressed. */
type AlbumFormValues = {
  title: string;
  description: string;
  visibility: VideoVisibility;
  images: string[];
  cover: string | null;
  submit: boolean;
};

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
  const form = useContractForm<AlbumFormValues, AlbumOutput>(albumInput, {
    defaultValues: {
      title: album?.title ?? '',
      description: album?.description ?? '',
      visibility: album?.visibility ?? 'public',
      images: album?.images ?? [],
      cover: album?.chosen_cover ?? null,
      submit: true,
    },
  });
  const { errors } = form.formState;
  const images = useWatch({ control: form.control, name: 'images' });
  const cover = useWatch({ control: form.control, name: 'cover' });
  const [pending, setPending] = useState<PendingImage[]>([]);
  const sequence = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const uploading = pending.some((item) => item.status === 'uploading' || item.status === 'queued');

  const setImages = (next: string[]) => {
    form.setValue('images', next);
    form.clearErrors('images');
  };
  const setCover = (next: string | null) => {
    form.setValue('cover', next);
    form.clearErrors('cover');
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
        setImages([...form.getValues('images'), reference]);
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
    const room = ALBUM_LIMITS.imagesMax - images.length - pending.length;
    if (files.length > room) {
      form.setError('images', { message: t('tooMany', { max: ALBUM_LIMITS.imagesMax }) });
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

  const publish = async (input: AlbumOutput) => {
    try {
      const saved = await trigger({ album: input, ...(album ? { id: album.id } : {}) });
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

  /** 提交审核 (submit) or 存草稿: the contract's checks differ. */
  const save = (submit: boolean) => {
    form.setValue('submit', submit);
    return form.handleSubmit(publish, () => toaster.show({ tone: 'critical', message: t('fixErrors') }))();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(true);
  };

  const imageError = errorMessage(errors.images) ?? errorMessage(errors.cover);

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
        <FormRadioGroup
          control={form.control}
          name="visibility"
          label={t('visibility')}
          orientation="horizontal"
          options={VIDEO_VISIBILITIES.map((value) => ({ value, label: t(`visibility_${value}`) }))}
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
            disabled={isMutating || images.length + pending.length >= ALBUM_LIMITS.imagesMax}
            onSelect={add}
            onRetry={(id) => {
              const item = pending.find((p) => p.id === id);
              if (item) start(item);
            }}
            onRemove={(id) => setPending((now) => now.filter((p) => p.id !== id))}
          />
          {images.length > 0 ? (
            <>
              <AlbumImages
                images={images}
                cover={cover}
                disabled={isMutating}
                onChange={setImages}
                onCoverChange={setCover}
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
        <FormError control={form.control} />
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
