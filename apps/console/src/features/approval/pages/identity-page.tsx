import { ApprovalQueue } from '../components/approval-queue';

/** Identity certification review. */
export default function ApprovalIdentityPage() {
  return <ApprovalQueue type="identity" />;
}
