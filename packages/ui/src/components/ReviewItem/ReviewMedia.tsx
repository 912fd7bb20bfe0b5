import { useState, type KeyboardEvent } from 'react';
import { useUiStrings } from '../../provider';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './ReviewItem.css';

/** A caption or subtitle track of a video (WebVTT). */
export type ReviewVideoTrack = {
  src: string;
  srcLang: string;
  label: string;
  kind?: 'captions' | 'subtitles';
};

export type ReviewImage = { src: string; alt: string };

/** What is under review: a video, an album's images, or a certification document. */
export type ReviewMedia =
  | { kind: 'video'; src: string; poster?: string; tracks?: ReviewVideoTrack[] }
  | { kind: 'images'; images: ReviewImage[] }
  | { kind: 'document'; src: string; name: string; mimeType: string };

export const reviewMediaKinds = ['video', 'images', 'document'] as const;
export type ReviewMediaKind = (typeof reviewMediaKinds)[number];

function DownloadLink({ src, name }: { src: string; name: string }) {
  const strings = useUiStrings();
  return (
    <a className={styles.download} href={src} download={name}>
      <Icon name="download" size="small" />
      {strings.mediaDownload(name)}
    </a>
  );
}

function ImageGallery({ images }: { images: ReviewImage[] }) {
  const strings = useUiStrings();
  const [requested, setRequested] = useState(0);
  // The list can shrink under us (new data): never point past its end.
  const index = Math.min(requested, images.length - 1);
  const current = images[index];
  if (!current) return null;
  const go = (next: number) => setRequested(Math.max(0, Math.min(images.length - 1, next)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  return (
    <figure className={styles.media} onKeyDown={onKeyDown} data-kind="images">
      <div className={styles.stage}>
        <img className={styles.fill} src={current.src} alt={current.alt} />
      </div>
      {images.length > 1 ? (
        <>
          <div className={styles.galleryBar}>
            <IconButton
              label={strings.mediaPrevious}
              icon="chevron-left"
              size="small"
              variant="soft"
              disabled={index === 0}
              onClick={() => go(index - 1)}
            />
            <figcaption className={styles.position} aria-live="polite">
              {strings.mediaPosition(index + 1, images.length)}
            </figcaption>
            <IconButton
              label={strings.mediaNext}
              icon="chevron-right"
              size="small"
              variant="soft"
              disabled={index === images.length - 1}
              onClick={() => go(index + 1)}
            />
          </div>
          <ul className={styles.thumbnails}>
            {images.map((image, position) => (
              <li key={`${image.src}-${position}`}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-label={image.alt}
                  aria-current={position === index}
                  onClick={() => setRequested(position)}
                >
                  <img className={styles.thumbnailImage} src={image.src} alt="" />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </figure>
  );
}

function DocumentPreview({ src, name, mimeType }: { src: string; name: string; mimeType: string }) {
  const strings = useUiStrings();
  const noPreview = (
    <div className={styles.document}>
      <Icon name="file" size="large" />
      <span className={styles.fileName}>{name}</span>
      <span className={styles.fileType}>{mimeType}</span>
      <span className={styles.fileType}>{strings.mediaNoPreview}</span>
    </div>
  );
  let preview = noPreview;
  if (mimeType.startsWith('image/')) {
    preview = <img className={styles.fill} src={src} alt={name} />;
  } else if (mimeType === 'application/pdf') {
    // Browsers without a PDF viewer show the object's content instead.
    preview = (
      <object className={styles.fill} data={src} type="application/pdf" aria-label={name}>
        {noPreview}
      </object>
    );
  }
  return (
    <figure className={styles.media} data-kind="document">
      <div className={styles.stage}>{preview}</div>
      <DownloadLink src={src} name={name} />
    </figure>
  );
}

/** The preview of one item's media: a video player, an image gallery or a document. */
export function ReviewMediaPreview({ media, title }: { media: ReviewMedia; title: string }) {
  if (media.kind === 'images') return <ImageGallery images={media.images} />;
  if (media.kind === 'document') return <DocumentPreview {...media} />;
  return (
    <figure className={styles.media} data-kind="video">
      <div className={styles.stage}>
        <video
          className={styles.fill}
          controls
          preload="metadata"
          src={media.src}
          poster={media.poster}
          aria-label={title}
        >
          {media.tracks?.map((track) => (
            <track
              key={track.src}
              kind={track.kind ?? 'captions'}
              src={track.src}
              srcLang={track.srcLang}
              label={track.label}
            />
          ))}
        </video>
      </div>
    </figure>
  );
}
