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
import { CERT_STATUS, type ApplicationSummary } from '@creator-console/contract';
import { TextLink } from '../../../shared/components/text-link';
import { useLocale, useMessages } from '../../../shared/i18n';
import { usePageTitles } from '../../../shared/page-titles';
import { useMyCertInfo, type MyCertInfo } from '../../../shared/my-certifications';
import { certificationMessages } from '../messages';
import * as styles from './index-page.css';

type Kind = ApplicationSummary['type'];
const KINDS: Array<{ kind: Kind; field: keyof Omit<MyCertInfo, 'applications'> }> = [
  { kind: 'personal', field: 'cert_status' },
  { kind: 'enterprise', field: 'enterprise_status' },
  { kind: 'mcn', field: 'mcn_status' },
  { kind: 'identity', field: 'identity_status' },
  { kind: 'interest', field: 'interest_status' },
];

const asState = (status: number) => (status === 1 || status === 2 || status === 3 ? status : 0);

/**
 * My certification: each kind's state, its latest application with the reviewer's message, and
 * the way to its application page (apply, view, or apply again after a rejection).
 */
export default function CertificationIndexPage() {
  const t = useMessages(certificationMessages);
  const { locale } = useLocale();
  const titles = usePageTitles();
  const { data, error, isLoading, mutate } = useMyCertInfo();

  let body;
  if (error && !data) {
    body = (
      <EmptyState
        icon="alert"
        title={t('loadError')}
        action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  } else if (isLoading || !data) {
    body = <Skeleton lines={8} />;
  } else {
    body = (
      <ul className={styles.list} aria-label={t('listLabel')}>
        {KINDS.map(({ kind, field }) => {
          const status = asState(data[field]);
          const latest = data.applications.find((application) => application.type === kind);
          const action =
            status === CERT_STATUS.none ? 'apply' : status === CERT_STATUS.rejected ? 'reapply' : 'view';
          return (
            <li key={kind}>
              <Card
                as="article"
                titleAs="h2"
                title={t(kind)}
                actions={<StatusTag kind="certification" status={status} />}
              >
                <Stack space="small">
                  <Text tone="muted">
                    {latest
                      ? t('latest', {
                          title: latest.title,
                          date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
                            new Date(latest.created_at),
                          ),
                        })
                      : t('noApplication')}
                  </Text>
                  {latest?.message ? <Text>{t('reviewMessage', { message: latest.message })}</Text> : null}
                  <Inline>
                    <TextLink to={`/certification/${kind}`} aria-label={`${t(action)}：${t(kind)}`}>
                      {t(action)}
                    </TextLink>
                  </Inline>
                </Stack>
              </Card>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Stack space="large">
      <Heading level={1}>{titles.page}</Heading>
      {body}
    </Stack>
  );
}
