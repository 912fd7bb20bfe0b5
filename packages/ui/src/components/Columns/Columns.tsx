import { clsx } from 'clsx';
import { createContext, forwardRef, useContext, type ReactNode } from 'react';
import type { SpaceName } from '../../tokens';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import * as styles from './Columns.css';
import type { ColumnWidth } from './widths';

export const columnsAlignYs = ['top', 'center', 'bottom', 'stretch'] as const;
export type ColumnsAlignY = (typeof columnsAlignYs)[number];

/** Breakpoints below which Columns can stack. */
export const columnsCollapseBelows = ['desktop'] as const;
export type ColumnsCollapseBelow = (typeof columnsCollapseBelows)[number];

/** A space name, or one per layout: `{ mobile: 'small', desktop: 'large' }`. */
export type ColumnsSpace = SpaceName | { mobile: SpaceName; desktop?: SpaceName };

const ColumnsContext = createContext<{ collapse: boolean }>({ collapse: false });

export type ColumnsProps = {
  /** `Column` elements. */
  children: ReactNode;
  /** Gap between the columns (and between the stacked columns when collapsed). */
  space?: ColumnsSpace;
  /** Stack the columns, full width and in source order, below this breakpoint. */
  collapseBelow?: ColumnsCollapseBelow;
  /** Vertical alignment of columns of different heights; `stretch` (equal heights) by default. */
  alignY?: ColumnsAlignY;
  data?: DataAttributes;
};

/** Lays `Column`s side by side with even gaps; they can stack on mobile (`collapseBelow="desktop"`). */
export const Columns = forwardRef<HTMLDivElement, ColumnsProps>(
  ({ children, space = 'standard', collapseBelow, alignY, data }, ref) => {
    const { mobile, desktop } = typeof space === 'string' ? { mobile: space, desktop: space } : space;
    const collapse = collapseBelow !== undefined;
    return (
      <ColumnsContext.Provider value={{ collapse }}>
        <div
          ref={ref}
          className={clsx(
            styles.columns({ collapse, alignY }),
            styles.spaceMobile[mobile],
            desktop ? styles.spaceDesktop[desktop] : null,
          )}
          {...dataAttributes(data)}
        >
          {children}
        </div>
      </ColumnsContext.Provider>
    );
  },
);
Columns.displayName = 'Columns';

export type ColumnProps = {
  children?: ReactNode;
  /** A fraction of the row, `content` (as wide as its content), or the rest of the row (default). */
  width?: ColumnWidth;
  data?: DataAttributes;
};

/** One column of a `Columns` row. */
export const Column = forwardRef<HTMLDivElement, ColumnProps>(({ children, width, data }, ref) => {
  const { collapse } = useContext(ColumnsContext);
  return (
    <div ref={ref} className={styles.column({ width: width ?? 'fill', collapse })} {...dataAttributes(data)}>
      {children}
    </div>
  );
});
Column.displayName = 'Column';
