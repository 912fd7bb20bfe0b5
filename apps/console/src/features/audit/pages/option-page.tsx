import { ReviewReasonSettings } from '../../../shared/review-reasons/reason-settings';

/** /audit/option: the quick-review reasons of videos — list, add, edit, reorder, delete. */
export default function AuditOptionPage() {
  return <ReviewReasonSettings kind="video" />;
}
