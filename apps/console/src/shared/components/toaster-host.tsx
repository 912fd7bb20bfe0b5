import { Toaster } from '@creator-console/ui';
import { toaster } from '../notices';

/** The toast region; loaded with the first toast so the login route does not carry it. */
export default function ToasterHost() {
  return <Toaster toaster={toaster} />;
}
