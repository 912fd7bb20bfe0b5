import { ApprovalQueue } from '../components/approval-queue';

/** MCN certification review: approving makes the applicant an MCN. */
export default function ApprovalMcnPage() {
  return <ApprovalQueue type="mcn" />;
}
