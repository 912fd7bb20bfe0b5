import { VideoLibrary } from '../components/video-library';

/** The content library (/video/index): every video of the creator. */
export default function VideoIndexPage() {
  return <VideoLibrary />;
}
