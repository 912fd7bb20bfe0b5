import { TopProgressBar } from '@creator-console/ui';
import { useExternalStore } from '../external-store';
import { requestsInFlight } from '../notices';

/** The top bar while requests run; loaded with the first request so the login route does not carry it. */
export default function RequestProgress() {
  return <TopProgressBar active={useExternalStore(requestsInFlight) > 0} />;
}
