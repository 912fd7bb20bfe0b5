import { useSession } from '@creator-console/auth/react';
import { LogExplorer } from '../explorer/explorer';

/** /log/es 通用日志: the behaviour-tracking events in a log explorer (admin.md §6.12). */
export default function LogEsPage() {
  const { can } = useSession();
  // Exporting the events needs `log:audit` (admin.md §6.12), as the server checks.
  return <LogExplorer canExport={can('log:audit')} />;
}
