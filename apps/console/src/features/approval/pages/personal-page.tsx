import { ApprovalQueue } from '../components/approval-queue';

/** Real-name certification review. */
export default function ApprovalPersonalPage() {
  return <ApprovalQueue type="personal" />;
}
