import { OperationLog } from '../components/operation-log';

/** /log/album: the operation log of album review. */
export default function LogAlbumPage() {
  return <OperationLog module="album" />;
}
