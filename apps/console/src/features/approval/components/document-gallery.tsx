import { useState, type KeyboardEvent } from 'react';
import { Dialog, DialogContent, Icon, IconButton, Inline, Skeleton, Text } from '@creator-console/ui';
import { useFileUrl } from '../../../shared/files';
import { useMessages } from '../../../shared/i18n';
import { approvalMessages } from '../messages';
import * as styles from './document-gallery.css';

/** An uploaded document of an application: what it is, and the stored file reference. */
export type ApplicationDocument = { key: string; label: string; reference: string };

/**
 * One document image, through its signed address; one that does not load (missing or expired
 * file) shows its label and a note instead of a broken image.
 */
function DocumentImage({
  document,
  className,
  decorative = false,
  zoomed,
}: {
  document: ApplicationDocument;
  className: string;
  /** In a thumbnail the button and its caption already name the document. */
  decorative?: boolean;
  zoomed?: boolean;
}) {
  const t = useMessages(approvalMessages);
  const src = useFileUrl(document.reference);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A stored reference is signed first: until then the frame stays empty.
  if (!src) return <Skeleton shape="block" width="100%" height="100%" />;
  if (failedSrc === src) {
    return (
      <span className={styles.broken} data-state="broken">
        <Icon name="image" />
        <span>{document.label}</span>
        <span>{t('documentBroken')}</span>
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={decorative ? '' : document.label}
      data-zoomed={zoomed ? 'true' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}

/** The application's documents as thumbnails; each opens a viewer with zoom and previous/next. */
export function DocumentGallery({ documents }: { documents: ApplicationDocument[] }) {
  const t = useMessages(approvalMessages);
  const [open, setOpen] = useState<number | null>(null);
  const [zoomed, setZoomed] = useState(false);

  if (documents.length === 0) return <Text tone="muted">{t('documentsEmpty')}</Text>;

  const current = open === null ? undefined : documents[open];
  const go = (index: number) => {
    setOpen(Math.max(0, Math.min(documents.length - 1, index)));
    setZoomed(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (open === null) return;
    if (event.key === 'ArrowLeft') go(open - 1);
    else if (event.key === 'ArrowRight') go(open + 1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <ul className={styles.grid} aria-label={t('documents')}>
        {documents.map((document, index) => (
          <li key={document.key}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={t('openDocument', { label: document.label })}
              onClick={() => {
                setOpen(index);
                setZoomed(false);
              }}
            >
              <span className={styles.frame}>
                <DocumentImage document={document} className={styles.image} decorative />
              </span>
              <span className={styles.caption}>{document.label}</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={current !== undefined} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        {current && open !== null ? (
          <DialogContent title={current.label} size="large">
            <div onKeyDown={onKeyDown}>
              <div className={styles.stage}>
                <DocumentImage
                  key={current.key}
                  document={current}
                  className={styles.large}
                  zoomed={zoomed}
                />
              </div>
              <div className={styles.toolbar}>
                <Inline space="xsmall">
                  <IconButton
                    label={t('previous')}
                    icon="chevron-left"
                    size="small"
                    variant="soft"
                    disabled={open === 0}
                    onClick={() => go(open - 1)}
                  />
                  <Text size="small" tone="muted">
                    {t('position', { n: open + 1, total: documents.length })}
                  </Text>
                  <IconButton
                    label={t('next')}
                    icon="chevron-right"
                    size="small"
                    variant="soft"
                    disabled={open === documents.length - 1}
                    onClick={() => go(open + 1)}
                  />
                </Inline>
                <IconButton
                  label={zoomed ? t('zoomOut') : t('zoomIn')}
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
    </>
  );
}
