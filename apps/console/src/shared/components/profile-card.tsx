import { Avatar, Card, Inline, Skeleton, Stack, Text } from '@creator-console/ui';
import type { UserInfo } from '@creator-console/contract';
import { useMessages } from '../i18n';
import { profileCardMessages, type ProfileCardMessage } from './profile-card.messages';
import * as styles from './profile-card.css';

/**
 * The signed-in user's account as a titled region (账号资料): avatar, username, real name, the
 * phone as the server sends it (masked), role, entity and, with `showTags`, the admin tags. A
 * placeholder while `user` is not known yet. Shown on the dashboard and in the personal centre.
 */
export function ProfileCard({
  user,
  role,
  showTags = false,
}: {
  user: UserInfo | null | undefined;
  role: string | null;
  showTags?: boolean;
}) {
  const t = useMessages(profileCardMessages);
  if (!user) {
    return (
      <Card title={t('profile')} as="section" titleAs="h2">
        <Skeleton lines={6} />
      </Card>
    );
  }
  const rows: Array<[ProfileCardMessage, string]> = [
    ['name', user.name],
    ['realName', user.real_name],
    ['phone', user.phone],
    ['role', role ?? user.roles[0]?.name ?? ''],
    ['entity', user.info.entity_name],
  ];
  if (showTags) rows.push(['tags', user.admin_tags.map((tag) => tag.name).join('、') || t('none')]);
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
