import { forwardRef, type ReactNode } from 'react';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { heading } from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export type HeadingProps = {
  children: ReactNode;
  /** Visual size and, unless `as` says otherwise, the element (`h1`–`h4`). */
  level: HeadingLevel;
  /** Render another element when the document outline needs a different level than the look. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'div' | 'span';
  align?: 'left' | 'center' | 'right';
  truncate?: boolean;
  id?: string;
  data?: DataAttributes;
};

export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(
  ({ children, level, as, align, truncate, id, data }, ref) => {
    const Component = as ?? (`h${level}` as const);
    return (
      <Component ref={ref} id={id} className={heading({ level, align, truncate })} {...dataAttributes(data)}>
        {children}
      </Component>
    );
  },
);
Heading.displayName = 'Heading';
