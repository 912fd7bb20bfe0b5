import { ApprovalQueue } from '../components/approval-queue';

/** Interest certification review. */
export default function ApprovalInterestPage() {
  return <ApprovalQueue type="interest" />;
}
