import { Fragment } from 'react';
import { useMessages } from '../../../shared/i18n';
import type { ApplicationDetail } from '../api/get-application';
import { certificationMessages, type CertificationMessageKey } from '../messages';
import { DocumentImage } from './document-image';
import * as styles from './application-page.css';

/** Each form field's label, in the order the forms ask for them. */
const FIELD_LABELS: ReadonlyArray<[field: string, label: CertificationMessageKey]> = [
  ['real_name', 'realName'],
  ['id_number', 'idNumber'],
  ['id_front', 'idFront'],
  ['id_back', 'idBack'],
  ['face_image', 'faceImage'],
  ['entity_name', 'entityName'],
  ['credit_code', 'creditCode'],
  ['license_image', 'licenseImage'],
  ['legal_person', 'legalPerson'],
  ['contact_name', 'contactName'],
  ['contact_phone', 'contactPhone'],
  ['description', 'description'],
  ['proof_images', 'proofImages'],
];

const DOCUMENTS = new Set(['id_front', 'id_back', 'face_image', 'license_image', 'proof_images']);

/** An application as submitted, read-only: its values (numbers masked) and document images. */
export function ApplicationView({ application }: { application: ApplicationDetail }) {
  const t = useMessages(certificationMessages);
  const { fields } = application;
  const category = application.type === 'identity' || application.type === 'interest';
  const rows: Array<[label: string, value: ApplicationDetail['fields'][string]]> = [
    ...(category ? [[t('item'), application.title] as [string, string]] : []),
    ...FIELD_LABELS.filter(([field]) => fields[field] !== undefined).map(
      ([field, label]) =>
        [category && field === 'description' ? t('categoryDescription') : t(label), fields[field]!] as [
          string,
          ApplicationDetail['fields'][string],
        ],
    ),
  ];
  const documentLabels = new Set(
    FIELD_LABELS.filter(([field]) => DOCUMENTS.has(field)).map(([, label]) => t(label)),
  );

  return (
    <dl className={styles.fields} aria-label={t('applicationLabel')}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.definition}>
            {documentLabels.has(label) ? (
              <span className={styles.images}>
                {(Array.isArray(value) ? value : [String(value)]).map((reference, index, all) => (
                  <DocumentImage
                    key={reference}
                    reference={reference}
                    alt={
                      all.length > 1
                        ? t('previewNumbered', { label, index: index + 1 })
                        : t('preview', { label })
                    }
                  />
                ))}
              </span>
            ) : (
              String(value) || t('fieldValueMissing')
            )}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
