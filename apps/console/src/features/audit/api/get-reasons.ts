import { useReviewReasons } from '../../../shared/review-reasons/api';

/** The quick-review reasons of videos, in order. */
export function useVideoReasons() {
  return useReviewReasons('video');
}
