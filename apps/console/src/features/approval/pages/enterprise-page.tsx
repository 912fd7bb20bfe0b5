import { ApprovalQueue } from '../components/approval-queue';

/** Enterprise certification review. */
export default function ApprovalEnterprisePage() {
  return <ApprovalQueue type="enterprise" />;
}
