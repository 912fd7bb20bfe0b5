import { ReviewWorkbench } from '../../../shared/review/review-workbench';
import { videoReview } from '../components/video-review';

/** Machine review: the items the machine blocked; confirm the block (reject) or override (to first review). */
export default function AuditOnePage() {
  return <ReviewWorkbench kind={videoReview} stage="machine" />;
}
