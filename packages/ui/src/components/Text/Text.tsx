import { forwardRef, type ReactNode } from 'react';
import { dataAttributes, type DataAttributes, type Size } from '../../vocabulary';
import { text } from './Text.css';

export const textTones = ['neutral', 'muted', 'accent', 'critical', 'positive', 'caution'] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'strong'] as const;
export type TextWeight = (typeof textWeights)[number];
export const textAligns = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof textAligns)[number];

export type TextProps = {
  children: ReactNode;
  as?: 'span' | 'p' | 'div' | 'label' | 'strong' | 'em';
  size?: Size;
  weight?: TextWeight;
  tone?: TextTone;
  align?: TextAlign;
  /** Cut to one line with an ellipsis. */
  truncate?: boolean;
  id?: string;
  /** For `as="label"`. */
  htmlFor?: string;
  data?: DataAttributes;
};

/** Body text in the type scale and the theme's text colours. A block by default. */
export const Text = forwardRef<HTMLElement, TextProps>(
  ({ children, as: Component = 'span', size, weight, tone, align, truncate, id, htmlFor, data }, ref) => (
    <Component
      ref={ref as never}
      id={id}
      htmlFor={htmlFor}
      className={text({ size, weight, tone, align, truncate })}
      {...dataAttributes(data)}
    >
      {children}
    </Component>
  ),
);
Text.displayName = 'Text';
