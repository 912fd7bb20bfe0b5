import { Link, Text } from '@creator-console/ui';
import { useFileUrl } from '../../../shared/files';

/** A stored file (`/api/files/<id>`) opened in a new tab through its signed address. */
export function FileLink({ reference, label }: { reference: string; label: string }) {
  const url = useFileUrl(reference);
  return url ? (
    <Link href={url} target="_blank">
      {label}
    </Link>
  ) : (
    <Text tone="muted">{label}</Text>
  );
}
