import type { ReactNode } from 'react';
import type { ReviewAlbum } from '@creator-console/contract';
import { Icon, ReviewItem, type ReviewMedia } from '@creator-console/ui';
import { useLocale, useMessages } from '../../../shared/i18n';
import { useImageUrls } from '../api/image-urls';
import { albumLabels } from '../labels';
import { filmsMessages } from '../messages';
import * as styles from '../../../shared/review/review-workbench.css';

/**
 * One album under review: its images as a gallery (in display order), title, creator,
 * description and facts, then `children` (the decision bar, the history).
 */
export function ReviewAlbumView({
  album,
  children,
}: {
  album: ReviewAlbum & { images: string[] };
  children?: ReactNode;
}) {
  const t = useMessages(filmsMessages);
  const { locale } = useLocale();
  const labels = albumLabels(locale);
  const urls = useImageUrls(album.images);
  const date = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

  let media: ReviewMedia | undefined;
  if (urls && urls.length > 0)
    media = {
      kind: 'images',
      images: urls.map((src, index) => ({
        src,
        alt: t('imageAlt', { title: album.title, index: index + 1 }),
      })),
    };

  const meta = [
    { label: t('statusLabel'), value: labels.status[album.status] },
    ...(album.submitted_at ? [{ label: t('submittedAt'), value: date(album.submitted_at) }] : []),
    { label: t('visibility'), value: labels.visibility[album.visibility] },
    { label: t('imageCount'), value: String(album.images.length) },
  ];

  return (
    <ReviewItem
      title={album.title}
      {...(media ? { media } : {})}
      author={{ name: album.creator.name, ...(album.creator.avatar ? { avatar: album.creator.avatar } : {}) }}
      description={<p className={styles.description}>{album.description || t('noDescription')}</p>}
      meta={meta}
      data={{ album: String(album.id) }}
    >
      {media ? null : (
        <div className={styles.noPreview} role="note">
          <Icon name="image" size="large" />
          <span>{album.images.length === 0 ? t('noImages') : t('loadingImages')}</span>
        </div>
      )}
      {children}
    </ReviewItem>
  );
}
