import { AlbumWorkbench } from '../components/album-workbench';

/** First review of albums: approval sends the album on to second review. */
export default function FilmsTwoPage() {
  return <AlbumWorkbench stage="first" />;
}
