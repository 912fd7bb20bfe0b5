import { ReviewWorkbench } from '../../../shared/review/review-workbench';
import { albumReview } from '../components/album-review';

/** First review of albums: approval sends the album on to second review. */
export default function FilmsTwoPage() {
  return <ReviewWorkbench kind={albumReview} stage="first" />;
}
