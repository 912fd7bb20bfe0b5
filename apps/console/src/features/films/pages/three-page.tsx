import { AlbumWorkbench } from '../components/album-workbench';

/** Second review of albums: approval publishes the album. */
export default function FilmsThreePage() {
  return <AlbumWorkbench stage="second" />;
}
