import { OperationLog } from '../components/operation-log';

/** /log/video: the operation log of video review. */
export default function LogVideoPage() {
  return <OperationLog module="video" />;
}
