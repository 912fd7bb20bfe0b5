import { resizeImageUrl } from '@creator-console/api-client';
import { Icon } from '@creator-console/ui';
import { useFileUrl } from '../../../shared/files';
import * as styles from './album-image.css';

const PIXELS = { small: 144, large: 320 } as const;

/** One stored album image (a `/api/files/<id>` reference) at the size shown, or a placeholder. */
export function AlbumImage({
  reference,
  alt,
  emptyLabel,
  size = 'small',
}: {
  reference: string | null;
  alt: string;
  emptyLabel: string;
  size?: 'small' | 'large';
}) {
  const address = useFileUrl(reference ?? undefined);
  if (!reference || !address) {
    return (
      <span className={styles.placeholder[size]} role="img" aria-label={reference ? alt : emptyLabel}>
        <Icon name="image" />
      </span>
    );
  }
  const side = PIXELS[size];
  return (
    <img
      className={styles.image[size]}
      src={address.startsWith('blob:') ? address : resizeImageUrl(address, { width: side, height: side })}
      alt={alt}
    />
  );
}
