import { ExportsPage } from '../exports/exports';

/** /video/export: the creator's content-library exports. */
export default function VideoExportsPage() {
  return <ExportsPage kind="videos" />;
}
