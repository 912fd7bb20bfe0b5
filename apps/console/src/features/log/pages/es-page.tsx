import { LogExplorer } from '../explorer/explorer';

/** /log/es 通用日志: the behaviour-tracking events in a log explorer (admin.md §6.12). */
export default function LogEsPage() {
  return <LogExplorer />;
}
