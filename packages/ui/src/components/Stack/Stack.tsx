import { forwardRef, type ReactNode } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import type { DataAttributes } from '../../vocabulary';
import { Box } from '../Box';

export const stackAligns = ['stretch', 'left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = { stretch: 'stretch', left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export type StackProps = {
  children: ReactNode;
  /** Gap between children; responsive values take `{ mobile, desktop }`. */
  space?: Sprinkles['gap'];
  align?: StackAlign;
  as?: 'div' | 'section' | 'ul' | 'ol';
  data?: DataAttributes;
};

/** Lays children out vertically with even space between them. */
export const Stack = forwardRef<HTMLElement, StackProps>(
  ({ children, space = 'standard', align = 'stretch', as = 'div', data }, ref) => (
    <Box
      ref={ref}
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
      data={data}
    >
      {children}
    </Box>
  ),
);
Stack.displayName = 'Stack';
