import { ListPage } from '../../../shared/list';
import { CreatorsSection } from '../components/creators-section';
import { InviteLogSection } from '../components/invite-log-section';
import { InviteSection } from '../components/invite-section';

/**
 * MCN user management: the signed creators (search, paging, switch into, remove), inviting a
 * creator, and the invitation log with its status filter. List state lives in the URL.
 */
export default function McnIndexPage() {
  return (
    <ListPage>
      <CreatorsSection />
      <InviteSection />
      <InviteLogSection />
    </ListPage>
  );
}
