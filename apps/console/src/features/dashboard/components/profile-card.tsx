import type { UserInfo } from '@creator-console/contract';
import { Text } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { dashboardMessages, type DashboardMessage } from '../messages';
import { DashboardCard } from './dashboard-card';
import * as styles from './profile-card.css';

/** What the session knows about the user, as stored at login; the phone arrives masked. */
export function ProfileCard({ user, role }: { user: UserInfo; role: string | null }) {
  const t = useMessages(dashboardMessages);
  const rows: Array<[DashboardMessage, string]> = [
    ['name', user.name],
    ['realName', user.real_name],
    ['phone', user.phone],
    ['entity', user.info.entity_name],
    ['role', role ?? user.roles[0]?.name ?? ''],
    ['tags', user.admin_tags.map((tag) => tag.name).join('、') || t('none')],
  ];
  return (
    <DashboardCard title={t('profile')}>
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
    </DashboardCard>
  );
}
