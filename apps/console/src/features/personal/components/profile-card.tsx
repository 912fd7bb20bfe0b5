import { Avatar, Card, Inline, Skeleton, Stack, Text } from '@creator-console/ui';
import type { UserInfo } from '@creator-console/contract';
import { useMessages } from '../../../shared/i18n';
import { personalMessages, type PersonalMessage } from '../messages';
import * as styles from './profile-card.css';

/** Avatar, name, real name, masked phone, role and entity of the signed-in user. */
export function ProfileCard({ user, role }: { user: UserInfo | null | undefined; role: string | null }) {
  const t = useMessages(personalMessages);
  if (!user) {
    return (
      <Card title={t('profile')} as="section" titleAs="h2">
        <Skeleton lines={5} />
      </Card>
    );
  }
  const rows: Array<[PersonalMessage, string]> = [
    ['name', user.name],
    ['realName', user.real_name],
    ['phone', user.phone],
    ['role', role ?? user.roles[0]?.name ?? ''],
    ['entity', user.info.entity_name],
  ];
  return (
    <Card title={t('profile')} as="section" titleAs="h2">
      <Stack space="medium">
        <Inline space="medium">
          <Avatar name={user.name} src={user.avatar || undefined} size="large" decorative />
          <Text size="large" weight="medium">
            {user.name}
          </Text>
        </Inline>
        <dl className={styles.list}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>
                <Text tone="muted">{t(label)}</Text>
              </dt>
              <dd className={styles.value}>
                <Text tone={value ? 'neutral' : 'muted'}>{value || t('notSet')}</Text>
              </dd>
            </div>
          ))}
        </dl>
      </Stack>
    </Card>
  );
}
