import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ALBUM_LIMITS, albumInput, IMAGE_UPLOAD, type AlbumDetail } from '@creator-console/contract';
import { Stack, Text, Upload, type UploadItem } from '@creator-console/ui';
import { errorMessage } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { uploadAlbumImage, useSaveAlbum } from '../api/album-api';
import { albumMessages } from '../album-messages';
import { AlbumImages } from './album-images';
import {
  ContentTextFields,
  PublishFormFrame,
  usePublishForm,
  VisibilityField,
  type ContentFormValues,
} from './content-form';

/** What the image picker offers: the types the server takes (contract IMAGE_UPLOAD). */
export const ALBUM_IMAGE_ACCEPT = `.jpg,.jpeg,.png,.webp,${IMAGE_UPLOAD.mediaTypes.join(',')}`;

type AlbumOutput = (typeof albumInput)['_zod']['output'];

/** The form's values: the contract's input. */
type AlbumFormValues = ContentFormValues & {
  images: string[];
  cover: string | null;
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
  const publish = usePublishForm<AlbumFormValues, AlbumOutput, AlbumDetail>(albumInput, {
    messages: albumMessages,
    defaultValues: {
      title: album?.title ?? '',
      description: album?.description ?? '',
      visibility: album?.visibility ?? 'public',
      images: album?.images ?? [],
      cover: album?.chosen_cover ?? null,
      submit: true,
    },
    send: (input) => trigger({ body: input, ...(album ? { id: album.id } : {}) }),
    onSaved,
  });
  const { form } = publish;
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

  const imageError = errorMessage(errors.images) ?? errorMessage(errors.cover);

  return (
    <PublishFormFrame
      publish={publish}
      title={title}
      messages={albumMessages}
      rejected={album?.status === 'rejected'}
      saving={isMutating}
      busy={uploading}
      waiting={uploading}
    >
      <ContentTextFields control={form.control} messages={albumMessages} />
      <VisibilityField control={form.control} messages={albumMessages} />
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
    </PublishFormFrame>
  );
}
