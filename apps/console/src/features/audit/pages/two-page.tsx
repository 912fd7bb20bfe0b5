import { ReviewWorkbench } from '../../../shared/review/review-workbench';
import { videoReview } from '../components/video-review';

/** First review: approval sends the video on to second review. */
export default function AuditTwoPage() {
  return <ReviewWorkbench kind={videoReview} stage="first" />;
}
