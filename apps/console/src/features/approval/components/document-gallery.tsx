import { ImageGallery } from '@creator-console/ui';
import { useFileUrls } from '../../../shared/files';
import { useMessages } from '../../../shared/i18n';
import { approvalMessages } from '../messages';

/** An uploaded document of an application: what it is, and the stored file reference. */
export type ApplicationDocument = { key: string; label: string; reference: string };

/** The application's documents as thumbnails (signed addresses); each opens the kit's image viewer. */
export function DocumentGallery({ documents }: { documents: ApplicationDocument[] }) {
  const t = useMessages(approvalMessages);
  const urls = useFileUrls(documents.map((document) => document.reference));
  return (
    <ImageGallery
      label={t('documents')}
      empty={t('documentsEmpty')}
      images={documents.map((document, index) => ({
        key: document.key,
        label: document.label,
        src: urls[index],
      }))}
    />
  );
}
