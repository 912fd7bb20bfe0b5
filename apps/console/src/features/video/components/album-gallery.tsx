import { Tag, Text } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { albumMessages } from '../album-messages';
import { AlbumImage } from './album-image';
import * as styles from './album-gallery.css';

/** The album's images in display order, numbered, the cover marked. Read-only. */
export function AlbumGallery({ images, cover }: { images: readonly string[]; cover: string | null }) {
  const t = useMessages(albumMessages);
  if (images.length === 0) return <Text tone="muted">{t('noImages')}</Text>;
  return (
    <ol className={styles.gallery} aria-label={t('detailImages')}>
      {images.map((reference, index) => (
        <li key={reference}>
          <figure className={styles.figure}>
            <AlbumImage
              reference={reference}
              alt={t('imageAlt', { index: index + 1 })}
              emptyLabel={t('noCover')}
              size="large"
            />
            <figcaption>
              <Text size="small" tone="muted" as="span">
                {index + 1}
              </Text>{' '}
              {reference === cover ? (
                <Tag tone="accent" size="small">
                  {t('isCover')}
                </Tag>
              ) : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ol>
  );
}
