import { ReviewWorkbench } from '../../../shared/review/review-workbench';
import { videoReview } from '../components/video-review';

/** Second review: approval publishes the video (or schedules it). */
export default function AuditThreePage() {
  return <ReviewWorkbench kind={videoReview} stage="second" />;
}
