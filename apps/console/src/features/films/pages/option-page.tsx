import { ReviewReasonSettings } from '../../../shared/review-reasons/reason-settings';

/** /films/option: the quick-review reasons of albums — list, add, edit, reorder, delete. */
export default function FilmsOptionPage() {
  return <ReviewReasonSettings kind="album" />;
}
