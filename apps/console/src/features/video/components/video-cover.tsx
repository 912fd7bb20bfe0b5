import { resizeImageUrl } from '@creator-console/api-client';
import { Icon } from '@creator-console/ui';
import { useFileUrl } from '../../../shared/files';
import * as styles from './video-cover.css';

/** A cover thumbnail: the stored image at the size shown (spec §5's resize filter), or a placeholder. */
export function VideoCover({
  cover,
  alt,
  emptyLabel,
}: {
  cover: string | null;
  alt: string;
  emptyLabel: string;
}) {
  const address = useFileUrl(cover ?? undefined);
  if (!cover || !address) {
    return (
      <span className={styles.placeholder} role="img" aria-label={emptyLabel}>
        <Icon name="video" />
      </span>
    );
  }
  return (
    <img className={styles.cover} src={resizeImageUrl(address, { width: 192, height: 108 })} alt={alt} />
  );
}
