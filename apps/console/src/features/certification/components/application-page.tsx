import { useState, type ReactNode } from 'react';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  Skeleton,
  Stack,
  StatusTag,
  Text,
} from '@creator-console/ui';
import { CERT_STATUS, type CertificationType } from '@creator-console/contract';
import { Link } from 'react-router-dom';
import { TextLink } from '../../../shared/components/text-link';
import { useLocale, useMessages } from '../../../shared/i18n';
import { usePageTitles } from '../../../shared/page-titles';
import { useApplication, type ApplicationDetail } from '../api/get-application';
import { EligibilityPanel } from './eligibility-panel';
import { useMyCertInfo } from '../../../shared/my-certifications';
import { certificationMessages } from '../messages';
import { ApplicationView } from './application-view';
import * as styles from './application-page.css';

export type ApplicationFields = ApplicationDetail['fields'];

export type ApplicationFormProps = {
  /** The rejected application's fields (masked numbers left out), to start the re-application from. */
  initial: ApplicationFields | null;
  /** The rejected application to change with PUT. */
  reapplyId?: number;
  onSubmitted: () => void;
};

/** The field of `/api/my_cert_info` with each kind's state. */
const STATUS_FIELD = {
  personal: 'cert_status',
  enterprise: 'enterprise_status',
  mcn: 'mcn_status',
  identity: 'identity_status',
  interest: 'interest_status',
} as const;

/** Masked values (…****…) are of no use in a form: they must be entered again. */
const withoutMasked = (fields: ApplicationFields): ApplicationFields =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => !(typeof value === 'string' && value.includes('****'))),
  );

/**
 * One application page: the form for a first application; a pending or approved application
 * read-only with its state; a rejected one with the reviewer's reason above the form, prefilled,
 * to re-apply; after submitting, the success state and the way back to the summary.
 */
export function ApplicationPage({
  type,
  intro,
  renderForm,
}: {
  type: CertificationType;
  intro: ReactNode;
  renderForm: (props: ApplicationFormProps) => ReactNode;
}) {
  const t = useMessages(certificationMessages);
  const { locale } = useLocale();
  const titles = usePageTitles();
  const summary = useMyCertInfo();
  const latest = summary.data?.applications.find((application) => application.type === type);
  const detail = useApplication(latest?.id ?? null);
  const [submitted, setSubmitted] = useState(false);
  const date = (value: string | null | undefined) =>
    value ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(value)) : '';

  let body: ReactNode;
  if (submitted) {
    body = (
      <Card
        as="section"
        titleAs="h2"
        title={t('submitted')}
        actions={<StatusTag kind="certification" status={1} />}
      >
        <Stack space="medium">
          <Text>{t('submittedBody')}</Text>
          <Inline>
            <Button asChild tone="accent" variant="solid">
              <Link to="/certification/index">{t('backToSummary')}</Link>
            </Button>
          </Inline>
        </Stack>
      </Card>
    );
  } else if ((summary.error && !summary.data) || (detail.error && !detail.data)) {
    body = (
      <EmptyState
        icon="alert"
        title={t('loadError')}
        action={
          <Button onClick={() => void (summary.error ? summary.mutate() : detail.mutate())}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (!summary.data || (latest && !detail.data)) {
    body = <Skeleton lines={8} />;
  } else {
    const status = summary.data[STATUS_FIELD[type]];
    const onSubmitted = () => setSubmitted(true);
    if (latest && detail.data && (status === CERT_STATUS.pending || status === CERT_STATUS.approved)) {
      const pending = status === CERT_STATUS.pending;
      body = (
        <Card
          as="section"
          titleAs="h2"
          title={pending ? t('pendingTitle') : t('approvedTitle')}
          actions={<StatusTag kind="certification" status={status} />}
        >
          <Stack space="large">
            <Text tone="muted">
              {pending
                ? t('pendingBody', { date: date(latest.created_at) })
                : t('approvedBody', { date: date(latest.reviewed_at) })}
            </Text>
            <ApplicationView application={detail.data} />
          </Stack>
        </Card>
      );
    } else if (latest && detail.data && status === CERT_STATUS.rejected) {
      body = (
        <Stack space="large">
          <Card
            as="section"
            titleAs="h2"
            title={t('rejectedTitle')}
            actions={<StatusTag kind="certification" status={status} />}
          >
            <Stack space="small">
              <Text tone="critical">{t('rejectedBody', { message: latest.message })}</Text>
              <Text tone="muted">{t('rejectedHint')}</Text>
            </Stack>
          </Card>
          <EligibilityPanel type={type} />
          {renderForm({ initial: withoutMasked(detail.data.fields), reapplyId: latest.id, onSubmitted })}
        </Stack>
      );
    } else {
      body = (
        <Stack space="large">
          <EligibilityPanel type={type} />
          {renderForm({ initial: null, onSubmitted })}
        </Stack>
      );
    }
  }

  return (
    <div className={styles.page}>
      <Stack space="large">
        <Stack space="small">
          <Heading level={1}>{titles.page}</Heading>
          <Text tone="muted">{intro}</Text>
          <Inline>
            <TextLink to="/certification/index">{t('backToSummary')}</TextLink>
          </Inline>
        </Stack>
        {body}
      </Stack>
    </div>
  );
}
