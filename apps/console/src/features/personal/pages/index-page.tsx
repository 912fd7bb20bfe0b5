import { Heading, Stack } from '@creator-console/ui';
import { useSession } from '@creator-console/auth/react';
import { ROLE } from '@creator-console/contract';
import { ProfileCard } from '../../../shared/components/profile-card';
import { usePageTitles } from '../../../shared/page-titles';
import { useProfile } from '../api/get-profile';
import { CertificationCard } from '../components/certification-card';
import { InvitesCard } from '../components/invites-card';
import { WalletCard } from '../components/wallet-card';
import * as styles from './index-page.css';

/**
 * The personal centre: the profile as the server has it now (the session's copy while it loads),
 * the certification states with links to their applications, a creator's pending MCN invitations,
 * and the wallet's entries.
 */
export default function PersonalIndexPage() {
  const titles = usePageTitles();
  const { user, role } = useSession();
  const { data: profile } = useProfile();
  return (
    <Stack space="large">
      <Heading level={1}>{titles.page}</Heading>
      <div className={styles.cards}>
        <ProfileCard user={profile ?? user} role={role} />
        <CertificationCard />
      </div>
      {/* Creators answer MCN invitations here (an MCN handles its own in MCN management). */}
      {role === ROLE.creator ? <InvitesCard /> : null}
      <WalletCard />
    </Stack>
  );
}
