import { ExportsPage } from '../exports/exports';

/** /audit/export: the operators' video-list exports. */
export default function ReviewExportsPage() {
  return <ExportsPage kind="review_videos" />;
}
