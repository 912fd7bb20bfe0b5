import { AlbumLibrary } from '../components/album-library';

/** The creator's albums (/video/album). */
export default function AlbumIndexPage() {
  return <AlbumLibrary />;
}
