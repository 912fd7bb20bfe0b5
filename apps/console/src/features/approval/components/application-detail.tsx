import type { ReactNode } from 'react';
import {
  APPROVED,
  CERT_STATUS,
  type ApplicationDetail,
  type CertificationType,
} from '@creator-console/contract';
import { revealSensitive } from '@creator-console/api-client';
import { useSession } from '@creator-console/auth/react';
import {
  Avatar,
  Button,
  DecisionBar,
  EmptyState,
  Heading,
  Inline,
  ReviewHistory,
  SensitiveValue,
  Skeleton,
  Stack,
  StatusTag,
  Text,
  type DecisionResult,
  type ReviewHistoryEntry,
} from '@creator-console/ui';
import { apiClient } from '../../../shared/api';
import { useLocale, useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useApplication } from '../api/get-application';
import { useUserCertifications } from '../api/get-user-certifications';
import { approvalMessages, type ApprovalMessageKey } from '../messages';
import { rejectReasons } from '../reasons';
import { DocumentGallery, type ApplicationDocument } from './document-gallery';
import * as styles from './application-detail.css';

type Fields = ApplicationDetail['fields'];
type Fact = { key: string; label: string; value: ReactNode };

const asState = (status: number) => (status === 1 || status === 2 || status === 3 ? status : 0);
const text = (value: Fields[string] | undefined) =>
  value === undefined ? '' : Array.isArray(value) ? value.join('、') : String(value);

/** Which fields each type shows, in order, with their labels; documents are listed apart. */
const FACTS: Record<CertificationType, Array<{ field: string; label: ApprovalMessageKey }>> = {
  personal: [{ field: 'real_name', label: 'real_name' }],
  enterprise: [
    { field: 'entity_name', label: 'entity_name' },
    { field: 'credit_code', label: 'credit_code' },
    { field: 'legal_person', label: 'legal_person' },
    { field: 'contact_phone', label: 'contact_phone' },
  ],
  mcn: [
    { field: 'entity_name', label: 'entity_name' },
    { field: 'credit_code', label: 'credit_code' },
    { field: 'legal_person', label: 'legal_person' },
    { field: 'contact_name', label: 'contact_name' },
    { field: 'contact_phone', label: 'contact_phone' },
    { field: 'description', label: 'mcnDescription' },
  ],
  identity: [{ field: 'description', label: 'description' }],
  interest: [{ field: 'description', label: 'description' }],
};

const DOCUMENTS: Record<CertificationType, ApprovalMessageKey[]> = {
  personal: ['id_front', 'id_back', 'face_image'],
  enterprise: ['license_image'],
  mcn: ['license_image'],
  identity: [],
  interest: [],
};

function documentsOf(
  application: ApplicationDetail,
  t: ReturnType<typeof useMessages<ApprovalMessageKey>>,
): ApplicationDocument[] {
  const single = DOCUMENTS[application.type].flatMap((field) => {
    const reference = application.fields[field];
    return typeof reference === 'string' && reference ? [{ key: field, label: t(field), reference }] : [];
  });
  const proofs = application.fields.proof_images;
  const multiple = Array.isArray(proofs)
    ? proofs.map((reference, index) => ({
        key: `proof-${index}`,
        label: t('proofImage', { n: index + 1 }),
        reference,
      }))
    : [];
  return [...single, ...multiple];
}

/** The decided steps of the history as review entries, newest first (submissions are not decisions). */
const historyEntries = (application: ApplicationDetail): ReviewHistoryEntry[] =>
  application.history
    .map((step, index) => ({ step, index }))
    .filter(({ step }) => step.status === CERT_STATUS.approved || step.status === CERT_STATUS.rejected)
    .map(({ step, index }) => ({
      id: String(index),
      stage: 'first' as const,
      decision: step.status === CERT_STATUS.approved ? ('approve' as const) : ('reject' as const),
      actor: step.actor,
      message: step.message,
      at: step.at,
    }))
    .reverse();

function Facts({ facts, label }: { facts: Fact[]; label: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt className={styles.term}>{fact.label}</dt>
          <dd className={styles.definition}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CertificationSummary({ userId }: { userId: number }) {
  const t = useMessages(approvalMessages);
  const { data } = useUserCertifications(userId);
  if (!data) return <Skeleton lines={3} />;
  if (data.length === 0) return <Text tone="muted">{t('summaryEmpty')}</Text>;
  return (
    <ul className={styles.summary} aria-label={t('summarySection')}>
      {data.map((certification) => (
        <li key={certification.application_id} className={styles.summaryRow}>
          <Text>{certification.name}</Text>
          <StatusTag kind="certification" status={asState(certification.status)} size="small" />
        </li>
      ))}
    </ul>
  );
}

export type DecisionOutcome = { application: ApplicationDetail; approved: boolean };

/**
 * One application under review: the applicant (phone revealed only on confirmation), the fields
 * with their labels, the documents, the applicant's other certifications (the overview), the review
 * history and, while it waits, the decision bar.
 */
export function ApplicationDetailView({
  id,
  withSummary,
  deciding,
  onDecide,
}: {
  id: number;
  withSummary: boolean;
  deciding: boolean;
  onDecide: (application: ApplicationDetail, result: DecisionResult) => Promise<unknown>;
}) {
  const t = useMessages(approvalMessages);
  const { locale } = useLocale();
  const { user } = useSession();
  const { data: application, error, isLoading, mutate } = useApplication(id);

  if (error && !application) {
    return (
      <EmptyState
        icon="alert"
        title={t('loadError')}
        action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  }
  if (isLoading || !application) return <Skeleton lines={10} />;

  const reveal = (field: 'phone' | 'id_number') => () =>
    revealSensitive(apiClient, { module: 'certification', userId: application.user.id, field });
  const sensitive = (field: 'phone' | 'id_number', masked: string, label: string) => (
    <SensitiveValue
      key={`${application.id}-${field}`}
      masked={masked}
      label={label}
      onReveal={reveal(field)}
      onNotice={(message) => toaster.show({ tone: 'neutral', message })}
    />
  );
  const date = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

  const applicantFacts: Fact[] = [
    { key: 'role', label: t('role'), value: application.user.role_name },
    { key: 'phone', label: t('phone'), value: sensitive('phone', application.user.phone, t('phone')) },
  ];
  const fieldFacts: Fact[] = [
    ...(application.type === 'identity' || application.type === 'interest'
      ? [{ key: 'item', label: t('certificationItem'), value: application.title }]
      : []),
    ...FACTS[application.type].map(({ field, label }) => ({
      key: field,
      label: t(label),
      value: text(application.fields[field]),
    })),
    ...(application.type === 'personal' && typeof application.fields.id_number === 'string'
      ? [
          {
            key: 'id_number',
            label: t('id_number'),
            value: sensitive('id_number', application.fields.id_number, t('id_number')),
          },
        ]
      : []),
  ];
  const pending = application.status === CERT_STATUS.pending;
  const own = user?.id === application.user.id;

  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={3}>{t('applicantSection')}</Heading>
        <Inline space="small">
          <Avatar name={application.user.name} src={application.user.avatar || undefined} decorative />
          <Text weight="strong">{application.user.name}</Text>
          <StatusTag kind="certification" status={asState(application.status)} size="small" />
        </Inline>
        <Text tone="muted" size="small">
          {t('submittedOn', { date: date(application.created_at) })}
        </Text>
        <Facts facts={applicantFacts} label={t('applicantSection')} />
      </Stack>

      <Stack space="small">
        <Heading level={3}>{t('applicationSection')}</Heading>
        <Facts facts={fieldFacts} label={t('applicationSection')} />
      </Stack>

      <Stack space="small">
        <Heading level={3}>{t('documents')}</Heading>
        <DocumentGallery documents={documentsOf(application, t)} />
      </Stack>

      {withSummary ? (
        <Stack space="small">
          <Heading level={3}>{t('summarySection')}</Heading>
          <CertificationSummary userId={application.user.id} />
        </Stack>
      ) : null}

      <Stack space="small">
        <Heading level={3}>{t('historySection')}</Heading>
        <ReviewHistory entries={historyEntries(application)} label={t('historySection')} />
      </Stack>

      <Stack space="small">
        <Heading level={3}>{t('decisionSection')}</Heading>
        {pending ? (
          <>
            {own ? <Text tone="critical">{t('ownApplication')}</Text> : null}
            <DecisionBar
              key={application.id}
              reasons={rejectReasons(application.type, locale)}
              messageMaxLength={200}
              busy={deciding}
              onDecide={(result) => onDecide(application, result)}
            />
          </>
        ) : (
          <Stack space="xsmall">
            <Text>
              {t('decided', {
                status: t(application.status === APPROVED ? 'status2' : 'status3'),
              })}
            </Text>
            {application.message ? (
              <Text tone="muted">{t('reviewMessage', { message: application.message })}</Text>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
