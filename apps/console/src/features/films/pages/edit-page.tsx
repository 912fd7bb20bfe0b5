import { editReviewAlbum, type ReviewAlbumDetail } from '@creator-console/contract';
import { useLocale } from '../../../shared/i18n';
import { ReviewEditPage, type ReviewEditKind } from '../../../shared/review/edit-page';
import { useEditAlbum, type EditAlbumBody } from '../api/edit-album';
import { useReviewAlbum } from '../api/get-review-album';
import { albumReview } from '../components/album-review';
import { albumLabels } from '../labels';
import { filmsMessages } from '../messages';

/** Albums on the shared edit page: shown with their gallery, no topics. */
const albumEditKind: ReviewEditKind<ReviewAlbumDetail, EditAlbumBody> = {
  review: albumReview,
  listPath: '/films/index',
  messages: filmsMessages,
  schema: editReviewAlbum.body!,
  useVisibilityLabels: () => albumLabels(useLocale().locale).visibility,
  useItem: useReviewAlbum,
  useEdit: useEditAlbum,
};

/** /films/edit?id=: one album with its gallery, the operator's correction of its texts and visibility, its history. */
export default function FilmsEditPage() {
  return <ReviewEditPage kind={albumEditKind} />;
}
