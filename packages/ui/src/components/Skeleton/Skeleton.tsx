import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef } from 'react';
import { dataAttributes, type DataAttributes, type Size } from '../../vocabulary';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export type SkeletonProps = {
  /** `text` (default): lines of body text; `block`: an image or card; `circle`: an avatar. */
  shape?: SkeletonShape;
  /** Number of text lines; the last of several is shorter, like a paragraph's. Default 1. */
  lines?: number;
  /** Width of a text line or block: a CSS length or px. Default 100%. */
  width?: string | number;
  /** Height of a block: a CSS length or px. Default 96px. */
  height?: string | number;
  /** Diameter of a circle, matching `Avatar` sizes. */
  size?: Size;
  data?: DataAttributes;
};

const cssLength = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A grey placeholder in the shape of content that is still loading. Decorative (hidden from
 * assistive technology): the region that loads says it is busy (`aria-busy`) or shows a Spinner.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(
  ({ shape = 'text', lines = 1, width = '100%', height = 96, size, data }, ref) => {
    const inlineVars = assignInlineVars({
      [styles.width]: cssLength(width),
      [styles.height]: cssLength(height),
    });
    if (shape === 'text' && lines > 1) {
      return (
        <span
          ref={ref}
          className={styles.lines}
          aria-hidden="true"
          data-shape="text"
          {...dataAttributes(data)}
        >
          {Array.from({ length: lines }, (_, index) => (
            <span key={index} className={styles.skeleton({ shape })} style={inlineVars} />
          ))}
        </span>
      );
    }
    return (
      <span
        ref={ref}
        className={styles.skeleton({ shape, size })}
        style={inlineVars}
        aria-hidden="true"
        data-shape={shape}
        {...dataAttributes(data)}
      />
    );
  },
);
Skeleton.displayName = 'Skeleton';
