import { useReviewReasons } from '../../../shared/review-reasons/api';

/** The quick-review reasons of albums, in order. */
export function useAlbumReasons() {
  return useReviewReasons('album');
}
