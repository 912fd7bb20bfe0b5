import { editReviewVideo, type ReviewVideoDetail } from '@creator-console/contract';
import { useLocale } from '../../../shared/i18n';
import { ReviewEditPage, type ReviewEditKind } from '../../../shared/review/edit-page';
import { useEditVideo, type EditVideoBody } from '../api/edit-video';
import { useReviewVideo } from '../api/get-review-video';
import { videoReview } from '../components/video-review';
import { videoLabels } from '../labels';
import { auditMessages } from '../messages';

/** Videos on the shared edit page: shown as under review, with their topics. */
const videoEditKind: ReviewEditKind<ReviewVideoDetail, EditVideoBody> = {
  review: videoReview,
  listPath: '/audit/index',
  messages: auditMessages,
  topics: auditMessages,
  schema: editReviewVideo.body!,
  useVisibilityLabels: () => videoLabels(useLocale().locale).visibility,
  useItem: useReviewVideo,
  useEdit: useEditVideo,
};

/** /audit/edit?id=: one video, the operator's correction of its texts, topics and visibility, its full history. */
export default function AuditEditPage() {
  return <ReviewEditPage kind={videoEditKind} />;
}
