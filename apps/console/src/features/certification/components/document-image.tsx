import { useFileUrl } from '../../../shared/files';
import * as styles from './documents-field.css';

/** One uploaded document, loaded from its reference. */
export function DocumentImage({ reference, alt }: { reference: string; alt: string }) {
  const src = useFileUrl(reference);
  return src ? <img className={styles.image} src={src} alt={alt} /> : null;
}
