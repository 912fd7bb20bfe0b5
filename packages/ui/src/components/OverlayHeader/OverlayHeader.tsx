import { clsx } from 'clsx';
import type { ComponentType, ReactNode } from 'react';
import { useUiStrings } from '../../provider';
import { IconButton } from '../IconButton';
import * as styles from './OverlayHeader.css';

/**
 * Internal: the top row that Dialog, Drawer and Popover share (title, optional description, ×
 * button). Not exported from the package: each overlay keeps its own parts and props.
 */

/** The Close part of a Radix overlay (`Dialog.Close`, `Popover.Close`), used with `asChild`. */
export type OverlayClosePart = ComponentType<{ asChild: true; children: ReactNode }>;

/** The × button of an overlay, named with the built-in close string (关闭 / Close). */
export function OverlayCloseButton({ part: Close }: { part: OverlayClosePart }) {
  const strings = useUiStrings();
  return (
    <Close asChild>
      <IconButton label={strings.close} icon="close" size="small" data={{ part: 'close' }} />
    </Close>
  );
}

export type OverlayHeaderProps = {
  /** The title element: the Radix Title part, or the heading the overlay is labelled by. */
  title: ReactNode;
  /** Shown under the title, in the same column (the Radix Description part). */
  description?: ReactNode;
  /** The overlay's Close part for the × button; leave out for no × button. */
  closePart?: OverlayClosePart;
  /** Room between the title and the × button. */
  space?: 'small' | 'medium';
  /** Extra styles of one overlay's header (e.g. the drawer's padding and rule). */
  className?: string;
};

/** Title (and description) at the start, the × button at the end, aligned to the top. */
export function OverlayHeader({ title, description, closePart, space, className }: OverlayHeaderProps) {
  return (
    <div className={clsx(styles.header({ space }), className)}>
      <div className={styles.titles}>
        {title}
        {description}
      </div>
      {closePart ? <OverlayCloseButton part={closePart} /> : null}
    </div>
  );
}
