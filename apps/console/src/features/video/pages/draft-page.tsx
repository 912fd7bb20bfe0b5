import { VideoLibrary } from '../components/video-library';

/** The drafts (/video/draft): the library's drafts, on a page of their own. */
export default function VideoDraftPage() {
  return <VideoLibrary draftsOnly />;
}
