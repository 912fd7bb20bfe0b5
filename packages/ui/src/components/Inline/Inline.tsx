import { forwardRef, type ReactNode } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import type { DataAttributes } from '../../vocabulary';
import { Box } from '../Box';

export const inlineAligns = ['left', 'center', 'right', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineAlignYs = ['top', 'center', 'bottom'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];

const justifyContent = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const;
const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

export type InlineProps = {
  children: ReactNode;
  /** Gap between children, in both directions when they wrap. */
  space?: Sprinkles['gap'];
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** Wrap onto new lines when out of room (default). */
  wrap?: boolean;
  as?: 'div' | 'ul' | 'ol';
  data?: DataAttributes;
};

/** Lays children out in a row that wraps, with even space between them. */
export const Inline = forwardRef<HTMLElement, InlineProps>(
  ({ children, space = 'small', align = 'left', alignY = 'center', wrap = true, as = 'div', data }, ref) => (
    <Box
      ref={ref}
      as={as}
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      justifyContent={justifyContent[align]}
      alignItems={alignItems[alignY]}
      data={data}
    >
      {children}
    </Box>
  ),
);
Inline.displayName = 'Inline';
