import { GroupMembersPage } from '../classifiers/group-members-page';

/** /admin/user-group?id=: one group's members (hidden; reached from /admin/group). */
export default function AdminUserGroupPage() {
  return <GroupMembersPage />;
}
