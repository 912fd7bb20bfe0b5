import { forwardRef, useState } from 'react';
import { dataAttributes, type DataAttributes, type Size } from '../../vocabulary';
import * as styles from './Avatar.css';

export type AvatarProps = {
  /** Whose avatar: the accessible name, and the source of the initials fallback. */
  name: string;
  /** Image address; initials show while it is missing or when it fails to load. */
  src?: string;
  size?: Size;
  /** Hide from assistive technology when the name is already next to it (e.g. in a labelled button). */
  decorative?: boolean;
  data?: DataAttributes;
};

/** First character of a CJK name, or the initials of the first two words of a Latin one. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0] ?? '')[0] ?? '?';
  if (!/^[A-Za-z]/.test(first) || words.length === 1) return first.toUpperCase();
  return (first + (Array.from(words[1] ?? '')[0] ?? '')).toUpperCase();
}

export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(
  ({ name, src, size, decorative = false, data }, ref) => {
    const [failedSrc, setFailedSrc] = useState<string | null>(null);
    const showImage = Boolean(src) && failedSrc !== src;
    const a11y = decorative ? { 'aria-hidden': true } : showImage ? {} : { role: 'img', 'aria-label': name };
    return (
      <span ref={ref} className={styles.avatar({ size })} {...a11y} {...dataAttributes(data)}>
        {showImage ? (
          <img
            className={styles.image}
            src={src}
            alt={decorative ? '' : name}
            onError={() => setFailedSrc(src ?? null)}
          />
        ) : (
          <span className={styles.initials} data-initials={initialsOf(name)} aria-hidden="true" />
        )}
      </span>
    );
  },
);
Avatar.displayName = 'Avatar';
