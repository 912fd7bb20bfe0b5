import {
  CERTIFICATION_TYPE_LABELS,
  endpoints,
  type CertificationType,
  type EligibilityCheck,
} from '@creator-console/contract';
import { Card, Inline, Stack, Tag, Text } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { useEndpoint } from '../../../shared/use-endpoint';
import { settingsMessages } from '../settings/messages';

function CheckRow({ check }: { check: EligibilityCheck }) {
  const t = useMessages(settingsMessages);
  let current: string | null = null;
  if (typeof check.current === 'number') {
    current =
      check.key === 'cooldown'
        ? check.met
          ? null
          : t('waitDays', { n: check.current })
        : t('current', { value: check.current });
  }
  return (
    <li>
      <Inline space="small" alignY="center">
        <Tag tone={check.met ? 'positive' : 'critical'}>{check.met ? t('met') : t('unmet')}</Tag>
        <Text>{check.label}</Text>
        {current && <Text tone="muted">{current}</Text>}
      </Inline>
    </li>
  );
}

/**
 * The basic conditions of a certification type and where the applicant stands, above the form:
 * the user sees why a submission would be refused before filling anything in. Nothing when the
 * type is open without conditions or notice.
 */
export function EligibilityPanel({ type }: { type: CertificationType }) {
  const t = useMessages(settingsMessages);
  const { data } = useEndpoint(endpoints.certificationEligibility, { params: { type } });
  if (!data || (data.open && data.checks.length === 0 && !data.notice)) return null;
  return (
    <Card as="section" titleAs="h2" title={t('eligibilityTitle')}>
      <Stack space="small">
        {!data.open && (
          <Text tone="critical">{t('eligibilityClosed', { type: CERTIFICATION_TYPE_LABELS[type] })}</Text>
        )}
        {data.checks.length > 0 && (
          <ul aria-label={t('eligibilityTitle')}>
            {data.checks.map((check) => (
              <CheckRow key={check.key} check={check} />
            ))}
          </ul>
        )}
        {data.notice && <Text tone="muted">{data.notice}</Text>}
      </Stack>
    </Card>
  );
}
