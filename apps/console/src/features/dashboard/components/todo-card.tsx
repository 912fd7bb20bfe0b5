import { Text } from '@creator-console/ui';
import { ROLE } from '@creator-console/contract';
import { useSession } from '@creator-console/auth/react';
import { TextLink } from '../../../shared/components/text-link';
import { useMessages } from '../../../shared/i18n';
import { useReminders } from '../../../shared/reminders';
import { useUnreadMessageCount } from '../../../shared/unread-messages';
import { useRealNameStatus } from '../api/get-cert-status';
import { usePendingInviteCount } from '../api/get-pending-invites';
import { dashboardMessages, type DashboardMessage } from '../messages';
import { DashboardCard } from './dashboard-card';
import * as styles from './todo-card.css';

const CERT_TEXT: Record<number, DashboardMessage> = {
  0: 'certNone',
  1: 'certPending',
  2: 'certApproved',
  3: 'certRejected',
};

/**
 * What waits for the user: unread messages for everyone; pending MCN invitations and the
 * real-name state for creators; the review queues' counts for staff who review.
 */
export function TodoCard() {
  const t = useMessages(dashboardMessages);
  const { role } = useSession();
  const isCreator = role === ROLE.creator;
  const unread = useUnreadMessageCount();
  const invites = usePendingInviteCount(isCreator);
  const certStatus = useRealNameStatus(isCreator || role === ROLE.mcnPending);
  const reminders = useReminders();

  const rows: Array<[DashboardMessage, string, string]> = [
    ['todoUnread', t('count', { count: unread }), '/inform/index?type=1'],
  ];
  if (isCreator && invites !== undefined)
    rows.push(['todoInvites', t('count', { count: invites }), '/personal/index']);
  if (certStatus !== undefined)
    rows.push(['todoCert', t(CERT_TEXT[certStatus] ?? 'certNone'), '/certification/index']);
  if (reminders?.user_count !== undefined)
    rows.push(['todoUserReview', t('count', { count: reminders.user_count }), '/approval/personal']);
  if (reminders?.album_count !== undefined)
    rows.push(['todoAlbumReview', t('count', { count: reminders.album_count }), '/films/index']);

  return (
    <DashboardCard title={t('todos')}>
      <dl className={styles.list}>
        {rows.map(([label, value, to]) => (
          <div key={label} className={styles.row}>
            <dt>
              <Text tone="muted">{t(label)}</Text>
            </dt>
            <dd className={styles.value}>
              <TextLink to={to}>{value}</TextLink>
            </dd>
          </div>
        ))}
      </dl>
    </DashboardCard>
  );
}
