import { forwardRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Dialog, DialogContent } from '../Dialog';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Skeleton } from '../Skeleton';
import * as styles from './ImageGallery.css';

export type ImageGalleryItem = {
  key: string;
  /** Names the image: its alt text, its caption and the viewer's title (身份证人像面, 截图 1). */
  label: string;
  /** The address to load; `undefined` while it is being signed (a skeleton), `null` when there is none. */
  src: string | null | undefined;
};

export type ImageGalleryProps = {
  images: readonly ImageGalleryItem[];
  /** Names the list of thumbnails (证件材料). */
  label: string;
  /** Shown instead of the list when there are no images. */
  empty?: ReactNode;
  /** `small`: square 6em thumbnails without captions (receipt screenshots); `medium` (default): 4:3 with the label under it. */
  size?: 'small' | 'medium';
  data?: DataAttributes;
};

/**
 * One image. One that does not load (missing or expired) shows, in the viewer, its label and a
 * note; in a thumbnail only a broken-image icon, the button's name carrying the note.
 */
function GalleryImage({
  image,
  className,
  thumbnail = false,
  broken,
  zoomed,
  onError,
}: {
  image: ImageGalleryItem;
  className: string;
  /** In a thumbnail the button names the image: the image is decorative. */
  thumbnail?: boolean;
  broken: boolean;
  zoomed?: boolean;
  onError: (src: string) => void;
}) {
  const strings = useUiStrings();
  if (image.src === undefined) return <Skeleton shape="block" width="100%" height="100%" />;
  if (broken || image.src === null) {
    return (
      <span className={styles.broken} data-state="broken">
        <Icon name="image" />
        {thumbnail ? null : (
          <>
            <span>{image.label}</span>
            <span>{strings.mediaBroken}</span>
          </>
        )}
      </span>
    );
  }
  const src = image.src;
  return (
    <img
      className={className}
      src={src}
      alt={thumbnail ? '' : image.label}
      data-zoomed={zoomed ? 'true' : undefined}
      onError={() => onError(src)}
    />
  );
}

/**
 * Images as thumbnails (certification documents, receipt screenshots); each opens a viewer with
 * the image large, 上一张/下一张 (also ← →), its position, and zoom to the natural size; Esc or
 * the close button closes it. An image that does not load shows its label and a note.
 */
export const ImageGallery = forwardRef<HTMLUListElement, ImageGalleryProps>(
  ({ images, label, empty, size = 'medium', data }, ref) => {
    const strings = useUiStrings();
    const [open, setOpen] = useState<number | null>(null);
    const [zoomed, setZoomed] = useState(false);
    const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
    const isBroken = (image: ImageGalleryItem) =>
      image.src === null || (image.src !== undefined && failed.has(image.src));
    const onError = (src: string) => setFailed((known) => new Set(known).add(src));

    if (images.length === 0) return empty ? <p className={styles.empty}>{empty}</p> : null;

    const current = open === null ? undefined : images[open];
    const go = (index: number) => {
      setOpen(Math.max(0, Math.min(images.length - 1, index)));
      setZoomed(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (open === null) return;
      if (event.key === 'ArrowLeft') go(open - 1);
      else if (event.key === 'ArrowRight') go(open + 1);
      else return;
      event.preventDefault();
    };

    // On the wrapper: the viewer is portalled, but its key events bubble here through React's tree,
    // wherever the focus is in it (the close button too).
    return (
      <div className={styles.root} onKeyDown={onKeyDown}>
        <ul ref={ref} className={styles.grid[size]} aria-label={label} {...dataAttributes(data)}>
          {images.map((image, index) => (
            <li key={image.key}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={
                  isBroken(image)
                    ? `${strings.mediaOpen(image.label)}（${strings.mediaBroken}）`
                    : strings.mediaOpen(image.label)
                }
                data-state={isBroken(image) ? 'broken' : undefined}
                onClick={() => {
                  setOpen(index);
                  setZoomed(false);
                }}
              >
                <span className={styles.frame[size]}>
                  <GalleryImage
                    image={image}
                    className={styles.image}
                    thumbnail
                    broken={isBroken(image)}
                    onError={onError}
                  />
                </span>
                {size === 'medium' ? <span className={styles.caption}>{image.label}</span> : null}
              </button>
            </li>
          ))}
        </ul>
        <Dialog open={current !== undefined} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
          {current && open !== null ? (
            <DialogContent title={current.label} size="large">
              <div>
                <div className={styles.stage}>
                  <GalleryImage
                    key={current.key}
                    image={current}
                    className={styles.large}
                    broken={isBroken(current)}
                    zoomed={zoomed}
                    onError={onError}
                  />
                </div>
                <div className={styles.toolbar}>
                  <div className={styles.pager}>
                    <IconButton
                      label={strings.mediaPrevious}
                      icon="chevron-left"
                      size="small"
                      variant="soft"
                      disabled={open === 0}
                      onClick={() => go(open - 1)}
                    />
                    <span className={styles.position} aria-live="polite">
                      {strings.mediaPosition(open + 1, images.length)}
                    </span>
                    <IconButton
                      label={strings.mediaNext}
                      icon="chevron-right"
                      size="small"
                      variant="soft"
                      disabled={open === images.length - 1}
                      onClick={() => go(open + 1)}
                    />
                  </div>
                  <IconButton
                    label={zoomed ? strings.mediaZoomOut : strings.mediaZoomIn}
                    icon={zoomed ? 'minus' : 'plus'}
                    size="small"
                    variant="soft"
                    aria-pressed={zoomed}
                    onClick={() => setZoomed((value) => !value)}
                  />
                </div>
              </div>
            </DialogContent>
          ) : null}
        </Dialog>
      </div>
    );
  },
);
ImageGallery.displayName = 'ImageGallery';
