import {
  Button,
  Card,
  EmptyState,
  Skeleton,
  StatusTag,
  Text,
  type CertificationState,
} from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { useMessages } from '../../../shared/i18n';
import { findRoute, useMenuRoutes } from '../../../shared/menu-routes';
import { useMyCertInfo, type MyCertInfo } from '../../../shared/my-certifications';
import { personalMessages, type PersonalMessage } from '../messages';
import * as styles from './certification-card.css';

const ROWS: Array<{ label: PersonalMessage; field: keyof Omit<MyCertInfo, 'applications'>; path: string }> = [
  { label: 'certPersonal', field: 'cert_status', path: '/certification/personal' },
  { label: 'certEnterprise', field: 'enterprise_status', path: '/certification/enterprise' },
  { label: 'certMcn', field: 'mcn_status', path: '/certification/mcn' },
  { label: 'certIdentity', field: 'identity_status', path: '/certification/identity' },
  { label: 'certInterest', field: 'interest_status', path: '/certification/interest' },
];

const asState = (status: number): CertificationState =>
  status === 1 || status === 2 || status === 3 ? status : 0;

/**
 * The certification summary of `/api/my_cert_info`, one StatusTag per kind, each linking to its
 * application page when the user's menu has it (operators see the states only).
 */
export function CertificationCard() {
  const t = useMessages(personalMessages);
  const routes = useMenuRoutes() ?? [];
  const { data, error, isLoading, mutate } = useMyCertInfo();
  const canOpen = (path: string) => findRoute(routes, path) !== undefined;

  let body;
  if (error && !data) {
    body = (
      <EmptyState
        icon="alert"
        title={t('certError')}
        action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  } else if (isLoading || !data) {
    body = <Skeleton lines={5} />;
  } else {
    body = (
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('certKind')}</th>
            <th scope="col">{t('certState')}</th>
            <th scope="col">{t('certAction')}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(({ label, field, path }) => {
            const status = asState(data[field]);
            return (
              <tr key={field}>
                <th scope="row">
                  <Text weight="medium">{t(label)}</Text>
                </th>
                <td>
                  <StatusTag kind="certification" status={status} size="small" />
                </td>
                <td>
                  {canOpen(path) ? (
                    <TextLink to={path} aria-label={`${t(status === 0 ? 'apply' : 'view')}：${t(label)}`}>
                      {t(status === 0 ? 'apply' : 'view')}
                    </TextLink>
                  ) : (
                    <Text tone="muted">—</Text>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }

  return (
    <Card
      title={t('certification')}
      as="section"
      titleAs="h2"
      actions={
        canOpen('/certification/index') ? (
          <TextLink to="/certification/index">{t('allCertifications')}</TextLink>
        ) : undefined
      }
    >
      {body}
    </Card>
  );
}
