import { ApprovalQueue } from '../components/approval-queue';

/** User information: every certification application waiting for review (the sidebar's unreviewed user count), across types, with each applicant's certification summary. */
export default function ApprovalInfoPage() {
  return <ApprovalQueue />;
}
