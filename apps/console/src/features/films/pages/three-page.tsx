import { ReviewWorkbench } from '../../../shared/review/review-workbench';
import { albumReview } from '../components/album-review';

/** Second review of albums: approval publishes the album. */
export default function FilmsThreePage() {
  return <ReviewWorkbench kind={albumReview} stage="second" />;
}
