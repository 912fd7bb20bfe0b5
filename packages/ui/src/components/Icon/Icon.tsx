import { forwardRef } from 'react';
import { dataAttributes, type DataAttributes, type Size } from '../../vocabulary';
import { icon } from './Icon.css';
import { iconPaths } from './iconPaths';

export type IconName = keyof typeof iconPaths;
export const iconNames = Object.keys(iconPaths) as IconName[];

/** For names that arrive as data (e.g. a menu from the server). */
export function isIconName(value: string): value is IconName {
  return Object.hasOwn(iconPaths, value);
}

export type IconProps = {
  name: IconName;
  size?: Size;
  /** Give a label only when the icon carries meaning on its own; otherwise it is decorative. */
  label?: string;
  data?: DataAttributes;
};

/** A stroke icon in the current text colour. Decorative (aria-hidden) unless it has a label. */
export const Icon = forwardRef<SVGSVGElement, IconProps>(({ name, size, label, data }, ref) => (
  <svg
    ref={ref}
    className={icon({ size })}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    focusable="false"
    {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    {...dataAttributes(data)}
  >
    {iconPaths[name].map((d) => (
      <path key={d} d={d} />
    ))}
  </svg>
));
Icon.displayName = 'Icon';
