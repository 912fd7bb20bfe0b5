import { clsx, type ClassValue } from 'clsx';
import { forwardRef, type AllHTMLAttributes, type ElementType } from 'react';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css';
import { dataAttributes, type DataAttributes } from '../../vocabulary';

export type BoxProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'className' | 'as' | 'data'> &
  Sprinkles & {
    /** Element or component to render; `div` by default. */
    as?: ElementType;
    /** The escape hatch: Box is the one component that takes classes. */
    className?: ClassValue;
    data?: DataAttributes;
  };

/** Turns sprinkle props (spacing, flex, responsive display, theme colours) into atomic classes. */
export const Box = forwardRef<HTMLElement, BoxProps>(
  ({ as: Component = 'div', className, data, ...rest }, ref) => {
    const atoms: Record<string, unknown> = {};
    const native: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) {
      if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
      else native[key] = value;
    }
    return (
      <Component
        ref={ref}
        className={clsx(sprinkles(atoms as Sprinkles), className) || undefined}
        {...dataAttributes(data)}
        {...native}
      />
    );
  },
);
Box.displayName = 'Box';
